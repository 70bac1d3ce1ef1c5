/**
 * Property tests: random VALID PII of every label is planted into random Italian text together
 * with look-alikes that must survive (error codes, versions, dates, times, amounts, document
 * numbers). The check digits are computed here independently of ./checksums.
 */
import fc from 'fast-check';
import { PII_LABELS, PiiLabel, redact } from './redact';

/** Override with PII_PROPERTY_RUNS=5000 for a longer hunt. */
const NUM_RUNS = Number(process.env.PII_PROPERTY_RUNS ?? 300);

// =============================================================================================
// Independent check-digit helpers
// =============================================================================================

function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // positions counted from the right of the final number: the body's last digit is doubled
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Partita IVA check digit, as in the Agenzia delle Entrate specification. */
function pivaCheckDigit(first10: string): string {
  let x = 0;
  let y = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(first10[i]);
    if (i % 2 === 0) x += d;
    else y += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return String((10 - ((x + y) % 10)) % 10);
}

function ibanCheckDigits(cc: string, bban: string): string {
  const numeric = (bban + cc + '00').replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  return String(98n - (BigInt(numeric) % 97n)).padStart(2, '0');
}

const CF_ODD: Record<string, number> = {};
'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').forEach((ch, i) => {
  CF_ODD[ch] = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23][i];
});
function cfCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15[i];
    if (i % 2 === 0) sum += CF_ODD[ch];
    else sum += /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

// =============================================================================================
// Small arbitraries
// =============================================================================================

const DIGITS = '0123456789'.split('');
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const LOWER = 'abcdefghijklmnopqrstuvwxyz'.split('');
const ALNUM = [...DIGITS, ...UPPER, ...LOWER];

const chars = (alphabet: string[], min: number, max: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((a) => a.join(''));
const digits = (n: number): fc.Arbitrary<string> => chars(DIGITS, n, n);
const int = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min, max });
const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Distinctive secret: letters and digits (both present), "_" and "-", no trailing punctuation. */
const secretArb = fc
  .tuple(chars(LOWER, 4, 12), digits(4), chars([...ALNUM, '_', '-'], 4, 24), chars(UPPER, 2, 4))
  .map(([a, b, c, d]) => a + b + c + d);

// =============================================================================================
// Italian filler text
// =============================================================================================

/** Ordinary words: no context keywords (tel, cell, ordine, fattura, iva, versione, n., …). */
const WORDS = (
  'buongiorno salve gentile cliente grazie mille cordiali saluti ho provato a accedere al sito ma ' +
  'non funziona più da ieri sera la stampante si blocca quando invio il file dopo ' +
  'aggiornato sistema problema risolto riavviando router modem connessione lenta rete wifi ' +
  'pagamento addebitato due volte rimborso richiesto consegna corriere scatola arrivata danneggiata ' +
  'attendo vostra risposta urgente perché domani devo lavorare ufficio negozio cassa schermo nero ' +
  'messaggio strano compare sempre anche oggi è già stato fatto tutto questo mese scorso prossima ' +
  'settimana vi prego di verificare con calma se possibile oppure indicatemi come procedere ' +
  'allego foto schermata lista passaggi eseguiti utente bloccato accesso negato account nuovo ' +
  'vecchio ancora sembra strano grazie comunque buona giornata serata mattina pomeriggio dunque ' +
  'quindi però inoltre purtroppo finalmente velocemente gentilmente sotto sopra dentro fuori'
).split(' ');

const sentenceArb: fc.Arbitrary<string> = fc
  .tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 9 }), fc.constantFrom('', ',', '.', '!', '?', ';', '…'), fc.boolean())
  .map(([ws, punct, cap]) => {
    const s = ws.join(' ');
    return (cap ? s[0].toUpperCase() + s.slice(1) : s) + punct;
  });

// =============================================================================================
// Plants
// =============================================================================================

interface Plant {
  text: string;
  expected: string;
  label?: PiiLabel;
  /** substrings that must not survive redaction */
  secrets: string[];
}

const pii = (label: PiiLabel, text: string, expected: string, secrets: string[] = [text]): Plant => ({ label, text, expected, secrets });
const keep = (text: string): Plant => ({ text, expected: text, secrets: [] });

// ---------------------------------------------------------------- EMAIL
const emailArb: fc.Arbitrary<Plant> = fc
  .tuple(
    fc.array(chars([...LOWER, ...DIGITS], 1, 8), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('.', '_', '-'),
    fc.option(chars(LOWER, 2, 8), { nil: undefined }),
    fc.array(chars(LOWER, 2, 10), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('it', 'com', 'eu', 'org', 'net', 'co.uk', 'info'),
    fc.boolean(),
  )
  .map(([parts, sep, tag, domain, tld, upper]) => {
    const e = parts.join(sep) + (tag ? '+' + tag : '') + '@' + domain.join('.') + '.' + tld;
    const text = upper ? e.toUpperCase() : e;
    return pii('EMAIL', text, '[EMAIL]');
  });

// ---------------------------------------------------------------- IBAN
const IBAN_LEN: Record<string, number> = { IT: 27, SM: 27, DE: 22, FR: 27, ES: 24, GB: 22, CH: 21, AT: 20, BE: 16, NL: 18, PT: 25, IE: 22, PL: 28, NO: 15, MT: 31, LC: 32 };
const ibanArb: fc.Arbitrary<Plant> = fc
  .constantFrom(...Object.keys(IBAN_LEN))
  .chain((cc) => {
    const n = IBAN_LEN[cc] - 4;
    const bban =
      cc === 'IT' || cc === 'SM'
        ? fc.tuple(fc.constantFrom(...UPPER), digits(10), chars([...DIGITS, ...UPPER], 12, 12)).map((p) => p.join(''))
        : chars([...DIGITS, ...DIGITS, ...UPPER], n, n);
    return fc.tuple(fc.constant(cc), bban, fc.constantFrom('compact', 'groups', 'lower', 'italian'));
  })
  .map(([cc, bban, style]) => {
    const compact = cc + ibanCheckDigits(cc, bban) + bban;
    let text = compact;
    if (style === 'groups' || (style === 'italian' && cc !== 'IT' && cc !== 'SM')) text = compact.replace(/(.{4})(?=.)/g, '$1 ');
    else if (style === 'lower') text = compact.toLowerCase();
    else if (style === 'italian') text = `${compact.slice(0, 4)} ${compact[4]} ${compact.slice(5, 10)} ${compact.slice(10, 15)} ${compact.slice(15)}`;
    return pii('IBAN', 'IBAN ' + text, 'IBAN [IBAN]', [text, compact]);
  });

// ---------------------------------------------------------------- CARTA
const cardArb: fc.Arbitrary<Plant> = fc
  .tuple(
    fc.constantFrom(
      ['4', 16],
      ['4', 13],
      ['51', 16],
      ['55', 16],
      ['2221', 16],
      ['34', 15],
      ['37', 15],
      ['6011', 16],
      ['35', 16],
      ['62', 19],
    ),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 18, maxLength: 18 }),
    fc.constantFrom('compact', 'space', 'dash'),
  )
  .map(([[prefix, len], rnd, style]) => {
    const body = prefix + rnd.join('').slice(0, (len as number) - 1 - (prefix as string).length);
    const number = body + luhnCheckDigit(body);
    let text = number;
    if (style !== 'compact') {
      const sep = style === 'space' ? ' ' : '-';
      text = number.length === 15 ? [number.slice(0, 4), number.slice(4, 10), number.slice(10)].join(sep) : number.replace(/(\d{4})(?=\d)/g, '$1' + sep);
    }
    return pii('CARTA', 'carta ' + text, 'carta [CARTA]', [text, number]);
  });

// ---------------------------------------------------------------- CF (with omocodia)
const OMOCODE = 'LMNPQRSTUV';
const CF_NUMERIC_FROM_RIGHT = [14, 13, 12, 10, 9, 7, 6];
const cfArb: fc.Arbitrary<Plant> = fc
  .tuple(
    chars(UPPER, 6, 6),
    digits(2),
    fc.constantFrom(...'ABCDEHLMPRST'.split('')),
    int(1, 31),
    fc.boolean(),
    fc.constantFrom(...UPPER),
    digits(3),
    fc.constantFrom(0, 0, 0, 1, 1, 2, 3, 7),
    fc.boolean(),
  )
  .map(([name, year, month, day, female, town, code, omocodia, lower]) => {
    const chars15 = (name + year + month + pad2(female ? day + 40 : day) + town + code).split('');
    for (let k = 0; k < omocodia; k++) {
      const pos = CF_NUMERIC_FROM_RIGHT[k];
      chars15[pos] = OMOCODE[Number(chars15[pos])];
    }
    const first15 = chars15.join('');
    const cf = first15 + cfCheckChar(first15);
    const text = lower ? cf.toLowerCase() : cf;
    return pii('CF', 'CF ' + text, 'CF [CF]', [text]);
  });

// ---------------------------------------------------------------- PIVA
const pivaArb: fc.Arbitrary<Plant> = fc
  .tuple(digits(7), int(1, 100), fc.constantFrom('P.IVA ', 'Partita IVA: ', 'p.iva ', 'IT', 'P.IVA IT', ''))
  .map(([company, office, prefix]) => {
    const first10 = company + String(office).padStart(3, '0');
    const piva = first10 + pivaCheckDigit(first10);
    const expected = prefix.endsWith('IT') ? prefix.slice(0, -2) + '[PIVA]' : prefix + '[PIVA]';
    return pii('PIVA', prefix + piva, expected, [piva]);
  });

// ---------------------------------------------------------------- TELEFONO
const mobileArb: fc.Arbitrary<Plant> = fc
  .tuple(int(20, 99), digits(7), fc.boolean(), int(0, 13))
  .map(([op, rest7, nine, style]) => {
    const a = '3' + op;
    const b = nine ? rest7.slice(0, 6) : rest7;
    const national = a + b;
    const formats = [
      `${a} ${b}`,
      national,
      `${a}-${b.slice(0, 3)}-${b.slice(3)}`,
      `${a}.${b.slice(0, 3)}.${b.slice(3)}`,
      `${a}/${b}`,
      `${a} ${b.slice(0, 2)} ${b.slice(2, 4)} ${b.slice(4)}`,
      `+39 ${a} ${b}`,
      `+39${national}`,
      `0039 ${a} ${b}`,
      `(+39) ${a} ${b}`,
      `+39-${a}-${b}`,
      `0039${national}`,
      `+39 ${a} ${b.slice(0, 3)} ${b.slice(3)}`,
      `${a} ${b.slice(0, 3)} ${b.slice(3)}`,
    ];
    const text = formats[style];
    return pii('TELEFONO', text, '[TELEFONO]', [text, national]);
  });

const landlineArb: fc.Arbitrary<Plant> = fc
  .tuple(int(1, 9), digits(3), int(0, 2), int(4, 8), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }), int(0, 9))
  .map(([d1, extra, extraLen, subLen, subDigits, style]) => {
    const area = '0' + d1 + extra.slice(0, extraLen); // 02, 055, 0571 …
    const sub = subDigits.join('').slice(0, Math.min(subLen, 11 - area.length));
    const national = area + sub; // 6 to 11 digits
    const half = Math.ceil(sub.length / 2);
    const formats: [string, string][] = [
      [`${area} ${sub}`, '[TELEFONO]'],
      [`${area}/${sub}`, '[TELEFONO]'],
      [`${area}-${sub}`, '[TELEFONO]'],
      [`(${area}) ${sub}`, '[TELEFONO]'],
      [`+39 ${area} ${sub}`, '[TELEFONO]'],
      [`0039 ${area} ${sub}`, '[TELEFONO]'],
      [`${area}.${sub}`, '[TELEFONO]'],
      [`tel. ${national}`, 'tel. [TELEFONO]'],
      [`${area} ${sub.slice(0, half)} ${sub.slice(half)}`, '[TELEFONO]'],
      // 11 contiguous digits could be a partita IVA: written like this only with a phone word
      [national.length === 11 ? `telefono ${national}` : national, national.length === 11 ? 'telefono [TELEFONO]' : '[TELEFONO]'],
    ];
    const [text, expected] = formats[style];
    return pii('TELEFONO', text, expected, [text, national]);
  });

// ---------------------------------------------------------------- URL_TOKEN
const hostArb = fc.tuple(fc.array(chars(LOWER, 2, 9), { minLength: 1, maxLength: 3 }), fc.constantFrom('it', 'com', 'eu', 'cloud')).map(([ls, tld]) => ls.join('.') + '.' + tld);
const pathArb = fc.array(chars(LOWER, 1, 8), { minLength: 0, maxLength: 3 }).map((ps) => ps.map((p) => '/' + p).join(''));
const SECRET_PARAMS = ['token', 'access_token', 'refresh_token', 'api_key', 'apikey', 'apiKey', 'key', 'password', 'pwd', 'pass', 'secret', 'client_secret', 'code', 'signature', 'sig', 'auth', 'session', 'sessionId', 'sid', 'jwt', 'X-Amz-Signature'];

const urlParamArb: fc.Arbitrary<Plant> = fc
  .tuple(fc.constantFrom('https', 'http'), hostArb, pathArb, fc.constantFrom(...SECRET_PARAMS), secretArb, int(1, 99), int(0, 2))
  .map(([scheme, host, path, name, secret, page, style]) => {
    const base = `${scheme}://${host}${path}`;
    const forms: [string, string][] = [
      [`${base}?${name}=${secret}&page=${page}`, `${base}?${name}=[URL_TOKEN]&page=${page}`],
      [`${base}?lang=it&${name}=${secret}`, `${base}?lang=it&${name}=[URL_TOKEN]`],
      [`${base}#${name}=${secret}&token_type=bearer`, `${base}#${name}=[URL_TOKEN]&token_type=bearer`],
    ];
    const [text, expected] = forms[style];
    return pii('URL_TOKEN', text, expected, [secret]);
  });

const userinfoArb: fc.Arbitrary<Plant> = fc
  .tuple(fc.constantFrom('https', 'ftp', 'sftp'), chars(LOWER, 3, 10), secretArb, hostArb, pathArb)
  .map(([scheme, user, pw, host, path]) => pii('URL_TOKEN', `${scheme}://${user}:${pw}@${host}${path}`, `${scheme}://[URL_TOKEN]@${host}${path}`, [pw, `${user}:${pw}`]));

const B64URL = [...ALNUM, '-', '_'];
const b64url = (s: string): string => Buffer.from(s).toString('base64url');
const jwtArb: fc.Arbitrary<Plant> = fc
  .tuple(digits(6), chars(B64URL, 20, 43), fc.constantFrom('', 'Bearer ', 'Authorization: Bearer '))
  .map(([sub, sig, prefix]) => {
    const jwt = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(`{"sub":"${sub}","exp":1767225600}`)}.${sig}`;
    return pii('URL_TOKEN', prefix + jwt, prefix + '[URL_TOKEN]', [jwt]);
  });

const bearerArb: fc.Arbitrary<Plant> = fc
  .tuple(secretArb, fc.constantFrom('Bearer ', 'Authorization: Bearer ', 'authorization: bearer '))
  .map(([tok, prefix]) => pii('URL_TOKEN', prefix + tok, prefix + '[URL_TOKEN]', [tok]));

// ---------------------------------------------------------------- IP
const ipv4Arb: fc.Arbitrary<Plant> = fc
  .tuple(int(0, 255), int(0, 255), int(0, 255), int(0, 255))
  .map((o) => pii('IP', o.join('.'), '[IP]'));

const ipv6Arb: fc.Arbitrary<Plant> = fc
  .tuple(fc.array(int(0, 0xffff), { minLength: 8, maxLength: 8 }), int(0, 6), int(0, 5), fc.boolean(), fc.boolean(), fc.constantFrom('plain', 'v4mapped'), ipv4Arb)
  .map(([groups, runStart, runLenRaw, upper, padded, kind, v4]) => {
    const hex = groups.map((g) => {
      const h = g.toString(16);
      return padded ? h.padStart(4, '0') : h;
    });
    let text: string;
    if (kind === 'v4mapped') {
      text = `::ffff:${v4.text}`;
    } else {
      // Compress a run of groups to "::" (keeping at least 2 written groups) or write all 8.
      const runLen = Math.min(runLenRaw, 8 - runStart, 6);
      text = runLen >= 1 ? hex.slice(0, runStart).join(':') + '::' + hex.slice(runStart + runLen).join(':') : hex.join(':');
    }
    text = upper ? text.toUpperCase() : text;
    return pii('IP', text, '[IP]');
  });

// ---------------------------------------------------------------- look-alikes that must survive
const survivorArb: fc.Arbitrary<Plant> = fc.oneof(
  int(1000, 9999).map((n) => keep(`E-${n}`)),
  int(100, 999).map((n) => keep(`ERR_${n}`)),
  chars([...DIGITS, ...'ABCDEF'.split('')], 1, 4).map((h) => keep(`0x${h}`)),
  fc.tuple(int(0, 20), int(0, 20), int(0, 20)).map(([a, b, c]) => keep(`${a}.${b}.${c}`)),
  fc.tuple(int(0, 20), int(0, 20), int(0, 20)).map(([a, b, c]) => keep(`v${a}.${b}.${c}`)),
  fc.tuple(int(1, 9), int(0, 99)).map(([a, b]) => keep(`RT-FW ${a}.${b}`)),
  fc.tuple(int(1, 28), int(1, 12), int(1990, 2035)).map(([d, m, y]) => keep(`${pad2(d)}/${pad2(m)}/${y}`)),
  fc.tuple(int(1, 28), int(1, 12), int(1990, 2035)).map(([d, m, y]) => keep(`${y}-${pad2(m)}-${pad2(d)}`)),
  fc.tuple(int(0, 23), int(0, 59)).map(([h, m]) => keep(`${pad2(h)}:${pad2(m)}`)),
  fc.tuple(int(0, 999), int(0, 99)).map(([e, c]) => keep(`€ ${e},${pad2(c)}`)),
  fc.tuple(int(1, 99), int(0, 999), int(0, 99)).map(([t, e, c]) => keep(`${t}.${String(e).padStart(3, '0')},${pad2(c)} €`)),
  digits(6).map((n) => keep(`ordine n. ${n}`)),
  fc.tuple(int(2000, 2035), int(1, 999)).map(([y, n]) => keep(`fattura ${y}/${n}`)),
  int(1000, 9999).map((n) => keep(`#${n}`)),
  fc.tuple(digits(4), digits(4)).map(([a, b]) => keep(`scontrino n. ${a}-${b}`)),
);

const piiArb: fc.Arbitrary<Plant> = fc.oneof(
  emailArb,
  ibanArb,
  cardArb,
  cfArb,
  pivaArb,
  mobileArb,
  landlineArb,
  urlParamArb,
  userinfoArb,
  jwtArb,
  bearerArb,
  ipv4Arb,
  ipv6Arb,
);

/** How a plant sits in the sentence. */
const WRAPPERS: ((s: string) => string)[] = [(s) => s, (s) => `(${s})`, (s) => `${s},`, (s) => `${s}.`, (s) => `"${s}"`, (s) => `${s}:`, (s) => `${s};`];

interface Ticket {
  text: string;
  expected: string;
  plants: Plant[];
}

/** Filler sentence, then a plant, repeated; plants are always separated by at least one word. */
const ticketArb = (plantArb: fc.Arbitrary<Plant>): fc.Arbitrary<Ticket> =>
  fc
    .array(fc.tuple(sentenceArb, plantArb, int(0, WRAPPERS.length - 1), fc.constantFrom(' ', ' ', '\n')), { minLength: 1, maxLength: 12 })
    .chain((parts) => sentenceArb.map((tail) => ({ parts, tail })))
    .map(({ parts, tail }) => {
      let text = '';
      let expected = '';
      for (const [sentence, plant, w, sep] of parts) {
        text += sentence + ' ' + WRAPPERS[w](plant.text) + sep;
        expected += sentence + ' ' + WRAPPERS[w](plant.expected) + sep;
      }
      return { text: text + tail, expected: expected + tail, plants: parts.map((p) => p[1]) };
    });

// =============================================================================================
// Properties
// =============================================================================================

describe('redact — properties', () => {
  it('no planted PII survives, counts ≥ planted per label, look-alikes survive verbatim', () => {
    fc.assert(
      fc.property(ticketArb(fc.oneof({ weight: 3, arbitrary: piiArb }, { weight: 2, arbitrary: survivorArb })), (t) => {
        const out = redact(t.text);
        for (const p of t.plants) {
          for (const secret of p.secrets) expect(out.text).not.toContain(secret);
          if (p.label === undefined) expect(out.text).toContain(p.text);
        }
        for (const label of PII_LABELS) {
          const planted = t.plants.filter((p) => p.label === label).length;
          expect(out.counts[label]).toBeGreaterThanOrEqual(planted);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('the output is exactly the text with each planted value replaced by its placeholder', () => {
    fc.assert(
      fc.property(ticketArb(fc.oneof(piiArb, survivorArb)), (t) => {
        const out = redact(t.text);
        expect(out.text).toBe(t.expected);
        for (const label of PII_LABELS) expect(out.counts[label]).toBe(t.plants.filter((p) => p.label === label).length);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it.each([
    ['EMAIL', emailArb],
    ['IBAN', ibanArb],
    ['CARTA', cardArb],
    ['CF', cfArb],
    ['PIVA', pivaArb],
    ['TELEFONO (mobile)', mobileArb],
    ['TELEFONO (landline)', landlineArb],
    ['URL_TOKEN (query)', urlParamArb],
    ['URL_TOKEN (user:password@)', userinfoArb],
    ['URL_TOKEN (JWT)', jwtArb],
    ['URL_TOKEN (Bearer)', bearerArb],
    ['IP (v4)', ipv4Arb],
    ['IP (v6)', ipv6Arb],
  ] as [string, fc.Arbitrary<Plant>][])('every generated %s is redacted on its own', (_name, arb) => {
    fc.assert(
      fc.property(arb, (p) => {
        const out = redact(p.text);
        expect(out.text).toBe(p.expected);
        expect(out.counts[p.label as PiiLabel]).toBe(1);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('is idempotent and its counts match the placeholders it adds, on adversarial input', () => {
    const pieces = [
      '0', '3', '39', '+39 ', '(+39) ', '0039', '(', ')', '.', ',', ':', '/', '-', '_', ' ', '\n', '@', '=', '?', '&', '#',
      'it', 'IT', 'IT ', 'x', '€', '[IP]', '[EMAIL]', ']', '[', '333', '1234567', '02', '4111', '1111', '::', 'fe80', 'ffff',
      '192', '168', '1', '255', '10', '30', '2026', '12', 'token=', 'sid=', 'password=', 'tel. ', 'n. ', 'ordine ',
      'P.IVA ', 'https://', 'user:pw@', 'mario', 'eyJhbGciOiJIUzI1NiJ9', 'Bearer ', 'RSSMRA85T10A562S',
      'IT60X0542811101000000123456', 'IT60', 'X054', '01234567897', '4111111111111111', 'versione ', 'E-', '0x',
    ];
    const placeholders = (s: string): number => (s.match(/\[(?:EMAIL|IBAN|CARTA|CF|PIVA|TELEFONO|URL_TOKEN|IP)\]/g) ?? []).length;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((a) => a.join('')), (s) => {
        const once = redact(s);
        expect(redact(once.text).text).toBe(once.text);
        const total = PII_LABELS.reduce((n, l) => n + once.counts[l], 0);
        expect(placeholders(once.text) - placeholders(s)).toBe(total);
      }),
      { numRuns: 3000 },
    );
  });

  it('is idempotent on tickets with planted PII', () => {
    fc.assert(
      fc.property(ticketArb(fc.oneof(piiArb, survivorArb)), (t) => {
        const once = redact(t.text).text;
        expect(redact(once).text).toBe(once);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
