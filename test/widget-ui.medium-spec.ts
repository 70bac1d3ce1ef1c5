import { verifyWebhookSignature } from '../src/modules/chat/webhook/webhook-signature';
import { CHAT_UNITS } from './fakes/chat-knowledge';
import { describeIfChromium } from './utils/browser';
import { useChatApp } from './utils/chat-app';
import { dbOf } from './utils/test-app';

const SECRET = 'whsec-widget-0123456789abcdef';
/** From corpus/questions.jsonl (group ff-pdf-e4021-logo). */
const QUESTION = "Quando scarico il PDF di una fattura esce l'errore E-4021, cosa vuol dire?";
/** From corpus/questions.jsonl (group null: not covered). */
const UNCOVERED = 'Posso emettere fatture in inglese per i clienti esteri?';

const PDF_UNIT = {
  id: 'faq-ff-pdf',
  product: 'fatturafacile',
  category: 'guasto',
  problem: 'Il PDF della fattura non si genera: errore E-4021 <b>logo</b>',
  solution:
    '1. Apra Impostazioni → Logo e ricarichi il logo in formato PNG sotto 1 MB <img src=x onerror="window.__xss=1">.\n2. Rigeneri il PDF dalla fattura con «Scarica PDF».',
  search_phrases: ['errore E-4021 pdf', 'il pdf non si genera', 'scaricare il pdf della fattura', 'logo cambiato pdf'],
};

/** Runs in the page: the widget lives in an open shadow root. Strings, so no DOM types are needed here. */
const IN_WIDGET = (expression: string) => `(() => { const root = document.querySelector('#distillo-chat-widget').shadowRoot; return ${expression}; })()`;

/** The demo page and the widget in a real browser against the real API, worker and webhook receiver. */
describeIfChromium('widget-ui')('chat widget in Chromium (real API, worker, MariaDB/MySQL, Redis, webhook receiver)', () => {
  const s = useChatApp({
    secret: SECRET,
    env: { WEBHOOK_BACKOFF_BASE_MS: '200' },
    units: [...CHAT_UNITS, PDF_UNIT],
    worker: true,
    beforeStart: (receiver) => {
      receiver.failFirst = 1;
    },
    browser: { viewport: { width: 1280, height: 900 } },
  });

  const activeId = () => s.page.evaluate(IN_WIDGET('root.activeElement ? (root.activeElement.id || root.activeElement.className) : null'));

  it('answers a customer from the demo page: streamed, cited, rated, escalated to a ticket', async () => {
    await s.page.goto(`${s.base}/?product=fatturafacile`);
    const launcher = s.page.locator('button.launcher');
    const panel = s.page.locator('section.panel');
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isHidden()).toBe(true);
    await s.shot('widget-closed');

    // Keyboard only: open, the question box gets the focus.
    await launcher.focus();
    await s.page.keyboard.press('Enter');
    expect(await panel.isVisible()).toBe(true);
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    expect(await activeId()).toBe('distillo-input');
    expect(await s.page.locator('section.panel .notice').textContent()).toMatch(/^Assistente automatico/);
    expect(await s.page.locator('section.panel .log').getAttribute('aria-live')).toBe('polite');
    expect(await s.page.locator('button.operator').isVisible()).toBe(true);

    // Count the answer's growth as it streams in.
    await s.page.evaluate(
      IN_WIDGET(`(() => { window.__chunks = 0; new MutationObserver((list) => { window.__chunks += list.length; }).observe(root.querySelector('.log'), { subtree: true, childList: true, characterData: true }); })()`),
    );
    await s.page.keyboard.type(QUESTION);
    await s.page.keyboard.press('Enter');
    const answer = s.page.locator('.msg.assistant').first();
    await answer.locator('.rating button').first().waitFor();
    const pdf = s.units.get('faq-ff-pdf')!;
    const text = (await answer.locator('.text').textContent())!;
    expect(text).toContain(`[KU-${pdf}]`);
    expect(text).toContain('<img src=x onerror="window.__xss=1">'); // shown as text, never as markup
    expect(await s.page.evaluate('window.__xss')).toBeUndefined();
    expect(await s.page.evaluate(IN_WIDGET(`root.querySelectorAll('img, b').length`))).toBe(0);
    expect(await s.page.evaluate('window.__chunks')).toBeGreaterThan(5);
    const cite = answer.locator('a.cite').first();
    expect(await cite.getAttribute('href')).toBe(`${s.base}/widget/units/${pdf}`);
    expect(await cite.getAttribute('title')).toBe(PDF_UNIT.problem);
    expect(await answer.locator('.sources a').first().textContent()).toBe(`KU-${pdf} · ${PDF_UNIT.problem}`);
    expect(await s.page.locator('section.panel .status').textContent()).toBe('Risposta completata.');
    await s.shot('widget-answer');

    // Thumbs up: counted on the cited unit, once.
    await answer.getByRole('button', { name: 'Sì, risposta utile' }).click();
    await s.page.locator('section.panel .status', { hasText: 'Grazie per il riscontro.' }).waitFor();
    expect(await answer.getByRole('button', { name: 'Sì, risposta utile' }).getAttribute('aria-pressed')).toBe('true');
    expect(await answer.getByRole('button', { name: 'No, risposta non utile' }).isDisabled()).toBe(true);
    const rated = await dbOf(s.app).selectFrom('knowledge_units').select(['helpful_yes', 'served_count']).where('id', '=', pdf).executeTakeFirstOrThrow();
    expect(rated).toEqual({ helpful_yes: 1, served_count: 1 });

    // A question the knowledge base does not cover: never answered (declined, or «Forse cercava:»), with the way to a person.
    await s.page.locator('#distillo-input').fill(UNCOVERED);
    await s.page.locator('button.send').click();
    const declined = s.page.locator('.msg.assistant').nth(1);
    // Declined, or suggestions (their «Forse cercava:» heads the buttons, after the text): either way, the way to a person.
    await declined.locator('.rating, .choices').first().waitFor();
    expect(await declined.textContent()).toMatch(/(non trovo questa informazione|Parla con un operatore.*Forse cercava:)/s);
    expect(await declined.locator('.text').textContent()).toMatch(/Parla con un operatore/);
    expect(await declined.locator('a.cite').count()).toBe(0);

    // "Parla con un operatore": a ticket in our table, and the webhook to the ticketing system.
    await s.page.getByRole('button', { name: 'Parla con un operatore' }).click();
    const notice = s.page.locator('.msg.system');
    await notice.waitFor();
    const ticketId = Number(/n\. (\d+)/.exec((await notice.textContent())!)![1]);
    const ticket = await dbOf(s.app).selectFrom('tickets').selectAll().where('id', '=', ticketId).executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ status: 'open', external_id: expect.stringMatching(/^CHAT-/), product: 'fatturafacile' });
    const [message] = await dbOf(s.app).selectFrom('ticket_messages').selectAll().where('ticket_id', '=', ticketId).execute();
    expect(message.body).toContain(`CLIENTE (`);
    expect(message.body).toContain(QUESTION);
    expect(message.body).toContain(`- [KU-${pdf}]`);
    await s.shot('widget-escalated');

    const received = await s.receiver.waitFor(2); // the first attempt was refused (500), the retry accepted
    const last = received[1];
    expect(JSON.parse(last.body)).toMatchObject({ event: 'chat.escalated', ticket: { id: ticketId, status: 'open' } });
    expect(verifyWebhookSignature(SECRET, { signature: last.headers['x-distillo-signature'] as string, timestamp: last.headers['x-distillo-timestamp'] as string }, last.body)).toBe(true);

    // Escape closes the panel and gives the focus back to the button.
    await s.page.locator('#distillo-input').focus();
    await s.page.keyboard.press('Escape');
    expect(await panel.isHidden()).toBe(true);
    expect(await activeId()).toBe('launcher');

    // A reload keeps the conversation (token in sessionStorage) and shows it again.
    await s.page.reload();
    await s.page.locator('button.launcher').click();
    await s.page.locator('.msg.assistant').nth(1).waitFor();
    expect(await s.page.locator('.msg.user').count()).toBe(2);
    expect(await s.page.locator('.msg.assistant').first().locator('.rating button[aria-pressed="true"]').count()).toBe(1);
    expect(await s.page.locator('.msg.system').textContent()).toContain(`n. ${ticketId}`);
    await s.shot('widget-restored');

    // The citation's page: the unit as text.
    const unitPage = await s.browser.newPage();
    await unitPage.goto(`${s.base}/widget/units/${pdf}`);
    expect(await unitPage.locator('h1').textContent()).toBe(PDF_UNIT.problem);
    expect(await unitPage.locator('img').count()).toBe(0);
    // A one-off's steps were an agent's action on one case: the page sends the customer to a person instead; the title heads it.
    const db = dbOf(s.app) as unknown as { updateTable(t: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    await db.updateTable('knowledge_units').set({ is_one_off: 1, title: 'Il PDF della fattura non si genera' }).where('id', '=', pdf).execute();
    await unitPage.reload();
    expect(await unitPage.locator('h1').textContent()).toBe('Il PDF della fattura non si genera');
    expect(await unitPage.locator('article > p').nth(1).textContent()).toBe(PDF_UNIT.problem);
    expect(await unitPage.locator('.solution').textContent()).toMatch(/^Questo problema si risolve con un intervento del nostro supporto.*«Parla con un operatore»/);
    expect(await unitPage.locator('body').textContent()).not.toContain(PDF_UNIT.solution.slice(0, 30));
    await db.updateTable('knowledge_units').set({ is_one_off: 0, title: '' }).where('id', '=', pdf).execute();
    await unitPage.close();

    expect(s.errors).toEqual([]);
  });

  it('serves widget.js for other sites and the demo page without inline script', async () => {
    const script = await fetch(`${s.base}/widget.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    const etag = script.headers.get('etag')!;
    expect((await fetch(`${s.base}/widget.js`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const demo = await fetch(`${s.base}/?product=%22%3E%3Cscript%3E`);
    const html = await demo.text();
    expect(demo.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(html).toContain('<script src="/widget.js" data-product="" data-locale="it" data-customer-ref="" defer></script>');
    expect(html).not.toMatch(/<script>/);
    expect((await fetch(`${s.base}/widget/units/999999`)).status).toBe(404);
  });
  it('takes its name, texts and colours from the embedding site', async () => {
    const site = await s.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const siteErrors: string[] = [];
    site.on('pageerror', (error) => siteErrors.push(error.message));
    // The embedding site's page (served by the test's router): a brand colour, its own name, its
    // own words, one bad colour ignored.
    const shop = `${s.base}/shop-page-served-by-the-test`;
    await site.route(shop, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><body><script src="${s.base}/widget.js" data-product="fatturafacile" data-title="Aiuto Rossi"
          data-color="#aa2200" data-text-color="url(x)" data-texts='{"send":"Manda","placeholder":"Chiedi pure","launcher":"Serve aiuto?"}'></script></body></html>`,
      }),
    );
    await site.goto(shop);
    await site.waitForFunction("document.querySelector('#distillo-chat-widget') !== null");
    const read = (expression: string) => site.evaluate(IN_WIDGET(expression));
    expect(await read("root.querySelector('.launcher').textContent")).toBe('Serve aiuto?');
    expect(await read("root.querySelector('#distillo-title').textContent")).toBe('Aiuto Rossi');
    expect(await read("root.querySelector('#distillo-input').getAttribute('placeholder')")).toBe('Chiedi pure');
    expect(await read("root.querySelector('.send').textContent")).toBe('Manda');
    expect(await read("getComputedStyle(root.querySelector('.launcher')).backgroundColor")).toBe('rgb(170, 34, 0)');
    // The colour that is not a plain colour is refused: the default white text stays.
    expect(await read("getComputedStyle(root.querySelector('.launcher')).color")).toBe('rgb(255, 255, 255)');
    expect(siteErrors).toEqual([]);
    await site.close();
  });
});
