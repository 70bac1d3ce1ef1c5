// The review page's languages: Italian first, English on request. The page is written with English
// source texts; this layer translates what is shown, from the resource files i18n.<lang>.json
// (exact texts, patterns for texts with numbers, error codes and field names), as it appears in the
// page (a MutationObserver), so no view has to know about languages. The choice is kept per
// reviewer (by e-mail, in this browser's storage) and for the login screen.
'use strict';

(() => {
  const LANGS = ['it', 'en'];
  // data-label: a table cell's column name, shown beside the value where the table is laid out as cards (phones).
  const ATTRIBUTES = ['title', 'aria-label', 'placeholder', 'data-label'];
  let reviewer = null;
  const stored = (key) => {
    try { return localStorage.getItem(key); } catch { return null; }
  };
  const store = (key, value) => {
    try { localStorage.setItem(key, value); } catch { /* private mode: the choice lasts this visit */ }
  };
  let lang = LANGS.includes(stored('distillo.lang')) ? stored('distillo.lang') : 'it';
  let strings = { exact: {}, patterns: [], errors: {}, fields: {}, issues: [] };
  // The texts looked up are the page's, unit titles and ticket text included: a title such as
  // "toString" must find no translation, not Object.prototype's member (scripts/check-lookups.mjs).
  const own = (table, key) => (table && Object.hasOwn(table, key) ? table[key] : undefined);

  function translate(text) {
    const trimmed = text.trim();
    if (!trimmed || lang === 'en') return text;
    let out = own(strings.exact, trimmed);
    if (out === undefined) {
      for (const [pattern, replacement] of strings.compiled || []) {
        if (pattern.test(trimmed)) { out = trimmed.replace(pattern, replacement); break; }
      }
    }
    return out === undefined ? text : text.replace(trimmed, out);
  }

  function translateNode(node) {
    if (node.nodeType === Node.TEXT_NODE) {
      // Form fields keep what the reviewer typed; scripts and styles are not text.
      const parent = node.parentNode;
      if (parent && (parent.nodeName === 'TEXTAREA' || parent.nodeName === 'SCRIPT' || parent.nodeName === 'STYLE')) return;
      const next = translate(node.nodeValue);
      if (next !== node.nodeValue) node.nodeValue = next;
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    for (const name of ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value) {
        const next = translate(value);
        if (next !== value) node.setAttribute(name, next);
      }
    }
    for (const child of node.childNodes) translateNode(child);
  }

  /** The API's error as one sentence in the page's language (never "Error 400" and a raw list). */
  function describeError(error) {
    const data = (error && error.data) || {};
    if (!data.error) return error && error.status ? (strings.errors.internal_error || error.message) : strings.errors.network || String(error && error.message);
    if (data.error === 'validation_failed' && Array.isArray(data.issues) && data.issues.length > 0) {
      return data.issues
        .map((issue) => {
          const key = String(issue.path).split('.')[0];
          const field = own(strings.fields, key) || key;
          const label = field.charAt(0).toUpperCase() + field.slice(1);
          for (const [pattern, replacement] of strings.compiledIssues || []) {
            if (pattern.test(issue.message)) return issue.message.replace(pattern, replacement).replace('{field}', label);
          }
          return `${label}: ${issue.message}`;
        })
        .join(' ');
    }
    return own(strings.errors, data.error) || data.message || String(error.message);
  }

  function setLanguage(next) {
    store('distillo.lang', next);
    if (reviewer) store(`distillo.lang:${reviewer}`, next);
    if (next !== lang) location.reload();
  }

  /** After login: this reviewer's own choice wins over the browser's last one. */
  function setReviewer(email) {
    reviewer = email;
    const own = stored(`distillo.lang:${email}`);
    if (LANGS.includes(own) && own !== lang) setLanguage(own);
    else store(`distillo.lang:${email}`, lang);
  }

  const ready = fetch(`/review/assets/i18n.${lang}.json`, { credentials: 'same-origin' })
    .then((response) => response.json())
    .then((loaded) => {
      strings = loaded;
      strings.compiled = (loaded.patterns || []).map(([p, r]) => [new RegExp(p), r]);
      strings.compiledIssues = (loaded.issues || []).map(([p, r]) => [new RegExp(p), r]);
      document.documentElement.lang = lang;
      translateNode(document.body);
      if (lang !== 'en') document.title = translate(document.title);
      new MutationObserver((mutations) => {
        for (const m of mutations) {
          if (m.type === 'characterData') translateNode(m.target);
          else if (m.type === 'attributes') translateNode(m.target);
          else for (const node of m.addedNodes) translateNode(node);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
      const button = document.getElementById('lang-switch');
      if (button) {
        button.textContent = strings.switch;
        button.addEventListener('click', () => setLanguage(lang === 'it' ? 'en' : 'it'));
      }
    })
    .catch(() => undefined);

  // ---- numbers and dates: one locale, the page's language, through Intl --------------------
  // Views write figures with these, never toFixed/toISOString: "1,3 h" and "affidabilità 0,80"
  // beside "11,7 %" in Italian, "1.3 h" and "0.80" in English.
  const LOCALES = { it: 'it-IT', en: 'en-GB' };
  const formats = new Map();
  function numberFormat(options) {
    const key = JSON.stringify(options || {});
    if (!formats.has(key)) formats.set(key, new Intl.NumberFormat(own(LOCALES, lang), options));
    return formats.get(key);
  }
  const missing = (value) => value === null || value === undefined || Number.isNaN(Number(value));
  const format = {
    number: (value, options) => (missing(value) ? '—' : numberFormat(options).format(Number(value))),
    /** A score between 0 and 1 with two decimals (confidence, similarity). */
    score: (value) => format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    /** A share between 0 and 1 as a percentage ("11,7 %"). */
    percent: (value, digits = 1) => format.number(value, { style: 'percent', maximumFractionDigits: digits }),
    usd: (value) => format.number(value, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: Math.abs(Number(value)) < 0.01 && Number(value) !== 0 ? 6 : 4 }),
    /** Seconds of work as hours or minutes ("1,3 h", "49 min"). */
    duration(seconds) {
      const s = Number(seconds) || 0;
      if (s >= 3600) return format.number(s / 3600, { style: 'unit', unit: 'hour', unitDisplay: 'short', minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return format.number(Math.round(s / 60), { style: 'unit', unit: 'minute', unitDisplay: 'short' });
    },
    /** A day (UTC, as the server counts days): "4 dic 2026". */
    date: (value) => (value ? new Date(value).toLocaleDateString(own(LOCALES, lang), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) : '—'),
    /** A moment, UTC: "4 dic 2026, 21:00 UTC". */
    dateTime: (value) => (value ? `${new Date(value).toLocaleString(own(LOCALES, lang), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC` : '—'),
  };

  // translate: for texts that are not in the DOM (drawn inside the metrics page's charts, confirm()).
  window.distilloI18n = { describeError, setReviewer, ready, translate, format, get lang() { return lang; }, get locale() { return own(LOCALES, lang); } };
})();
