import request from 'supertest';
import { AuthService } from '../src/modules/auth/auth.service';
import { demoLoginLines, ensureDemoLogins } from '../src/modules/demo/demo-logins';
import { useApi } from './utils/test-app';
import { loginCookie, quickSession } from './review-helpers';

describe('queue dashboard at /admin/queues', () => {
  const app = useApi();

  it('refuses anonymous (401) and reviewers (403), serves admins read-only', async () => {
    const http = () => request(app().getHttpServer());
    const reviewer = await quickSession(app(), 'revisore@example.com', 'reviewer');
    const admin = await quickSession(app(), 'admin@example.com', 'admin');

    const anonymous = await http().get('/admin/queues').expect(401);
    expect(anonymous.body.error).toBe('unauthenticated');
    const refused = await http().get('/admin/queues').set('Cookie', reviewer.cookie).expect(403);
    expect(refused.body.error).toBe('forbidden');
    await http().get('/admin/queues/api/queues').set('Cookie', reviewer.cookie).expect(403);

    const page = await http().get('/admin/queues').set('Cookie', admin.cookie).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const queues = await http().get('/admin/queues/api/queues').set('Cookie', admin.cookie).expect(200);
    const names = (queues.body.queues as Array<{ name: string; readOnlyMode: boolean }>).map((q) => q.name).sort();
    expect(names).toEqual(['distill', 'index', 'maintenance', 'outbound'].sort());
    expect(queues.body.queues.every((q: { readOnlyMode: boolean }) => q.readOnlyMode)).toBe(true);
    // Buttons would be cookie-authenticated writes without a CSRF token: refused.
    await http().put('/admin/queues/api/queues/distill/retry/failed').set('Cookie', admin.cookie).expect(403);
  });

  it('the demo prints a login that opens it: an admin (its reviewer login gets 403 there)', async () => {
    const logins = await ensureDemoLogins(app().get(AuthService));
    const lines = demoLoginLines(logins).join('\n');
    expect(lines).toContain(`${logins.admin.email} / ${logins.admin.password}`);
    expect(lines).toContain('/admin/queues');
    const admin = await loginCookie(app(), logins.admin.email, logins.admin.password);
    await request(app().getHttpServer()).get('/admin/queues').set('Cookie', admin.cookie).expect(200);
    const reviewer = await loginCookie(app(), logins.reviewer.email, logins.reviewer.password);
    await request(app().getHttpServer()).get('/admin/queues').set('Cookie', reviewer.cookie).expect(403);
  });
});
