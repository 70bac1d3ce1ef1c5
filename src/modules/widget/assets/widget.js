/*
 * Distillo chat widget. One tag on any page:
 *
 *   <script src="https://support.example.com/widget.js" data-product="fatturafacile" data-locale="it" defer></script>
 *
 * adds a "Assistenza" button and a chat panel. Answers stream from POST /api/chat/…/messages
 * (Server-Sent Events read from fetch's ReadableStream: EventSource cannot POST). Everything the
 * assistant or the customer wrote is rendered as text (textContent), never as HTML. No external
 * resources. Optional attributes: data-api (origin of the API, default: where this file comes
 * from), data-title.
 *
 * The embedding site's look and words: data-title (the assistant's name, on the button and the
 * panel), data-color / data-color-hover (its brand colour, any CSS colour), data-text-color, and
 * data-texts, a JSON object overriding texts by key: {"launcher","title","placeholder","send"}.
 * Or, before the tag, window.DistilloChatConfig = { title, colors: { primary, hover, text }, texts }.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  if (!script || window.__distilloChatWidget) return;
  window.__distilloChatWidget = true;

  var product = (script.getAttribute('data-product') || '').trim();
  var locale = (script.getAttribute('data-locale') || 'it').trim();
  var api = (script.getAttribute('data-api') || new URL(script.src, location.href).origin).replace(/\/+$/, '');
  // Site configuration (attributes win over window.DistilloChatConfig); bad values fall back.
  var siteConfig = (typeof window.DistilloChatConfig === 'object' && window.DistilloChatConfig) || {};
  var siteColors = siteConfig.colors || {};
  var siteTexts = siteConfig.texts || {};
  try {
    var textsAttr = script.getAttribute('data-texts');
    if (textsAttr) siteTexts = Object.assign({}, siteTexts, JSON.parse(textsAttr));
  } catch (e) {
    /* malformed JSON: the default texts */
  }
  function safeColor(value, fallback) {
    // Only a plain colour token reaches the style sheet (no ';', '{' or url()).
    return typeof value === 'string' && /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([0-9.,%\s]+\))$/i.test(value.trim()) ? value.trim() : fallback;
  }
  function siteText(key, fallback) {
    var value = siteTexts[key];
    return typeof value === 'string' && value.trim() ? value : fallback;
  }
  var title = script.getAttribute('data-title') || siteText('title', siteConfig.title || 'Assistenza');
  var colorPrimary = safeColor(script.getAttribute('data-color') || siteColors.primary, '#0b5cad');
  var colorHover = safeColor(script.getAttribute('data-color-hover') || siteColors.hover, colorPrimary === '#0b5cad' ? '#094a8c' : colorPrimary);
  var colorText = safeColor(script.getAttribute('data-text-color') || siteColors.text, '#fff');
  var storageKey = 'distillo-chat:' + api + ':' + (product || '*');

  var CSS = [
    ':host{all:initial}',
    '*{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
    '.launcher{position:fixed;right:20px;bottom:20px;z-index:2147483000;border:0;border-radius:24px;padding:12px 18px;background:#0b5cad;color:#fff;font-size:15px;font-weight:600;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}',
    '.launcher:hover{background:#094a8c}',
    'button:focus-visible,textarea:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}',
    '.panel{position:fixed;right:20px;bottom:76px;z-index:2147483000;width:min(380px,calc(100vw - 24px));height:min(580px,calc(100vh - 100px));display:flex;flex-direction:column;background:#fff;color:#1d1d1f;border-radius:12px;box-shadow:0 10px 40px rgba(0,0,0,.3);overflow:hidden;font-size:14px;line-height:1.45}',
    '.panel[hidden]{display:none}',
    'header{display:flex;align-items:center;justify-content:space-between;padding:10px 14px;background:#0b5cad;color:#fff}',
    'h2{margin:0;font-size:16px}',
    '.close{border:0;background:transparent;color:#fff;font-size:22px;line-height:1;cursor:pointer;padding:2px 6px}',
    '.notice{margin:0;padding:8px 14px;background:#eef4fb;color:#33475b;font-size:12px}',
    '.log{flex:1;overflow-y:auto;padding:12px 14px;display:flex;flex-direction:column;gap:10px}',
    '.msg{max-width:92%;padding:8px 11px;border-radius:10px;white-space:pre-wrap;word-wrap:break-word}',
    '.msg.user{align-self:flex-end;background:#0b5cad;color:#fff}',
    '.msg.assistant{align-self:flex-start;background:#f1f3f5}',
    '.msg.system{align-self:center;background:#fff6e0;color:#5c4400;font-size:13px}',
    '.msg.error{align-self:flex-start;background:#fdecea;color:#8a1c12}',
    '.who{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
    '.cite{color:#0b5cad;font-size:12px;text-decoration:none;vertical-align:super}',
    '.cite:hover{text-decoration:underline}',
    '.sources{margin:6px 0 0;padding:0;list-style:none;font-size:12px;white-space:normal}',
    '.sources li{margin:2px 0}',
    '.sources a{color:#0b5cad}',
    '.rating{display:flex;align-items:center;gap:6px;margin-top:6px;font-size:12px;color:#555;white-space:normal}',
    '.rating button{border:1px solid #c9ced6;background:#fff;border-radius:6px;padding:2px 10px;cursor:pointer;font-size:13px;color:#1d1d1f}',
    '.rating button[aria-pressed="true"]{background:#dce9f7;border-color:#0b5cad}',
    '.rating button:disabled{cursor:default;opacity:.75}',
    '.status{margin:0;padding:0 14px;min-height:18px;font-size:12px;color:#555}',
    'form{display:flex;gap:8px;padding:8px 14px;border-top:1px solid #e3e6ea}',
    'textarea{flex:1;resize:none;border:1px solid #c9ced6;border-radius:8px;padding:7px 9px;font-size:14px;color:#1d1d1f;background:#fff}',
    '.send{border:0;border-radius:8px;padding:0 14px;background:#0b5cad;color:#fff;font-weight:600;cursor:pointer}',
    '.send:disabled{opacity:.6;cursor:default}',
    '.operator{margin:0 14px 12px;border:1px solid #0b5cad;border-radius:8px;padding:8px;background:#fff;color:#0b5cad;font-weight:600;cursor:pointer}',
    '.operator:hover{background:#eef4fb}',
    '.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
  ].join('\n');

  // ---------------------------------------------------------------------------------------------
  /** The style sheet in the site's colours (the defaults are written in it). */
  function themed(css) {
    return String(css).replace(/#0b5cad/gi, colorPrimary).replace(/#094a8c/gi, colorHover).replace(/color:#fff/g, 'color:' + colorText);
  }

  // DOM: a shadow root keeps the host page's CSS out (and ours in).

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    if (attrs) Object.keys(attrs).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  var host = el('div', { id: 'distillo-chat-widget' });
  var root = host.attachShadow({ mode: 'open' });
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(themed(CSS));
    root.adoptedStyleSheets = [sheet];
  } else {
    root.appendChild(el('style', null, themed(CSS)));
  }

  var launcher = el('button', { type: 'button', class: 'launcher', 'aria-expanded': 'false', 'aria-controls': 'distillo-panel', 'aria-haspopup': 'dialog' }, siteText('launcher', title));
  var panel = el('section', { id: 'distillo-panel', class: 'panel', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'distillo-title', hidden: '' });
  var header = el('header');
  header.appendChild(el('h2', { id: 'distillo-title' }, title));
  var closeButton = el('button', { type: 'button', class: 'close', 'aria-label': 'Chiudi la chat' }, '×');
  header.appendChild(closeButton);
  var notice = el('p', { class: 'notice' },
    'Assistente automatico: risponde solo in base alla nostra base di conoscenza e può sbagliare. Per parlare con una persona scelga «Parla con un operatore».');
  var log = el('div', { class: 'log', role: 'log', 'aria-live': 'polite', 'aria-label': 'Conversazione', tabindex: '0' });
  var status = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  var form = el('form', { 'aria-label': 'Scrivi un messaggio' });
  var label = el('label', { for: 'distillo-input', class: 'sr-only' }, 'La sua domanda');
  var input = el('textarea', { id: 'distillo-input', rows: '2', maxlength: '1500', placeholder: siteText('placeholder', 'Scriva la sua domanda…'), 'aria-describedby': 'distillo-hint' });
  var hint = el('span', { id: 'distillo-hint', class: 'sr-only' }, 'Invio per inviare, Maiuscole più Invio per andare a capo, Esc per chiudere.');
  var send = el('button', { type: 'submit', class: 'send' }, siteText('send', 'Invia'));
  form.appendChild(label);
  form.appendChild(input);
  form.appendChild(hint);
  form.appendChild(send);
  var operator = el('button', { type: 'button', class: 'operator' }, 'Parla con un operatore');
  panel.appendChild(header);
  panel.appendChild(notice);
  panel.appendChild(log);
  panel.appendChild(status);
  panel.appendChild(form);
  panel.appendChild(operator);
  root.appendChild(launcher);
  root.appendChild(panel);

  function mount() {
    document.body.appendChild(host);
  }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);

  // ---------------------------------------------------------------------------------------------
  // State

  var conversation = load();
  var restored = false;
  var busy = false;

  function load() {
    try {
      var value = JSON.parse(sessionStorage.getItem(storageKey) || 'null');
      return value && typeof value.id === 'string' && typeof value.token === 'string' ? value : null;
    } catch (e) {
      return null;
    }
  }

  function save(value) {
    conversation = value;
    try {
      if (value) sessionStorage.setItem(storageKey, JSON.stringify(value));
      else sessionStorage.removeItem(storageKey);
    } catch (e) {
      /* private mode: the conversation lasts as long as the page */
    }
  }

  function headers(json) {
    var h = {};
    if (json) h['Content-Type'] = 'application/json';
    if (conversation) h.Authorization = 'Bearer ' + conversation.token;
    return h;
  }

  function path(suffix) {
    return api + '/api/chat/conversations/' + encodeURIComponent(conversation.id) + suffix;
  }

  async function ensureConversation() {
    if (conversation) return conversation;
    var body = { locale: locale };
    if (product) body.product = product;
    var response = await fetch(api + '/api/chat/conversations', { method: 'POST', headers: headers(true), body: JSON.stringify(body) });
    if (!response.ok) throw await httpError(response);
    var created = await response.json();
    save({ id: created.id, token: created.token });
    return conversation;
  }

  async function httpError(response) {
    var message = 'Errore ' + response.status;
    if (response.status === 429) {
      var after = response.headers.get('Retry-After');
      message = 'Troppe richieste: riprovi tra ' + (after || 'qualche') + ' secondi.';
    } else {
      try {
        var body = await response.json();
        if (response.status === 400) message = 'Il messaggio deve avere tra 3 e 1500 caratteri.';
        else if (response.status === 409) message = 'Attenda la fine della risposta precedente.';
        else if (body && body.message) message = body.message;
      } catch (e) {
        /* not JSON */
      }
    }
    var error = new Error(message);
    error.status = response.status;
    return error;
  }

  // ---------------------------------------------------------------------------------------------
  // Rendering (text only)

  function scrollDown() {
    log.scrollTop = log.scrollHeight;
  }

  function unitUrl(id) {
    return api + '/widget/units/' + encodeURIComponent(String(id));
  }

  /** Text with "[KU-n]" turned into small links; every piece goes in as a text node. */
  function renderText(container, text, problems) {
    while (container.firstChild) container.removeChild(container.firstChild);
    var parts = String(text).split(/(\[KU-\d+\])/);
    parts.forEach(function (part) {
      var match = /^\[KU-(\d+)\]$/.exec(part);
      if (!match) {
        if (part) container.appendChild(document.createTextNode(part));
        return;
      }
      var link = el('a', { class: 'cite', href: unitUrl(match[1]), target: '_blank', rel: 'noopener' }, part);
      var problem = problems && problems[match[1]];
      if (problem) link.setAttribute('title', problem);
      link.setAttribute('aria-label', 'Fonte KU-' + match[1] + (problem ? ': ' + problem : ''));
      container.appendChild(link);
    });
  }

  function addMessage(role, text) {
    var item = el('div', { class: 'msg ' + role });
    var who = { user: 'Lei: ', assistant: 'Assistente: ', system: 'Avviso: ', error: 'Errore: ' }[role];
    item.appendChild(el('span', { class: 'who' }, who));
    var body = el('div', { class: 'text' });
    item.appendChild(body);
    if (role === 'assistant') renderText(body, text || '', null);
    else body.textContent = text || '';
    log.appendChild(item);
    scrollDown();
    return { item: item, body: body };
  }

  function addSources(message, units) {
    if (!units || units.length === 0) return;
    var problems = {};
    var list = el('ul', { class: 'sources', 'aria-label': 'Fonti' });
    units.forEach(function (unit) {
      problems[unit.id] = unit.problem;
      var li = el('li');
      li.appendChild(el('a', { href: unitUrl(unit.id), target: '_blank', rel: 'noopener' }, 'KU-' + unit.id + ' · ' + unit.problem));
      list.appendChild(li);
    });
    message.item.appendChild(list);
    return problems;
  }

  function addRating(message, messageId, current) {
    var group = el('div', { class: 'rating', role: 'group', 'aria-label': 'La risposta è stata utile?' });
    group.appendChild(el('span', null, 'Le è stata utile?'));
    // Words, not emoji: they read the same everywhere (no emoji font needed) and to screen readers.
    var up = el('button', { type: 'button', 'aria-label': 'Sì, risposta utile', 'aria-pressed': 'false', 'data-value': '1' }, 'Sì');
    var down = el('button', { type: 'button', 'aria-label': 'No, risposta non utile', 'aria-pressed': 'false', 'data-value': '-1' }, 'No');
    group.appendChild(up);
    group.appendChild(down);
    message.item.appendChild(group);
    function settle(value) {
      up.disabled = true;
      down.disabled = true;
      (value === 1 ? up : down).setAttribute('aria-pressed', 'true');
    }
    if (current === 1 || current === -1) return settle(current);
    [up, down].forEach(function (button) {
      button.addEventListener('click', async function () {
        var value = Number(button.getAttribute('data-value'));
        up.disabled = true;
        down.disabled = true;
        try {
          var response = await fetch(path('/messages/' + messageId + '/rating'), { method: 'POST', headers: headers(true), body: JSON.stringify({ value: value }) });
          if (!response.ok && response.status !== 409) throw await httpError(response);
          settle(value);
          status.textContent = 'Grazie per il riscontro.';
        } catch (error) {
          up.disabled = false;
          down.disabled = false;
          status.textContent = error.message || 'Riscontro non inviato.';
        }
      });
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Server-Sent Events over fetch

  function parseEvent(block) {
    var event = 'message';
    var data = [];
    block.split('\n').forEach(function (line) {
      if (!line || line.charAt(0) === ':') return;
      var colon = line.indexOf(':');
      var field = colon === -1 ? line : line.slice(0, colon);
      var value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    });
    if (data.length === 0) return null;
    try {
      return { event: event, data: JSON.parse(data.join('\n')) };
    } catch (e) {
      return null;
    }
  }

  async function readEvents(response, onEvent) {
    var reader = response.body.getReader();
    var decoder = new TextDecoder();
    var buffer = '';
    for (;;) {
      var chunk = await reader.read();
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true }).replace(/\r/g, '');
      var end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        var parsed = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) onEvent(parsed.event, parsed.data);
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Actions

  function setBusy(value) {
    busy = value;
    send.disabled = value;
    log.setAttribute('aria-busy', value ? 'true' : 'false');
  }

  async function ask(question) {
    setBusy(true);
    status.textContent = 'L\'assistente sta scrivendo…';
    addMessage('user', question);
    var answer = null;
    var text = '';
    var problems = null;
    try {
      await ensureConversation();
      var response = await fetch(path('/messages'), { method: 'POST', headers: headers(true), body: JSON.stringify({ message: question }) });
      if (response.status === 404 || response.status === 401) {
        save(null);
        throw new Error('La conversazione è scaduta: ne inizi una nuova inviando di nuovo la domanda.');
      }
      if (!response.ok) throw await httpError(response);
      answer = addMessage('assistant', '');
      var finished = false;
      await readEvents(response, function (event, data) {
        if (event === 'delta') {
          text += data.text;
          renderText(answer.body, text, problems);
          scrollDown();
        } else if (event === 'citations') {
          problems = addSources(answer, data.units);
          renderText(answer.body, text, problems);
        } else if (event === 'done') {
          finished = true;
          addRating(answer, data.message_id, null);
          status.textContent = data.answered ? 'Risposta completata.' : 'Risposta completata: nessuna scheda trovata.';
        } else if (event === 'error') {
          finished = true;
          addMessage('error', data.message);
          status.textContent = '';
        }
      });
      if (!finished) throw new Error('La risposta si è interrotta. Può riprovare.');
    } catch (error) {
      addMessage('error', (error && error.message) || 'Connessione non riuscita. Riprovi.');
      status.textContent = '';
    } finally {
      setBusy(false);
      scrollDown();
    }
  }

  async function escalate() {
    operator.disabled = true;
    status.textContent = 'Sto passando la conversazione a un operatore…';
    try {
      await ensureConversation();
      var response = await fetch(path('/escalate'), { method: 'POST', headers: headers(false) });
      if (!response.ok) throw await httpError(response);
      var ticket = await response.json();
      addMessage('system', 'Abbiamo aperto la richiesta di assistenza n. ' + ticket.ticket_id +
        ' con questa conversazione: una persona del nostro supporto le risponderà al più presto.');
      status.textContent = 'Richiesta n. ' + ticket.ticket_id + ' aperta.';
    } catch (error) {
      addMessage('error', (error && error.message) || 'Non è stato possibile contattare un operatore. Riprovi.');
      status.textContent = '';
    } finally {
      operator.disabled = false;
    }
  }

  async function restore() {
    if (restored || !conversation) return;
    restored = true;
    try {
      var response = await fetch(path(''), { headers: headers(false) });
      if (response.status === 404 || response.status === 401) return save(null);
      if (!response.ok) return;
      var view = await response.json();
      view.messages.forEach(function (m) {
        var message = addMessage(m.role === 'user' ? 'user' : 'assistant', m.text);
        if (m.role !== 'assistant') return;
        var problems = addSources(message, m.citations);
        renderText(message.body, m.text, problems);
        if (m.status === 'complete') addRating(message, m.id, m.rating);
      });
      if (view.ticket_id) addMessage('system', 'Richiesta di assistenza n. ' + view.ticket_id + ' aperta con questa conversazione.');
    } catch (e) {
      /* offline: start empty */
    }
  }

  function open() {
    panel.hidden = false;
    launcher.setAttribute('aria-expanded', 'true');
    restore();
    input.focus();
  }

  function close() {
    panel.hidden = true;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.focus();
  }

  launcher.addEventListener('click', function () {
    if (panel.hidden) open();
    else close();
  });
  closeButton.addEventListener('click', close);
  panel.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit ? form.requestSubmit() : form.dispatchEvent(new Event('submit', { cancelable: true }));
    }
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var question = input.value.trim();
    if (busy) return;
    if (question.length < 3) {
      status.textContent = 'Scriva almeno 3 caratteri.';
      return;
    }
    input.value = '';
    ask(question);
    input.focus();
  });
  operator.addEventListener('click', escalate);
})();
