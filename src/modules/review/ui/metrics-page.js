// Distillo reviewer page, "Metriche" (#/metrics?from=YYYY-MM-DD&to=YYYY-MM-DD): the figures of
// GET /api/review/metrics over a chosen period, drawn with Chart.js (chart.umd.min.js, served from
// node_modules by the review page controller). Kept apart from app.js, which calls
// window.distilloMetricsPage.show() from its router. Texts are English sources; the page's
// translation layer (i18n.js) translates the DOM, and translate() the texts drawn inside the charts.
'use strict';

(() => {
  const DAY_MS = 86_400_000;
  // A table's own entry: a key such as "constructor" finds nothing (scripts/check-lookups.mjs).
  const own = (table, key) => (table && Object.hasOwn(table, key) ? table[key] : undefined);
  const COLORS = {
    answered: '#13794b',
    suggested: '#2456c7',
    declined: '#b42318',
    escalated: '#8a5a00',
    deflection: '#13794b',
    escalation: '#b42318',
    distill: '#6b4fbb',
    chat: '#0f8a9d',
    p50: '#2456c7',
    p95: '#8a5a00',
  };
  const STATUS_COLORS = { approved: '#13794b', pending_review: '#2456c7', stale: '#8a5a00', rejected: '#b42318', archived: '#8d96a3', superseded: '#c3c9d1' };
  const STATUS_LABELS = { approved: 'Approved', pending_review: 'Pending review', stale: 'Stale (review due)', rejected: 'Rejected', archived: 'Archived', superseded: 'Superseded' };
  const charts = [];

  const t = (text) => (window.distilloI18n && window.distilloI18n.translate ? window.distilloI18n.translate(text) : text);
  // Figures in the page's language, through the same Intl formats as the rest of the page (i18n.js).
  const format = () => window.distilloI18n.format;
  const locale = () => window.distilloI18n.locale;
  /** A day for the API and the date inputs (YYYY-MM-DD, a wire format, not a text to read). */
  const isoDay = (date) => date.toISOString().slice(0, 10);
  const pct = (value) => format().percent(value);
  const num = (value) => format().number(value);
  const usd = (value) => format().usd(value);
  const ms = (value) => format().number(value, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 });
  /** "1 conversation", "3 conversations" (each form translated whole: Italian plurals are not an added s). */
  const count = (n, one, many) => `${num(n)} ${t(n === 1 ? one : many)}`;
  const hours = (value) => (value === null || value === undefined ? '—' : value >= 48 ? count(Math.round(value / 24), 'day', 'days') : count(Math.round(value), 'hour', 'hours'));
  /** A unit's label on the chart's axis: short enough not to crowd out the bars. */
  const unitLabel = (u) => {
    const title = u.title || '';
    return `#${u.unit_id} ${title.length > 26 ? `${title.slice(0, 25)}…` : title}`;
  };

  /** The period in the hash, or the last 30 days (both ends are whole UTC days, `to` included). */
  function periodFromHash(params) {
    const today = isoDay(new Date());
    const to = params.get('to') || today;
    const from = params.get('from') || isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
    return { from, to };
  }

  function destroyCharts() {
    while (charts.length) charts.pop().destroy();
  }

  /** One chart in a card; `config` is Chart.js's, with animation off (screenshots and tests see the final drawing). */
  function chartCard(h, id, title, config, note) {
    const canvas = h('canvas', { id, role: 'img', 'aria-label': title });
    const card = h('div', { class: 'card chart-card' }, h('h3', {}, title), h('div', { class: 'chart-box' }, canvas), note ? h('p', { class: 'small muted' }, note) : null);
    // locale: Chart.js formats its axes and tooltips with it (else the browser's, not the page's).
    return { card, draw: () => charts.push(new window.Chart(canvas, { ...config, options: { animation: false, responsive: true, maintainAspectRatio: false, locale: locale(), ...config.options } })) };
  }

  const dayLabels = (daily) => daily.map((d) => new Date(`${d.day}T00:00:00Z`).toLocaleDateString(locale(), { day: '2-digit', month: 'short', timeZone: 'UTC' }));

  function kpi(h, id, label, value, detail) {
    return h('div', { class: 'kpi', 'data-kpi': id }, h('div', { class: 'kpi-value' }, value), h('div', { class: 'kpi-label' }, label), detail ? h('div', { class: 'small muted' }, detail) : null);
  }

  function kpis(h, m) {
    const c = m.conversations;
    const turns = m.turns;
    return h('div', { class: 'kpis', id: 'metrics-kpis' },
      // Every reply of the assistant (answered, suggested or declined): the turns the next three rates divide.
      kpi(h, 'conversations', 'Conversations', num(c.total), count(turns.total, 'assistant turn', 'assistant turns')),
      kpi(h, 'answered', 'Answered', pct(turns.rates.answered), count(turns.answered, 'turn', 'turns')),
      kpi(h, 'suggested', 'Suggested', pct(turns.rates.suggested), count(turns.suggested, 'turn', 'turns')),
      kpi(h, 'declined', 'Declined', pct(turns.rates.declined), count(turns.declined, 'turn', 'turns')),
      kpi(h, 'escalated', 'Escalated', pct(c.escalation_rate), count(c.escalated, 'conversation', 'conversations')),
      kpi(h, 'deflection', 'Deflection', pct(c.deflection_rate), t('answered, neither escalated nor rated negative')),
      kpi(h, 'helpful', 'Rated helpful', pct(m.ratings.helpful_rate), `${count(m.ratings.helpful, 'helpful answer', 'helpful answers')} · ${count(m.ratings.unhelpful, 'unhelpful answer', 'unhelpful answers')}`),
      kpi(h, 'latency', 'First event', ms(m.first_event_ms.p50), `p95 ${ms(m.first_event_ms.p95)}`),
      kpi(h, 'pending', 'Pending review', num(m.review.pending), `${t('oldest')}: ${hours(m.review.oldest_pending_age_hours)}`),
      kpi(h, 'stale', 'Stale units', num(m.review.stale), `${count(m.review.overdue, 'overdue', 'overdue')} · ${count(m.review.due_soon, 'due within 30 days', 'due within 30 days')}`),
      kpi(h, 'cost-ticket', 'Cost per ticket', usd(m.llm.distill.cost_per_ticket), `${count(m.llm.distill.tickets, 'ticket', 'tickets')} · ${usd(m.llm.distill.cost_usd)}`),
      kpi(h, 'cost-conversation', 'Cost per conversation', usd(m.llm.chat.cost_per_conversation), `${count(m.llm.chat.conversations, 'conversation', 'conversations')} · ${usd(m.llm.chat.cost_usd)}`),
    );
  }

  function chartsOf(h, m) {
    const labels = dayLabels(m.daily);
    const line = (label, data, color, extra = {}) => ({ type: 'line', label: t(label), data, borderColor: color, backgroundColor: color, pointRadius: 2, tension: 0.2, spanGaps: true, ...extra });
    const bar = (label, data, color, extra = {}) => ({ type: 'bar', label: t(label), data, backgroundColor: color, ...extra });
    const statuses = Object.keys(m.units.by_status);
    const top = m.units.top.slice(0, 10);
    const reviewers = m.review.by_reviewer;
    const decisionKinds = [['approved', 'Approved', '#13794b'], ['rejected', 'Rejected', '#b42318'], ['archived', 'Archived', '#8d96a3'], ['conflicts', 'Conflicts', '#8a5a00'], ['merges', 'Merges', '#6b4fbb'], ['phrases', 'Phrases', '#0f8a9d']];
    const stackedScales = { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } };
    return [
      chartCard(h, 'chart-outcomes', 'Answers by outcome, per day', {
        data: {
          labels,
          datasets: [
            bar('Answered', m.daily.map((d) => d.answered), COLORS.answered, { stack: 'turns' }),
            bar('Suggested', m.daily.map((d) => d.suggested), COLORS.suggested, { stack: 'turns' }),
            bar('Declined', m.daily.map((d) => d.declined), COLORS.declined, { stack: 'turns' }),
            line('Escalated conversations', m.daily.map((d) => d.escalated), COLORS.escalated, { stack: 'escalated' }),
          ],
        },
        options: { scales: stackedScales },
      }),
      chartCard(h, 'chart-deflection', 'Deflection and escalation rate, per day', {
        type: 'line',
        data: {
          labels,
          datasets: [
            line('Deflection', m.daily.map((d) => (d.conversations ? d.deflected / d.conversations : null)), COLORS.deflection),
            line('Escalation', m.daily.map((d) => (d.conversations ? d.escalated / d.conversations : null)), COLORS.escalation),
          ],
        },
        options: { scales: { y: { min: 0, max: 1, ticks: { callback: (v) => format().percent(v, 0) } } } },
      }, 'Deflected: conversations with a cited answer, neither escalated nor rated negative.'),
      chartCard(h, 'chart-units', 'Most served units', {
        type: 'bar',
        data: {
          labels: top.map(unitLabel),
          datasets: [bar('Cited in answers', top.map((u) => u.served), COLORS.answered), bar('Offered as a choice', top.map((u) => u.suggested), COLORS.suggested)],
        },
        options: { indexAxis: 'y', scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } },
      }),
      chartCard(h, 'chart-status', 'Units by status', {
        type: 'doughnut',
        data: {
          labels: statuses.map((s) => t(own(STATUS_LABELS, s) || s)),
          datasets: [{ data: statuses.map((s) => own(m.units.by_status, s)), backgroundColor: statuses.map((s) => own(STATUS_COLORS, s) || '#c3c9d1') }],
        },
        options: { plugins: { legend: { position: 'right' } } },
      }),
      chartCard(h, 'chart-reviewers', 'Decisions per reviewer', {
        type: 'bar',
        data: {
          labels: reviewers.map((r) => r.reviewer),
          datasets: decisionKinds.map(([key, label, color]) => bar(label, reviewers.map((r) => own(r, key)), color)),
        },
        options: { scales: stackedScales },
      }),
      chartCard(h, 'chart-cost', 'LLM cost per day (USD)', {
        data: {
          labels,
          datasets: [
            bar('Distillation', m.daily.map((d) => d.distill_cost_usd ?? 0), COLORS.distill, { stack: 'cost' }),
            bar('Chat', m.daily.map((d) => d.chat_cost_usd ?? 0), COLORS.chat, { stack: 'cost' }),
          ],
        },
        options: { scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } } },
      }, 'At the prices configured when each call was recorded (LLM_PRICES); the offline distiller and assistant cost nothing.'),
      chartCard(h, 'chart-latency', 'First event latency, per day (ms)', {
        type: 'line',
        data: { labels, datasets: [line('p50', m.daily.map((d) => d.first_event_p50_ms), COLORS.p50), line('p95', m.daily.map((d) => d.first_event_p95_ms), COLORS.p95)] },
        options: { scales: { y: { beginAtZero: true } } },
      }),
    ];
  }

  function tables(h, m) {
    const unitRows = m.units.top.map((u) =>
      h('tr', { 'data-unit-id': u.unit_id },
        h('td', { class: 'text-cell' }, h('a', { href: `#/unit/${u.unit_id}` }, `#${u.unit_id}`), ' ', u.title || ''),
        h('td', { class: 'num' }, num(u.served)), h('td', { class: 'num' }, num(u.suggested)),
        h('td', { class: 'num' }, num(u.helpful)), h('td', { class: 'num' }, num(u.unhelpful)), h('td', { class: 'num' }, pct(u.helpfulness))));
    const monthRows = m.llm.by_month.map((r) =>
      h('tr', {}, h('td', {}, r.month), h('td', {}, r.role === 'distill' ? 'Distillation' : 'Chat'), h('td', { class: 'num' }, num(r.calls)),
        h('td', { class: 'num' }, num(r.tokens)), h('td', { class: 'num' }, usd(r.cost_usd)), h('td', { class: 'num' }, usd(r.cost_per_unit))));
    return h('div', { class: 'metrics-tables' },
      h('div', { class: 'card' }, h('h3', {}, 'Helpfulness per unit'),
        unitRows.length
          ? h('table', { class: 'queue', id: 'metrics-units' },
              h('thead', {}, h('tr', {}, h('th', {}, 'Unit'), h('th', {}, 'Times cited'), h('th', {}, 'Times offered'), h('th', {}, 'Rated helpful'), h('th', {}, 'Rated unhelpful'), h('th', {}, 'Helpfulness'))),
              h('tbody', {}, unitRows))
          : h('div', { class: 'empty' }, 'No unit was served in this period.')),
      h('div', { class: 'card' }, h('h3', {}, 'LLM tokens and cost per month'),
        monthRows.length
          ? h('table', { class: 'queue', id: 'metrics-months' },
              h('thead', {}, h('tr', {}, h('th', {}, 'Month'), h('th', {}, 'Used for'), h('th', {}, 'Calls'), h('th', {}, 'Tokens'), h('th', {}, 'Cost'), h('th', {}, 'Cost per ticket / conversation'))),
              h('tbody', {}, monthRows))
          : h('div', { class: 'empty' }, 'No LLM calls in this period.')));
  }

  /** Renders the page into `view`; `api` and `h` are app.js's (session, CSRF and error handling included). */
  async function show(view, params, { api, h }) {
    destroyCharts();
    if (window.distilloI18n && window.distilloI18n.ready) await window.distilloI18n.ready;
    const period = periodFromHash(params);
    const query = new URLSearchParams({ from: period.from, to: period.to });
    const m = await api('GET', `/api/review/metrics?${query}`);
    const go = (from, to) => (location.hash = `#/metrics?${new URLSearchParams({ from, to })}`);
    const last = (days) => () => go(isoDay(new Date(Date.now() - (days - 1) * DAY_MS)), isoDay(new Date()));
    const fromInput = h('input', { id: 'metrics-from', type: 'date', value: period.from, 'aria-label': 'From' });
    const toInput = h('input', { id: 'metrics-to', type: 'date', value: period.to, 'aria-label': 'To' });
    const form = h('form', { class: 'toolbar', id: 'metrics-period', onsubmit: (e) => { e.preventDefault(); go(fromInput.value, toInput.value); } },
      h('label', {}, 'From', fromInput), h('label', {}, 'To', toInput),
      h('button', { type: 'submit', class: 'primary', id: 'metrics-apply' }, 'Show'),
      h('span', { class: 'spacer' }),
      h('button', { type: 'button', onclick: last(7) }, 'Last 7 days'),
      h('button', { type: 'button', onclick: last(30) }, 'Last 30 days'),
      h('button', { type: 'button', onclick: last(90) }, 'Last 90 days'));
    const cards = chartsOf(h, m);
    view.replaceChildren(
      h('h2', {}, 'Metrics'),
      h('p', { class: 'explain' }, 'How the chat served customers, what waits for reviewers, and what the language models cost, over the chosen period (UTC days). Units by status and the review backlog are as of now.'),
      form,
      kpis(h, m),
      h('div', { class: 'charts', id: 'metrics-charts' }, cards.map((c) => c.card)),
      tables(h, m),
    );
    if (!window.Chart) throw new Error('The charting library did not load');
    for (const c of cards) c.draw();
  }

  window.distilloMetricsPage = { show, destroy: destroyCharts };
})();
