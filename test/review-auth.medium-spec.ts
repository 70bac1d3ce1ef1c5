import request from 'supertest';
import { AuthService, DEMO_REVIEWER_EMAIL } from '../src/modules/auth/auth.service';
import { ReviewersAddCommand } from '../src/modules/auth/reviewers-add.command';
import { verifyPassword } from '../src/modules/auth/password';
import { dbOf, INTAKE_TOKEN, useApi } from './utils/test-app';
import { auditRows, loginBearer, loginCookie, PASSWORD, reviewClient, seedReviewer, seedUnit } from './review-helpers';

describe('reviewer accounts, sessions, CSRF, roles and the login rate limit (real MariaDB/MySQL and Redis)', () => {
  const app = useApi({ INTAKE_TOKEN });
  const http = () => request(app().getHttpServer());

  it('logs in with an HttpOnly SameSite=Strict cookie and a CSRF token; stores only hashes', async () => {
    const reviewerId = await seedReviewer(app(), 'anna@example.com');
    const response = await http().post('/api/auth/login').send({ email: ' Anna@Example.com ', password: PASSWORD }).expect(200);
    expect(response.body.reviewer).toEqual({ id: reviewerId, email: 'anna@example.com', role: 'reviewer' });
    expect(response.body.token).toBeUndefined();
    const cookies = ([] as string[]).concat(response.headers['set-cookie']);
    const session = cookies.find((c) => c.startsWith('distillo_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(session).toMatch(/Path=\//);
    const csrf = cookies.find((c) => c.startsWith('distillo_csrf='))!;
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(csrf).toContain(response.body.csrf_token);

    const token = session.split(';')[0].split('=')[1];
    const rows = await dbOf(app()).selectFrom('reviewer_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toBe(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    const reviewer = await dbOf(app()).selectFrom('reviewers').selectAll().executeTakeFirstOrThrow();
    expect(reviewer.password_hash).toMatch(/^scrypt\$/);
    expect(reviewer.password_hash).not.toContain(PASSWORD);
    expect((await auditRows(app())).map((r) => r.action)).toContain('auth.login');
  });

  it('answers 401 to a wrong password, an unknown e-mail, and a disabled account, with the same message', async () => {
    const id = await seedReviewer(app(), 'anna@example.com');
    const wrong = await http().post('/api/auth/login').send({ email: 'anna@example.com', password: 'not-the-password' }).expect(401);
    const unknown = await http().post('/api/auth/login').send({ email: 'nobody@example.com', password: PASSWORD }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    await dbOf(app()).updateTable('reviewers').set({ disabled_at: new Date() }).where('id', '=', id).execute();
    await http().post('/api/auth/login').send({ email: 'anna@example.com', password: PASSWORD }).expect(401);
  });

  it('answers 400 naming the bad fields of a login', async () => {
    const response = await http().post('/api/auth/login').send({ email: 'not-an-email', mode: 'magic' }).expect(400);
    expect(response.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'mode', 'password']);
  });

  it('answers 401 on every review endpoint without a session, with the intake token, or with a forged token', async () => {
    const unitId = await seedUnit(app());
    const endpoints: Array<[string, string]> = [
      ['get', '/api/review/units'],
      ['get', `/api/review/units/${unitId}`],
      ['get', '/api/review/conflicts'],
      ['get', '/api/review/summary'],
      ['get', '/api/review/audit'],
      ['patch', `/api/review/units/${unitId}`],
      ['post', `/api/review/units/${unitId}/approve`],
      ['post', '/api/review/units/bulk-approve'],
      ['post', '/api/auth/logout'],
      ['get', '/api/auth/me'],
    ];
    for (const [method, path] of endpoints) {
      const call = (http() as any)[method](path);
      await call.expect(401);
      await (http() as any)[method](path).set('Authorization', `Bearer ${INTAKE_TOKEN}`).expect(401);
      await (http() as any)[method](path).set('Cookie', 'distillo_session=forged-session-token-0123456789abcdef').expect(401);
    }
    expect((await dbOf(app()).selectFrom('knowledge_units').select('status').executeTakeFirstOrThrow()).status).toBe('pending_review');
  });

  it('a browser session ends after REVIEW_SESSION_IDLE_MINUTES without a request; use keeps it alive; bearer tokens only expire', async () => {
    await seedReviewer(app(), 'anna@example.com');
    const session = await loginCookie(app(), 'anna@example.com');
    const bearer = await loginBearer(app(), 'anna@example.com');
    const sessions = () => dbOf(app()).selectFrom('reviewer_sessions').select(['kind', 'last_seen_at']);
    const idleFor = (minutes: number) =>
      dbOf(app()).updateTable('reviewer_sessions').set({ last_seen_at: new Date(Date.now() - minutes * 60_000) }).execute();
    // 59 idle minutes (default limit 60): still in, and the request slides the window forward.
    await idleFor(59);
    await http().get('/api/review/units').set('Cookie', session.cookie).expect(200);
    const touched = await sessions().where('kind', '=', 'cookie').executeTakeFirstOrThrow();
    expect(Date.now() - touched.last_seen_at.getTime()).toBeLessThan(60_000);
    // 61 idle minutes: the browser session is over, the API client's token is not.
    await idleFor(61);
    await http().get('/api/review/units').set('Cookie', session.cookie).expect(401);
    await http().get('/api/review/units').set('Authorization', `Bearer ${bearer}`).expect(200);
  });

  it('admins manage reviewer accounts over HTTP: create, list, change role, disable (sessions end), never the last admin', async () => {
    const adminId = await seedReviewer(app(), 'admin@example.com', 'admin');
    await seedReviewer(app(), 'anna@example.com');
    const admin = reviewClient(app(), await loginCookie(app(), 'admin@example.com'));
    const anna = await loginCookie(app(), 'anna@example.com');
    // Reviewers may not, admins may.
    await reviewClient(app(), anna).get('/api/reviewers').expect(403);
    const created = await admin.post('/api/reviewers', { email: 'Bruno@Example.com' }).expect(201);
    expect(created.body).toMatchObject({ email: 'bruno@example.com', role: 'reviewer', created: true, password: expect.any(String) });
    expect((await admin.post('/api/reviewers', { email: 'carla@example.com', password: 'una-password-lunga-1' }).expect(201)).body.password).toBeUndefined();
    const taken = await admin.post('/api/reviewers', { email: 'anna@example.com' }).expect(409);
    expect(taken.body.issues).toEqual([{ path: 'email', message: 'already taken' }]);
    const bad = await admin.post('/api/reviewers', { email: 'nope', role: 'owner' }).expect(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'role']);
    const list = await admin.get('/api/reviewers').expect(200);
    expect(list.body.reviewers.map((r: { email: string }) => r.email)).toEqual(['admin@example.com', 'anna@example.com', 'bruno@example.com', 'carla@example.com']);
    const annaId = list.body.reviewers[1].id;
    // Disabling ends the account's sessions at once.
    expect((await admin.patch(`/api/reviewers/${annaId}`, { disabled: true }).expect(200)).body).toMatchObject({ email: 'anna@example.com', disabled: true });
    await http().get('/api/review/units').set('Cookie', anna.cookie).expect(401);
    await http().post('/api/auth/login').send({ email: 'anna@example.com', password: PASSWORD }).expect(401);
    // The last active admin can be neither demoted nor disabled.
    const last = await admin.patch(`/api/reviewers/${adminId}`, { role: 'reviewer' }).expect(409);
    expect(last.body.issues[0].path).toBe('role');
    await admin.patch(`/api/reviewers/${adminId}`, { disabled: true }).expect(409);
    await admin.patch('/api/reviewers/999999', { disabled: true }).expect(404);
    await admin.patch(`/api/reviewers/${annaId}`, {}).expect(400);
    const audit = await dbOf(app()).selectFrom('kb_audit_log').select(['action', 'entity_id']).where('entity_type', '=', 'reviewer').where('action', 'in', ['reviewer.create', 'reviewer.update']).execute();
    expect(audit.filter((a) => a.action === 'reviewer.update').map((a) => a.entity_id)).toContain(annaId);
  });

  it('refuses a cookie write without the right X-CSRF-Token (403), accepts it with', async () => {
    await seedReviewer(app(), 'anna@example.com');
    const unitId = await seedUnit(app());
    const session = await loginCookie(app(), 'anna@example.com');
    const path = `/api/review/units/${unitId}/approve`;
    const missing = await http().post(path).set('Cookie', session.cookie).send({}).expect(403);
    expect(missing.body.error).toBe('csrf_token_mismatch');
    await http().post(path).set('Cookie', session.cookie).set('X-CSRF-Token', 'x'.repeat(43)).send({}).expect(403);
    expect((await dbOf(app()).selectFrom('knowledge_units').select('status').executeTakeFirstOrThrow()).status).toBe('pending_review');
    // Reads need no token.
    await http().get('/api/review/units').set('Cookie', session.cookie).expect(200);
    await reviewClient(app(), session).post(path, {}).expect(200);
  });

  it('gives API clients a bearer token that needs no CSRF token and is not a cookie session', async () => {
    await seedReviewer(app(), 'api@example.com');
    const unitId = await seedUnit(app());
    const token = await loginBearer(app(), 'api@example.com');
    await http().post(`/api/review/units/${unitId}/approve`).set('Authorization', `Bearer ${token}`).send({}).expect(200);
    // The bearer token sent as the session cookie is refused: each kind follows its own rules.
    await http().get('/api/review/units').set('Cookie', `distillo_session=${token}`).expect(401);
    const me = await http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body).toMatchObject({ reviewer: { email: 'api@example.com' }, session: 'bearer' });
    expect(me.body.csrf_token).toBeUndefined();
  });

  it('answers 403 to a reviewer on an admin endpoint, 200 to an admin', async () => {
    await seedReviewer(app(), 'rev@example.com', 'reviewer');
    await seedReviewer(app(), 'boss@example.com', 'admin');
    const reviewer = await loginCookie(app(), 'rev@example.com');
    const admin = await loginCookie(app(), 'boss@example.com');
    const denied = await reviewClient(app(), reviewer).get('/api/review/audit').expect(403);
    expect(denied.body.message).toMatch(/admin/);
    const audit = await reviewClient(app(), admin).get('/api/review/audit?action=auth.login').expect(200);
    expect(audit.body.entries.map((e: { actor: string }) => e.actor).sort()).toEqual(['boss@example.com', 'rev@example.com']);
  });

  it('ends the session at logout', async () => {
    await seedReviewer(app(), 'anna@example.com');
    const session = await loginCookie(app(), 'anna@example.com');
    const client = reviewClient(app(), session);
    await client.get('/api/auth/me').expect(200);
    const out = await client.post('/api/auth/logout').expect(204);
    expect(([] as string[]).concat(out.headers['set-cookie']).join()).toMatch(/distillo_session=; .*Max-Age=0/);
    await client.get('/api/review/units').expect(401);
    expect(await dbOf(app()).selectFrom('reviewer_sessions').selectAll().execute()).toEqual([]);
  });

  it('rate-limits failed logins per IP and e-mail in Redis: 429 with Retry-After, even for the right password', async () => {
    await seedReviewer(app(), 'anna@example.com');
    await seedReviewer(app(), 'bruno@example.com');
    for (let i = 0; i < 5; i++) {
      await http().post('/api/auth/login').send({ email: 'anna@example.com', password: `wrong-${i}` }).expect(401);
    }
    const limited = await http().post('/api/auth/login').send({ email: 'anna@example.com', password: PASSWORD }).expect(429);
    expect(limited.body.error).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another account from the same address is not locked out by anna's failures.
    await loginCookie(app(), 'bruno@example.com');
  });

  it('clears the failure count on a successful login', async () => {
    await seedReviewer(app(), 'anna@example.com');
    for (let i = 0; i < 4; i++) await http().post('/api/auth/login').send({ email: 'anna@example.com', password: 'nope-nope' }).expect(401);
    await loginCookie(app(), 'anna@example.com');
    for (let i = 0; i < 4; i++) await http().post('/api/auth/login').send({ email: 'anna@example.com', password: 'nope-nope' }).expect(401);
    await loginCookie(app(), 'anna@example.com');
  });

  it('kb reviewers:add generates a password, prints it once and stores only its hash; re-adding updates the role', async () => {
    const command = new ReviewersAddCommand(app().get(AuthService));
    const output: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    const isTTY = process.stdin.isTTY;
    Object.defineProperty(process.stdin, 'isTTY', { value: true, configurable: true });
    try {
      await command.run([], { email: 'New@Example.com', role: 'admin' });
      await command.run([], { email: 'new@example.com', role: 'reviewer' });
    } finally {
      Object.defineProperty(process.stdin, 'isTTY', { value: isTTY, configurable: true });
      log.mockRestore();
    }
    expect(output[0]).toBe('Reviewer new@example.com (admin) created.');
    const password = /Password \(shown once.*\): (\S+)$/.exec(output[1])![1];
    expect(output[2]).toBe('Reviewer new@example.com (reviewer) updated.');
    const second = /: (\S+)$/.exec(output[3])![1];
    expect(second).not.toBe(password);
    const row = await dbOf(app()).selectFrom('reviewers').selectAll().executeTakeFirstOrThrow();
    expect(row.role).toBe('reviewer');
    expect(await verifyPassword(second, row.password_hash)).toBe(true);
    expect(await verifyPassword(password, row.password_hash)).toBe(false);
    expect((await auditRows(app())).map((r) => [r.actor, r.action])).toEqual([
      ['cli', 'reviewer.create'],
      ['cli', 'reviewer.update'],
    ]);
  });

  it('refuses a short password from stdin and a bad e-mail', async () => {
    const auth = app().get(AuthService);
    await expect(auth.addReviewer({ email: 'x@example.com', role: 'reviewer', password: 'short' })).rejects.toThrow(/at least 12/);
    await expect(auth.addReviewer({ email: 'not an email', role: 'reviewer' })).rejects.toThrow(/e-mail/);
  });

  it('ensureDemoReviewer gives the demo a working login, a new password each run', async () => {
    const auth = app().get(AuthService);
    const first = await auth.ensureDemoReviewer();
    const second = await auth.ensureDemoReviewer();
    expect(second).toMatchObject({ email: DEMO_REVIEWER_EMAIL, role: 'reviewer', created: false });
    expect(second.password).not.toBe(first.password);
    await loginCookie(app(), DEMO_REVIEWER_EMAIL, second.password);
  });
});
