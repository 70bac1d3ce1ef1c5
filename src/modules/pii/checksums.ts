/**
 * Pure validators used by the PII redactor. No framework imports, no I/O.
 *
 * Every function takes the raw candidate string (already cut out of the text by a
 * regex) and answers "is this a structurally valid X?". None of them throws.
 */
import { textTable } from '../../lib/tables/text-table';

/**
 * IBAN total length per country (ISO 13616 / SWIFT IBAN registry).
 * A candidate whose country is not listed here is never treated as an IBAN.
 */
export const IBAN_LENGTHS: ReadonlyMap<string, number> = textTable({
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27,
  BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28,
  EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23,
  GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21,
  LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22,
  RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25,
  SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
});

const CODE_0 = 48;
const CODE_9 = 57;
const CODE_A = 65;
const CODE_Z = 90;

function isDigitCode(c: number): boolean {
  return c >= CODE_0 && c <= CODE_9;
}

function isUpperCode(c: number): boolean {
  return c >= CODE_A && c <= CODE_Z;
}

/** Removes spaces and upper-cases: "it60 x054 …" → "IT60X054…". */
export function normalizeIban(raw: string): string {
  return raw.replace(/[\s\u00a0]+/g, '').toUpperCase();
}

/** Remainder of the ISO 7064 MOD 97-10 computation over an upper-case alphanumeric string. */
export function ibanMod97(rearranged: string): number {
  let r = 0;
  for (let i = 0; i < rearranged.length; i++) {
    const c = rearranged.charCodeAt(i);
    if (isDigitCode(c)) r = (r * 10 + (c - CODE_0)) % 97;
    else if (isUpperCode(c)) r = (r * 100 + (c - CODE_A + 10)) % 97;
    else return -1;
  }
  return r;
}

/**
 * Valid IBAN: known country, exact length for that country, two check digits,
 * alphanumeric BBAN, and MOD 97 == 1. Spaces and case are ignored.
 */
export function isValidIban(raw: string): boolean {
  const iban = normalizeIban(raw);
  if (iban.length < 15 || iban.length > 34) return false;
  const expected = IBAN_LENGTHS.get(iban.slice(0, 2));
  if (expected === undefined || expected !== iban.length) return false;
  if (!isDigitCode(iban.charCodeAt(2)) || !isDigitCode(iban.charCodeAt(3))) return false;
  const check = Number(iban.slice(2, 4));
  if (check < 2 || check > 98) return false;
  for (let i = 4; i < iban.length; i++) {
    const c = iban.charCodeAt(i);
    if (!isDigitCode(c) && !isUpperCode(c)) return false;
  }
  return ibanMod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** Luhn (mod 10) over a string of digits only. Empty or non-digit input → false. */
export function luhnValid(digits: string): boolean {
  if (digits.length === 0) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    const c = digits.charCodeAt(i);
    if (!isDigitCode(c)) return false;
    let d = c - CODE_0;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * Partita IVA: exactly 11 digits, not all zeros, last digit is the check digit.
 * The official algorithm (odd positions summed, even positions doubled with -9 when > 9,
 * check = (10 - sum mod 10) mod 10) is exactly Luhn over the 11 digits.
 */
export function isValidPartitaIva(raw: string): boolean {
  if (!/^\d{11}$/.test(raw)) return false;
  if (raw === '00000000000') return false;
  return luhnValid(raw);
}

// ---------------------------------------------------------------------------------------------
// Codice fiscale (persone fisiche): CCCNNN YY M DD LZZZ K, 16 characters.
// Omocodia: when two people would get the same code, the digits in positions 7-8, 10-11, 13-15
// (1-based) are replaced, right to left, by L M N P Q R S T U V (= 0..9). The check character is
// computed on the code as written (with the letters), so no decoding is needed for the checksum.
// ---------------------------------------------------------------------------------------------

/** Values for characters in odd (1-based) positions: index 0-9 = digits, 10-35 = A-Z. */
const CF_ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, // 0-9
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23, // A-Z
];

const OMOCODE_LETTERS = 'LMNPQRSTUV';
const CF_MONTHS = 'ABCDEHLMPRST';
/** 0-based positions of the characters that are digits (or omocodia letters). */
const CF_NUMERIC_POSITIONS = [6, 7, 9, 10, 12, 13, 14];

function cfCharIndex(c: number): number {
  if (isDigitCode(c)) return c - CODE_0;
  if (isUpperCode(c)) return c - CODE_A + 10;
  return -1;
}

/** The expected check character for the first 15 characters (upper-case) of a codice fiscale. */
export function codiceFiscaleCheckChar(first15: string): string {
  const s = first15.toUpperCase();
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const idx = cfCharIndex(s.charCodeAt(i));
    if (idx < 0) return '';
    if (i % 2 === 0) sum += CF_ODD[idx]; // 1-based odd position
    else sum += idx < 10 ? idx : idx - 10; // even position: digits 0-9, letters A=0..Z=25
  }
  return String.fromCharCode(CODE_A + (sum % 26));
}

/** Decodes an omocodia letter (or digit) to its digit value; -1 when neither. */
function cfDigit(ch: string): number {
  const c = ch.charCodeAt(0);
  if (isDigitCode(c)) return c - CODE_0;
  return OMOCODE_LETTERS.indexOf(ch);
}

/**
 * Valid codice fiscale of a natural person (16 chars), case-insensitive, omocodia accepted:
 * letters in surname/name/place positions, a valid month letter, a day in 1-31 or 41-71
 * (women: +40), and a matching check character.
 */
export function isValidCodiceFiscale(raw: string): boolean {
  if (raw.length !== 16) return false;
  const cf = raw.toUpperCase();
  for (const i of [0, 1, 2, 3, 4, 5, 8, 11, 15]) {
    if (!isUpperCode(cf.charCodeAt(i))) return false;
  }
  for (const i of CF_NUMERIC_POSITIONS) {
    if (cfDigit(cf[i]) < 0) return false;
  }
  if (CF_MONTHS.indexOf(cf[8]) < 0) return false;
  const day = cfDigit(cf[9]) * 10 + cfDigit(cf[10]);
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return codiceFiscaleCheckChar(cf.slice(0, 15)) === cf[15];
}

// ---------------------------------------------------------------------------------------------
// IP addresses
// ---------------------------------------------------------------------------------------------

/** Dotted-quad IPv4, four decimal octets 0-255, no leading zeros ("01" is rejected, like Node's net.isIPv4). */
export function isIPv4(s: string): boolean {
  const parts = s.split('.');
  if (parts.length !== 4) return false;
  for (const p of parts) {
    if (p.length === 0 || p.length > 3) return false;
    for (let i = 0; i < p.length; i++) if (!isDigitCode(p.charCodeAt(i))) return false;
    if (p.length > 1 && p.charCodeAt(0) === CODE_0) return false;
    if (Number(p) > 255) return false;
  }
  return true;
}

const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

/**
 * IPv6 text form (RFC 4291 §2.2): eight 1-4 hex-digit groups, or fewer with exactly one "::",
 * optionally ending in an embedded dotted IPv4 (which counts as two groups). No zone id.
 * "10:30", "12:30:45" and MAC addresses (6 groups, no "::") are rejected.
 */
export function isIPv6(s: string): boolean {
  if (s.length < 2 || s.length > 45) return false;
  const lastColon = s.lastIndexOf(':');
  if (lastColon < 0) return false;
  let head = s;
  let need = 8;
  if (s.indexOf('.', lastColon) >= 0) {
    if (!isIPv4(s.slice(lastColon + 1))) return false;
    head = s.slice(0, lastColon);
    if (head.endsWith(':')) head += ':'; // the IPv4 followed a "::"
    need = 6;
  }
  const dbl = head.indexOf('::');
  if (dbl !== head.lastIndexOf('::')) return false; // two "::" or ":::"
  if (dbl < 0) {
    const parts = head.split(':');
    return parts.length === need && parts.every((p) => HEX_GROUP.test(p));
  }
  const left = head.slice(0, dbl);
  const right = head.slice(dbl + 2);
  const l = left === '' ? [] : left.split(':');
  const r = right === '' ? [] : right.split(':');
  if (!l.every((p) => HEX_GROUP.test(p)) || !r.every((p) => HEX_GROUP.test(p))) return false;
  return l.length + r.length <= need - 1;
}
