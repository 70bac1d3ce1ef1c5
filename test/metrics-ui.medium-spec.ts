/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { Browser, Page } from 'playwright-core';
import { ChatClient } from './fakes/chat-client';
import { loadChatUnits } from './fakes/chat-knowledge';
import { PASSWORD, seedReviewer, seedUnit } from './review-helpers';
import { describeIfChromium, openBrowserPage, type BrowserPage } from './utils/browser';
import { dbOf, flushQueues, startApi, truncateAll, withEnv } from './utils/test-app';

const COVERED = [
  "Ho scordato la parola d'accesso, come faccio a recuperarla?",
  'Lo SDI mi ha scartato la fattura con codice 00404, cosa devo fare?',
];
const UNCOVERED = 'Si può accettare Satispay come metodo di pagamento in cassa?';

/**
 * The "Metriche" page in a real browser (Italian, the default) against the real API, after a
 * scripted set of conversations through the chat API: its charts are drawn (pixels on every
 * canvas, data in the Chart.js instances) and its figures match the API's. With
 * UPDATE_DOCS_SCREENSHOTS=1 the screenshot is also written to docs/metriche.png (the README's).
 */
describeIfChromium('metrics-ui')('"Metriche" page in Chromium (real API, MariaDB/MySQL, Redis)', () => {
  let api: INestApplication;
  let browser: Browser;
  let page: Page;
  let base: string;
  let errors: string[];
  let shot: BrowserPage['shot'];
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withEnv({ CHAT: 'extractive', CHAT_RATE_IP_PER_MINUTE: '0', CHAT_RATE_CONVERSATION_PER_MINUTE: '0' });
    api = await startApi();
    await truncateAll(dbOf(api));
    await flushQueues();
    // The login screen's GET /api/auth/me answers 401 before the reviewer logs in; the browser's own
    // /favicon.ico is a 404 (every other 404 is caught by URL below).
    ({ browser, page, base, errors, shot } = await openBrowserPage(api, { viewport: { width: 1400, height: 1000 }, expectedConsoleErrors: /status of 40[14]/, fullPageShots: true }));
    page.on('response', (response) => {
      if (response.status() === 404 && !response.url().endsWith('/favicon.ico')) errors.push(`404 ${response.url()}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    restoreEnv();
  });

  it('shows the period\'s figures and non-empty charts after scripted conversations', async () => {
    await loadChatUnits(api);
    await seedReviewer(api, 'responsabile@example.com');
    await seedUnit(api, { created_at: new Date(Date.now() - 3 * 86_400_000) });
    const chat = new ChatClient(base);
    const outcomes: string[] = [];
    for (const [i, question] of [...COVERED, ...COVERED, UNCOVERED, UNCOVERED].entries()) {
      const conversation = await chat.createConversation({ product: i % 2 === 0 || question === UNCOVERED ? 'fatturafacile' : undefined, locale: 'it' });
      const reply = await chat.send(conversation, question);
      const done = reply.events.find((e) => e.event === 'done')!.data;
      outcomes.push(done.outcome);
      if (done.outcome === 'answered') expect((await chat.rate(conversation, done.message_id, i === 0 ? -1 : 1)).status).toBe(200);
      if (i === 4) expect((await chat.escalate(conversation)).status).toBe(201);
    }
    expect(outcomes.filter((o) => o === 'answered').length).toBeGreaterThanOrEqual(2);

    await page.goto(`${base}/review`);
    await page.locator('#login-email').fill('responsabile@example.com');
    await page.locator('#login-password').fill(PASSWORD);
    await page.locator('#login-submit').click();
    await page.locator('a[data-tab="metrics"]', { hasText: 'Metriche' }).click();
    await page.locator('#metrics-charts canvas').first().waitFor();
    await page.locator('h2', { hasText: 'Metriche' }).waitFor();

    // The figures shown are the API's: 6 conversations, the escalation, the answered share.
    expect(await page.locator('[data-kpi="conversations"] .kpi-value').textContent()).toBe('6');
    expect(await page.locator('[data-kpi="escalated"] .kpi-label').textContent()).toBe('Passate a un operatore');
    const answeredShare = (outcomes.filter((o) => o === 'answered').length / outcomes.length) * 100;
    expect(await page.locator('[data-kpi="answered"] .kpi-value').textContent()).toBe(new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 }).format(answeredShare / 100));
    // Under the conversations, what the answered share divides: every reply of the assistant, answered or not.
    expect(await page.locator('[data-kpi="conversations"] .small').textContent()).toBe(`${outcomes.length} turni dell'assistente`);

    // Every chart is drawn: coloured pixels on its canvas, and data in its Chart.js instance.
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLCanvasElement>('#metrics-charts canvas')].map((canvas) => {
        const context = canvas.getContext('2d')!;
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let painted = 0;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) painted++;
        const chart = (window as unknown as { Chart: { getChart(c: HTMLCanvasElement): { data: { datasets: Array<{ data: Array<number | null> }> } } | undefined } }).Chart.getChart(canvas);
        const total = (chart?.data.datasets ?? []).flatMap((d) => d.data).reduce<number>((sum, v) => sum + (typeof v === 'number' ? v : 0), 0);
        return { id: canvas.id, painted, total };
      }),
    );
    expect(drawn.map((d) => d.id)).toEqual(['chart-outcomes', 'chart-deflection', 'chart-units', 'chart-status', 'chart-reviewers', 'chart-cost', 'chart-latency']);
    for (const chart of drawn) expect(chart.painted).toBeGreaterThan(1000);
    const byId = new Map(drawn.map((d) => [d.id, d.total]));
    expect(byId.get('chart-outcomes')).toBe(outcomes.length + 1); // six turns and one escalated conversation
    expect(byId.get('chart-units')).toBeGreaterThan(0);
    expect(byId.get('chart-status')).toBe(4 + 1); // four approved FAQs, one pending unit
    expect(byId.get('chart-latency')).toBeGreaterThan(0);

    // The per-unit table lists the cited units, in Italian.
    expect(await page.locator('#metrics-units thead').textContent()).toContain('Utilità');
    expect(await page.locator('#metrics-units tbody tr').count()).toBeGreaterThanOrEqual(2);

    // Choosing another period: a day with nothing in it draws empty series, without errors.
    await page.locator('#metrics-from').fill('2026-01-01');
    await page.locator('#metrics-to').fill('2026-01-02');
    await page.locator('#metrics-apply').click();
    await page.waitForURL(/from=2026-01-01&to=2026-01-02/);
    await page.locator('[data-kpi="conversations"] .kpi-value', { hasText: /^0$/ }).waitFor();
    await page.goBack();
    await page.locator('[data-kpi="conversations"] .kpi-value', { hasText: /^6$/ }).waitFor();

    await shot('metrics-01-metriche');
    if (process.env.UPDATE_DOCS_SCREENSHOTS === '1') {
      const docs = resolve(__dirname, '../docs');
      mkdirSync(docs, { recursive: true });
      await page.screenshot({ path: join(docs, 'metriche.png'), fullPage: true });
    }
    expect(errors).toEqual([]);
  });
});
