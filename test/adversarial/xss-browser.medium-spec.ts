import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { Browser, Dialog, Page } from 'playwright-core';
import request from 'supertest';
import { loadChatUnits, CHAT_UNITS } from '../fakes/chat-knowledge';
import { linkTicket, PASSWORD, seedReviewer, seedUnit } from '../review-helpers';
import { describeIfChromium, openBrowserPage } from '../utils/browser';
import { dbOf, flushQueues, INTAKE_TOKEN, startApi, ticketBody, truncateAll, withEnv } from '../utils/test-app';

/**
 * Script in ticket text, unit text, learned phrases and customer messages, rendered by a real
 * Chromium on the review page and in the widget: every payload must show as text. A payload that
 * runs sets window.__xss or opens a dialog; both are watched, with the page's errors.
 */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<svg onload="window.__xss=3"></svg>',
  '"><iframe src="javascript:parent.__xss=4"></iframe>',
  '<a href="javascript:window.__xss=5">clic</a>',
  "'><details open ontoggle=\"window.__xss=6\">",
  '<img src=x onerror=alert(7)>',
  '</textarea></style></script><body onload=alert(8)>',
  '{{constructor.constructor("window.__xss=9")()}}',
  '${window.__xss=10}',
  '[KU-1](javascript:alert(11))',
];
const ALL = PAYLOADS.join(' ');
/** Elements or handlers only a payload would have put in the page. */
const INJECTED = `[onerror],[onload],[ontoggle],iframe,a[href^="javascript:"],img[src="x"]`;

interface Watch {
  dialogs: string[];
  errors: string[];
}

async function assertNothingRan(page: Page, watch: Watch, where: string, injectedIn = 'document'): Promise<void> {
  expect({ where, xss: await page.evaluate('window.__xss ?? null') }).toEqual({ where, xss: null });
  expect({ where, dialogs: watch.dialogs }).toEqual({ where, dialogs: [] });
  expect({ where, errors: watch.errors }).toEqual({ where, errors: [] });
  expect({ where, injected: await page.evaluate(`${injectedIn}.querySelectorAll(${JSON.stringify(INJECTED)}).length`) }).toEqual({ where, injected: 0 });
}

function recordFigures(figures: object): void {
  const dir = resolve(__dirname, '../../.data');
  mkdirSync(dir, { recursive: true });
  const namespace = (process.env.QUEUE_PREFIX ?? 'test').replace(/[^a-z0-9-]/gi, '');
  writeFileSync(resolve(dir, `adversarial-xss-${namespace}.json`), JSON.stringify(figures, null, 2));
}

describeIfChromium('adversarial xss')('adversarial: script payloads rendered in Chromium (review page and widget, real API)', () => {
  let api: INestApplication;
  let browser: Browser;
  let page: Page;
  let base: string;
  let restoreEnv: () => void;
  const watch: Watch = { dialogs: [], errors: [] };
  const rendered: Record<string, number> = {};

  beforeAll(async () => {
    restoreEnv = withEnv({ INTAKE_TOKEN, CHAT: 'extractive', CHAT_RATE_IP_PER_MINUTE: '0', CHAT_RATE_CONVERSATION_PER_MINUTE: '0', COOKIE_SECURE: 'false' });
    api = await startApi();
    await truncateAll(dbOf(api));
    await flushQueues();
    let errors: string[];
    ({ browser, page, base, errors } = await openBrowserPage(api, { viewport: { width: 1300, height: 900 }, expectedConsoleErrors: /status of 40[0-9]/ }));
    watch.errors = errors;
    page.on('dialog', (dialog: Dialog) => {
      watch.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  afterAll(async () => {
    recordFigures({ payloads: PAYLOADS.length, rendered_in: rendered, ran: 0 });
    await browser?.close();
    await api?.close();
    restoreEnv();
  });

  it('the review page shows payloads in tickets, unit fields, phrases and learned questions as text', async () => {
    await seedReviewer(api, 'xss@example.com');
    // The ticket comes in through the real intake (cleaned, redacted copy stored).
    const ticket = await request(api.getHttpServer())
      .post('/api/tickets')
      .set('Authorization', `Bearer ${INTAKE_TOKEN}`)
      .send(
        ticketBody({
          external_id: 'XSS-1',
          subject: `Oggetto ${PAYLOADS[0]}`,
          messages: PAYLOADS.map((body, i) => ({ author: i % 2 ? 'agent' : 'customer', visibility: 'public', body: `Messaggio ${i} ${body}`, created_at: `2026-03-01T09:${String(i).padStart(2, '0')}:00Z` })),
        }),
      )
      .expect(200);
    const unit = await seedUnit(api, {
      problem: `Problema ${PAYLOADS[0]} ${PAYLOADS[6]}`,
      symptoms: ALL,
      cause: ALL,
      solution: ALL,
      applicability: PAYLOADS[3],
      phrases: PAYLOADS,
      ticket_count: 50,
    });
    await linkTicket(api, unit, ticket.body.ticket_id);
    await dbOf(api).insertInto('kb_learned_phrases').values({ unit_id: unit, phrase: PAYLOADS.slice(0, 4).join(' '), phrase_key: 'f'.repeat(64), source: 'chat_feedback' }).execute();

    await page.goto(`${base}/review`);
    await page.locator('#login-email').fill('xss@example.com');
    await page.locator('#login-password').fill(PASSWORD);
    await page.locator('#login-submit').click();
    await page.locator(`#queue-table tr[data-unit-id="${unit}"]`).waitFor();
    expect(await page.locator(`#queue-table tr[data-unit-id="${unit}"]`).textContent()).toContain(PAYLOADS[0]);
    await assertNothingRan(page, watch, 'review queue');
    rendered.review_queue = 1;

    await page.evaluate(`location.hash = '#/unit/${unit}'`);
    await page.locator('#unit-title').waitFor();
    for (const summary of await page.locator('#sources summary').all()) await summary.click();
    await page.locator('#sources .transcript').first().waitFor();
    const text = (await page.locator('body').textContent())!;
    expect(text).toContain(PAYLOADS[1]);
    expect(text).toContain(PAYLOADS[5]);
    expect(await page.locator('#learned-phrases').textContent()).toContain(PAYLOADS[0]);
    await assertNothingRan(page, watch, 'review unit page');
    rendered.review_unit_page = 1;
  });

  it('the widget shows payloads in the customer’s message and in the cited unit as text', async () => {
    await truncateAll(dbOf(api));
    const hostile = {
      id: 'faq-xss',
      product: 'fatturafacile',
      category: 'guasto',
      problem: `Il PDF della fattura non si genera: errore E-4021 ${PAYLOADS[0]}`,
      solution: `1. Apra Impostazioni → Logo ${PAYLOADS.slice(0, 6).join(' ')}.\n2. Rigeneri il PDF dalla fattura ${PAYLOADS.slice(6).join(' ')}.`,
      search_phrases: ['errore E-4021 pdf', 'il pdf non si genera', 'scaricare il pdf della fattura'],
    };
    await loadChatUnits(api, [...CHAT_UNITS, hostile]);
    await page.goto(`${base}/?product=fatturafacile`);
    await page.locator('button.launcher').click();
    await page.locator('#distillo-input').fill(`Quando scarico il PDF di una fattura esce l'errore E-4021 ${PAYLOADS[2]}`);
    await page.locator('button.send').click();
    const answer = page.locator('.msg.assistant').first();
    await answer.locator('.rating button').first().waitFor();
    const inWidget = `document.querySelector('#distillo-chat-widget').shadowRoot`;
    const widgetText = (await page.evaluate(`${inWidget}.textContent`)) as string;
    expect(widgetText).toContain(PAYLOADS[2]);
    expect(widgetText).toContain(PAYLOADS[0]);
    await assertNothingRan(page, watch, 'widget answer', inWidget);
    await assertNothingRan(page, watch, 'widget host page');
    // The cited unit's public page too.
    const href = (await answer.locator('a.cite').first().getAttribute('href'))!;
    await page.goto(href);
    expect(await page.locator('body').textContent()).toContain(PAYLOADS[0]);
    await assertNothingRan(page, watch, 'widget unit page');
    rendered.widget = 1;
    rendered.widget_unit_page = 1;
  });
});
