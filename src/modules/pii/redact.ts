/**
 * Deterministic PII redaction for Italian support tickets. Pure functions, no framework imports.
 *
 * Every hit is replaced by `[LABEL]` (EMAIL, IBAN, CARTA, CF, PIVA, TELEFONO, URL_TOKEN, IP); for
 * URL secrets only the secret part is replaced (`?token=[URL_TOKEN]&page=2`, `https://[URL_TOKEN]@host/`).
 * Checksummed identifiers are redacted only when the checksum passes. Each replaced occurrence
 * counts 1 for its label. Idempotent: placeholders are never matched again.
 *
 * WHAT IT DELIBERATELY DOES NOT CATCH
 *  - Names, surnames, street addresses, cities, CAP codes, dates of birth, licence plates,
 *    identity-card / passport / driving-licence numbers, MAC addresses.
 *  - Values whose checksum fails: IBAN (mod 97 and the country's length), payment cards (Luhn),
 *    codice fiscale (check character), partita IVA (check digit). A mistyped value stays in clear.
 *  - IBANs of countries missing from the SWIFT registry table, or spaced other than every 4
 *    characters (or, for IT/SM, between CIN, ABI, CAB and account); codici fiscali written with
 *    spaces. The 11-digit codice fiscale of a company is caught, as PIVA.
 *  - Card numbers that do not start with 2-6 (no payment network uses 0, 1, 7, 8, 9) or that are
 *    grouped other than 4-4-4-4(-x) / 4-6-5 / contiguous.
 *  - Phones: foreign numbers written without "+" (0044 20 …); Italian numbers that start with
 *    neither 0 nor 3; toll-free and business numbers (800, 803, 199, 892, 848 …: not personal
 *    data, kept on purpose); numbers right after a document marker ("ordine", "fattura",
 *    "scontrino", "pratica", "ticket", "rif.", "codice", "#", "n.", "nr" …): document numbers.
 *  - Secrets outside URLs and auth headers: passwords in prose ("la password è Pippo123"),
 *    secrets in URL paths (/reset/abc…), "Bearer" values shorter than 8 characters.
 *  - IPv4 with leading zeros (192.168.001.001) or right after a version word (v, versione,
 *    firmware, FW, build, release, chrome …); IPv6 loopback/unspecified ("::1", "::") and zone ids.
 *  - E-mail addresses with non-ASCII characters, or obfuscated ("mario at rossi dot it").
 *
 * DECISIONS
 *  - A Luhn-valid 13-19 digit number is CARTA even after "ordine n." (privacy first); IMEIs
 *    (Luhn too) therefore come out as CARTA.
 *  - Phone vs partita IVA (11 digits, no separators): after "P.IVA"/"partita iva"/"VAT" or with an
 *    "IT" prefix only PIVA is considered; with "tel"/"cell"/"fax"/"chiama…" among the 3 preceding
 *    words it is TELEFONO; after a document marker it is left alone; otherwise a valid check digit
 *    wins (PIVA), else the landline shape (0 + 10 digits) makes it TELEFONO. Numbers written with
 *    +39 / 0039 / separators are never read as a PIVA (a PIVA is written without separators).
 *  - Any "+CC" number of 8-15 digits is TELEFONO (E.164); "+39" numbers follow the Italian rules.
 *
 * PERFORMANCE: every regex is linear (bounded repetitions, no ambiguous nested quantifiers,
 * look-behinds so that a match can only start at the beginning of a run); each detector scans the
 * text once, hits are collected as spans and the output is assembled with slices.
 */
import {
  IBAN_LENGTHS,
  isIPv4,
  isIPv6,
  isValidCodiceFiscale,
  isValidIban,
  isValidPartitaIva,
  luhnValid,
} from './checksums';

/**
 * Which rules produced a stored redacted copy (tickets.redactor_version). Bump it with any change
 * to what the redactor removes: copies made by an older version are then ignored and recomputed
 * from the raw text, which is kept for exactly that reason.
 */
export const REDACTOR_VERSION = '1';

export const PII_LABELS = ['EMAIL', 'IBAN', 'CARTA', 'CF', 'PIVA', 'TELEFONO', 'URL_TOKEN', 'IP'] as const;
export type PiiLabel = (typeof PII_LABELS)[number];
export type PiiCounts = Record<PiiLabel, number>;
export interface RedactionResult {
  text: string;
  counts: PiiCounts;
}

export function emptyCounts(): PiiCounts {
  return { EMAIL: 0, IBAN: 0, CARTA: 0, CF: 0, PIVA: 0, TELEFONO: 0, URL_TOKEN: 0, IP: 0 };
}

/** Adds `more` into `into` (mutates) and returns `into`. */
export function addCounts(into: PiiCounts, more: PiiCounts): PiiCounts {
  for (const label of PII_LABELS) into[label] += more[label];
  return into;
}

export function redact(text: string): RedactionResult {
  const counts = emptyCounts();
  return { text: run(text, counts), counts };
}

/** True iff `redact(text)` would change the text. */
export function containsPii(text: string): boolean {
  const counts = emptyCounts();
  run(text, counts);
  return PII_LABELS.some((label) => counts[label] > 0);
}

// =============================================================================================
// Span bookkeeping
// =============================================================================================

/** A hit: [s, e) in the original text. label null = protected look-alike, kept verbatim. */
interface Span {
  s: number;
  e: number;
  label: PiiLabel | null;
}

/** Sorted, non-overlapping spans found by the detectors that already ran. */
class SpanSet {
  readonly spans: Span[] = [];

  overlaps(s: number, e: number): boolean {
    const a = this.spans;
    let lo = 0;
    let hi = a.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (a[mid].e <= s) lo = mid + 1;
      else hi = mid;
    }
    return lo < a.length && a[lo].s < e;
  }

  /** Merges the spans of one detector (each already checked against this set). */
  merge(found: Span[]): void {
    if (found.length === 0) return;
    found.sort((x, y) => x.s - y.s || y.e - x.e);
    // Defensive: a detector's own hits must not overlap each other either (first one wins).
    const added: Span[] = [];
    for (const sp of found) if (added.length === 0 || added[added.length - 1].e <= sp.s) added.push(sp);
    const a = this.spans;
    if (a.length === 0 || a[a.length - 1].e <= added[0].s) {
      for (const sp of added) a.push(sp);
      return;
    }
    const merged: Span[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length && j < added.length) merged.push(a[i].s <= added[j].s ? a[i++] : added[j++]);
    while (i < a.length) merged.push(a[i++]);
    while (j < added.length) merged.push(added[j++]);
    a.length = 0;
    for (const sp of merged) a.push(sp);
  }
}

type Detector = (text: string, occ: SpanSet, out: Span[]) => void;

/**
 * Two stages. Stage 1 runs the pattern detectors on the original text, in priority order (URL
 * secrets and e-mails first so their parts are never eaten by other rules; a later detector
 * ignores candidates that overlap an earlier span). Its hits are then replaced by placeholders,
 * and stage 2, the context-sensitive number rules (CARTA, PIVA, TELEFONO), runs on that text:
 * it sees exactly what it would see on a second pass over the output, which makes the whole
 * thing idempotent. Protected look-alikes (invalid IBANs, versions) are carried over as spans.
 */
function run(text: string, counts: PiiCounts): string {
  const occ = new SpanSet();
  const stage = (detector: Detector): void => {
    const out: Span[] = [];
    detector(text, occ, out);
    occ.merge(out);
  };
  // Cheap pre-checks skip the detectors that cannot match (most tickets have no "@", "=", "://").
  if (AUTH_HINT.test(text)) stage(detectAuthHeaders);
  if (text.includes('=')) stage(detectSecretParams);
  if (text.includes('://')) stage(detectUrlUserinfo);
  if (text.includes('eyJ')) stage(detectJwt);
  if (text.includes('@')) stage(detectEmails);
  stage(detectIbans);
  stage(detectCodiciFiscali);
  if (IPV6_HINT.test(text)) stage(detectIPv6);
  if (text.includes('.')) stage(detectIPv4);

  const kept = new SpanSet(); // protected look-alikes, in the coordinates of text1
  const text1 = materialize(text, occ.spans, counts, kept.spans);
  const numbers = new SpanSet();
  const out: Span[] = [];
  detectNumbers(text1, kept, out);
  numbers.merge(out);
  return materialize(text1, numbers.spans, counts, []);
}

/**
 * Replaces labelled spans by `[LABEL]` and counts them; protected spans (label null) are kept
 * verbatim and copied to `kept` with their positions in the new text.
 */
function materialize(text: string, spans: readonly Span[], counts: PiiCounts, kept: Span[]): string {
  if (spans.length === 0) return text;
  let out = '';
  let pos = 0;
  let delta = 0;
  for (const sp of spans) {
    if (sp.label === null) {
      kept.push({ s: sp.s + delta, e: sp.e + delta, label: null });
      continue;
    }
    out += text.slice(pos, sp.s) + '[' + sp.label + ']';
    delta += sp.label.length + 2 - (sp.e - sp.s);
    pos = sp.e;
    counts[sp.label]++;
  }
  return out + text.slice(pos);
}

// =============================================================================================
// Character helpers
// =============================================================================================

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** ASCII letters plus Latin-1 / Latin Extended-A letters (à è é ì ò ù …), excluding × and ÷. */
function isLetter(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7)
  );
}

function isAlnum(c: number): boolean {
  return isDigit(c) || isLetter(c);
}

// =============================================================================================
// URL_TOKEN
// =============================================================================================

/** scheme://authority — the authority stops at / ? # whitespace, quotes or brackets. */
const URL_AUTHORITY_RE = /(?<![A-Za-z0-9_\]])(?:https?|ftps?|sftp|wss?):\/\/([^\s\/?#<>"'`\[\]]+)/gi;

function detectUrlUserinfo(text: string, occ: SpanSet, out: Span[]): void {
  const re = URL_AUTHORITY_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const authority = m[1];
    const s = m.index + m[0].length - authority.length;
    re.lastIndex = s; // an authority without "@" may contain another URL ("https://x:https://u:p@h")
    // userinfo = up to the last "@" (as browsers do), or to an earlier one if that part is
    // already claimed (a secret query value that contains "@").
    for (let at = authority.lastIndexOf('@'); at > 0; at = authority.lastIndexOf('@', at - 1)) {
      if (!occ.overlaps(s, s + at)) {
        out.push({ s, e: s + at, label: 'URL_TOKEN' });
        break;
      }
    }
  }
}

/** `name=` at the start of a token; the value is scanned by hand (see PARAM_VALUE_STOP). */
const PARAM_NAME_RE = /(?<![\w.\-\[\]])([A-Za-z][\w.\-]{0,40})=/g;

/** Characters that end a parameter value. */
const PARAM_VALUE_STOP = (() => {
  const t = new Uint8Array(128);
  for (const ch of ' \t\r\n\f\v&#;?"\'<>[]`,(){}|\\') t[ch.charCodeAt(0)] = 1;
  return t;
})();

const SECRET_WORDS = new Set([
  'token', 'tokens', 'secret', 'password', 'passwd', 'pwd', 'pass', 'passcode', 'passphrase',
  'apikey', 'jwt', 'otp', 'signature', 'sig', 'hmac', 'auth', 'authorization', 'session',
  'sessionid', 'sid', 'credential', 'credentials', 'pin', 'accesskey', 'secretkey', 'privatekey',
]);
/** Secret words that are specific enough to count outside a URL query (`password=…` in a log). */
const STRONG_SECRET_WORDS = new Set([
  'token', 'secret', 'password', 'passwd', 'pwd', 'passphrase', 'apikey', 'jwt', 'credential',
  'credentials', 'accesskey', 'secretkey', 'privatekey', 'sessionid',
]);
/** A name ending in one of these describes a secret rather than carrying it: token_type, token_expires. */
const NON_SECRET_TAILS = new Set(['type', 'hint', 'expires', 'expiry', 'exp', 'ttl', 'length', 'len', 'name', 'format', 'kind', 'state', 'lang', 'count', 'url', 'uri', 'endpoint']);
const KEY_QUALIFIERS = new Set(['api', 'access', 'secret', 'private', 'client', 'license', 'subscription', 'app', 'auth', 'session', 'encryption', 'signing']);
const CODE_QUALIFIERS = new Set(['auth', 'oauth', 'verification', 'verify', 'reset', 'confirm', 'confirmation', 'activation', 'access', 'security', 'otp', 'login', 'sms', '2fa', 'mfa', 'recovery']);

function paramWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** Cheap pre-check before splitting a parameter name into words. */
const SECRET_HINT = /token|key|pass|pwd|secret|code|sig|auth|sess|sid|jwt|otp|pin|hmac|cred/i;

/**
 * Does a query parameter name look like it carries a secret? token, access_token, api_key,
 * apiKey, key, password, pwd, pass, secret, code, signature, sig, auth, session, sid, jwt,
 * X-Amz-Signature … but not promo_code, country_code, token_type, page, lang.
 * `strong` = only names that are unambiguous even outside a URL query string.
 */
function isSecretParamName(name: string, strong = false): boolean {
  if (!SECRET_HINT.test(name)) return false;
  const words = paramWords(name);
  if (words.length === 0 || (words.length > 1 && NON_SECRET_TAILS.has(words[words.length - 1]))) return false;
  const set = strong ? STRONG_SECRET_WORDS : SECRET_WORDS;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (set.has(w)) return true;
    if (w === 'key' && ((!strong && words.length === 1) || (i > 0 && KEY_QUALIFIERS.has(words[i - 1])))) return true;
    if (!strong && w === 'code' && (words.length === 1 || words.some((x) => CODE_QUALIFIERS.has(x)))) return true;
  }
  return false;
}

function detectSecretParams(text: string, occ: SpanSet, out: Span[]): void {
  const re = PARAM_NAME_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const prev = m.index > 0 ? text.charCodeAt(m.index - 1) : 0;
    const inQuery = prev === 63 /* ? */ || prev === 38 /* & */ || prev === 59 /* ; */ || prev === 35; /* # */
    if (!isSecretParamName(m[1], !inQuery)) continue;
    const s = m.index + m[0].length;
    let e = s;
    while (e < text.length) {
      const c = text.charCodeAt(e);
      if (c < 128 && PARAM_VALUE_STOP[c] === 1) break;
      e++;
    }
    while (e > s && isTrailingPunct(text.charCodeAt(e - 1))) e--;
    if (e > s && !occ.overlaps(s, e)) {
      out.push({ s, e, label: 'URL_TOKEN' });
      re.lastIndex = e;
    }
  }
}

/** . : ! ' — sentence punctuation that ends a URL in prose rather than belonging to it. */
function isTrailingPunct(c: number): boolean {
  return c === 46 || c === 58 || c === 33 || c === 39;
}

const AUTH_HINT = /bearer|authorization|api-?key|auth-?token|access-?token/i;
/**
 * Bearer tokens anywhere, "Authorization: Basic|Bearer|Token <v>" and common secret headers
 * (X-Api-Key:, Api-Key:, X-Auth-Token:, Access-Token:). Group 1 = the value.
 */
const AUTH_RE =
  /(?<![\w\]-])(?:(?:proxy-)?authorization\s*[:=]\s*(?:(?:basic|bearer|token)\s+)?|bearer\s+|(?:x-)?(?:api-?key|auth-?token|access-?token)\s*:\s*)([A-Za-z0-9\-._~+\/]+=*)/gi;
const AUTH_SCHEMES = new Set(['basic', 'bearer', 'token']);

function detectAuthHeaders(text: string, occ: SpanSet, out: Span[]): void {
  const re = AUTH_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const s = m.index + m[0].length - m[1].length;
    let e = m.index + m[0].length;
    while (e > s && isTrailingPunct(text.charCodeAt(e - 1))) e--;
    const value = text.slice(s, e);
    const bareBearer = /^bearer/i.test(m[0]);
    const ok =
      value.length > 0 &&
      !AUTH_SCHEMES.has(value.toLowerCase()) &&
      // Prose such as "Bearer token" / "bearer authentication" is not a credential.
      (bareBearer ? value.length >= 8 && (value.length >= 20 || /\d/.test(value)) : value.length >= 4) &&
      !occ.overlaps(m.index, e);
    if (ok) out.push({ s, e, label: 'URL_TOKEN' });
    else re.lastIndex = m.index + 1; // the rejected match may hide a real one ("Bearer Bearer abc…")
  }
}

/** JWT / JWS / JWE: base64url JSON header (eyJ…) and at least one more dot-separated part. */
const JWT_RE = /(?<![\w\]-])eyJ[\w-]{4,}\.[\w-]{4,}(?:\.[\w-]*)*/g;

function detectJwt(text: string, occ: SpanSet, out: Span[]): void {
  const re = JWT_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    let e = m.index + m[0].length;
    while (text.charCodeAt(e - 1) === 46) e--; // a trailing "." ends the sentence
    if (e - m.index >= 20 && !occ.overlaps(m.index, e)) out.push({ s: m.index, e, label: 'URL_TOKEN' });
  }
}

// =============================================================================================
// EMAIL
// =============================================================================================

/** [A-Za-z0-9._%+-] */
function isLocalChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || isDigit(c) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45;
}

/** [A-Za-z0-9-] */
function isLabelChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || isDigit(c) || c === 45;
}

const TLD_RE = /^[A-Za-z]{2,24}$/;

/**
 * local@label(.label)+ found from each "@" outwards (no regex: "@" is rare, so this is much
 * faster than trying a pattern at every position, and linear: the backward scan of a local part
 * stops at the previous "@"). Leading dots of the local part are dropped, and trailing labels
 * are dropped until the last one is a plausible TLD (letters only, ≥ 2): "mario@rossi.it.2026"
 * → "mario@rossi.it". "@mario" mentions and "mario@localhost" are not addresses.
 */
function detectEmails(text: string, occ: SpanSet, out: Span[]): void {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let s = at;
    while (s > 0 && isLocalChar(text.charCodeAt(s - 1))) s--;
    while (s < at && text.charCodeAt(s) === 46) s++;
    if (s === at) continue;
    // Domain labels, stopping at the first empty one ("a..b") or at a non-domain character.
    const labelEnds: number[] = [];
    let p = at + 1;
    for (;;) {
      const ls = p;
      while (p < text.length && isLabelChar(text.charCodeAt(p))) p++;
      if (p === ls || text.charCodeAt(p) === 91) break; // a label glued to a placeholder "[…]" is not a label
      const label = text.slice(ls, p);
      if (label.charCodeAt(0) === 45 || label.charCodeAt(label.length - 1) === 45) break;
      labelEnds.push(p);
      if (text.charCodeAt(p) !== 46) break;
      p++;
    }
    let n = labelEnds.length;
    while (n >= 2 && !TLD_RE.test(text.slice(labelEnds[n - 2] + 1, labelEnds[n - 1]))) n--;
    if (n < 2) continue;
    const e = labelEnds[n - 1];
    if (!occ.overlaps(s, e)) out.push({ s, e, label: 'EMAIL' });
  }
}

// =============================================================================================
// IBAN
// =============================================================================================

/** CC + 2 check digits + 11..30 alphanumerics, optionally separated by single spaces. */
const IBAN_RE = /(?<![A-Za-z0-9\]])[A-Za-z]{2}[0-9]{2}(?:[ \u00a0]?[A-Za-z0-9]){11,30}/g;

/** Offsets (in the compact IBAN) where Italian/Sammarinese IBANs are split: IT60 X 05428 11101 000000123456. */
const IT_IBAN_BREAKS = new Set([4, 5, 10, 15]);

/**
 * Where the IBAN that starts the match ends, or -1. Spaces are accepted only where people put
 * them: every 4 characters (the printed form), or, for IT/SM, between CIN, ABI, CAB and account.
 */
function ibanEnd(str: string, base: number): number {
  const cc = str.slice(0, 2).toUpperCase();
  const len = IBAN_LENGTHS.get(cc);
  if (len === undefined) return -1;
  let count = 0;
  let groupsOf4 = true;
  let italian = cc === 'IT' || cc === 'SM';
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (!isAlnum(c)) {
      if (count % 4 !== 0) groupsOf4 = false;
      if (!IT_IBAN_BREAKS.has(count)) italian = false;
      if (!groupsOf4 && !italian) return -1;
      continue;
    }
    if (++count === len) return base + i + 1;
  }
  return -1;
}

function detectIbans(text: string, occ: SpanSet, out: Span[]): void {
  const re = IBAN_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const end = ibanEnd(m[0], m.index);
    // Too short for its country, oddly spaced, or glued to more alphanumerics: not an IBAN.
    // Retry right after the start: the over-long match may have swallowed the start of a real one.
    if (end < 0 || (end < text.length && (isAlnum(text.charCodeAt(end)) || text.charCodeAt(end) === 91))) {
      re.lastIndex = m.index + 1;
      continue;
    }
    re.lastIndex = end;
    if (occ.overlaps(m.index, end)) continue;
    // An invalid IBAN of a known country is kept verbatim but protected, so that the card and
    // phone rules do not eat its digits.
    out.push({ s: m.index, e: end, label: isValidIban(text.slice(m.index, end)) ? 'IBAN' : null });
  }
}

// =============================================================================================
// CF (codice fiscale)
// =============================================================================================

const CF_RE =
  /(?<![A-Za-z0-9\]])[A-Za-z]{6}[0-9LMNPQRSTUVlmnpqrstuv]{2}[ABCDEHLMPRSTabcdehlmprst][0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{3}[A-Za-z](?![A-Za-z0-9\[])/g;

function detectCodiciFiscali(text: string, occ: SpanSet, out: Span[]): void {
  const re = CF_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (!isValidCodiceFiscale(m[0])) continue;
    const e = m.index + 16;
    if (!occ.overlaps(m.index, e)) out.push({ s: m.index, e, label: 'CF' });
  }
}

// =============================================================================================
// IP
// =============================================================================================

/** Cheap pre-check: an IPv6 address has two colons at most 4 hex digits apart. */
const IPV6_HINT = /:[0-9A-Fa-f]{0,4}:/;
/** A run of hex digits, colons and dots with at least two colons among its first groups. */
const IPV6_RE = /(?<![0-9A-Za-z_:.\]])(?=[0-9A-Fa-f]{0,4}:[0-9A-Fa-f]{0,4}:)[0-9A-Fa-f:.]{2,45}(?![0-9A-Za-z_:.\[])/g;

function detectIPv6(text: string, occ: SpanSet, out: Span[]): void {
  const re = IPV6_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    let cand = m[0];
    while (cand.endsWith('.')) cand = cand.slice(0, -1);
    // A trailing ":" may be punctuation ("fe80::1:" / "1:2::3:4::" never valid, "…::" + ":").
    if (!isIPv6(cand) && cand.endsWith(':')) cand = cand.slice(0, -1);
    if (!isIPv6(cand)) continue;
    // "::1", "::" and the like are loopback/unspecified, not personal data.
    let groups = 0;
    for (const g of cand.split(':')) if (g.length > 0) groups++;
    if (groups < 2) continue;
    const e = m.index + cand.length;
    if (!occ.overlaps(m.index, e)) out.push({ s: m.index, e, label: 'IP' });
  }
}

const IPV4_RE = /(?<![0-9A-Za-z_.\]])\d{1,3}(?:\.\d{1,3}){3}(?![0-9A-Za-z_\[]|\.\d)/g;

const VERSION_WORDS = new Set([
  'v', 'ver', 'vers', 'versione', 'version', 'fw', 'firmware', 'build', 'release', 'rel', 'patch',
  'update', 'aggiornamento', 'sw', 'software', 'app', 'android', 'ios', 'chrome', 'firefox',
  'safari', 'edge', 'windows', 'macos', 'kernel', 'sdk', 'driver', 'bios',
]);

function detectIPv4(text: string, occ: SpanSet, out: Span[]): void {
  const re = IPV4_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (!isIPv4(m[0])) continue;
    const e = m.index + m[0].length;
    if (occ.overlaps(m.index, e)) continue;
    const words = precedingWords(text, m.index, occ);
    // After a version word ("RT-FW 1.12.0.3", "versione 4.2.1.0") it is a version: keep it, protected.
    out.push({ s: m.index, e, label: words.words.length > 0 && VERSION_WORDS.has(words.words[0]) ? null : 'IP' });
  }
}

// =============================================================================================
// Context words (used by the number rules and the IPv4 version check)
// =============================================================================================

interface Preceding {
  /** Up to 3 lower-cased words, nearest first. */
  words: string[];
  /** A "#" right before the number. */
  hash: boolean;
}

/** Punctuation a context scan may step over between words. "." only after a short word (abbreviation). */
function isContextGap(c: number): boolean {
  return (
    c === 32 || c === 0xa0 || c === 9 || c === 58 /* : */ || c === 35 /* # */ || c === 0xb0 /* ° */ ||
    c === 0xba /* º */ || c === 40 || c === 41 /* ( ) */ || c === 45 /* - */ || c === 47 /* / */ ||
    c === 39 || c === 0x2019 /* ' ’ */ || c === 34 /* " */ || c === 61 /* = */
  );
}

/**
 * The words immediately before `pos` (nearest first, at most 3, within 60 chars). The scan stops
 * at anything that is not a word or light punctuation: digits, placeholders ("]"), commas,
 * sentence ends, new lines, text already claimed by an earlier detector. Because it stops at
 * digits, "]" and claimed text, redacting a neighbour never changes the context of a number,
 * which keeps `redact` idempotent.
 */
function precedingWords(text: string, pos: number, occ: SpanSet): Preceding {
  const words: string[] = [];
  let hash = false;
  let q = pos;
  const limit = Math.max(0, pos - 60);
  while (words.length < 3 && q > limit) {
    let sawDot = false;
    while (q > limit) {
      const c = text.charCodeAt(q - 1);
      if (c === 46) sawDot = true;
      else if (!isContextGap(c)) break;
      if (c === 35 && words.length === 0) hash = true;
      q--;
    }
    const we = q;
    while (q > limit && isLetter(text.charCodeAt(q - 1))) q--;
    if (we === q) break;
    if (q > 0 && (isDigit(text.charCodeAt(q - 1)) || text.charCodeAt(q - 1) === 95)) break; // "2N", "ERR_"
    if (sawDot && we - q > 5) break; // "ordine. 333…": a full stop after a long word ends the sentence
    if (occ.overlaps(q, pos)) break; // a word that is itself being redacted is not context
    words.push(text.slice(q, we).toLowerCase());
  }
  return { words, hash };
}

const enum Ctx {
  None,
  Phone,
  Piva,
  Doc,
}

const PHONE_WORDS = new Set(['tel', 'tlf', 'cel', 'cell', 'mobile', 'fax', 'whatsapp', 'wa', 'sms', 'phone', 'recapito', 'recapiti']);
const PHONE_PREFIXES = ['telef', 'cellul', 'chiam', 'richiam', 'contatt', 'reperibil', 'squill'];
/** "codice fiscale" + 11 digits is a company's tax code, the same number as its partita IVA. */
const PIVA_WORDS = new Set(['iva', 'piva', 'vat', 'partitaiva', 'fiscale']);
const DOC_WORDS = new Set([
  'scontrino', 'scontr', 'ricevuta', 'fattura', 'fatt', 'ft', 'ordine', 'ord', 'ordinazione', 'pratica',
  'ticket', 'segnalazione', 'ddt', 'bolla', 'protocollo', 'prot', 'rif', 'riferimento',
  'ref', 'codice', 'cod', 'articolo', 'art', 'lotto', 'matricola', 'seriale', 'serial', 'sn', 'modello',
  'mod', 'contratto', 'documento', 'doc', 'spedizione', 'tracking', 'rma',
  'prenotazione', 'transazione', 'operazione', 'id', 'polizza', 'tessera', 'abbonamento',
  'licenza', 'errore', 'error', 'err', 'versione', 'build', 'release', 'invoice', 'order', 'receipt',
]);
/** Generic number markers: "n.", "nr", "num.", "n°", "#". Alone they mean "document number". */
const GENERIC_MARKERS = new Set(['n', 'nr', 'num', 'nro', 'nn']);

function isPhoneWord(w: string): boolean {
  if (PHONE_WORDS.has(w)) return true;
  for (const p of PHONE_PREFIXES) if (w.startsWith(p)) return true;
  return false;
}

function classifyContext(pre: Preceding): Ctx {
  let generic = pre.hash;
  const w = pre.words;
  for (let i = 0; i < w.length; i++) {
    if (GENERIC_MARKERS.has(w[i])) {
      generic = true;
      continue;
    }
    if (isPhoneWord(w[i])) return Ctx.Phone;
    if (PIVA_WORDS.has(w[i]) || (w[i] === 'i' && w[i + 1] === 'p')) return Ctx.Piva; // "P.IVA", "P.I."
    if (i < 2 && DOC_WORDS.has(w[i])) return Ctx.Doc;
  }
  return generic ? Ctx.Doc : Ctx.None;
}

// =============================================================================================
// CARTA, PIVA, TELEFONO: one scanner for digit groups, then a classifier per window of groups
// =============================================================================================

/**
 * A run of digit groups joined by single separators (space, . / -), with optional "IT" (PIVA),
 * "+" / "(+" (international prefix) or "(" (area code) in front, and ") " / " (" around area codes.
 * Not after a letter, digit or placeholder ("]"), not after "E-" / "ERR_" (error codes), not after
 * "1," / "10:" (decimals, times), and no "IT"/"+"/"(" right after "7." or "]/".
 */
const NUM_RE =
  /(?<![0-9A-Za-z_\u00C0-\u024F\]])(?<![0-9A-Za-z\u00C0-\u024F\]][-_])(?<![\d\]][.\/])(?<![\d\]][,:])(?:IT[ \u00a0]?(?=\d)|\(?\+(?=\d)|\((?=\d))?\d+(?:(?:[ \u00a0.\/-]|\)[ \u00a0]?|[ \u00a0]\()\d+)*/g;

const enum Sep {
  Start,
  Space,
  Slash,
  Tight,
}

interface Group {
  /** first digit */
  s: number;
  /** after last digit */
  e: number;
  digits: string;
  /** where a "+", "(" or "IT" prefix starts (= s when none) */
  ps: number;
  plus: boolean;
  paren: boolean;
  it: boolean;
  /** kind of separator before this group */
  sep: Sep;
  /** the separator's character code when it is a single character, else -1 */
  sepChar: number;
  /** the separator contains ")": the previous group was "(…)" */
  closesParen: boolean;
  blocked: boolean;
  seg: number;
}

const MAX_WINDOW_GROUPS = 7;

function detectNumbers(text: string, occ: SpanSet, out: Span[]): void {
  const re = NUM_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length < 6) continue; // nothing shorter than 6 characters can be a phone, PIVA or card
    processNumberRun(text, m.index, m[0], occ, out);
  }
}

function parseGroups(base: number, str: string, occ: SpanSet): Group[] {
  const groups: Group[] = [];
  let i = 0;
  let itStart = -1;
  if (str.charCodeAt(0) === 73 /* I */) {
    itStart = base;
    i = 2;
    while (!isDigit(str.charCodeAt(i))) i++;
  }
  while (i < str.length) {
    // separator and prefix characters up to the next digit: " ", ".", ") ", " (", "+", "(+" …
    const sepStart = i;
    let plusAt = -1;
    let parenAt = -1;
    let closes = false;
    for (; i < str.length; i++) {
      const c = str.charCodeAt(i);
      if (isDigit(c)) break;
      if (c === 43) plusAt = i;
      else if (c === 40) parenAt = i;
      else if (c === 41) closes = true;
    }
    const ds = i;
    while (i < str.length && isDigit(str.charCodeAt(i))) i++;
    let prefixAt = ds;
    if (plusAt >= 0) prefixAt = parenAt >= 0 && parenAt < plusAt ? parenAt : plusAt;
    else if (parenAt >= 0) prefixAt = parenAt;
    let sep = Sep.Start;
    let sepChar = -1;
    if (groups.length > 0) {
      if (prefixAt - sepStart === 1) sepChar = str.charCodeAt(sepStart);
      sep = sepChar === 32 || sepChar === 0xa0 ? Sep.Space : sepChar === 47 ? Sep.Slash : Sep.Tight;
    }
    const s = base + ds;
    const g: Group = {
      s,
      e: base + i,
      digits: str.slice(ds, i),
      ps: base + prefixAt,
      plus: plusAt >= 0,
      paren: parenAt >= 0 && parenAt >= prefixAt,
      it: groups.length === 0 && itStart >= 0,
      sep,
      sepChar,
      closesParen: closes,
      blocked: false,
      seg: 0,
    };
    if (g.it) g.ps = itStart;
    if (occ.overlaps(g.s, g.e)) g.blocked = true;
    else if (g.ps < g.s && occ.overlaps(g.ps, g.s)) {
      g.ps = g.s;
      g.plus = g.paren = g.it = false;
    }
    groups.push(g);
  }
  return groups;
}

function isDateTriple(a: Group, b: Group, c: Group): boolean {
  const la = a.digits.length;
  const lb = b.digits.length;
  const lc = c.digits.length;
  if (lb > 2 || !((la === 4 && lc <= 2) || (la <= 2 && (lc === 2 || lc === 4)))) return false;
  const x = Number(a.digits);
  const y = Number(b.digits);
  const z = Number(c.digits);
  if (la === 4) return y >= 1 && y <= 12 && z >= 1 && z <= 31; // 2026-03-12
  return (x >= 1 && x <= 31 && y >= 1 && y <= 12) || (x >= 1 && x <= 12 && y >= 1 && y <= 31); // 12/03/2026
}

const CURRENCY_AFTER = /^[ \u00a0]?(?:€|eur\b|euro\b|EUR\b|Euro\b)/;

function processNumberRun(text: string, base: number, str: string, occ: SpanSet, out: Span[]): void {
  const groups = parseGroups(base, str, occ);
  const n = groups.length;
  let digitTotal = 0;
  for (const g of groups) digitTotal += g.digits.length;
  if (digitTotal < 6) return;

  // Segments: groups joined by non-space separators ("02/1234567", "0045-0012", "2026/118").
  let seg = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0 && groups[i].sep === Sep.Space) seg++;
    groups[i].seg = seg;
  }

  // What follows the run: a letter ("0x1F", "10GB"), a decimal comma ("49,90") or a time (":30").
  const end = base + str.length;
  const after = end < text.length ? text.charCodeAt(end) : 0;
  // A placeholder ("[…]") counts as glued text too, so that a second pass sees the same boundaries.
  const next = end + 1 < text.length ? text.charCodeAt(end + 1) : 0;
  const glued = end < text.length && occ.overlaps(end, end + 1);
  if (glued || isLetter(after) || after === 95 || after === 91 || ((after === 44 || after === 58) && (isDigit(next) || next === 91))) {
    groups[n - 1].blocked = true;
  }
  // Amounts: a segment right after a currency sign or right before "€"/"euro".
  const first = groups[0];
  let before = first.ps - 1;
  if (before >= 0 && (text.charCodeAt(before) === 32 || text.charCodeAt(before) === 0xa0)) before--;
  if (before >= 0 && '€$£'.includes(text[before]) && !occ.overlaps(before, before + 1)) {
    for (const g of groups) if (g.seg === first.seg) g.blocked = true;
  }
  if (CURRENCY_AFTER.test(text.slice(end, end + 6)) && !occ.overlaps(end, end + 6)) {
    const lastSeg = groups[n - 1].seg;
    for (const g of groups) if (g.seg === lastSeg) g.blocked = true;
  }
  // Dates inside a segment: 12/03/2026, 12.03.26, 2026-03-12.
  for (let i = 0; i + 2 < n; i++) {
    const a = groups[i];
    const b = groups[i + 1];
    const c = groups[i + 2];
    if (b.sepChar !== c.sepChar || (b.sepChar !== 47 && b.sepChar !== 46 && b.sepChar !== 45)) continue; // / . -
    if (isDateTriple(a, b, c)) a.blocked = b.blocked = c.blocked = true;
  }

  const segStart: number[] = [];
  for (let i = 0; i < n; i++) if (i === 0 || groups[i].seg !== groups[i - 1].seg) segStart.push(i);
  const segCtx: (Ctx | undefined)[] = [];
  const ctxOf = (g: Group): Ctx => {
    let c = segCtx[g.seg];
    if (c === undefined) {
      c = classifyContext(precedingWords(text, groups[segStart[g.seg]].ps, occ));
      segCtx[g.seg] = c;
    }
    return c;
  };

  let i = 0;
  while (i < n) {
    if (groups[i].blocked || groups[i].sep === Sep.Tight) {
      i++;
      continue;
    }
    let matched = false;
    let digits = 0;
    let maxK = 0;
    let minK = 0;
    for (let k = 1; k <= MAX_WINDOW_GROUPS && i + k <= n; k++) {
      const g = groups[i + k - 1];
      if (g.blocked) break;
      digits += g.digits.length;
      if (digits > 23) break;
      if (digits >= 6 && minK === 0) minK = k;
      maxK = k;
      // A 1-digit group can only end a window (card "4-4-4-1", "+1 …"): no phone or card has one inside.
      if (g.digits.length === 1 && !(k === 1 && g.plus)) break;
    }
    for (let k = maxK; k >= minK && k >= 1; k--) {
      const j = i + k;
      if (j < n && groups[j].sep === Sep.Tight) continue; // cannot end in the middle of "0045-0012"
      const hit = classifyWindow(groups, i, j, ctxOf);
      if (hit !== null) {
        const g0 = groups[i];
        const s = g0.it && hit.label === 'PIVA' ? g0.ps : hit.prefixed ? windowStart(text, groups, i, j) : g0.s;
        out.push({ s, e: groups[j - 1].e, label: hit.label });
        i = j;
        matched = true;
        break;
      }
    }
    if (!matched) i++;
  }
}

/** Where the replaced text starts: include "IT", "+", and "(" only when its ")" is inside the window. */
function windowStart(text: string, groups: Group[], i: number, j: number): number {
  const g0 = groups[i];
  if (g0.it) return g0.s; // only a PIVA includes its "IT" (handled by the caller)
  if (!g0.paren) return g0.plus ? g0.ps : g0.s;
  const closes = j > i + 1 && groups[i + 1].closesParen;
  if (closes) return g0.ps;
  if (g0.plus) return text.indexOf('+', g0.ps); // "(+39 333 …" without ")": start at "+"
  return g0.s;
}

function windowDigits(groups: Group[], i: number, j: number): string {
  let d = '';
  for (let k = i; k < j; k++) d += groups[k].digits;
  return d;
}

interface Hit {
  label: PiiLabel;
  /** the "+", "(+", "(" or "IT" in front of the first group belongs to the hit */
  prefixed: boolean;
}

const hit = (label: PiiLabel, prefixed: boolean): Hit => ({ label, prefixed });

function classifyWindow(groups: Group[], i: number, j: number, ctxOf: (g: Group) => Ctx): Hit | null {
  const g0 = groups[i];
  const d = windowDigits(groups, i, j);
  const len = d.length;
  if (len < 6) return null;
  const single = j - i === 1;

  // "IT" + 11 digits with a valid check digit: partita IVA. Otherwise a glued "IT0123…" is left
  // alone, while after "IT " the digits are classified on their own.
  if (g0.it) {
    if (single && len === 11 && isValidPartitaIva(d)) return hit('PIVA', true);
    if (g0.ps + 2 === g0.s) return null;
  }
  // International prefix: +39 / (+39) / 0039 → Italian rules; any other "+CC" → E.164 length.
  // When that fails the digits are classified as if the "+" were not there ("+4111…" card).
  if (g0.plus) {
    if (d.startsWith('39')) {
      if (isItalianPhone(d.slice(2), groups, i, j, g0.digits === '39')) return hit('TELEFONO', true);
    } else if (len >= 8 && len <= 15) return hit('TELEFONO', true);
  }
  if (d.startsWith('0039') && isItalianPhone(d.slice(4), groups, i, j, g0.digits === '0039')) return hit('TELEFONO', true);

  // Payment card: Luhn, 13-19 digits, printed groupings only, issuer digit 2-6 (Mastercard 2/5,
  // Amex/JCB/Diners 3, Visa 4, Maestro/Discover/UnionPay 6): epoch milliseconds (1…) and 0… ids are not cards.
  const c0 = d.charCodeAt(0);
  if (len >= 13 && len <= 19 && c0 >= 50 && c0 <= 54 && cardGroupingOk(groups, i, j) && luhnValid(d)) {
    return hit('CARTA', false);
  }

  const ctx = ctxOf(g0);
  if (single && len === 11) {
    if (ctx === Ctx.Piva) return isValidPartitaIva(d) ? hit('PIVA', false) : null;
    if (ctx === Ctx.Doc) return null;
    if (ctx === Ctx.Phone && isPhoneDigits(d)) return hit('TELEFONO', true);
    if (isValidPartitaIva(d)) return hit('PIVA', false);
    return isPhoneDigits(d) ? hit('TELEFONO', true) : null;
  }
  if (ctx === Ctx.Doc) return null;
  return isItalianPhone(d, groups, i, j, false) ? hit('TELEFONO', true) : null;
}

/** Italian national number: mobile 3 + 8-9 digits, landline 0 + [1-9] + 4-9 digits. */
function isPhoneDigits(d: string): boolean {
  const c0 = d.charCodeAt(0);
  if (c0 === 51 /* 3 */) return d.length >= 9 && d.length <= 10;
  if (c0 === 48 /* 0 */) return d.length >= 6 && d.length <= 11 && d.charCodeAt(1) !== 48;
  return false;
}

/**
 * `national` = digits after any +39/0039. Groups must look like a phone: at most 5 groups after
 * the prefix, each of at least 2 digits ("3.8.2", "1 2 3 4 5 6" are not phones).
 */
function isItalianPhone(national: string, groups: Group[], i: number, j: number, prefixIsOwnGroup: boolean): boolean {
  if (!isPhoneDigits(national)) return false;
  const from = prefixIsOwnGroup ? i + 1 : i;
  if (j - from > 5) return false;
  for (let k = from; k < j; k++) {
    if (groups[k].digits.length < 2) return false;
  }
  return true;
}

/**
 * Cards are written contiguous or in groups: 4-4-4-4, 4-4-4-4-3, 4-4-4-1 … (all 4 but the last)
 * or Amex/Diners 4-6-5 / 4-6-4; one kind of separator (space or dash); never split by "/".
 */
function cardGroupingOk(groups: Group[], i: number, j: number): boolean {
  if (j - i === 1) return true;
  if (i > 0 && groups[i].sep === Sep.Slash) return false;
  if (j < groups.length && groups[j].sep === Sep.Slash) return false;
  const sep0 = groups[i + 1].sepChar;
  if (sep0 !== 32 && sep0 !== 45 && sep0 !== 0xa0) return false; // space, dash
  for (let k = i + 1; k < j; k++) if (groups[k].sepChar !== sep0) return false;
  const sizes: number[] = [];
  for (let k = i; k < j; k++) sizes.push(groups[k].digits.length);
  if (sizes.length === 3 && sizes[0] === 4 && sizes[1] === 6 && (sizes[2] === 5 || sizes[2] === 4)) return true;
  for (let k = 0; k < sizes.length - 1; k++) if (sizes[k] !== 4) return false;
  return sizes[sizes.length - 1] >= 1 && sizes[sizes.length - 1] <= 4;
}
