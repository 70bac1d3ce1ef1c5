// Distillo reviewer page: plain JS, no build step, no dependency. Every text from the server is
// put in the page with textContent (never innerHTML), so a unit or a ticket cannot inject markup.
'use strict';

(() => {
  const STATUSES = [
    ['pending_review', 'Pending review'],
    ['stale', 'Stale (review due)'],
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
    ['archived', 'Archived'],
  ];
  /** Bulk approvals of more units than this ask for confirmation first. */
  const CONFIRM_BULK_ABOVE = 5;
  /** "Approve the top N by frequency" starts small. */
  const TOP_N_DEFAULT = 10;
  const SKIP_REASONS = { not_found: 'not found', already_approved: 'already approved', contains_pii: 'personal data', not_approvable: 'not in review' };
  const CATEGORIES = ['accesso', 'fatturazione', 'configurazione', 'guasto', 'prestazioni', 'integrazioni', 'commerciale', 'altro'];

  const state = {
    me: null,
    csrf: null,
    summary: null,
    queue: null, // last GET /api/review/units answer
    queueQuery: { status: 'pending_review', category: '', product: '', page: 1 },
    current: 0, // highlighted row of the queue
    selected: new Set(),
    unit: null, // last GET /api/review/units/:id answer
    dirty: false,
  };

  // ---- tiny DOM helpers -------------------------------------------------------------------

  const $ = (id) => document.getElementById(id);
  // A table's own entry: a key such as "constructor" finds nothing (scripts/check-lookups.mjs).
  const own = (table, key) => (table && Object.hasOwn(table, key) ? table[key] : undefined);
  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'class') el.className = value;
      else if (key === 'text') el.textContent = value;
      else if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
      else if (key === 'value') el.value = value;
      else if (value === true) el.setAttribute(key, '');
      else el.setAttribute(key, String(value));
    }
    for (const child of children.flat()) {
      if (child === undefined || child === null || child === false) continue;
      el.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    if (tag === 'table') labelCells(el);
    return el;
  }
  /**
   * Each cell gets its column's header as data-label: on a phone a table is laid out as one card
   * per row (app.css), and the label stands beside the value. Set before the table is in the page,
   * so the translation layer translates labels and headers together.
   */
  function labelCells(table) {
    const headers = [...table.querySelectorAll('thead th')].map((th) => (th.classList.contains('check') ? '' : th.textContent.trim()));
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, i) => {
        if (headers[i] && !cell.hasAttribute('data-label')) cell.setAttribute('data-label', headers[i]);
      });
    }
  }
  /** Replaces the children of `el`, skipping the null/false placeholders of optional parts. */
  const render = (el, ...nodes) => el.replaceChildren(...nodes.flat().filter((n) => n !== null && n !== undefined && n !== false));
  const badge = (text, cls, title) => h('span', { class: `badge ${cls || ''}`, title }, text);
  // Figures and dates in the page's language (i18n.js, loaded first): never toFixed or ISO strings.
  const format = window.distilloI18n.format;
  const num = (value) => format.number(value);
  const fmtDate = format.date;
  const fmtDateTime = format.dateTime;
  const fmtDuration = format.duration;
  const fmtScore = format.score;

  // ---- messages ---------------------------------------------------------------------------

  /**
   * Views load their data and draw it; a reviewer who moved on meanwhile (another tab, the next
   * unit) must not get the old view drawn over the new one when its answer arrives late.
   * route() counts navigations; `current` drops an answer that belongs to an earlier one.
   */
  let navigation = 0;
  const STALE = new Error('a view the reviewer already left');
  async function current(promise) {
    const mine = navigation;
    const data = await promise;
    if (mine !== navigation) throw STALE;
    return data;
  }

  /** One readable message, in the page's language (i18n.js); the next success clears it. */
  function showError(error) {
    if (error === STALE) return;
    const i18n = window.distilloI18n;
    $('error-message').textContent = error && error.data ? i18n.describeError(error) : (error && error.message) || String(error);
    $('error-issues').replaceChildren();
    $('error').hidden = false;
  }
  function clearError() {
    $('error').hidden = true;
  }
  let noticeTimer;
  /** A short success message; parts after the first are nodes or texts of their own (each translated). */
  function notice(text, ...more) {
    $('notice').replaceChildren(text, ...more.flat().filter(Boolean));
    $('notice').hidden = false;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => ($('notice').hidden = true), 6000);
  }

  // ---- API --------------------------------------------------------------------------------

  function cookie(name) {
    const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
    return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
  }

  async function api(method, path, body) {
    const headers = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // Double submit: the session's CSRF token travels in a header a cross-site page cannot set.
    if (method !== 'GET') headers['X-CSRF-Token'] = state.csrf || cookie('distillo_csrf') || '';
    const response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = response.status === 204 ? null : await response.json().catch(() => null);
    if (response.status === 401 && path !== '/api/auth/login') {
      showLogin('Your session ended: log in again.');
    }
    if (!response.ok) {
      const error = new Error((data && data.message) || response.statusText);
      error.status = response.status;
      error.data = data || {};
      throw error;
    }
    // A message about an earlier failure is no longer true once something succeeds.
    if (method !== 'GET') clearError();
    return data;
  }

  // ---- login ------------------------------------------------------------------------------

  function showLogin(message) {
    state.me = null;
    $('app-view').hidden = true;
    $('login-view').hidden = false;
    $('who').hidden = $('logout').hidden = $('help-button').hidden = $('queue-board').hidden = $('legend').hidden = true;
    if (message) showError({ message });
    $('login-email').focus();
  }

  function showApp() {
    $('login-view').hidden = true;
    $('app-view').hidden = false;
    $('who').hidden = $('logout').hidden = $('help-button').hidden = false;
    $('who').textContent = `${state.me.email} (${state.me.role})`;
    $('queue-board').hidden = state.me.role !== 'admin';
    window.distilloI18n.setReviewer(state.me.email);
  }

  $('login-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    clearError();
    $('login-submit').disabled = true;
    try {
      const result = await api('POST', '/api/auth/login', { email: $('login-email').value, password: $('login-password').value });
      state.me = result.reviewer;
      state.csrf = result.csrf_token;
      $('login-password').value = '';
      showApp();
      await route();
    } catch (error) {
      showError(error);
    } finally {
      $('login-submit').disabled = false;
    }
  });

  $('logout').addEventListener('click', async () => {
    try {
      await api('POST', '/api/auth/logout');
    } catch (error) {
      // Logged out either way.
    }
    state.csrf = null;
    showLogin();
    notice('Logged out.');
  });
  $('error-close').addEventListener('click', clearError);
  $('help-button').addEventListener('click', () => $('help').showModal());

  // ---- routing: #/queue?status=…, #/unit/12, #/conflicts, #/conflict/3, #/merges -------------

  function parseHash() {
    const [path, query] = location.hash.replace(/^#/, '').split('?');
    return { parts: path.split('/').filter(Boolean), params: new URLSearchParams(query || '') };
  }

  function queueHash(query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== '' && value !== undefined) params.set(key, String(value));
    return `#/queue?${params}`;
  }

  async function route() {
    if (!state.me) return;
    navigation++;
    const { parts, params } = parseHash();
    // The served / not served legend explains the queue's badges: it shows with the queue only.
    $('legend').hidden = true;
    try {
      await loadSummary();
      if (parts[0] === 'unit' && parts[1]) return await showUnit(Number(parts[1]));
      if (parts[0] === 'conflicts') return await showConflicts(params.get('status') || 'open');
      if (parts[0] === 'conflict' && parts[1]) return await showConflict(Number(parts[1]));
      if (parts[0] === 'merges') return await showMerges();
      if (parts[0] === 'gaps') return await showGaps(Number(params.get('since') || 56));
      if (parts[0] === 'metrics') return await showMetrics(params);
      if (parts[0] === 'connectors') return await showConnectors();
      state.queueQuery = {
        status: params.get('status') || 'pending_review',
        category: params.get('category') || '',
        product: params.get('product') || '',
        page: Number(params.get('page') || 1),
      };
      await showQueue();
    } catch (error) {
      if (error.status !== 401) showError(error);
    }
  }
  window.addEventListener('hashchange', () => {
    // confirm() is drawn by the browser, outside the page: its text is translated here.
    if (state.dirty && !confirm(window.distilloI18n.translate('Discard your unsaved edits?'))) return;
    state.dirty = false;
    clearError(); // a message belongs to the view it was shown on
    route();
  });

  async function loadSummary() {
    const q = state.queueQuery;
    const params = new URLSearchParams();
    if (q.category) params.set('category', q.category);
    if (q.product) params.set('product', q.product);
    [state.summary, state.connectors] = await current(Promise.all([api('GET', `/api/review/summary?${params}`), api('GET', '/api/review/connectors').catch(() => [])]));
    renderTabs();
  }

  function renderTabs() {
    const { parts, params } = parseHash();
    const active = parts[0] === 'conflicts' || parts[0] === 'conflict' ? 'conflicts' : parts[0] === 'merges' ? 'merges' : parts[0] === 'gaps' ? 'gaps' : parts[0] === 'metrics' ? 'metrics' : parts[0] === 'connectors' ? 'connectors' : parts[0] === 'unit' ? null : params.get('status') || 'pending_review';
    const s = state.summary;
    const tab = (key, label, href, count, hot) =>
      h('a', { href, class: key === active ? 'active' : '', 'data-tab': key }, label, h('span', { class: `count ${hot && count > 0 ? 'hot' : ''}`, 'data-count': key }, num(count)));
    render($('tabs'),
      ...STATUSES.map(([status, label]) =>
        tab(status, label, queueHash({ ...state.queueQuery, status, page: 1 }), own(s.by_status, status) || 0, status === 'pending_review' || status === 'stale'),
      ),
      tab('conflicts', 'Conflicts', '#/conflicts', s.open.conflicts, true),
      tab('merges', 'Merge suggestions', '#/merges', s.open.merge_suggestions, true),
      gapsTab(active),
      // The "Metriche" page (metrics-page.js): a tab without a count.
      h('a', { href: '#/metrics', class: active === 'metrics' ? 'active' : '', 'data-tab': 'metrics' }, 'Metrics'),
      // Only where a ticketing system is connected; the count is the connectors that stopped.
      state.connectors && state.connectors.length
        ? tab('connectors', 'Ticketing systems', '#/connectors', state.connectors.filter((c) => c.status === 'stopped').length, true)
        : null,
    );
    // On a phone the tabs are one row that scrolls sideways: the current one is brought into view.
    // After the translation layer has put the labels in the page's language (their width changes).
    requestAnimationFrame(() => {
      const current = $('tabs').querySelector('a.active');
      if (current) $('tabs').scrollLeft += current.getBoundingClientRect().left - $('tabs').getBoundingClientRect().left - 8;
    });
  }

  // ---- metrics (#/metrics?from=&to=): drawn by metrics-page.js ------------------------------

  async function showMetrics(params) {
    state.unit = null;
    await window.distilloMetricsPage.show($('view'), params, { api: (...args) => current(api(...args)), h });
  }

  // ---- the queue --------------------------------------------------------------------------

  async function showQueue() {
    const q = state.queueQuery;
    const params = new URLSearchParams({ status: q.status, page: String(q.page) });
    if (q.category) params.set('category', q.category);
    if (q.product) params.set('product', q.product);
    state.queue = await current(api('GET', `/api/review/units?${params}`));
    state.current = Math.min(state.current, Math.max(0, state.queue.units.length - 1));
    state.unit = null;
    renderQueue();
    $('legend').hidden = false;
  }

  function renderQueue() {
    const q = state.queueQuery;
    const data = state.queue;
    const facets = state.summary.facets;
    const select = (id, value, options, label, all) =>
      h('label', {}, label, h('select', { id, onchange: (e) => go({ ...q, [id.replace('filter-', '')]: e.target.value, page: 1 }) },
        h('option', { value: '' }, all),
        options.map((o) => h('option', { value: o, selected: o === value }, o))));
    const go = (query) => (location.hash = queueHash(query));

    const served = q.status === 'approved';
    const explain = own({
      pending_review: 'Not served yet. Most frequent problems first: approving the top of this list covers the most tickets.',
      stale: 'Past their review date: hidden from customers until a reviewer approves them again.',
      approved: 'Served: customers can find these through search and chat.',
      rejected: 'Not served.',
      archived: 'Not served (retired).',
    }, q.status);

    const toolbar = h('div', { class: 'toolbar' },
      select('filter-category', q.category, CATEGORIES.filter((c) => facets.categories.includes(c)), 'Category', 'all'),
      select('filter-product', q.product, facets.products, 'Product', 'every product'),
      h('span', { class: 'spacer' }),
      q.status === 'pending_review' || q.status === 'stale'
        ? h('button', { id: 'bulk-approve', class: 'approve', disabled: state.selected.size === 0, onclick: bulkApprove }, `Approve selected (${state.selected.size})`)
        : null,
    );

    // Approving by frequency is there for a team that has read the units, folded away: the
    // default is what the reviewer selected, one by one.
    const top = q.status === 'pending_review'
      ? h('details', { class: 'card', id: 'top-n' },
          h('summary', {}, 'Approve the most frequent units…'),
          h('div', { class: 'inline-form' },
            h('span', {}, 'Approve the top'),
            h('input', { id: 'top-n-count', type: 'number', min: 1, max: 500, value: String(TOP_N_DEFAULT), class: 'narrow', 'aria-label': 'how many units' }),
            h('span', {}, 'units by frequency:'),
            h('button', { id: 'top-n-preview', onclick: previewTop }, 'Preview')),
          h('div', { id: 'top-n-result' }))
      : null;

    const rows = data.units.map((u, i) =>
      h('tr', { class: `row ${i === state.current ? 'current' : ''}`, 'data-unit-id': u.id, onclick: (e) => {
          if (e.target.type === 'checkbox') return;
          location.hash = `#/unit/${u.id}`;
        } },
        h('td', { class: 'check' }, h('input', { type: 'checkbox', 'aria-label': `select unit ${u.id}`, checked: state.selected.has(u.id), onchange: (e) => toggleSelect(u.id, e.target.checked) })),
        h('td', { class: 'num', 'data-label': 'Tickets' }, num(u.ticket_count), sourceTickets(u)),
        h('td', { class: 'num', 'data-label': 'Handling (total)' }, fmtDuration(u.total_handle_seconds)),
        h('td', { class: 'num', 'data-label': 'Last ticket' }, fmtDate(u.last_seen_at)),
        h('td', { class: 'unit-cell', 'data-label': '' }, h('div', { class: 'problem' }, `#${u.id} ${u.title || u.problem}`), h('div', { class: 'preview' }, u.solution_preview)),
        h('td', { class: 'scope', 'data-label': 'Category and product' }, u.category, h('br'), h('span', { class: 'muted' }, u.product || 'every product')),
        h('td', { class: 'flags', 'data-label': 'Flags and confidence' }, flagBadges(u)),
        // Only the approved queue has units customers may or may not see yet (being indexed): elsewhere the heading says it.
        served ? h('td', { class: 'served', 'data-label': 'For customers' }, u.served ? badge('served', 'served') : badge('not served', 'not-served'), h('div', { class: 'small muted' }, `review by ${fmtDate(u.review_due_at)}`)) : null,
      ));

    const table = data.units.length
      ? h('table', { class: 'queue', id: 'queue-table' },
          h('thead', {}, h('tr', {},
            h('th', { class: 'check' }, h('label', { class: 'check' },
              h('input', { type: 'checkbox', 'aria-label': 'select page', checked: data.units.every((u) => state.selected.has(u.id)), onchange: (e) => { data.units.forEach((u) => toggleSelect(u.id, e.target.checked)); renderQueue(); } }),
              h('span', { class: 'phone-only' }, 'Select the whole page'))),
            h('th', {}, 'Tickets'), h('th', {}, 'Handling (total)'), h('th', {}, 'Last ticket'), h('th', {}, 'Problem and fix'),
            h('th', {}, 'Category and product'), h('th', {}, 'Flags and confidence'), served ? h('th', {}, 'For customers') : null)),
          h('tbody', {}, rows))
      : h('div', { class: 'empty', id: 'queue-empty' }, 'Nothing here.');

    const pager = h('div', { class: 'pager' },
      h('button', { id: 'prev-page', disabled: q.page <= 1, onclick: () => go({ ...q, page: q.page - 1 }) }, '‹ Previous'),
      h('span', { id: 'page-info' }, `Page ${num(data.page)} of ${num(data.pages)} · ${num(data.total)} units`),
      h('button', { id: 'next-page', disabled: q.page >= data.pages, onclick: () => go({ ...q, page: q.page + 1 }) }, 'Next ›'));

    render($('view'), 
      h('h2', {}, STATUSES.find(([s]) => s === q.status)[1], ' ', served ? badge('served', 'served') : badge('not served', 'not-served')),
      h('p', { class: 'explain' }, explain),
      toolbar, top, table, pager);
  }

  function flagBadges(u) {
    const flags = [];
    if (u.contains_pii) flags.push(badge('personal data', 'pii', 'The redactor found personal data: edit it out before approving'));
    if (u.is_one_off) flags.push(badge('one-off', 'warn', u.one_off_reason || 'A manual fix for one customer: the chat hands this case to an operator instead of giving its steps'));
    if (u.is_commercial_exception) flags.push(badge('commercial exception', 'warn'));
    const confidence = Number(u.confidence);
    flags.push(badge(`confidence ${fmtScore(confidence)}`, confidence < 0.75 ? 'warn' : ''));
    if (u.open_conflicts > 0) flags.push(badge(`${num(u.open_conflicts)} conflict${u.open_conflicts > 1 ? 's' : ''}`, 'conflict'));
    if (u.retirement_reason) flags.push(badge('retire?', 'warn', u.retirement_reason));
    return flags;
  }

  /** The queue's "Tickets" cell: the count, then which tickets (the ticketing system's numbers). */
  function sourceTickets(u) {
    if (u.linked_tickets === undefined) return null;
    const shown = u.source_tickets || [];
    return h('div', { class: 'small muted tickets' },
      shown.flatMap((t, i) => [i ? ', ' : null, h('span', { class: 'ticket-id' }, t.external_id)]),
      u.linked_tickets > shown.length ? ' …' : null);
  }

  function toggleSelect(id, on) {
    if (on) state.selected.add(id);
    else state.selected.delete(id);
    const button = $('bulk-approve');
    if (button) {
      button.disabled = state.selected.size === 0;
      button.textContent = `Approve selected (${state.selected.size})`;
    }
  }

  /** What a bulk approval left out, and why, in words. */
  function skippedNotice(skipped) {
    if (!skipped.length) return [];
    return [' ', h('span', {}, 'Not approved:'), ...skipped.flatMap((s, i) => [i ? ', ' : ' ', `#${s.id} (`, h('span', {}, own(SKIP_REASONS, s.reason) || s.reason), ')'])];
  }

  /**
   * Above a few units, the reviewer confirms first, seeing which: each unit reaches customers as
   * it is written. Resolves to true when confirmed.
   */
  function confirmApproval(units) {
    if (units.length <= CONFIRM_BULK_ABOVE) return Promise.resolve(true);
    return new Promise((resolve) => {
      const close = (answer) => { dialog.close(); dialog.remove(); resolve(answer); };
      const shown = units.slice(0, 8);
      const dialog = h('dialog', { id: 'confirm-approval', class: 'confirm' },
        h('h2', {}, `Approve ${num(units.length)} units at once?`),
        h('p', {}, 'Customers will find them as soon as they are indexed, as they are written. Approve only units someone has read.'),
        h('ul', { class: 'plain' }, shown.map((u) => h('li', {}, h('span', {}, `#${u.id} ${u.title || u.problem || ''}`)))),
        units.length > shown.length ? h('p', { class: 'small muted' }, `and ${num(units.length - shown.length)} more`) : null,
        h('div', { class: 'actions' },
          h('button', { id: 'confirm-approval-yes', class: 'approve', onclick: () => close(true) }, `Approve ${num(units.length)} units`),
          h('button', { id: 'confirm-approval-no', onclick: () => close(false) }, 'Cancel')));
      dialog.addEventListener('cancel', (e) => { e.preventDefault(); close(false); });
      document.body.append(dialog);
      dialog.showModal();
      $('confirm-approval-no').focus(); // Enter does not approve by accident
    });
  }

  async function bulkApprove() {
    clearError();
    const known = new Map((state.queue ? state.queue.units : []).map((u) => [u.id, u]));
    const ids = [...state.selected];
    if (!(await confirmApproval(ids.map((id) => known.get(id) || { id })))) return;
    try {
      const result = await api('POST', '/api/review/units/bulk-approve', { ids });
      state.selected.clear();
      notice(`Approved ${num(result.approved.length)} units: customers will find them as soon as they are indexed.`, skippedNotice(result.skipped));
      await route();
    } catch (error) {
      showError(error);
    }
  }

  async function previewTop() {
    clearError();
    const q = state.queueQuery;
    const n = Number($('top-n-count').value) || TOP_N_DEFAULT;
    const params = new URLSearchParams({ n: String(n) });
    if (q.category) params.set('category', q.category);
    if (q.product) params.set('product', q.product);
    try {
      const preview = await api('GET', `/api/review/units/top?${params}`);
      const tickets = preview.units.filter((u) => !u.contains_pii).reduce((sum, u) => sum + u.ticket_count, 0);
      $('top-n-result').replaceChildren(
        h('p', {}, `${num(preview.approvable_ids.length)} units covering ${num(tickets)} tickets can be approved as they are.`,
          preview.blocked.length ? ` ${num(preview.blocked.length)} hold personal data and stay in the queue.` : ''),
        h('div', { class: 'top-preview' }, h('ul', { class: 'plain' }, preview.units.map((u) =>
          h('li', {}, h('span', {}, `${num(u.ticket_count)} × #${u.id} ${u.problem}`), u.contains_pii ? badge('personal data', 'pii') : badge('will be served', 'served'))))),
        h('div', { class: 'actions' },
          h('button', { id: 'top-n-approve', class: 'approve', disabled: preview.approvable_ids.length === 0, onclick: async () => {
            const byId = new Map(preview.units.map((u) => [u.id, u]));
            if (!(await confirmApproval(preview.approvable_ids.map((id) => byId.get(id) || { id })))) return;
            try {
              const body = { n, ids: preview.approvable_ids };
              if (q.category) body.category = q.category;
              if (q.product) body.product = q.product;
              const result = await api('POST', '/api/review/units/top/approve', body);
              notice(`Approved ${num(result.approved.length)} units; they become findable as soon as the worker has indexed them.`);
              await route();
            } catch (error) {
              showError(error);
            }
          } }, `Approve these ${num(preview.approvable_ids.length)}`)),
      );
    } catch (error) {
      showError(error);
    }
  }

  async function approveFromQueue(unit) {
    clearError();
    try {
      await api('POST', `/api/review/units/${unit.id}/approve`, { version: unit.version });
      notice(`Approved #${unit.id}: it will be served once indexed.`);
      await route();
    } catch (error) {
      showError(error);
    }
  }

  function askReason(title, onSubmit, container) {
    const input = h('input', { id: 'reason-input', placeholder: 'Reason (required, goes to the audit log)', minlength: 3 });
    // novalidate: the API's answer is the one message, in the page's language (not the browser's).
    const form = h('form', { class: 'inline-form card', id: 'reason-form', novalidate: true, onsubmit: async (e) => {
        e.preventDefault();
        await onSubmit(input.value.trim());
      } },
      h('strong', {}, title), input, h('button', { class: 'danger', type: 'submit', id: 'reason-submit' }, 'Confirm'),
      h('button', { type: 'button', onclick: () => form.remove() }, 'Cancel'));
    const old = $('reason-form');
    if (old) old.remove();
    container.prepend(form);
    input.focus();
  }

  // ---- one unit ---------------------------------------------------------------------------

  async function showUnit(id) {
    state.unit = await current(api('GET', `/api/review/units/${id}`));
    state.dirty = false;
    renderUnit();
  }

  function renderUnit() {
    const { unit, serving, sources, conflicts, merge_suggestions, learned_phrases, history, retirement } = state.unit;
    const field = (name, label, rows) =>
      h('label', {}, label, h('textarea', { id: `edit-${name}`, name, rows, oninput: () => (state.dirty = true) }, own(unit, name)));

    const piiPanel = unit.contains_pii
      ? h('div', { class: 'pii-panel', id: 'pii-panel' },
          h('strong', {}, 'The redactor found personal data in this unit. '),
          'Approval is blocked: edit the text until nothing is found (saving re-checks it), or clear the flag with a reason that is kept in the audit log.',
          h('form', { class: 'inline-form', onsubmit: async (e) => {
              e.preventDefault();
              await approve({ clear_pii: { reason: $('clear-pii-reason').value.trim() } });
            } },
            h('input', { id: 'clear-pii-reason', placeholder: 'Why this is not personal data' }),
            h('button', { class: 'danger', type: 'submit' }, 'Clear flag and approve')))
      : null;

    const actions = h('div', { class: 'actions', id: 'unit-actions' },
      h('button', { id: 'approve', class: 'approve', disabled: unit.contains_pii || unit.status === 'approved' || unit.status === 'superseded', onclick: () => approve({}) , title: 'a' }, unit.status === 'approved' ? 'Already approved' : 'Approve (a)'),
      h('button', { id: 'reject', class: 'danger', disabled: unit.status === 'rejected' || unit.status === 'superseded', onclick: reject, title: 'r' }, 'Reject (r)'),
      h('button', { id: 'archive', disabled: unit.status === 'archived' || unit.status === 'superseded', onclick: archive }, 'Archive'),
      h('button', { id: 'save', class: 'primary', onclick: save, title: 'Ctrl+S' }, 'Save edits'),
      h('a', { href: queueHash({ ...state.queueQuery }) }, 'Back to the queue (Esc)'));

    const editor = h('div', { class: 'card', id: 'editor' },
      h('h3', {}, 'Text'),
      field('title', 'Title (the problem in one line, ≤ 90 characters)', 1), field('problem', 'Problem', 2), field('symptoms', 'Symptoms', 2), field('cause', 'Cause', 2),
      field('solution', 'Solution', 8), field('applicability', 'Applies to', 2),
      h('label', {}, 'Search phrases (one per line)', h('textarea', { id: 'edit-search_phrases', rows: 4, oninput: () => (state.dirty = true) }, unit.search_phrases.join('\n'))),
      h('div', { class: 'toolbar' },
        h('label', {}, 'Category', h('select', { id: 'edit-category', onchange: () => (state.dirty = true) }, CATEGORIES.map((c) => h('option', { value: c, selected: c === unit.category }, c)))),
        h('label', {}, 'Product', h('input', { id: 'edit-product', value: unit.product || '', placeholder: 'every product', oninput: () => (state.dirty = true) })),
        h('label', { class: 'check' }, h('input', { id: 'edit-is_one_off', type: 'checkbox', checked: unit.is_one_off, onchange: () => (state.dirty = true) }), ' one-off'),
        h('label', { class: 'check' }, h('input', { id: 'edit-is_commercial_exception', type: 'checkbox', checked: unit.is_commercial_exception, onchange: () => (state.dirty = true) }), ' commercial exception')));

    const meta = h('div', { class: 'card' },
      h('h3', {}, 'Facts'),
      h('dl', { class: 'meta' },
        h('dt', {}, 'Status'), h('dd', { id: 'unit-status', 'data-status': unit.status }, own(UNIT_STATUS, unit.status) || unit.status),
        h('dt', {}, 'Tickets'), h('dd', {}, `${num(unit.ticket_count)} (${fmtDuration(unit.total_handle_seconds)} of handling)`),
        h('dt', {}, 'Last ticket'), h('dd', {}, fmtDate(unit.last_seen_at)),
        h('dt', {}, 'Review due'), h('dd', {}, fmtDate(unit.review_due_at)),
        h('dt', {}, 'Flags and confidence'), h('dd', {}, flagBadges({ ...unit, open_conflicts: conflicts.filter((c) => c.status === 'open').length, retirement_reason: retirement && retirement.status === 'open' ? retirement.reason : null })),
        h('dt', {}, 'Distilled by'), h('dd', {}, unit.distilled_by || unit.source_type),
        h('dt', {}, 'Version'), h('dd', { id: 'unit-version' }, String(unit.version))),
      retirement && retirement.status === 'open'
        ? h('p', { class: 'small' }, `Retirement candidate: ${retirement.reason}. `,
            h('button', { class: 'link', onclick: async () => {
              try { await api('POST', `/api/review/units/${unit.id}/retirement/dismiss`); notice('Kept: no longer a retirement candidate.'); await showUnit(unit.id); } catch (error) { showError(error); }
            } }, 'Keep it'), ' or archive it.')
        : null);

    const openConflicts = conflicts.filter((c) => c.status === 'open');
    const conflictCard = conflicts.length
      ? h('div', { class: 'card', id: 'unit-conflicts' }, h('h3', {}, `Conflicts (${num(openConflicts.length)} open)`),
          conflicts.map((c) => (c.status === 'open' ? renderConflict(c, () => showUnit(unit.id)) : h('p', { class: 'small muted' }, `#${c.id} from ${c.ticket.external_id}: ${c.status} by ${c.resolved_by} on ${fmtDate(c.resolved_at)}`))))
      : null;

    const alternatives = (state.unit.alternatives || []).filter((a) => !a.current);
    const alternativesCard = alternatives.length
      ? h('div', { class: 'card', id: 'unit-alternatives' },
          h('h3', {}, `Other fixes its tickets report (${num(alternatives.length)})`),
          h('p', { class: 'small muted' }, 'The unit carries the fix confirmed by the most tickets; these are the others. Edit the solution if one of them is the right one.'),
          alternatives.map((a) => h('div', { class: 'alternative' }, h('div', { class: 'small' }, `${a.tickets} ticket(s), ${a.confirmed} confirmed`), h('pre', {}, a.solution))))
      : null;
    const oneOffPanel = unit.is_one_off
      ? h('div', { class: 'card warn', id: 'one-off' }, h('strong', {}, 'One-off fix. '), unit.one_off_reason || 'A manual fix for one customer.', ' The chat never gives these steps: it hands the case to an operator.')
      : null;

    const merges = merge_suggestions.filter((s) => s.status === 'open');
    const mergeCard = merges.length
      ? h('div', { class: 'card' }, h('h3', {}, 'Reads like another unit'), merges.map(renderSuggestion))
      : null;

    const phrases = h('div', { class: 'card', id: 'learned-phrases' },
      h('h3', {}, `Learned customer questions (${num(learned_phrases.length)})`),
      learned_phrases.length ? h('ul', { class: 'plain' }, learned_phrases.map((p) => h('li', {},
        h('span', {}, p.phrase, ' ', h('span', { class: 'small muted' }, own(PHRASE_SOURCES, p.source) || p.source)),
        h('button', { class: 'link', 'data-phrase-id': p.id, onclick: async () => {
          try {
            await api('DELETE', `/api/review/units/${unit.id}/phrases/${p.id}`);
            notice('Phrase removed; the unit is being re-indexed.');
            await showUnit(unit.id);
          } catch (error) { showError(error); }
        } }, 'Remove'))))
        : h('p', { class: 'small muted' }, 'None: questions customers asked in the chat that this unit answered appear here.'));

    const sourceCard = h('div', { class: 'card', id: 'sources' },
      h('h3', {}, `Source tickets (${sources.shown} of ${sources.total})`),
      h('p', { class: 'small muted' }, 'Redacted transcripts; confidential internal notes are never shown.'),
      sources.tickets.map((t) => h('details', {},
        h('summary', {}, `${t.external_id} · ${t.subject} · ${t.link_type}${t.similarity !== null ? ` (${fmtScore(t.similarity)})` : ''}`),
        h('div', { class: 'transcript' }, t.transcript.map((m) =>
          h('div', { class: `msg ${m.author} ${m.visibility}` },
            h('span', { class: 'who' }, h('span', {}, own(AUTHORS, m.author) || m.author), m.visibility === 'internal' ? [' · ', h('span', {}, 'internal note')] : null, ` · ${fmtDateTime(m.created_at)}`),
            m.body))))));

    // In words (history.js): what happened, who did it, what changed; ticket numbers as the ticketing system's.
    const tickets = new Map(sources.tickets.map((t) => [t.id, t.external_id]));
    const historyCard = h('div', { class: 'card', id: 'history' },
      h('h3', {}, 'History'),
      window.distilloHistory.render(history, { h, badge, format, tickets }));

    render($('view'), 
      h('h2', { id: 'unit-title' }, `#${unit.id} ${unit.title || unit.problem}`),
      h('div', { class: `serving ${serving.served ? 'yes' : 'no'}`, id: 'serving' }, serving.label),
      piiPanel, actions,
      h('div', { class: 'grid' },
        h('div', {}, oneOffPanel, editor, alternativesCard, conflictCard, mergeCard, sourceCard),
        h('div', {}, meta, phrases, historyCard)));
  }

  function collectEdits() {
    const unit = state.unit.unit;
    const body = { version: unit.version };
    for (const name of /** @type {const} */ (['title', 'problem', 'symptoms', 'cause', 'solution', 'applicability'])) {
      const value = $(`edit-${name}`).value;
      if (value !== unit[name]) body[name] = value;
    }
    const phrases = $('edit-search_phrases').value.split('\n').map((p) => p.trim()).filter(Boolean);
    if (JSON.stringify(phrases) !== JSON.stringify(unit.search_phrases)) body.search_phrases = phrases;
    if ($('edit-category').value !== unit.category) body.category = $('edit-category').value;
    const product = $('edit-product').value.trim();
    if (product !== (unit.product || '')) body.product = product === '' ? null : product;
    for (const flag of /** @type {const} */ (['is_one_off', 'is_commercial_exception'])) if ($(`edit-${flag}`).checked !== unit[flag]) body[flag] = $(`edit-${flag}`).checked;
    return body;
  }

  async function save() {
    clearError();
    const body = collectEdits();
    if (Object.keys(body).length === 1) return notice('Nothing to save.');
    try {
      const result = await api('PATCH', `/api/review/units/${state.unit.unit.id}`, body);
      state.dirty = false;
      notice(result.unit.contains_pii
        ? 'Saved. The redactor still finds personal data: approval stays blocked.'
        : result.unit.served ? 'Saved: customers get the new text as soon as the worker has re-indexed it.' : 'Saved.');
      await showUnit(result.unit.id);
    } catch (error) {
      if (error.status === 409 && error.data && error.data.current) {
        showError({ status: 409, message: `${window.distilloI18n.describeError(error)} Your edits are still in the form: copy what you need, then reload.`, data: {} });
      } else {
        showError(error);
      }
    }
  }

  async function approve(extra) {
    clearError();
    const unit = state.unit.unit;
    if (state.dirty) return showError({ message: 'Save your edits first (Ctrl+S): approval approves the saved text.' });
    try {
      await api('POST', `/api/review/units/${unit.id}/approve`, { version: unit.version, ...extra });
      notice(`Approved #${unit.id}: customers will find it as soon as it is indexed.`);
      await openNeighbour(1, true);
    } catch (error) {
      showError(error);
    }
  }

  function reject() {
    const unit = state.unit.unit;
    askReason(`Reject #${unit.id}?`, async (reason) => {
      try {
        await api('POST', `/api/review/units/${unit.id}/reject`, { version: unit.version, reason });
        notice(`Rejected #${unit.id}: it is not served.`);
        await openNeighbour(1, true);
      } catch (error) {
        showError(error);
      }
    }, $('view'));
  }

  async function archive() {
    const unit = state.unit.unit;
    try {
      await api('POST', `/api/review/units/${unit.id}/archive`, { version: unit.version });
      notice(`Archived #${unit.id}: it is no longer served.`);
      await showUnit(unit.id);
    } catch (error) {
      showError(error);
    }
  }

  /** The next (or previous) unit of the queue page; after a decision, the queue itself when none is left. */
  /** @param {number} step */
  async function openNeighbour(step, afterDecision) {
    const id = state.unit && state.unit.unit.id;
    if (!state.queue) {
      location.hash = queueHash(state.queueQuery);
      return;
    }
    const units = state.queue.units;
    /** @type {number} */
    const index = units.findIndex((u) => u.id === id);
    const next = units[index + step];
    if (afterDecision) state.queue.units = units.filter((u) => u.id !== id);
    if (next) location.hash = `#/unit/${next.id}`;
    else location.hash = queueHash(state.queueQuery);
  }

  // ---- conflicts and merge suggestions -----------------------------------------------------

  function diffSides(ops) {
    const left = [];
    const right = [];
    for (const op of ops) {
      if (op.op === 'equal') {
        left.push(document.createTextNode(op.text));
        right.push(document.createTextNode(op.text));
      } else if (op.op === 'delete') left.push(h('del', {}, op.text));
      else right.push(h('ins', {}, op.text));
    }
    return [left, right];
  }

  function renderConflict(c, after) {
    const [left, right] = diffSides(c.diff || [{ op: 'delete', text: c.current_solution }, { op: 'insert', text: c.proposed_solution }]);
    const mergeBox = h('div', { hidden: true, class: 'merge-box' },
      h('label', {}, 'Merged solution', h('textarea', { class: 'merge-text', rows: 6 }, c.proposed_solution)),
      h('button', { class: 'primary merge-save', onclick: () => resolve('merge', mergeBox.querySelector('textarea').value) }, 'Save the merged solution'));
    async function resolve(action, solution) {
      clearError();
      try {
        const body = { action, version: c.unit.version };
        if (solution !== undefined) body.solution = solution;
        await api('POST', `/api/review/conflicts/${c.id}/resolve`, body);
        notice(action === 'keep' ? 'Kept the current solution.' : c.unit.status === 'approved'
          ? 'Solution updated: customers get the new text as soon as the worker has re-indexed it. The old one stays in the history, never served.'
          : 'Solution updated; the old one stays in the history, never served.');
        await after();
      } catch (error) {
        showError(error);
      }
    }
    return h('div', { class: 'card conflict-card', 'data-conflict-id': c.id },
      h('p', { class: 'small' }, `Conflict #${c.id} · ticket ${c.ticket.external_id} proposes a different fix · similarity ${fmtScore(c.similarity)} · unit #${c.unit_id} is `,
        c.unit.status === 'approved' ? badge('served', 'served') : badge(`${c.unit.status}`, 'not-served')),
      h('div', { class: 'diff' },
        h('div', { class: 'side current' }, h('h4', {}, 'Current solution (what customers see if served)'), left),
        h('div', { class: 'side proposed' }, h('h4', {}, `Proposed by ${c.ticket.external_id}`), right)),
      h('div', { class: 'actions' },
        h('button', { class: 'keep', onclick: () => resolve('keep') }, 'Keep current'),
        h('button', { class: 'primary replace', onclick: () => resolve('replace') }, 'Replace with proposed'),
        h('button', { class: 'merge', onclick: () => (mergeBox.hidden = !mergeBox.hidden) }, 'Merge by hand…')),
      mergeBox);
  }

  const CONFLICT_STATUS = { open: 'open', kept: 'kept', replaced: 'replaced', merged: 'merged' };
  const AUTHORS = { customer: 'Customer', agent: 'Agent' };
  const PHRASE_SOURCES = { cli: 'added by hand (kb)', chat_feedback: 'learned from the chat' };
  const UNIT_STATUS = { pending_review: 'pending review', stale: 'stale', approved: 'approved', rejected: 'rejected', archived: 'archived', superseded: 'superseded' };

  async function showConflicts(status) {
    const data = await current(api('GET', `/api/review/conflicts?status=${encodeURIComponent(status)}`));
    renderTabs();
    render($('view'), 
      h('h2', {}, 'Conflicts'),
      h('p', { class: 'explain' }, 'A newer ticket was solved differently from an existing unit. Replace keeps the old text as a superseded revision (never served).'),
      h('div', { class: 'toolbar' }, ['open', 'kept', 'replaced', 'merged'].map((s) => h('a', { href: `#/conflicts?status=${s}`, class: s === status ? 'badge served' : 'badge' }, own(CONFLICT_STATUS, s)))),
      data.conflicts.length
        ? h('table', { class: 'queue', id: 'conflicts-table' },
            h('thead', {}, h('tr', {}, h('th', {}, 'Conflict'), h('th', {}, 'Unit'), h('th', {}, 'Ticket'), h('th', {}, 'Similarity'), h('th', {}, 'Status'))),
            h('tbody', {}, data.conflicts.map((c) => h('tr', { class: 'row', 'data-conflict-id': c.id, onclick: () => (location.hash = `#/conflict/${c.id}`) },
              h('td', {}, `#${c.id}`), h('td', { class: 'text-cell' }, `#${c.unit_id} ${c.unit.problem}`), h('td', {}, c.ticket.external_id),
              h('td', { class: 'num' }, fmtScore(c.similarity)), h('td', {}, own(CONFLICT_STATUS, c.status) || c.status)))))
        : h('div', { class: 'empty' }, 'No conflicts here.'));
  }

  async function showConflict(id) {
    const c = await current(api('GET', `/api/review/conflicts/${id}`));
    renderTabs();
    render($('view'), 
      h('h2', {}, `Conflict #${c.id} on `, h('a', { href: `#/unit/${c.unit_id}` }, `unit #${c.unit_id}`)),
      h('p', {}, c.unit.problem),
      c.status === 'open' ? renderConflict(c, () => { location.hash = `#/unit/${c.unit_id}`; }) : h('p', {}, `Resolved: ${c.status} by ${c.resolved_by} on ${fmtDateTime(c.resolved_at)}.`));
  }

  /** A unit's ticket count and status in words ("1 ticket, pending review"), never the status code. */
  function unitFacts(tickets, status) {
    return `(${tickets === 1 ? '1 ticket' : `${num(tickets)} tickets`}, ${own(UNIT_STATUS, status) || status})`;
  }

  function renderSuggestion(s) {
    const resolve = async (action) => {
      try {
        await api('POST', `/api/review/merge-suggestions/${s.id}/resolve`, { action });
        notice(action === 'merge' ? `#${s.unit_id} merged into #${s.target_unit_id}.` : 'Suggestion dismissed.');
        await route();
      } catch (error) {
        showError(error);
      }
    };
    return h('div', { class: 'card', 'data-suggestion-id': s.id },
      h('p', {}, h('a', { href: `#/unit/${s.unit_id}` }, `#${s.unit_id}`), ` ${s.unit_problem} `, h('span', { class: 'small muted' }, unitFacts(s.unit_ticket_count, s.unit_status))),
      h('p', {}, h('span', {}, 'reads like'), ' ', h('a', { href: `#/unit/${s.target_unit_id}` }, `#${s.target_unit_id}`), ` ${s.target_problem} `,
        h('span', { class: 'small muted' }, unitFacts(s.target_ticket_count, s.target_status)), ' ', h('span', { class: 'small muted' }, `similarity ${fmtScore(s.similarity)}`)),
      s.words && s.words.length ? h('p', { class: 'small muted' }, `shared words: ${s.words.join(', ')}`) : null,
      h('div', { class: 'actions' },
        h('button', { class: 'primary', onclick: () => resolve('merge') }, `Merge #${s.unit_id} into #${s.target_unit_id}`),
        h('button', { onclick: () => resolve('dismiss') }, 'Different problems: dismiss')));
  }

  async function showMerges() {
    const data = await current(api('GET', '/api/review/merge-suggestions'));
    renderTabs();
    render($('view'), 
      h('h2', {}, 'Merge suggestions'),
      h('p', { class: 'explain' }, 'Merging moves the tickets and phrases of the newer unit into the older one; the newer unit is kept as superseded (never served).'),
      data.suggestions.length ? data.suggestions.map(renderSuggestion) : h('div', { class: 'empty' }, 'No open suggestions.'));
  }

  // ---- gaps ("Lacune"): questions the chat could not serve, grouped into topics -----------
  // Kept apart from the other pages: GET /api/review/gaps, POST /api/review/gaps/decisions.

  const GAP_PERIODS = [7, 28, 56, 90];
  const GAP_OUTCOMES = { declined: 'declined', escalated: 'escalated', unhelpful: 'rated unhelpful', suggested: 'suggestions not chosen' };

  function gapsTab(active) {
    return h('a', { href: '#/gaps', class: active === 'gaps' ? 'active' : '', 'data-tab': 'gaps' }, 'Gaps');
  }

  async function showGaps(since) {
    const days = GAP_PERIODS.includes(since) ? since : 56;
    const data = await current(api('GET', `/api/review/gaps?since=${days}`));
    renderTabs();
    render($('view'),
      h('h2', {}, 'Gaps'),
      h('p', { class: 'explain' }, 'Customer questions the chat could not serve (declined, escalated, rated unhelpful, or suggestions none of which was chosen), grouped into topics: most asked first.'),
      h('div', { class: 'toolbar' },
        h('label', {}, 'Period', h('select', { id: 'gaps-since', onchange: (e) => (location.hash = `#/gaps?since=${e.target.value}`) },
          GAP_PERIODS.map((d) => h('option', { value: String(d), selected: d === days }, `Last ${d} days`)))),
        h('span', { class: 'small muted', id: 'gaps-total' }, `${num(data.total_questions)} gap questions, ${num(data.topics.length)} topics`)),
      data.topics.length ? h('div', { id: 'gap-topics' }, data.topics.map((t) => renderGapTopic(t, days))) : h('div', { class: 'empty', id: 'gaps-empty' }, 'No gaps in this period.'));
  }

  function gapStatusBadge(t) {
    if (t.status === 'covered') return badge(`covered by KU-${t.covered_by}`, 'served');
    if (t.status === 'closed') return badge(`closed by ${t.closed_by.map((id) => `KU-${id}`).join(', ')}`, 'served', 'An escalation ticket of this topic was resolved and distilled into this unit');
    if (t.status === 'ignored') return badge('ignored', 'not-served');
    return badge('open', 'warn');
  }

  function gapTrend(trend) {
    const max = Math.max(1, ...trend);
    return h('span', { class: 'gap-trend', title: `Weekly questions, last ${trend.length} weeks: ${trend.map(num).join(' ')}` },
      // Heights as classes: the page's CSP allows no inline style.
      trend.map((n) => h('span', { class: `bar h${Math.round((n / max) * 5)}` })));
  }

  function renderGapTopic(t, days) {
    const decide = async (decision, unitId) => {
      try {
        const result = await api('POST', '/api/review/gaps/decisions', { question_ids: t.question_ids, decision, unit_id: unitId });
        await showGaps(days);
        notice(decision === 'covered' ? `Topic marked covered by KU-${result.unit_id}: ${num(result.phrase_suggestions)} phrase suggestions for the reviewers.` : decision === 'ignored' ? 'Topic ignored.' : 'Topic reopened.');
      } catch (error) {
        showError(error);
      }
    };
    // One label says what to write (the unit's number, as in KU-12): no "KU-" prefix repeated in the field.
    const unitInput = h('input', { type: 'number', min: 1, class: 'narrow', 'data-gap-unit': t.key });
    const decided = t.status === 'covered' || t.status === 'ignored';
    return h('div', { class: 'card gap-topic', 'data-gap-topic': t.key, 'data-status': t.status },
      h('div', { class: 'gap-head' },
        h('strong', { class: 'gap-label' }, t.label), ' ',
        badge(`${num(t.questions)} questions`, ''), ' ',
        badge(`${num(t.conversations)} conversations`, ''), ' ',
        gapStatusBadge(t), ' ',
        gapTrend(t.trend),
        t.undecided > 0 && decided ? h('span', { class: 'small muted' }, `${num(t.undecided)} new since the decision`) : null),
      h('p', { class: 'gap-typical' }, h('span', { class: 'muted' }, 'Typical question:'), ' ', h('q', {}, t.typical_question)),
      h('ul', { class: 'plain gap-examples' }, t.examples.map((e) => h('li', {},
        h('span', {}, e.question),
        h('span', { class: 'small muted' }, own(GAP_OUTCOMES, e.outcome) || e.outcome, e.product ? ` · ${e.product}` : '', ` · ${fmtDate(e.created_at)}`)))),
      t.tickets.length ? h('p', { class: 'small gap-tickets' }, `Escalation tickets: ${t.tickets.map((id) => `#${id}`).join(', ')}`) : null,
      h('div', { class: 'inline-form gap-actions' },
        decided
          ? h('button', { class: 'link', 'data-gap-action': 'reopen', onclick: () => decide('reopen') }, 'Reopen')
          : [
              h('label', { class: 'inline' }, 'Covered by unit no.', unitInput),
              h('button', { class: 'approve', 'data-gap-action': 'covered', onclick: () => {
                const unitId = Number(unitInput.value);
                if (!Number.isInteger(unitId) || unitId < 1) return showError({ message: 'Write the number of the unit that covers this topic.' });
                decide('covered', unitId);
              } }, 'Mark covered'),
              h('button', { 'data-gap-action': 'ignored', onclick: () => decide('ignored') }, 'Ignore'),
            ]));
  }

  // ---- ticketing systems (connectors) -------------------------------------------------------

  const CONNECTOR_STATUS = { never: 'never synced', running: 'syncing', ok: 'up to date', retrying: 'retrying', stopped: 'stopped' };
  const CONNECTOR_PROBLEM = {
    credentials: 'The system refused the credentials: check the e-mail and the API token in the configuration, then run kb connectors:test.',
    permission: 'The account has no permission for this: use an administrator account, then run kb connectors:test.',
    not_found: 'The address is wrong or the resource is gone: check the URL in the configuration, then run kb connectors:test.',
    temporary: 'Temporary error: the sync retries on its own.',
  };

  async function showConnectors() {
    const connectors = await current(api('GET', '/api/review/connectors'));
    const report = (r) => (r ? `read ${num(r.fetched)}, new ${num(r.imported)}, updated ${num(r.updated)}, unchanged ${num(r.unchanged)}, refused ${num(r.errors)}` : '—');
    render($('view'),
      h('h2', {}, 'Ticketing systems'),
      h('p', { class: 'explain' }, 'Tickets arrive from these systems on a schedule and through their webhooks. A stopped connector waits until someone fixes its configuration and runs kb connectors:sync.'),
      connectors.length
        ? h('table', { class: 'queue' },
            h('thead', {}, h('tr', {}, h('th', {}, 'System'), h('th', {}, 'Status'), h('th', {}, 'Last sync'), h('th', {}, 'Last success'), h('th', {}, 'Tickets in the last run'))),
            h('tbody', {}, ...connectors.map((c) =>
              h('tr', { 'data-connector': c.name },
                h('td', {}, c.name === 'zendesk' ? 'Zendesk' : c.name === 'zammad' ? 'Zammad' : c.name),
                h('td', {},
                  h('span', { class: `badge ${c.status === 'stopped' ? 'not-served' : 'served'}` }, own(CONNECTOR_STATUS, c.status) || c.status),
                  c.enabled ? null : h('div', { class: 'small muted' }, 'not configured'),
                  c.problem ? h('div', { class: 'small' }, own(CONNECTOR_PROBLEM, c.problem)) : null,
                  c.last_error ? h('details', {}, h('summary', { class: 'small' }, 'Technical detail'), h('code', { class: 'small' }, c.last_error)) : null),
                h('td', {}, fmtDateTime(c.last_sync_at)),
                h('td', {}, fmtDateTime(c.last_success_at)),
                h('td', { class: 'small' }, report(c.last_report))))))
        : h('div', { class: 'empty' }, 'No ticketing system is connected.'));
  }

  // ---- keyboard ---------------------------------------------------------------------------

  document.addEventListener('keydown', (event) => {
    if (!state.me) return;
    // A dialog (help, confirmation) has the keyboard: "a" there must not approve the highlighted unit.
    if (document.querySelector('dialog[open]')) return;
    const typing = /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName);
    if ((event.ctrlKey || event.metaKey) && event.key === 's' && state.unit) {
      event.preventDefault();
      save();
      return;
    }
    if (event.key === 'Escape') {
      if ($('help').open) return;
      if (typing) return event.target.blur();
      if (state.unit) location.hash = queueHash(state.queueQuery);
      return;
    }
    if (typing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '?') return $('help').showModal();
    const { parts } = parseHash();
    if (parts[0] === 'unit' && state.unit) {
      if (event.key === 'a' && !$('approve').disabled) { event.preventDefault(); approve({}); }
      else if (event.key === 'r' && !$('reject').disabled) { event.preventDefault(); reject(); }
      else if (event.key === 'e') { event.preventDefault(); $('edit-solution').focus(); }
      else if (event.key === 'j') openNeighbour(1, false);
      else if (event.key === 'k') openNeighbour(-1, false);
      return;
    }
    if (state.queue && (parts[0] === 'queue' || parts.length === 0)) {
      const units = state.queue.units;
      const current = units[state.current];
      const highlight = (index) => {
        state.current = Math.max(0, Math.min(units.length - 1, index));
        document.querySelectorAll('#queue-table tr.row').forEach((row, i) => row.classList.toggle('current', i === state.current));
        const row = document.querySelectorAll('#queue-table tr.row')[state.current];
        if (row) row.scrollIntoView({ block: 'nearest' });
      };
      const q = state.queueQuery;
      if (event.key === 'j') highlight(state.current + 1);
      else if (event.key === 'k') highlight(state.current - 1);
      else if ((event.key === 'Enter' || event.key === 'o') && current) location.hash = `#/unit/${current.id}`;
      else if (event.key === 'x' && current) {
        toggleSelect(current.id, !state.selected.has(current.id));
        const box = document.querySelectorAll('#queue-table tr.row input[type=checkbox]')[state.current];
        if (box) box.checked = state.selected.has(current.id);
      } else if (event.key === 'a' && current) approveFromQueue(current);
      else if (event.key === 'r' && current) {
        askReason(`Reject #${current.id}?`, async (reason) => {
          try {
            await api('POST', `/api/review/units/${current.id}/reject`, { version: current.version, reason });
            notice(`Rejected #${current.id}.`);
            await route();
          } catch (error) {
            showError(error);
          }
        }, $('view'));
      } else if (event.key === 'n' && q.page < state.queue.pages) location.hash = queueHash({ ...q, page: q.page + 1 });
      else if (event.key === 'p' && q.page > 1) location.hash = queueHash({ ...q, page: q.page - 1 });
    }
  });

  window.addEventListener('beforeunload', (event) => {
    if (state.dirty) event.preventDefault();
  });

  // ---- start ------------------------------------------------------------------------------

  async function start() {
    try {
      const me = await fetch('/api/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (!me.ok) return showLogin();
      const data = await me.json();
      state.me = data.reviewer;
      state.csrf = data.csrf_token || cookie('distillo_csrf');
      showApp();
      await route();
    } catch (error) {
      showLogin();
      showError(error);
    }
  }
  start();
})();
