/**
 * fetch for a ticketing system's API that never leaves the configured origin: a redirect is
 * followed only to the same scheme, host and port. A redirect anywhere else is refused, so the
 * credentials never go there and nothing another host answers reaches an error message, a log or
 * connector_state.last_error (which reviewers read).
 */

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

export class RedirectRefused extends Error {
  constructor(
    message: string,
    /** The redirect's HTTP status. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'RedirectRefused';
  }
}

export interface OriginBoundRequest {
  method: string;
  headers: Record<string, string>;
  /** Already serialised, so it can be sent again after a 307/308. */
  body?: string;
  signal?: AbortSignal;
}

/**
 * `url` must be on `origin` (the system's configured URL); so must every redirect. A 303, and a
 * 301/302 after a POST, continue as a GET without a body (what browsers and fetch do).
 */
export async function fetchWithinOrigin(origin: string, url: string, request: OriginBoundRequest): Promise<Response> {
  const allowed = new URL(origin).origin;
  let target = new URL(url);
  let { method, body } = request;
  let headers = { ...request.headers };
  for (let hop = 0; ; hop++) {
    if (target.origin !== allowed) {
      throw new RedirectRefused(`${request.method} ${new URL(url).pathname} leads to another origin (${target.origin}); only ${allowed} is called`, 0);
    }
    const response = await fetch(target, { method, headers, body, signal: request.signal, redirect: 'manual' });
    if (!REDIRECTS.has(response.status)) return response;
    await response.body?.cancel();
    const location = response.headers.get('location');
    const next = location ? safeUrl(location, target) : null;
    const where = `${request.method} ${new URL(url).pathname}: HTTP ${response.status}`;
    if (!next) throw new RedirectRefused(`${where} without a usable Location`, response.status);
    if (next.origin !== allowed) throw new RedirectRefused(`${where} redirects to another origin (${next.origin}); only redirects within ${allowed} are followed`, response.status);
    if (hop >= MAX_REDIRECTS) throw new RedirectRefused(`${where}: more than ${MAX_REDIRECTS} redirects`, response.status);
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      headers = Object.fromEntries(Object.entries(headers).filter(([key]) => key.toLowerCase() !== 'content-type'));
    }
    target = next;
  }
}

function safeUrl(location: string, base: URL): URL | null {
  try {
    return new URL(location, base);
  } catch {
    return null;
  }
}

/**
 * What of an error answer may be kept: a short machine code such as Zendesk's "RecordInvalid"
 * (the `error` field of its JSON), never free text; null when the body has none.
 */
export function errorCodeOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    const code = parsed?.error;
    return typeof code === 'string' && /^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
