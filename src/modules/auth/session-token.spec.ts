import { bearerToken, csrfTokenMatches, hashToken, isSafeMethod, newToken, parseCookies, serializeCookie } from './session-token';

describe('CSRF token check', () => {
  const token = newToken();

  it('accepts exactly the session token', () => {
    expect(csrfTokenMatches(token, token)).toBe(true);
    expect(csrfTokenMatches(token, `${token}`.slice())).toBe(true);
  });

  it.each([
    ['missing header', undefined],
    ['empty header', ''],
    ['another token', newToken()],
    ['a prefix', token.slice(0, 20)],
    ['a longer value', `${token}x`],
    ['a header sent twice', [token, token]],
  ])('refuses %s', (_name, given) => {
    expect(csrfTokenMatches(token, given as string | string[] | undefined)).toBe(false);
  });

  it('refuses everything when the session has no token', () => {
    expect(csrfTokenMatches('', '')).toBe(false);
    expect(csrfTokenMatches(undefined, 'x')).toBe(false);
  });

  it('asks for it on every method that changes something', () => {
    expect(['GET', 'HEAD', 'OPTIONS', 'get'].every(isSafeMethod)).toBe(true);
    expect(['POST', 'PATCH', 'PUT', 'DELETE'].some(isSafeMethod)).toBe(false);
  });
});

describe('session tokens', () => {
  it('are 256-bit random, base64url, and stored only as their SHA-256', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'); // FIPS 180-2 test vector
    expect(hashToken(newToken())).not.toBe(hashToken(a));
  });

  it('reads a bearer token and nothing else', () => {
    const token = newToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer   ${token}`)).toBe(token);
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken('Bearer short')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('cookies', () => {
  it('parses a Cookie header; the first of two same-named cookies wins', () => {
    expect(parseCookies('a=1; distillo_session=abc%3D; b="q"; a=2; junk; =x')).toEqual(new Map([['a', '1'], ['distillo_session', 'abc='], ['b', 'q']]));
    expect(parseCookies(undefined)).toEqual(new Map());
    expect(parseCookies('bad=%E0%A4%A')).toEqual(new Map([['bad', '%E0%A4%A']]));
  });

  it('serialises HttpOnly, SameSite=Strict session cookies', () => {
    expect(serializeCookie('distillo_session', 'tok', { httpOnly: true, secure: true, maxAge: 3600.7 })).toBe(
      'distillo_session=tok; Path=/; SameSite=Strict; Max-Age=3600; HttpOnly; Secure',
    );
    expect(serializeCookie('distillo_csrf', '', { httpOnly: false, secure: false, maxAge: -5 })).toBe('distillo_csrf=; Path=/; SameSite=Strict; Max-Age=0');
  });
});
