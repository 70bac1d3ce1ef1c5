/*
 * Distillo chat widget. One tag on any page:
 *
 *   <script src="https://support.example.com/widget.js" data-product="fatturafacile" data-locale="it" defer></script>
 *
 * adds a "Assistenza" button and a chat panel. Answers stream from POST /api/chat/…/messages
 * (Server-Sent Events read from fetch's ReadableStream: EventSource cannot POST). Everything the
 * assistant or the customer wrote is rendered as text (textContent), never as HTML. No external
 * resources. Optional attributes: data-api (origin of the API, default: where this file comes
 * from), data-title, data-customer-ref (the site's own id of the logged-in customer, never an
 * e-mail address: the conversation is then exported and erased with that customer's data).
 *
 * The embedding site's look and words: data-title (the assistant's name, on the button and the
 * panel), data-color / data-color-hover (its brand colour, any CSS colour), data-text-color, and
 * data-texts, a JSON object overriding texts by key: {"launcher","title","placeholder","send"}.
 * Or, before the tag, window.DistilloChatConfig = { title, colors: { primary, hover, text }, texts }.
 *
 * Texts are Italian, or English with data-locale="en" (TEXTS below). Suggestions ("Forse
 * cercava:") and product questions are real buttons in the conversation, reachable by keyboard
 * and announced by the live region. After "Parla con un operatore" the conversation is handed over
 * (the status line says so): what the customer writes goes to the request, and a person's replies
 * arrive here through GET …/events (read with fetch: EventSource cannot send the token). When the
 * operator solves or closes the request, the widget says so and the assistant answers again.
 */
(function () {
  'use strict';

  // A table's own entry: a key such as "constructor" finds nothing (scripts/check-lookups.mjs).
  function own(table, key) {
    return table && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  }

  var script = document.currentScript;
  if (!script || window.__distilloChatWidget) return;
  window.__distilloChatWidget = true;

  var product = (script.getAttribute('data-product') || '').trim();
  var locale = (script.getAttribute('data-locale') || 'it').trim();
  var customerRef = (script.getAttribute('data-customer-ref') || '').trim();
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
    var value = own(siteTexts, key);
    return typeof value === 'string' && value.trim() ? value : fallback;
  }
  var title = script.getAttribute('data-title') || siteText('title', siteConfig.title || null);
  var colorPrimary = safeColor(script.getAttribute('data-color') || siteColors.primary, '#0b5cad');
  var colorHover = safeColor(script.getAttribute('data-color-hover') || siteColors.hover, colorPrimary === '#0b5cad' ? '#094a8c' : colorPrimary);
  var colorText = safeColor(script.getAttribute('data-text-color') || siteColors.text, '#fff');
  var storageKey = 'distillo-chat:' + api + ':' + (product || '*');

  // Italian first; English when the site asks for it (data-locale="en").
  var TEXTS = {
    it: {
      launcher: 'Assistenza', close: 'Chiudi la chat',
      notice: 'Assistente automatico: risponde solo in base alla nostra base di conoscenza e può sbagliare. Per parlare con una persona scelga «Parla con un operatore».',
      log: 'Conversazione', form: 'Scrivi un messaggio', label: 'La sua domanda', placeholder: 'Scriva la sua domanda…',
      hint: 'Invio per inviare, Maiuscole più Invio per andare a capo, Esc per chiudere.', send: 'Invia', operator: 'Parla con un operatore',
      you: 'Lei: ', assistant: 'Assistente: ', agent: 'Operatore del supporto', agentSr: 'Operatore (una persona): ', system: 'Avviso: ', error: 'Errore: ',
      writing: "L'assistente sta scrivendo…", done: 'Risposta completata.', doneNone: 'Risposta completata: nessuna scheda trovata.',
      sources: 'Fonti', source: 'Fonte', useful: 'Le è stata utile?', usefulGroup: 'La risposta è stata utile?', yes: 'Sì', no: 'No',
      yesLabel: 'Sì, risposta utile', noLabel: 'No, risposta non utile', thanks: 'Grazie per il riscontro.', notRated: 'Riscontro non inviato.',
      offerSaid: 'Per passare la conversazione a una persona scelga «Parla con un operatore».',
      suggestions: 'Forse cercava:', suggestionsSaid: 'Ho trovato alcune schede che potrebbero rispondere: scelga quella che corrisponde al suo caso.',
      products: 'Per quale prodotto?', productsSaid: 'Per rispondere mi serve sapere il prodotto: lo scelga tra i pulsanti.',
      expired: 'La conversazione è scaduta: ne inizi una nuova inviando di nuovo la domanda.', cut: 'La risposta si è interrotta. Può riprovare.',
      offline: 'Connessione non riuscita. Riprovi.', tooShort: 'Scriva almeno 3 caratteri.', wait: 'Attenda la fine della risposta precedente.',
      length: 'Il messaggio deve avere tra 3 e 1500 caratteri.', tooMany: 'Troppe richieste: riprovi tra {s} secondi.', some: 'qualche',
      escalating: 'Sto passando la conversazione a un operatore…', escalateFailed: 'Non è stato possibile contattare un operatore. Riprovi.',
      escalateEmpty: "Scriva prima la sua domanda qui sotto: la passeremo all'operatore insieme alla conversazione.",
      escalateCooldown: 'Ha chiesto un operatore pochi minuti fa: potrà richiederlo tra {m} min.',
      opened: 'Abbiamo aperto la richiesta di assistenza n. {n} con questa conversazione: una persona del nostro supporto le risponderà al più presto.',
      openedShort: 'Richiesta di assistenza n. {n} aperta con questa conversazione.', openedStatus: 'Richiesta n. {n} aperta.',
      stateBot: 'Stato: assistente automatico', stateHuman: 'Stato: passata a un operatore · richiesta n. {n}',
      handoffTitle: 'Richiesta n. {n}: le risponde una persona',
      handoffNext: "Se vuole aggiungere qualcosa, lo scriva qui: va nella richiesta e l'assistente automatico non risponde.",
      handoffWhere: 'La risposta arriverà in questa finestra.', handoffWhereEmail: "La risposta arriverà in questa finestra e all'indirizzo e-mail che ci ha lasciato.",
      emailAsk: 'Ricevere la risposta anche per e-mail', emailToggle: 'Anche per e-mail?', emailLabel: 'Il suo indirizzo e-mail',
      consent: "Acconsento all'uso di questo indirizzo solo per rispondere a questa richiesta.", emailSave: 'Usa questo indirizzo',
      emailInvalid: 'Scriva un indirizzo e-mail valido, per esempio nome@esempio.it.', consentNeeded: "Per usare l'indirizzo serve il suo consenso.",
      emailSaved: "Grazie: le risponderemo anche all'indirizzo indicato.",
      backToBot: "Torna all'assistente automatico", backed: "È di nuovo con l'assistente automatico. La richiesta n. {n} resta aperta.",
      relayed: 'Messaggio aggiunto alla richiesta n. {n}.', placeholderHandoff: "Scriva un messaggio per l'operatore…", agentArrived: 'Nuova risposta da un operatore.',
      closedByOperator: "L'operatore ha chiuso la richiesta n. {n}. Se le serve altro, scriva qui: le risponde di nuovo l'assistente automatico. Per riaprire la richiesta scelga «Parla con un operatore».",
      closedStatus: 'Richiesta n. {n} chiusa dall\'operatore.',
      reopenedByOperator: "L'operatore ha riaperto la richiesta n. {n}: il suo messaggio è andato a lui, non all'assistente automatico.",
      error500: 'Si è verificato un errore. Riprovi tra poco.',
    },
    en: {
      launcher: 'Help', close: 'Close the chat',
      notice: 'Automated assistant: it answers only from our knowledge base and can be wrong. To talk to a person choose "Talk to an agent".',
      log: 'Conversation', form: 'Write a message', label: 'Your question', placeholder: 'Type your question…',
      hint: 'Enter to send, Shift+Enter for a new line, Esc to close.', send: 'Send', operator: 'Talk to an agent',
      you: 'You: ', assistant: 'Assistant: ', agent: 'Support agent', agentSr: 'Agent (a person): ', system: 'Notice: ', error: 'Error: ',
      writing: 'The assistant is typing…', done: 'Answer complete.', doneNone: 'Answer complete: no article found.',
      sources: 'Sources', source: 'Source', useful: 'Was this helpful?', usefulGroup: 'Was the answer helpful?', yes: 'Yes', no: 'No',
      yesLabel: 'Yes, helpful answer', noLabel: 'No, not helpful', thanks: 'Thank you for your feedback.', notRated: 'Feedback not sent.',
      offerSaid: 'To pass the conversation to a person choose "Talk to an agent".',
      suggestions: 'Were you looking for:', suggestionsSaid: 'I found some articles that may answer: choose the one that matches your case.',
      products: 'Which product?', productsSaid: 'To answer I need the product: choose it among the buttons.',
      expired: 'The conversation has expired: send your question again to start a new one.', cut: 'The answer was interrupted. Please try again.',
      offline: 'Connection failed. Please try again.', tooShort: 'Please write at least 3 characters.', wait: 'Please wait for the previous answer.',
      length: 'The message must be 3 to 1500 characters long.', tooMany: 'Too many requests: try again in {s} seconds.', some: 'a few',
      escalating: 'Passing the conversation to an agent…', escalateFailed: 'We could not reach an agent. Please try again.',
      escalateEmpty: 'Please write your question below first: we will pass it to the agent with the conversation.',
      escalateCooldown: 'You asked for an agent a few minutes ago: you can ask again in {m} min.',
      opened: 'We opened support request no. {n} with this conversation: a person from our support team will answer you as soon as possible.',
      openedShort: 'Support request no. {n} opened with this conversation.', openedStatus: 'Request no. {n} opened.',
      stateBot: 'Status: automated assistant', stateHuman: 'Status: with an agent · request no. {n}',
      handoffTitle: 'Request no. {n}: a person answers you',
      handoffNext: 'To add something, write it here: it goes to the request and the automated assistant does not answer.',
      handoffWhere: 'The answer will arrive in this window.', handoffWhereEmail: 'The answer will arrive in this window and at the e-mail address you left.',
      emailAsk: 'Receive the answer by e-mail too', emailToggle: 'By e-mail too?', emailLabel: 'Your e-mail address',
      consent: 'I agree that this address is used only to answer this request.', emailSave: 'Use this address',
      emailInvalid: 'Please enter a valid e-mail address, e.g. name@example.com.', consentNeeded: 'Your consent is needed to use the address.',
      emailSaved: 'Thank you: we will also answer at that address.',
      backToBot: 'Back to the automated assistant', backed: 'You are back with the automated assistant. Request no. {n} stays open.',
      relayed: 'Message added to request no. {n}.', placeholderHandoff: 'Write a message for the agent…', agentArrived: 'New answer from an agent.',
      closedByOperator: 'The agent has closed request no. {n}. If you need anything else, write here: the automated assistant answers you again. To reopen the request choose "Talk to an agent".',
      closedStatus: 'Request no. {n} closed by the agent.',
      reopenedByOperator: 'The agent has reopened request no. {n}: your message went to them, not to the automated assistant.',
      error500: 'Something went wrong. Please try again shortly.',
    },
  };
  var texts = own(TEXTS, locale.slice(0, 2).toLowerCase()) || TEXTS.it;
  function t(key, values) {
    var text = own(texts, key) !== undefined ? own(texts, key) : own(TEXTS.it, key);
    Object.keys(values || {}).forEach(function (name) { text = text.split('{' + name + '}').join(String(own(values, name))); });
    return text;
  }
  title = title || t('launcher');

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
    '.msg{overflow-wrap:anywhere}',
    '.msg.agent{align-self:flex-start;background:#e8f5e9;border-left:4px solid #2e7d32}',
    '.author{display:block;font-size:12px;font-weight:700;color:#1b5e20;margin-bottom:2px}',
    '.state{margin:0;padding:4px 14px;font-size:12px;font-weight:600;color:#33475b;background:#f7f8fa;border-bottom:1px solid #e3e6ea}',
    '.state[data-status="handed_over"]{background:#e8f5e9;color:#1b5e20}',
    '.choices{margin-top:8px;white-space:normal}',
    '.choices p{margin:0 0 4px;font-weight:600}',
    '.choices ul{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:6px}',
    '.choice{width:100%;text-align:left;border:1px solid #0b5cad;border-radius:8px;padding:7px 10px;background:#fff;color:#0b5cad;font-size:14px;cursor:pointer}',
    '.choice:hover{background:#eef4fb}',
    '.choice:disabled{cursor:default;opacity:.7}',
    '.choice[aria-pressed="true"]{background:#dce9f7;opacity:1}',
    '.handoff{margin:0 14px 10px;padding:6px 10px;border:1px solid #2e7d32;border-radius:8px;background:#f4faf4;font-size:13px;max-height:45%;overflow-y:auto}',
    '.handoff[hidden]{display:none}',
    '.handoff h3{margin:0 0 2px;font-size:13px;color:#1b5e20}',
    '.handoff p{margin:0 0 4px}',
    '.handoff .actions{display:flex;flex-wrap:wrap;justify-content:space-between;gap:2px 8px}',
    '.handoff .actions button{border:0;background:none;padding:2px 0;font-size:13px;font-weight:400;text-decoration:underline;text-underline-offset:2px}',
    '.handoff form{display:flex;flex-direction:column;gap:6px;padding:6px 0 0;border:0}',
    '.handoff form[hidden]{display:none}',
    '.handoff input[type=email]{width:100%;border:1px solid #c9ced6;border-radius:6px;padding:6px 8px;font-size:14px}',
    '.handoff .consent{display:flex;gap:6px;align-items:flex-start}',
    '.handoff button{border:1px solid #2e7d32;border-radius:6px;padding:6px 10px;background:#fff;color:#1b5e20;font-weight:600;cursor:pointer}',
    'input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}',
    '@media (max-width:480px){.panel{right:0;left:0;bottom:0;width:100%;height:min(100%,calc(100vh - 64px));border-radius:12px 12px 0 0}.launcher{right:12px;bottom:12px}}',
  ].join('\n');

  // ---------------------------------------------------------------------------------------------
  /** The style sheet in the site's colours (the defaults are written in it). */
  function themed(css) {
    return String(css).replace(/#0b5cad/gi, colorPrimary).replace(/#094a8c/gi, colorHover).replace(/color:#fff/g, 'color:' + colorText);
  }

  // DOM: a shadow root keeps the host page's CSS out (and ours in).

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    if (attrs) Object.keys(attrs).forEach(function (k) { node.setAttribute(k, own(attrs, k)); });
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
  var closeButton = el('button', { type: 'button', class: 'close', 'aria-label': t('close') }, '×');
  header.appendChild(closeButton);
  var notice = el('p', { class: 'notice' }, t('notice'));
  // The conversation's status, always visible: the assistant, or a person (with the request number).
  var state = el('p', { class: 'state', 'data-status': 'open' }, t('stateBot'));
  var log = el('div', { class: 'log', role: 'log', 'aria-live': 'polite', 'aria-label': t('log'), tabindex: '0' });
  var status = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  var form = el('form', { 'aria-label': t('form') });
  var label = el('label', { for: 'distillo-input', class: 'sr-only' }, t('label'));
  var input = el('textarea', { id: 'distillo-input', rows: '2', maxlength: '1500', placeholder: siteText('placeholder', t('placeholder')), 'aria-describedby': 'distillo-hint' });
  var hint = el('span', { id: 'distillo-hint', class: 'sr-only' }, t('hint'));
  var send = el('button', { type: 'submit', class: 'send' }, siteText('send', t('send')));
  form.appendChild(label);
  form.appendChild(input);
  form.appendChild(hint);
  form.appendChild(send);
  var operator = el('button', { type: 'button', class: 'operator' }, t('operator'));
  // Where the operator button was, once a person has the conversation: what happens next.
  var handoffBox = el('div', { class: 'handoff', role: 'region', 'aria-labelledby': 'distillo-handoff-title', hidden: '' });
  panel.appendChild(header);
  panel.appendChild(notice);
  panel.appendChild(state);
  panel.appendChild(log);
  panel.appendChild(status);
  panel.appendChild(form);
  panel.appendChild(operator);
  panel.appendChild(handoffBox);
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
  /** null while the assistant answers; { ticketId, replyBy } while a person has the conversation. */
  var handoff = null;
  /** The last agent message shown (the events stream resumes after it). */
  var lastAgentId = 0;
  var streamRunning = false;

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
    if (customerRef) body.customer_ref = customerRef;
    var response = await fetch(api + '/api/chat/conversations', { method: 'POST', headers: headers(true), body: JSON.stringify(body) });
    if (!response.ok) throw await httpError(response);
    var created = await response.json();
    save({ id: created.id, token: created.token });
    return conversation;
  }

  async function httpError(response) {
    var message = t('error500');
    var body = null;
    try {
      body = await response.json();
    } catch (e) {
      /* not JSON */
    }
    var code = body && body.error;
    if (response.status === 429 && code === 'escalation_cooldown') {
      message = t('escalateCooldown', { m: Math.max(1, Math.ceil(Number(response.headers.get('Retry-After') || 60) / 60)) });
    } else if (response.status === 429) {
      message = t('tooMany', { s: response.headers.get('Retry-After') || t('some') });
    } else if (code === 'nothing_to_escalate') {
      message = t('escalateEmpty');
    } else if (response.status === 400 && body && body.issues && body.issues.some(function (i) { return i.path === 'message'; })) {
      message = t('length');
    } else if (response.status === 400 && body && body.issues && body.issues.some(function (i) { return i.path === 'contact_email'; })) {
      message = t('emailInvalid');
    } else if (response.status === 400 && body && body.issues && body.issues.some(function (i) { return i.path === 'consent'; })) {
      message = t('consentNeeded');
    } else if (response.status === 400) {
      message = t('length');
    } else if (response.status === 409) {
      message = t('wait');
    } else if (body && body.message) {
      message = body.message;
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
      var problem = problems && problems.get(Number(match[1]));
      if (problem) link.setAttribute('title', problem);
      link.setAttribute('aria-label', t('source') + ' KU-' + match[1] + (problem ? ': ' + problem : ''));
      container.appendChild(link);
    });
  }

  function addMessage(role, text) {
    var item = el('div', { class: 'msg ' + role });
    if (role === 'agent') {
      // Written by a person: said in words, visibly and to screen readers.
      item.appendChild(el('span', { class: 'author', 'aria-hidden': 'true' }, t('agent')));
      item.appendChild(el('span', { class: 'who' }, t('agentSr')));
    } else {
      item.appendChild(el('span', { class: 'who' }, own({ user: t('you'), assistant: t('assistant'), system: t('system'), error: t('error') }, role)));
    }
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
    var problems = new Map();
    var list = el('ul', { class: 'sources', 'aria-label': t('sources') });
    units.forEach(function (unit) {
      // The title is one short line; servers from before titles send only the problem.
      var label = unit.title || unit.problem;
      problems.set(Number(unit.id), label);
      var li = el('li');
      li.appendChild(el('a', { href: unitUrl(unit.id), target: '_blank', rel: 'noopener' }, 'KU-' + unit.id + ' · ' + label));
      list.appendChild(li);
    });
    message.item.appendChild(list);
    return problems;
  }

  function addRating(message, messageId, current) {
    var group = el('div', { class: 'rating', role: 'group', 'aria-label': t('usefulGroup') });
    group.appendChild(el('span', null, t('useful')));
    // Words, not emoji: they read the same everywhere (no emoji font needed) and to screen readers.
    var up = el('button', { type: 'button', 'aria-label': t('yesLabel'), 'aria-pressed': 'false', 'data-value': '1' }, t('yes'));
    var down = el('button', { type: 'button', 'aria-label': t('noLabel'), 'aria-pressed': 'false', 'data-value': '-1' }, t('no'));
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
          status.textContent = t('thanks');
        } catch (error) {
          up.disabled = false;
          down.disabled = false;
          status.textContent = error.message || t('notRated');
        }
      });
    });
  }

  /**
   * Choices as real buttons in a labelled group: "Forse cercava:" (units) or "Per quale
   * prodotto?" (products). The first gets the focus when the customer is waiting in the input,
   * so the keyboard reaches them at once; the live region and the status line announce them.
   */
  function addChoices(message, heading, options, onChoose) {
    var id = 'distillo-choices-' + Math.random().toString(36).slice(2);
    var box = el('div', { class: 'choices', role: 'group', 'aria-labelledby': id });
    box.appendChild(el('p', { id: id }, heading));
    var list = el('ul');
    var buttons = options.map(function (option) {
      var li = el('li');
      var button = el('button', { type: 'button', class: 'choice', 'aria-pressed': 'false' }, option.label);
      button.addEventListener('click', function () {
        if (busy) return;
        buttons.forEach(function (b) { b.disabled = true; });
        button.setAttribute('aria-pressed', 'true');
        // A disabled button loses the focus: it goes back to the input, where the answer's own choices find it.
        input.focus();
        onChoose(option);
      });
      li.appendChild(button);
      list.appendChild(li);
      return button;
    });
    box.appendChild(list);
    message.item.appendChild(box);
    scrollDown();
    if (buttons.length > 0 && root.activeElement === input && !input.value) buttons[0].focus();
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

  /** A question typed by the customer. */
  function ask(question) {
    addMessage('user', question);
    return turn('/messages', { message: question });
  }

  /**
   * One turn: POST `suffix` with `body`, then the answer as it streams (delta*, citations, done),
   * or `handoff` (the message went to the request: a person answers), or `error`.
   */
  async function turn(suffix, body) {
    setBusy(true);
    status.textContent = handoff ? '' : t('writing');
    var answer = null;
    var text = '';
    var problems = null;
    function bubble() {
      answer = answer || addMessage('assistant', '');
      return answer;
    }
    try {
      await ensureConversation();
      var response = await fetch(path(suffix), { method: 'POST', headers: headers(true), body: JSON.stringify(body) });
      if (response.status === 404 || response.status === 401) {
        save(null);
        leaveHandoff(null);
        throw new Error(t('expired'));
      }
      if (!response.ok) throw await httpError(response);
      var finished = false;
      await readEvents(response, function (event, data) {
        if (event === 'delta') {
          text += data.text;
          renderText(bubble().body, text, problems);
          scrollDown();
        } else if (event === 'citations') {
          problems = addSources(bubble(), data.units);
          renderText(bubble().body, text, problems);
        } else if (event === 'done') {
          finished = true;
          onDone(bubble(), data);
        } else if (event === 'handoff') {
          finished = true;
          // The operator re-opened the request while the widget was with the assistant: say where the message went.
          if (!handoff) addMessage('system', t('reopenedByOperator', { n: data.ticket_id }));
          enterHandoff(data.ticket_id, handoff ? handoff.replyBy : 'chat');
          status.textContent = t('relayed', { n: data.ticket_id });
        } else if (event === 'error') {
          finished = true;
          addMessage('error', data.message);
          status.textContent = '';
        }
      });
      if (!finished) throw new Error(t('cut'));
    } catch (error) {
      addMessage('error', (error && error.message) || t('offline'));
      status.textContent = '';
    } finally {
      setBusy(false);
      scrollDown();
    }
  }

  /**
   * The suggestion turn's text lists the titles ("- title") for clients without buttons; here the
   * buttons below show them, under their own «Forse cercava:», so the list and the heading that
   * introduces it are left out of the bubble instead of being read twice.
   */
  function withoutListed(text, titles) {
    var lines = String(text).split('\n');
    var kept = [];
    var dropped = false;
    lines.forEach(function (line) {
      var item = /^- (.*)$/.exec(line);
      if (item && titles.indexOf(item[1].trim()) !== -1) {
        if (!dropped && kept.length > 0) {
          var intro = kept[kept.length - 1];
          kept[kept.length - 1] = / Forse cercava:$/.test(intro) ? intro.replace(/ Forse cercava:$/, '')
            : / Were you looking for:$/.test(intro) ? intro.replace(/ Were you looking for:$/, '') : intro.replace(/:$/, '.');
        }
        dropped = true;
        return;
      }
      kept.push(line);
    });
    return dropped ? kept.join('\n') : String(text);
  }

  function onDone(answer, data) {
    var suggestions = data.outcome === 'suggested' && Array.isArray(data.suggestions) ? data.suggestions : [];
    var products = Array.isArray(data.products) ? data.products : [];
    if (suggestions.length > 0) {
      renderText(answer.body, withoutListed(answer.body.textContent, suggestions.map(function (s) { return s.title; })), null);
      addChoices(answer, t('suggestions'), suggestions.map(function (s) { return { label: s.title, unit_id: s.unit_id }; }), function (option) {
        addMessage('user', option.label);
        turn('/choices', { message_id: data.message_id, unit_id: option.unit_id });
      });
      status.textContent = t('suggestionsSaid');
    } else if (products.length > 0) {
      addChoices(answer, t('products'), products.map(function (p) { return { label: p.name, key: p.key }; }), function (option) {
        addMessage('user', option.label);
        turn('/messages', { product: option.key });
      });
      status.textContent = t('productsSaid');
    } else if (data.offer_handoff) {
      // A reply that hands over to a person (a decline, a request for a person): its button, nothing to rate.
      addHandoffOffer(answer, true);
      status.textContent = t('offerSaid');
    } else {
      addRating(answer, data.message_id, null);
      status.textContent = data.answered ? t('done') : t('doneNone');
    }
  }

  /** «Parla con un operatore» inside a reply that offers a person: the same handoff as the button below. */
  function addHandoffOffer(message, focus) {
    var box = el('div', { class: 'choices' });
    var button = el('button', { type: 'button', class: 'choice offer' }, t('operator'));
    button.disabled = !!handoff;
    button.addEventListener('click', function () {
      if (busy || handoff) return;
      escalate();
    });
    box.appendChild(button);
    message.item.appendChild(box);
    scrollDown();
    if (focus && root.activeElement === input && !input.value) button.focus();
  }

  /** The operator buttons inside earlier replies: off while a person has the conversation. */
  function setOffersEnabled(enabled) {
    Array.prototype.forEach.call(log.querySelectorAll('button.offer'), function (button) { button.disabled = !enabled; });
  }

  async function escalate() {
    // One request at a time, whichever operator button was pressed.
    if (operator.disabled) return;
    // Nothing written yet: there is no request to hand over (the server would refuse it too).
    if (!conversation) {
      addMessage('system', t('escalateEmpty'));
      input.focus();
      return;
    }
    operator.disabled = true;
    status.textContent = t('escalating');
    try {
      var response = await fetch(path('/escalate'), { method: 'POST', headers: headers(false) });
      if (!response.ok) throw await httpError(response);
      var ticket = await response.json();
      addMessage('system', t('opened', { n: ticket.ticket_id }) + ' ' + t('handoffNext'));
      status.textContent = t('openedStatus', { n: ticket.ticket_id });
      enterHandoff(ticket.ticket_id, (ticket.handoff && ticket.handoff.reply_by) || 'chat');
    } catch (error) {
      addMessage('error', (error && error.message) || t('escalateFailed'));
      status.textContent = '';
    } finally {
      operator.disabled = false;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The handoff: a person has the conversation

  /** The operator button becomes the request's status: what happens next, where the answer comes. */
  function enterHandoff(ticketId, replyBy) {
    var changed = !handoff || handoff.ticketId !== ticketId || handoff.replyBy !== replyBy;
    handoff = { ticketId: ticketId, replyBy: replyBy };
    state.setAttribute('data-status', 'handed_over');
    state.textContent = t('stateHuman', { n: ticketId });
    operator.hidden = true;
    setOffersEnabled(false);
    // The notice offers the operator; with a person on the conversation it would mislead.
    notice.hidden = true;
    input.setAttribute('placeholder', t('placeholderHandoff'));
    if (changed) renderHandoffBox();
    handoffBox.hidden = false;
    // The box takes room from the log (most of it at phone width): keep the newest message in view.
    scrollDown();
    followReplies();
  }

  /** Back with the assistant: `ticketId` when the customer chose it; `closedTicketId` when the operator closed the request. */
  function leaveHandoff(ticketId, closedTicketId) {
    handoff = null;
    state.setAttribute('data-status', 'open');
    state.textContent = t('stateBot');
    operator.hidden = false;
    setOffersEnabled(true);
    notice.hidden = false;
    input.setAttribute('placeholder', siteText('placeholder', t('placeholder')));
    handoffBox.hidden = true;
    while (handoffBox.firstChild) handoffBox.removeChild(handoffBox.firstChild);
    if (ticketId) status.textContent = t('backed', { n: ticketId });
    if (closedTicketId) {
      addMessage('system', t('closedByOperator', { n: closedTicketId }));
      status.textContent = t('closedStatus', { n: closedTicketId });
    }
  }

  /**
   * The request's box, where the operator button was: kept small (the conversation needs the room,
   * at phone width most of all) — the request, where the answer comes, and two actions. The e-mail
   * address and its consent open only when the customer asks for them.
   */
  function renderHandoffBox() {
    while (handoffBox.firstChild) handoffBox.removeChild(handoffBox.firstChild);
    handoffBox.appendChild(el('h3', { id: 'distillo-handoff-title' }, t('handoffTitle', { n: handoff.ticketId })));
    handoffBox.appendChild(el('p', { class: 'where' }, handoff.replyBy === 'chat_and_email' ? t('handoffWhereEmail') : t('handoffWhere')));
    var actions = el('div', { class: 'actions' });
    var form = null;
    if (handoff.replyBy !== 'chat_and_email') {
      form = emailForm();
      form.hidden = true;
      // Short on screen, whole for screen readers (the visible words are part of the name).
      var toggle = el('button', { type: 'button', class: 'email-toggle', 'aria-label': t('emailAsk'), 'aria-expanded': 'false', 'aria-controls': 'distillo-email-form' }, t('emailToggle'));
      toggle.addEventListener('click', function () {
        var opening = form.hidden;
        form.hidden = !opening;
        toggle.setAttribute('aria-expanded', opening ? 'true' : 'false');
        if (opening) form.querySelector('input[type=email]').focus();
      });
      actions.appendChild(toggle);
    }
    var back = el('button', { type: 'button', class: 'back' }, t('backToBot'));
    back.addEventListener('click', closeHandoff);
    actions.appendChild(back);
    handoffBox.appendChild(actions);
    if (form) handoffBox.appendChild(form);
  }

  /** The address is asked for, never required: with an explicit consent box, kept on the request only. */
  function emailForm() {
    var box = el('form', { id: 'distillo-email-form', class: 'email', 'aria-label': t('emailAsk'), novalidate: '' });
    box.appendChild(el('label', { for: 'distillo-email', class: 'sr-only' }, t('emailLabel')));
    var email = el('input', { id: 'distillo-email', type: 'email', autocomplete: 'email', placeholder: 'nome@esempio.it', maxlength: '254' });
    box.appendChild(email);
    var consentLine = el('label', { class: 'consent' });
    var consent = el('input', { type: 'checkbox', id: 'distillo-consent' });
    consentLine.appendChild(consent);
    consentLine.appendChild(el('span', null, t('consent')));
    box.appendChild(consentLine);
    var save = el('button', { type: 'submit' }, t('emailSave'));
    box.appendChild(save);
    box.addEventListener('submit', async function (event) {
      event.preventDefault();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.value.trim())) {
        status.textContent = t('emailInvalid');
        return email.focus();
      }
      if (!consent.checked) {
        status.textContent = t('consentNeeded');
        return consent.focus();
      }
      save.disabled = true;
      try {
        var response = await fetch(path('/contact'), { method: 'POST', headers: headers(true), body: JSON.stringify({ contact_email: email.value.trim(), consent: true }) });
        if (!response.ok) throw await httpError(response);
        var summary = await response.json();
        enterHandoff(summary.ticket_id, summary.reply_by);
        status.textContent = t('emailSaved');
      } catch (error) {
        status.textContent = (error && error.message) || t('offline');
        save.disabled = false;
      }
    });
    return box;
  }

  async function closeHandoff() {
    if (!handoff) return;
    var ticketId = handoff.ticketId;
    try {
      var response = await fetch(path('/handoff/close'), { method: 'POST', headers: headers(false) });
      if (!response.ok) throw await httpError(response);
      var summary = await response.json();
      // The operator closed the request meanwhile: say that, not that it stays open.
      if (summary && summary.ended_by === 'operator') leaveHandoff(null, ticketId);
      else leaveHandoff(ticketId);
      input.focus();
    } catch (error) {
      status.textContent = (error && error.message) || t('offline');
    }
  }

  function showAgentMessage(message) {
    if (message.id <= lastAgentId) return;
    lastAgentId = message.id;
    addMessage('agent', message.text);
  }

  /**
   * While handed over: GET …/events (fetch with the token), reconnecting after a drop with the
   * last reply's id; a person's replies appear as they come, the status follows the server's.
   */
  async function followReplies() {
    if (streamRunning || !conversation) return;
    streamRunning = true;
    var failures = 0;
    try {
      while (handoff && conversation) {
        try {
          var response = await fetch(path('/events?after=' + lastAgentId), { headers: headers(false) });
          if (response.status === 404 || response.status === 401) break;
          if (!response.ok) throw new Error('HTTP ' + response.status);
          failures = 0;
          await readEvents(response, function (event, data) {
            if (event === 'agent_message') {
              showAgentMessage(data);
              status.textContent = t('agentArrived');
            } else if (event === 'status') {
              if (data.status === 'open' && handoff) leaveHandoff(null, data.ended_by === 'operator' ? data.ticket_id || handoff.ticketId : null);
              else if (data.status === 'handed_over' && data.ticket_id) enterHandoff(data.ticket_id, handoff ? handoff.replyBy : 'chat');
            }
          });
        } catch (e) {
          failures++;
        }
        await new Promise(function (resolve) { setTimeout(resolve, Math.min(30000, 1000 * Math.pow(2, failures))); });
      }
    } finally {
      streamRunning = false;
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
        if (m.role === 'agent') return showAgentMessage(m);
        var message = addMessage(m.role === 'user' ? 'user' : 'assistant', m.text);
        if (m.role !== 'assistant') return;
        var problems = addSources(message, m.citations);
        renderText(message.body, m.text, problems);
        if (m.status === 'complete' && m.offer_handoff) addHandoffOffer(message, false);
        else if (m.status === 'complete' && m.outcome !== 'suggested') addRating(message, m.id, m.rating);
      });
      if (view.ticket_id) addMessage('system', t('openedShort', { n: view.ticket_id }));
      if (view.handoff && view.handoff.status === 'open' && view.handoff.ended_by === 'operator' && view.handoff.ticket_id) {
        addMessage('system', t('closedByOperator', { n: view.handoff.ticket_id }));
      }
      if (view.handoff && view.handoff.status === 'handed_over' && view.handoff.ticket_id) enterHandoff(view.handoff.ticket_id, view.handoff.reply_by);
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
      status.textContent = t('tooShort');
      return;
    }
    input.value = '';
    ask(question);
    input.focus();
  });
  operator.addEventListener('click', escalate);
})();
