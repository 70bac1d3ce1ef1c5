import { DEFAULT_SCRYPT, generatePassword, hashPassword, needsRehash, parseHash, verifyPassword } from './password';

/** Cheap parameters keep the unit tests fast; the format and the checks are the same. */
const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery staple', FAST);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts: the same password never hashes the same twice', async () => {
    const [a, b] = await Promise.all([hashPassword('same password!', FAST), hashPassword('same password!', FAST)]);
    expect(a).not.toBe(b);
    expect(parseHash(a)!.salt.equals(parseHash(b)!.salt)).toBe(false);
  });

  it('stores the parameters with the hash and uses the default cost otherwise', async () => {
    const stored = await hashPassword('a password here', FAST);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(DEFAULT_SCRYPT.N).toBeGreaterThanOrEqual(2 ** 15);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(stored, FAST)).toBe(false);
  });

  it('compares in NFC: the same letters typed two ways are the same password', async () => {
    const stored = await hashPassword('perch\u00e9', FAST);
    expect(await verifyPassword('perche\u0301', stored)).toBe(true);
  });

  it('treats a malformed or tampered hash as a failed login, never a crash', async () => {
    for (const stored of ['', 'plain-text', 'scrypt$1024$8$1$c2FsdA$xx', `scrypt$${2 ** 30}$8$1$c2FsdHNhbHRzYWx0$${'A'.repeat(43)}`, 'scrypt$1000$8$1$c2FsdHNhbHRzYWx0$' + 'A'.repeat(43)]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('generates long passwords from an unambiguous alphabet', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
  });
});
