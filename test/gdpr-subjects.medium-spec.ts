import { sql } from 'kysely';
import request from 'supertest';
import { quickSession, reviewClient } from './review-helpers';
import { dbOf, INTAKE_TOKEN, ticketBody, useApi } from './utils/test-app';

/**
 * Issue 32, finding 4: a GDPR subject is its reference exactly. "rt-subj-2", "RT-SÚBJ-2" and
 * "ＲＴ-ＳＵＢＪ-２" are three other customers than "RT-SUBJ-2" (the columns compared them under
 * utf8mb4_unicode_ci, which folds case, accents and width): an export returns one subject's
 * tickets and conversations, an erasure erases one subject's. Only spellings of one string that
 * Unicode calls the same (a decomposed accent; spaces around it) are the same reference.
 */
const SUBJECTS = ['RT-SUBJ-2', 'rt-subj-2', 'RT-SÚBJ-2', 'ＲＴ-ＳＵＢＪ-２', 'Rt-Subj-2', 'RT-SUBJ-２'];
const auth = { Authorization: `Bearer ${INTAKE_TOKEN}` };

describe('GDPR subjects matched exactly (real API, MariaDB/MySQL)', () => {
  const app = useApi({ INTAKE_TOKEN, CHAT: 'extractive', CHAT_RATE_IP_PER_MINUTE: '0', CHAT_RATE_CONVERSATION_PER_MINUTE: '0' });
  const http = () => request(app().getHttpServer());
  const db = () => dbOf(app());

  /** Two tickets and one conversation per subject; returns each subject's conversation id. */
  async function plant(): Promise<Map<string, string>> {
    const conversations = new Map<string, string>();
    for (const [i, ref] of SUBJECTS.entries()) {
      for (const n of [1, 2]) {
        await http().post('/api/tickets').set(auth).send(ticketBody({ external_id: `S${i}-T${n}`, customer_ref: ref })).expect(200);
      }
      const created = await http().post('/api/chat/conversations').send({ customer_ref: ref }).expect(201);
      conversations.set(ref, created.body.id);
    }
    return conversations;
  }

  it('exports exactly one subject’s tickets and conversations for each spelling, and the same for a decomposed accent', async () => {
    const conversations = await plant();
    const admin = reviewClient(app(), await quickSession(app(), 'admin@example.com', 'admin'));
    for (const [i, ref] of SUBJECTS.entries()) {
      const exported = (await admin.post('/api/gdpr/export', { customer_ref: ref }).expect(200)).body;
      expect([ref, exported.tickets.map((t: { external_id: string }) => t.external_id).sort()]).toEqual([ref, [`S${i}-T1`, `S${i}-T2`]]);
      expect([ref, exported.chat.map((c: { id: string }) => c.id)]).toEqual([ref, [conversations.get(ref)]]);
    }
    // The same string written with a combining accent, and with spaces around it: the same subject.
    for (const spelling of ['RT-SU\u0301BJ-2', '  RT-SÚBJ-2 ']) {
      const exported = (await admin.post('/api/gdpr/export', { customer_ref: spelling }).expect(200)).body;
      expect(exported.tickets.map((t: { external_id: string }) => t.external_id).sort()).toEqual(['S2-T1', 'S2-T2']);
    }
  });

  it('erases one subject only: the other spellings keep every ticket and conversation', async () => {
    const conversations = await plant();
    const admin = reviewClient(app(), await quickSession(app(), 'admin@example.com', 'admin'));
    const erased = (await admin.post('/api/gdpr/erase', { customer_ref: 'rt-subj-2' }).expect(200)).body;
    expect(erased.counts.tickets).toMatchObject({ tickets: 2 });
    expect(erased.counts.chat).toMatchObject({ conversations: 1 });
    const tickets = await db().selectFrom('tickets').select(['external_id', 'customer_ref']).orderBy('external_id').execute();
    expect(tickets.map((t) => t.customer_ref)).toEqual(SUBJECTS.filter((s) => s !== 'rt-subj-2').flatMap((s) => [s, s]));
    const left = (await sql<{ id: string }>`SELECT id FROM chat_conversations`.execute(db())).rows;
    expect(left.map((c) => c.id).sort()).toEqual(SUBJECTS.filter((s) => s !== 'rt-subj-2').map((s) => conversations.get(s)!).sort());
  });
});
