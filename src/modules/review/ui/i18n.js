// The review page's languages: Italian first, English on request. The page is written with English
// source texts; this layer translates what is shown, from the resource files i18n.<lang>.json
// (exact texts, patterns for texts with numbers, error codes and field names), as it appears in the
// page (a MutationObserver), so no view has to know about languages. The choice is kept per
// reviewer (by e-mail, in this browser's storage) and for the login screen.
'use strict';

(() => {
  const LANGS = ['it', 'en'];
  const ATTRIBUTES = ['title', 'aria-label', 'placeholder'];
  let reviewer = null;
  const stored = (key) => {
    try { return localStorage.getItem(key); } catch { return null; }
  };
  const store = (key, value) => {
    try { localStorage.setItem(key, value); } catch { /* private mode: the choice lasts this visit */ }
  };
  let lang = LANGS.includes(stored('distillo.lang')) ? stored('distillo.lang') : 'it';
  let strings = { exact: {}, patterns: [], errors: {}, fields: {}, issues: [] };

  function translate(text) {
    const trimmed = text.trim();
    if (!trimmed || lang === 'en') return text;
    let out = strings.exact[trimmed];
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
          const field = strings.fields[key] || key;
          const label = field.charAt(0).toUpperCase() + field.slice(1);
          for (const [pattern, replacement] of strings.compiledIssues || []) {
            if (pattern.test(issue.message)) return issue.message.replace(pattern, replacement).replace('{field}', label);
          }
          return `${label}: ${issue.message}`;
        })
        .join(' ');
    }
    return strings.errors[data.error] || data.message || String(error.message);
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

  // translate: for texts that are not in the DOM (drawn inside the metrics page's charts).
  window.distilloI18n = { describeError, setReviewer, ready, translate, get lang() { return lang; } };
})();
