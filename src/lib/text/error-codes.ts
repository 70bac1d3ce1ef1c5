/**
 * The error codes a customer quotes: "codice 00305", "errore E-07", "Scartata - codice 00400",
 * "error 0x1F", "3DS_TIMEOUT". A code names the problem the software detected, so two tickets that
 * both quote codes and share none are two problems, however many words they share ("fattura
 * scartata, codice 00305" against "fattura scartata, codice 00400"). Framework-free.
 *
 * Measured on the twelve reference sets (corpus … eleventh, all in-sample: the rule was written
 * after reading the eleventh's wrong pairs), customers' own text, pairs of one product and category
 * where both quote a code: the 65 pairs of one problem all share a code; of the 55 pairs of
 * different problems, 54 share none (the one left: two tickets quoting one voucher, BENVENUTO10).
 */

/**
 * A code right after a word that announces one ("codice", "errore", "error", "code", "scarto",
 * "err."), optionally "di errore"/"di scarto", "n.", a colon or an opening quote. It has a digit
 * ("00305", "E-07", "0x1F", "PLY-204") or is capitals joined by underscores ("PENDING_RT").
 */
const ANNOUNCED = /\b(?:codice|errore|error|code|scarto|err)\.?(?:\s+(?:di\s+)?(?:errore|scarto))?\s*(?:n\.\s*)?[:#]?\s*["«“']?([A-Za-z0-9][A-Za-z0-9_.-]*\d[A-Za-z0-9_]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(?![\p{L}\d])/gu;
/** Capitals joined by underscores anywhere ("ERR_BLOCKED_BY_CLIENT", "3DS_TIMEOUT"): what programs print. */
const UNDERSCORED = /(?<![\p{L}\d_])([A-Z0-9]+(?:_[A-Z0-9]+)+)(?![\p{L}\d_])/gu;
/** A run of six digits or more is a one-time code, a date or a file's number, not an error. */
const LONG_DIGITS = /\d{6,}/u;

/**
 * A number of five digits or more that names one case (an order, a job, a one-time code) and goes
 * from a generic text, unless five digits follow a word that announces an error code ("scartata,
 * codice 00305"): that code names the problem, and without it two rejections read alike.
 */
// (the case spelt out, not an i flag: those who compose its source into their own patterns keep theirs)
export const LONG_NUMBER_NOT_A_CODE = /(?<![\w-])(?:\d{6,}|(?<!\b(?:[Cc]odice|[Ee]rror[e]?|[Cc]ode|[Ss]carto|CODICE|ERRORE?|SCARTO)(?:\s+di\s+(?:errore|scarto))?\s*[:#]?\s*["«“']?)\d{5})(?![\w-])/gu;

/** "E-07", "e07", "E_07" and "E7" are one code. */
export function normalised(code: string): string {
  return code
    .toUpperCase()
    .replace(/[-_.]+/gu, '')
    .replace(/(^|[A-Z])0+(?=\d)/gu, '$1');
}

function isErrorCode(code: string): boolean {
  if (LONG_DIGITS.test(code)) return false;
  // "errore 3" is a count or a page more often than a code: a code has two characters at least.
  return normalised(code).length >= 2;
}

/** The error codes quoted in a text, normalised ("E-07" → "E07"). */
export function errorCodes(text: string): ReadonlySet<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(ANNOUNCED)) {
    const code = m[1]!.replace(/[.-]+$/u, '');
    if (isErrorCode(code)) out.add(normalised(code));
  }
  for (const m of text.matchAll(UNDERSCORED)) {
    // Capitals only: an underscored name in lower case is a file or a variable, not a printed code.
    if (/[A-Z]{3}/u.test(m[1]!) && isErrorCode(m[1]!)) out.add(normalised(m[1]!));
  }
  return out;
}

/** Both texts quote codes and no code is in both: two problems. */
export function disjointErrorCodes(a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean {
  if (!a || !b || a.size === 0 || b.size === 0) return false;
  for (const code of a) if (b.has(code)) return false;
  return true;
}
