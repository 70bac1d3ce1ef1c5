import { ASSISTANT_TEXTS } from '../src/modules/chat/assistants/assistant-texts';
import { describeIfChromium } from './utils/browser';
import { sql } from 'kysely';
import { useChatApp } from './utils/chat-app';
import { INTAKE_TOKEN, dbOf } from './utils/test-app';

const SECRET = 'whsec-widget-handoff-0123456789abcdef';
const COVERED = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
const FOLLOW_UP = 'Ci siete? Quanto devo aspettare?';
const AGENT_REPLY = 'Buongiorno, sono Giulia del supporto: le ho appena inviato il link per reimpostare la password.';
const INTERNAL_NOTE = 'Nota interna: cliente già sentito ieri.';
const CLOSING_REPLY = 'Le ho riattivato l’accesso: ora può entrare con la nuova password. Chiudo la richiesta.';

const IN_WIDGET = (expression: string) => `(() => { const root = document.querySelector('#distillo-chat-widget').shadowRoot; return ${expression}; })()`;

/**
 * Elements of the widget (and the page) that stick out of the viewport or scroll sideways: at
 * 390 px (a phone) nothing may.
 */
const OVERFLOW = IN_WIDGET(`(() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  if (document.documentElement.scrollWidth > width) out.push('page ' + document.documentElement.scrollWidth);
  for (const node of root.querySelectorAll('*')) {
    const box = node.getBoundingClientRect();
    // Screen-reader-only text is a clipped 1 px box: not visible, cannot overflow.
    if (box.width <= 1 || box.height <= 1 || getComputedStyle(node).visibility === 'hidden') continue;
    if (box.left < -0.5 || box.right > width + 0.5) out.push(node.tagName + '.' + node.className + ' ' + Math.round(box.left) + '..' + Math.round(box.right));
    if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible' && node.clientWidth > 0) out.push(node.tagName + '.' + node.className + ' scrolls sideways');
  }
  return out;
})()`);

/** The customer side of a handoff in a real browser at phone width, against the real API. */
describeIfChromium('widget-handoff')('chat widget handoff in Chromium at 390 px (real API, MariaDB/MySQL, Redis)', () => {
  const s = useChatApp({ secret: SECRET, env: { INTAKE_TOKEN, CHAT_HANDOFF_POLL_MS: '500' }, browser: { viewport: { width: 390, height: 844 } } });

  const overflow = () => s.page.evaluate(OVERFLOW);
  const ticketThread = (ticketId: number) => dbOf(s.app).selectFrom('ticket_messages').selectAll().where('ticket_id', '=', ticketId).orderBy('position').execute();

  /** The ticketing system sends the thread back through intake, with the messages `added` (a second apart) and its status; returns the thread before. */
  async function sendBack(ticketId: number, status: 'open' | 'resolved', added: Array<{ author: string; visibility: string; body: string }>) {
    const ticket = await dbOf(s.app).selectFrom('tickets').selectAll().where('id', '=', ticketId).executeTakeFirstOrThrow();
    const thread = await ticketThread(ticketId);
    const response = await fetch(`${s.base}/api/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INTAKE_TOKEN}` },
      body: JSON.stringify({
        external_id: ticket.external_id,
        subject: ticket.subject,
        product: 'fatturafacile',
        status,
        messages: [
          ...thread.map((m) => ({ author: m.author, visibility: m.visibility, body: m.body, created_at: m.created_at.toISOString() })),
          ...added.map((m, i) => ({ ...m, created_at: new Date(Date.now() + (i + 1) * 1000).toISOString() })),
        ],
      }),
    });
    expect(response.status).toBe(200);
    return thread;
  }

  it('asks for the question first when «Parla con un operatore» comes before any message, and opens no request (issue 32)', async () => {
    await s.page.goto(`${s.base}/?product=fatturafacile`);
    await s.page.evaluate(() => localStorage.clear());
    await s.page.reload();
    await s.page.locator('button.launcher').click();
    await s.page.getByRole('button', { name: 'Parla con un operatore' }).click();
    await s.page.locator('.msg.system').waitFor();
    expect(await s.page.locator('.msg.system').textContent()).toContain("Scriva prima la sua domanda qui sotto: la passeremo all'operatore insieme alla conversazione.");
    expect(await s.page.locator('section.panel .state').textContent()).toBe('Stato: assistente automatico');
    expect((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM chat_conversations`.execute(dbOf(s.app))).rows[0].n).toBe(0);
    expect(await dbOf(s.app).selectFrom('tickets').select('id').execute()).toEqual([]);
  });

  it('escalates, relays what the customer writes to the ticket, shows the agent reply as a person’s, and goes back to the assistant', async () => {
    // The embedding site passes its own id of the logged-in customer (data-customer-ref): erasure and export follow it.
    await s.page.goto(`${s.base}/?product=fatturafacile&customer_ref=CL-4711`);
    await s.page.locator('button.launcher').click();
    const state = s.page.locator('section.panel .state');
    expect(await state.textContent()).toBe('Stato: assistente automatico');
    await s.page.locator('#distillo-input').fill(COVERED);
    await s.page.keyboard.press('Enter');
    await s.page.locator('.msg.assistant .rating button').first().waitFor();
    expect(await overflow()).toEqual([]);
    const owners = await sql<{ customer_ref: string | null }>`SELECT customer_ref FROM chat_conversations`.execute(dbOf(s.app));
    expect(owners.rows.map((c) => c.customer_ref)).toEqual(['CL-4711']);

    // "Parla con un operatore" by keyboard: the button becomes the request's status.
    await s.page.getByRole('button', { name: 'Parla con un operatore' }).focus();
    await s.page.keyboard.press('Enter');
    await s.page.locator('.msg.system').waitFor();
    const ticketId = Number(/n\. (\d+)/.exec((await s.page.locator('.msg.system').textContent())!)![1]);
    expect(await state.textContent()).toBe(`Stato: passata a un operatore · richiesta n. ${ticketId}`);
    expect(await s.page.locator('button.operator').isHidden()).toBe(true);
    const box = s.page.locator('section.panel .handoff');
    expect(await box.locator('h3').textContent()).toBe(`Richiesta n. ${ticketId}: le risponde una persona`);
    expect(await box.locator('.where').textContent()).toBe('La risposta arriverà in questa finestra.');
    // The request's box takes most of the panel at 390 px: the log still shows the newest message, the request's number.
    const inView = await s.page.locator('.msg.system').last().evaluate((m) => {
      const log = m.closest('.log')!.getBoundingClientRect();
      const r = m.getBoundingClientRect();
      return r.bottom > log.top && r.bottom <= log.bottom + 1;
    });
    expect(inView).toBe(true);
    await s.shot('widget-handoff-390');
    expect(await overflow()).toEqual([]);

    // The customer writes again: no assistant answer, the message is on the ticket.
    await s.page.locator('#distillo-input').fill(FOLLOW_UP);
    await s.page.keyboard.press('Enter');
    await s.page.locator('section.panel .status', { hasText: `Messaggio aggiunto alla richiesta n. ${ticketId}.` }).waitFor();
    expect(await s.page.locator('.msg.assistant').count()).toBe(1);
    const thread = await ticketThread(ticketId);
    expect(thread.at(-1)).toMatchObject({ author: 'customer', visibility: 'public', body: FOLLOW_UP });
    const relayed = await (dbOf(s.app) as unknown as { selectFrom(t: string): any }).selectFrom('chat_webhook_deliveries').selectAll().where('event', '=', 'conversation.message').execute(); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(relayed).toHaveLength(1);

    // The ticketing system sends the thread back through intake with the agent's reply and an internal note.
    await sendBack(ticketId, 'open', [
      { author: 'agent', visibility: 'internal', body: INTERNAL_NOTE },
      { author: 'agent', visibility: 'public', body: AGENT_REPLY },
    ]);
    const agent = s.page.locator('.msg.agent');
    await agent.waitFor({ timeout: 5000 });
    expect(await agent.locator('.author').textContent()).toBe('Operatore del supporto');
    expect(await agent.locator('.who').textContent()).toBe('Operatore (una persona): ');
    expect(await agent.locator('.text').textContent()).toBe(AGENT_REPLY);
    expect(await s.page.evaluate(IN_WIDGET(`root.textContent.includes('Nota interna')`))).toBe(false);
    await s.shot('widget-handoff-agent-390');

    // An address for the answer, with consent: asked for, validated, kept on the ticket.
    await box.getByRole('button', { name: 'Ricevere la risposta anche per e-mail' }).click();
    await box.locator('#distillo-email').fill('mario.rossi@example.com');
    await box.getByRole('button', { name: 'Usa questo indirizzo' }).click();
    await s.page.locator('section.panel .status', { hasText: 'Per usare l\'indirizzo serve il suo consenso.' }).waitFor();
    await box.locator('#distillo-consent').check();
    await box.getByRole('button', { name: 'Usa questo indirizzo' }).click();
    await s.page.locator('section.panel .status', { hasText: "Grazie: le risponderemo anche all'indirizzo indicato." }).waitFor();
    expect(await box.locator('.where').textContent()).toBe("La risposta arriverà in questa finestra e all'indirizzo e-mail che ci ha lasciato.");
    expect((await dbOf(s.app).selectFrom('tickets').select('contact_email').where('id', '=', ticketId).executeTakeFirstOrThrow()).contact_email).toBe('mario.rossi@example.com');
    expect(await overflow()).toEqual([]);

    // A reload shows the person's reply again, and the handoff.
    await s.page.reload();
    await s.page.locator('button.launcher').click();
    await s.page.locator('.msg.agent').waitFor();
    expect(await s.page.locator('.msg.agent').count()).toBe(1);
    expect(await state.textContent()).toBe(`Stato: passata a un operatore · richiesta n. ${ticketId}`);

    // Back to the assistant: it answers again.
    await s.page.getByRole('button', { name: "Torna all'assistente automatico" }).click();
    await s.page.locator('section.panel .status', { hasText: `È di nuovo con l'assistente automatico. La richiesta n. ${ticketId} resta aperta.` }).waitFor();
    expect(await state.textContent()).toBe('Stato: assistente automatico');
    expect(await s.page.locator('button.operator').isVisible()).toBe(true);
    await s.page.locator('#distillo-input').fill(COVERED);
    await s.page.keyboard.press('Enter');
    await s.page.locator('.msg.assistant').nth(1).locator('.rating button').first().waitFor();
    expect(await s.page.locator('.msg.assistant').nth(1).locator('.text').textContent()).toMatch(/\[KU-\d+\]/);
    expect(await overflow()).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('the operator solves the request in the ticketing system: the last reply, then the notice; the assistant answers again, after a reload too', async () => {
    await s.page.goto(`${s.base}/?product=fatturafacile`);
    await s.page.evaluate('sessionStorage.clear()');
    await s.page.reload();
    await s.page.locator('button.launcher').click();
    await s.page.locator('#distillo-input').fill(COVERED);
    await s.page.keyboard.press('Enter');
    await s.page.locator('.msg.assistant .rating button').first().waitFor();
    await s.page.getByRole('button', { name: 'Parla con un operatore' }).click();
    await s.page.locator('section.panel .handoff h3').waitFor();
    const ticketId = Number(/n\. (\d+)/.exec((await s.page.locator('.msg.system').last().textContent())!)![1]);
    const thread = await sendBack(ticketId, 'resolved', [{ author: 'agent', visibility: 'public', body: CLOSING_REPLY }]);
    const notice = s.page.locator('.msg.system', { hasText: "L'operatore ha chiuso la richiesta" });
    await notice.waitFor({ timeout: 5000 });
    expect(await notice.locator('.text').textContent()).toBe(
      `L'operatore ha chiuso la richiesta n. ${ticketId}. Se le serve altro, scriva qui: le risponde di nuovo l'assistente automatico. Per riaprire la richiesta scelga «Parla con un operatore».`,
    );
    // The reply came first, the notice after it; the status line and the operator button are back.
    const log = await s.page.evaluate(IN_WIDGET(`[...root.querySelectorAll('.log .msg')].map((m) => m.className + ':' + m.querySelector('.text').textContent)`));
    expect((log as string[]).slice(-2)).toEqual([`msg agent:${CLOSING_REPLY}`, expect.stringMatching(/^msg system:L'operatore ha chiuso la richiesta/)]);
    expect(await s.page.locator('section.panel .state').textContent()).toBe('Stato: assistente automatico');
    expect(await s.page.locator('section.panel .status').textContent()).toBe(`Richiesta n. ${ticketId} chiusa dall'operatore.`);
    expect(await s.page.locator('button.operator').isVisible()).toBe(true);
    expect(await s.page.locator('section.panel .handoff').isHidden()).toBe(true);
    await s.shot('widget-handoff-closed-390');
    expect(await overflow()).toEqual([]);

    // A reload tells it again, once; the customer asks the assistant again.
    await s.page.reload();
    await s.page.locator('button.launcher').click();
    await s.page.locator('.msg.agent').waitFor();
    expect(await s.page.locator('.msg.system', { hasText: "L'operatore ha chiuso la richiesta" }).count()).toBe(1);
    await s.page.locator('#distillo-input').fill(COVERED);
    await s.page.keyboard.press('Enter');
    await s.page.locator('.msg.assistant').nth(1).locator('.rating button').first().waitFor();
    expect(await ticketThread(ticketId)).toHaveLength(thread.length + 1);

    // The agent re-opens the request: the customer's next message goes to it, and the widget says so.
    await sendBack(ticketId, 'open', [{ author: 'agent', visibility: 'public', body: 'Riapro la richiesta: riesce ad accedere?' }]);
    await s.page.locator('#distillo-input').fill('No, ancora niente.');
    await s.page.keyboard.press('Enter');
    await s.page.locator('.msg.system', { hasText: `L'operatore ha riaperto la richiesta n. ${ticketId}` }).waitFor();
    expect(await s.page.locator('section.panel .state').textContent()).toBe(`Stato: passata a un operatore · richiesta n. ${ticketId}`);
    expect((await ticketThread(ticketId)).at(-1)).toMatchObject({ author: 'customer', body: 'No, ancora niente.' });
    await s.page.locator('.msg.agent', { hasText: 'Riapro la richiesta' }).waitFor({ timeout: 5000 });
    expect(s.errors).toEqual([]);
  });

  it('a request for a person offers the handoff in the reply itself: its button, focused, opens the request', async () => {
    await s.page.goto(`${s.base}/?product=fatturafacile`);
    await s.page.evaluate('sessionStorage.clear()');
    await s.page.reload();
    await s.page.locator('button.launcher').click();
    await s.page.locator('#distillo-input').fill('voglio un umano');
    await s.page.keyboard.press('Enter');
    const offer = s.page.locator('.msg.assistant button.offer');
    await offer.waitFor();
    expect(await offer.textContent()).toBe('Parla con un operatore');
    expect(await s.page.locator('.msg.assistant .text').textContent()).toBe(ASSISTANT_TEXTS.it.personRequest);
    // Nothing to rate: the reply is the way to a person, and the keyboard is already on its button.
    expect(await s.page.locator('.msg.assistant .rating').count()).toBe(0);
    expect(await s.page.evaluate(IN_WIDGET(`root.activeElement && root.activeElement.className`))).toBe('choice offer');
    expect(await s.page.locator('section.panel .status').textContent()).toBe('Per passare la conversazione a una persona scelga «Parla con un operatore».');
    await s.page.keyboard.press('Enter');
    await s.page.locator('section.panel .handoff h3').waitFor();
    expect(await s.page.locator('section.panel .state').textContent()).toMatch(/^Stato: passata a un operatore · richiesta n\. \d+$/);
    expect(await offer.isDisabled()).toBe(true);
    // After a reload the reply keeps its button (off while a person has the conversation).
    await s.page.reload();
    await s.page.locator('button.launcher').click();
    await s.page.locator('.msg.assistant button.offer').waitFor();
    expect(await s.page.locator('.msg.assistant button.offer').isDisabled()).toBe(true);
    expect(await overflow()).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])('at %i px the request\'s box stays compact: the e-mail address and its consent only when asked for', async (width, height) => {
    const site = await s.browser.newPage({ viewport: { width, height } });
    await site.goto(`${s.base}/?product=fatturafacile`);
    await site.locator('button.launcher').click();
    await site.locator('#distillo-input').fill(COVERED);
    await site.keyboard.press('Enter');
    await site.locator('.msg.assistant .rating button').first().waitFor();
    await site.getByRole('button', { name: 'Parla con un operatore' }).click();
    const box = site.locator('section.panel .handoff');
    await box.locator('h3').waitFor();
    const share = () => site.evaluate(IN_WIDGET(`root.querySelector('.handoff').getBoundingClientRect().height / root.querySelector('.panel').getBoundingClientRect().height`));
    await site.screenshot({ path: `artifacts/screenshots/widget-handoff-compact-${width}.png` });
    // Collapsed: the request, where the answer comes, and two actions — a fifth of the panel at most.
    expect(await share()).toBeLessThanOrEqual(0.2);
    expect(await box.locator('#distillo-email').isVisible()).toBe(false);
    expect(await box.locator('#distillo-consent').isVisible()).toBe(false);
    const ask = box.getByRole('button', { name: 'Ricevere la risposta anche per e-mail' });
    expect(await ask.getAttribute('aria-expanded')).toBe('false');
    await site.screenshot({ path: `artifacts/screenshots/widget-handoff-compact-${width}.png` });
    // Asked for: the address and its consent open below, the address focused.
    await ask.click();
    expect(await ask.getAttribute('aria-expanded')).toBe('true');
    expect(await box.locator('#distillo-email').isVisible()).toBe(true);
    expect(await box.locator('#distillo-consent').isVisible()).toBe(true);
    expect(await site.evaluate(IN_WIDGET(`root.activeElement && root.activeElement.id`))).toBe('distillo-email');
    await box.locator('#distillo-email').fill('anna.bianchi@example.com');
    await box.locator('#distillo-consent').check();
    await box.getByRole('button', { name: 'Usa questo indirizzo' }).click();
    await site.locator('section.panel .status', { hasText: "Grazie: le risponderemo anche all'indirizzo indicato." }).waitFor();
    // Saved: nothing left to ask, the box is small again and says where the answer comes.
    expect(await box.locator('#distillo-email').count()).toBe(0);
    expect(await box.locator('.where').textContent()).toBe("La risposta arriverà in questa finestra e all'indirizzo e-mail che ci ha lasciato.");
    expect(await share()).toBeLessThanOrEqual(0.2);
    expect(await site.evaluate(OVERFLOW)).toEqual([]);
    await site.close();
  });

  it('speaks English when the site asks for it', async () => {
    const site = await s.browser.newPage({ viewport: { width: 390, height: 844 } });
    await site.goto(`${s.base}/?product=fatturafacile&locale=en`);
    await site.waitForFunction("document.querySelector('#distillo-chat-widget') !== null");
    expect(await site.evaluate(IN_WIDGET("root.querySelector('.operator').textContent"))).toBe('Talk to an agent');
    expect(await site.evaluate(IN_WIDGET("root.querySelector('.state').textContent"))).toBe('Status: automated assistant');
    expect(await site.evaluate(IN_WIDGET("root.querySelector('.launcher').textContent"))).toBe('Help');
    await site.close();
  });
});
