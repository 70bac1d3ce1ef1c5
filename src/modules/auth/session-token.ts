import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Session and CSRF tokens, and the few cookie helpers the API needs. Pure (apart from the
 * randomness) so every check is unit-tested.
 */
export const SESSION_COOKIE = 'distillo_session';
/** Readable by the page's script (not HttpOnly): the double-submit half of the CSRF check. */
export const CSRF_COOKIE = 'distillo_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a leaked sessions table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Cookie sessions must send, on every state-changing request, the CSRF token bound to the
 * session in the X-CSRF-Token header. A cross-site form or fetch cannot read the token (same-origin
 * policy, no CORS) so it cannot forge the header. Constant-time; false for anything missing.
 */
export function csrfTokenMatches(expected: string | null | undefined, given: string | string[] | null | undefined): boolean {
  if (typeof expected !== 'string' || typeof given !== 'string' || expected.length === 0) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Methods that change nothing and need no CSRF token. */
export function isSafeMethod(method: string): boolean {
  return ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/**
 * `a=1; b=2` → a=1, b=2; the first occurrence of a name wins; bad percent-encoding is kept raw.
 * A Map: the names are the client's ("constructor", "__proto__" are cookies like any other).
 */
export function parseCookies(header: string | undefined): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || out.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      out.set(name, decodeURIComponent(value));
    } catch {
      out.set(name, value);
    }
  }
  return out;
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

/** Always Path=/ and SameSite=Strict: the browser never sends the cookie on a cross-site request. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Strict', `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** `Authorization: Bearer <token>` → the token, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? '');
  return match ? match[1] : null;
}
