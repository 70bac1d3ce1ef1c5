import type { INestApplication } from '@nestjs/common';
import type { Browser, Page } from 'playwright-core';
import { extractiveChatEnv, loadChatUnits } from './fakes/chat-knowledge';
import { WebhookReceiver } from './fakes/webhook-receiver';
import { describeIfChromium, openBrowserPage, type BrowserPage } from './utils/browser';
import { sql } from 'kysely';
import { INTAKE_TOKEN, dbOf, flushQueues, startApi, truncateAll, withEnv } from './utils/test-app';

const SECRET = 'whsec-widget-handoff-0123456789abcdef';
const COVERED = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
const FOLLOW_UP = 'Ci siete? Quanto devo aspettare?';
const AGENT_REPLY = 'Buongiorno, sono Giulia del supporto: le ho appena inviato il link per reimpostare la password.';
const INTERNAL_NOTE = 'Nota interna: cliente già sentito ieri.';

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
  let api: INestApplication;
  let receiver: WebhookReceiver;
  let browser: Browser;
  let page: Page;
  let base: string;
  let restoreEnv: () => void;
  let errors: string[];
  let shot: BrowserPage['shot'];

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    restoreEnv = withEnv({ ...extractiveChatEnv(receiver, SECRET), INTAKE_TOKEN, CHAT_HANDOFF_POLL_MS: '500' });
    api = await startApi();
    await truncateAll(dbOf(api));
    await flushQueues();
    await loadChatUnits(api);
    ({ browser, page, base, errors, shot } = await openBrowserPage(api, { viewport: { width: 390, height: 844 } }));
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await receiver?.stop();
    restoreEnv();
  });

  const overflow = () => page.evaluate(OVERFLOW);
  const ticketThread = (ticketId: number) => dbOf(api).selectFrom('ticket_messages').selectAll().where('ticket_id', '=', ticketId).orderBy('position').execute();

  it('escalates, relays what the customer writes to the ticket, shows the agent reply as a person’s, and goes back to the assistant', async () => {
    // The embedding site passes its own id of the logged-in customer (data-customer-ref): erasure and export follow it.
    await page.goto(`${base}/?product=fatturafacile&customer_ref=CL-4711`);
    await page.locator('button.launcher').click();
    const state = page.locator('section.panel .state');
    expect(await state.textContent()).toBe('Stato: assistente automatico');
    await page.locator('#distillo-input').fill(COVERED);
    await page.keyboard.press('Enter');
    await page.locator('.msg.assistant .rating button').first().waitFor();
    expect(await overflow()).toEqual([]);
    const owners = await sql<{ customer_ref: string | null }>`SELECT customer_ref FROM chat_conversations`.execute(dbOf(api));
    expect(owners.rows.map((c) => c.customer_ref)).toEqual(['CL-4711']);

    // "Parla con un operatore" by keyboard: the button becomes the request's status.
    await page.getByRole('button', { name: 'Parla con un operatore' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.msg.system').waitFor();
    const ticketId = Number(/n\. (\d+)/.exec((await page.locator('.msg.system').textContent())!)![1]);
    const ticket = await dbOf(api).selectFrom('tickets').selectAll().where('id', '=', ticketId).executeTakeFirstOrThrow();
    expect(await state.textContent()).toBe(`Stato: passata a un operatore · richiesta n. ${ticketId}`);
    expect(await page.locator('button.operator').isHidden()).toBe(true);
    const box = page.locator('section.panel .handoff');
    expect(await box.locator('h3').textContent()).toBe(`Richiesta n. ${ticketId}: la conversazione è passata a una persona`);
    expect(await box.locator('.where').textContent()).toBe('La risposta arriverà in questa finestra.');
    await shot('widget-handoff-390');
    expect(await overflow()).toEqual([]);

    // The customer writes again: no assistant answer, the message is on the ticket.
    await page.locator('#distillo-input').fill(FOLLOW_UP);
    await page.keyboard.press('Enter');
    await page.locator('section.panel .status', { hasText: `Messaggio aggiunto alla richiesta n. ${ticketId}.` }).waitFor();
    expect(await page.locator('.msg.assistant').count()).toBe(1);
    const thread = await ticketThread(ticketId);
    expect(thread.at(-1)).toMatchObject({ author: 'customer', visibility: 'public', body: FOLLOW_UP });
    const relayed = await (dbOf(api) as unknown as { selectFrom(t: string): any }).selectFrom('chat_webhook_deliveries').selectAll().where('event', '=', 'conversation.message').execute(); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(relayed).toHaveLength(1);

    // The ticketing system sends the thread back through intake with the agent's reply and an internal note.
    const response = await fetch(`${base}/api/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INTAKE_TOKEN}` },
      body: JSON.stringify({
        external_id: ticket.external_id,
        subject: ticket.subject,
        product: 'fatturafacile',
        status: 'open',
        messages: [
          ...thread.map((m) => ({ author: m.author, visibility: m.visibility, body: m.body, created_at: m.created_at.toISOString() })),
          { author: 'agent', visibility: 'internal', body: INTERNAL_NOTE, created_at: new Date(Date.now() + 1000).toISOString() },
          { author: 'agent', visibility: 'public', body: AGENT_REPLY, created_at: new Date(Date.now() + 2000).toISOString() },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const agent = page.locator('.msg.agent');
    await agent.waitFor({ timeout: 5000 });
    expect(await agent.locator('.author').textContent()).toBe('Operatore del supporto');
    expect(await agent.locator('.who').textContent()).toBe('Operatore (una persona): ');
    expect(await agent.locator('.text').textContent()).toBe(AGENT_REPLY);
    expect(await page.evaluate(IN_WIDGET(`root.textContent.includes('Nota interna')`))).toBe(false);
    await shot('widget-handoff-agent-390');

    // An address for the answer, with consent: asked for, validated, kept on the ticket.
    await box.locator('#distillo-email').fill('mario.rossi@example.com');
    await box.getByRole('button', { name: 'Usa questo indirizzo' }).click();
    await page.locator('section.panel .status', { hasText: 'Per usare l\'indirizzo serve il suo consenso.' }).waitFor();
    await box.locator('#distillo-consent').check();
    await box.getByRole('button', { name: 'Usa questo indirizzo' }).click();
    await page.locator('section.panel .status', { hasText: "Grazie: le risponderemo anche all'indirizzo indicato." }).waitFor();
    expect(await box.locator('.where').textContent()).toBe("La risposta arriverà in questa finestra e all'indirizzo e-mail che ci ha lasciato.");
    expect((await dbOf(api).selectFrom('tickets').select('contact_email').where('id', '=', ticketId).executeTakeFirstOrThrow()).contact_email).toBe('mario.rossi@example.com');
    expect(await overflow()).toEqual([]);

    // A reload shows the person's reply again, and the handoff.
    await page.reload();
    await page.locator('button.launcher').click();
    await page.locator('.msg.agent').waitFor();
    expect(await page.locator('.msg.agent').count()).toBe(1);
    expect(await state.textContent()).toBe(`Stato: passata a un operatore · richiesta n. ${ticketId}`);

    // Back to the assistant: it answers again.
    await page.getByRole('button', { name: "Torna all'assistente automatico" }).click();
    await page.locator('section.panel .status', { hasText: `È di nuovo con l'assistente automatico. La richiesta n. ${ticketId} resta aperta.` }).waitFor();
    expect(await state.textContent()).toBe('Stato: assistente automatico');
    expect(await page.locator('button.operator').isVisible()).toBe(true);
    await page.locator('#distillo-input').fill(COVERED);
    await page.keyboard.press('Enter');
    await page.locator('.msg.assistant').nth(1).locator('.rating button').first().waitFor();
    expect(await page.locator('.msg.assistant').nth(1).locator('.text').textContent()).toMatch(/\[KU-\d+\]/);
    expect(await overflow()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('speaks English when the site asks for it', async () => {
    const site = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await site.goto(`${base}/?product=fatturafacile&locale=en`);
    await site.waitForFunction("document.querySelector('#distillo-chat-widget') !== null");
    expect(await site.evaluate(IN_WIDGET("root.querySelector('.operator').textContent"))).toBe('Talk to an agent');
    expect(await site.evaluate(IN_WIDGET("root.querySelector('.state').textContent"))).toBe('Status: automated assistant');
    expect(await site.evaluate(IN_WIDGET("root.querySelector('.launcher').textContent"))).toBe('Help');
    await site.close();
  });
});
