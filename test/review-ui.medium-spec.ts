import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { describeIfChromium, openBrowserPage, type BrowserPage } from './utils/browser';
import { dbOf, flushQueues, startApi, startWorker, truncateAll, withEnv } from './utils/test-app';
import { linkTicket, PASSWORD, seedReviewer, seedTicket, seedUnit } from './review-helpers';
import { waitFor } from './utils/wait-for';

/** The reviewer page in a real browser against the real API (and a real worker for indexing). */
describeIfChromium('review-ui')('review page in Chromium (real API, worker, MariaDB/MySQL and Redis)', () => {
  let api: INestApplication;
  let worker: INestApplicationContext | undefined;
  let browser: Browser;
  let page: Page;
  let base: string;
  let restoreEnv: () => void;
  let errors: string[];
  let shot: BrowserPage['shot'];

  const OLD = 'Aprire Impostazioni, poi "Firma digitale" e caricare di nuovo il certificato in formato .p12.';
  const NEW = 'Aprire Impostazioni > Sicurezza > Firma digitale, rinnovare il certificato e caricarlo in formato .pfx.';

  beforeAll(async () => {
    restoreEnv = withEnv({});
    api = await startApi();
    await truncateAll(dbOf(api));
    await flushQueues();
    ({ browser, page, base, errors, shot } = await openBrowserPage(api, {
      viewport: { width: 1400, height: 1000 },
      expectedConsoleErrors: /status of 40[0-9]/,
      fullPageShots: true,
    }));
    // This walk-through reads the English texts (the Italian page has its own spec, review-ui-italian).
    await page.addInitScript("localStorage.setItem('distillo.lang', 'en')");
  });
  afterAll(async () => {
    await browser?.close();
    await worker?.close();
    await api?.close();
    restoreEnv();
  });

  it('logs in, approves from the queue with the keyboard, the unit becomes findable, a conflict is replaced', async () => {
    await seedReviewer(api, 'revisore@example.com');
    const pending = await seedUnit(api, {
      ticket_count: 12,
      total_handle_seconds: 10_800,
      problem: 'La fattura elettronica viene scartata dallo SdI con codice 00305',
      solution: 'Verificare la partita IVA del destinatario in Anagrafica clienti e reinviare la fattura dal pannello Invii.',
      phrases: ['fattura scartata 00305', 'scarto sdi partita iva'],
      category: 'fatturazione',
    });
    const ticket = await seedTicket(api, 'FF-1200', [
      { author: 'customer', visibility: 'public', body: 'Lo SdI scarta la fattura con 00305, mi scriva a cliente@example.com' },
      { author: 'agent', visibility: 'internal_confidential', body: 'NOTA RISERVATA: non mostrare' },
      { author: 'agent', visibility: 'public', body: 'La partita IVA del cliente era sbagliata: corretta in Anagrafica e reinviata.' },
    ]);
    await linkTicket(api, pending, ticket);
    const withPii = await seedUnit(api, { ticket_count: 3, contains_pii: true, problem: 'Cambio intestatario del contratto', solution: 'Scrivere a ufficio@example.com' });
    const served = await seedUnit(api, { status: 'approved', ticket_count: 30, problem: 'Il certificato di firma digitale è scaduto', solution: OLD, review_due_at: new Date(Date.now() + 90 * 86_400_000) });
    const conflictTicket = await seedTicket(api, 'FF-1300', [{ author: 'agent', visibility: 'public', body: NEW }]);
    await dbOf(api).insertInto('kb_conflicts').values({ unit_id: served, ticket_id: conflictTicket, proposed_solution: NEW, similarity: 0.28 }).execute();

    // Log in.
    await page.goto(`${base}/review`);
    await page.locator('#login-email').fill('revisore@example.com');
    await page.locator('#login-password').fill('wrong password!');
    await page.locator('#login-submit').click();
    await page.locator('#error').waitFor({ state: 'visible' });
    expect(await page.locator('#error-message').textContent()).toMatch(/Wrong e-mail or password/);
    await page.locator('#login-password').fill(PASSWORD);
    await page.locator('#login-submit').click();

    // The queue: most frequent first, flags visible, nothing served.
    const row = page.locator(`#queue-table tr[data-unit-id="${pending}"]`);
    await row.waitFor();
    expect(await page.locator('#queue-table tr.row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-unit-id'))))).toEqual([pending, withPii]);
    expect(await page.locator('[data-count="pending_review"]').textContent()).toBe('2');
    expect(await page.locator(`#queue-table tr[data-unit-id="${withPii}"]`).textContent()).toMatch(/personal data/);
    expect(await page.locator('[data-count="conflicts"]').textContent()).toBe('1');
    await shot('01-queue');

    // Open the first unit with the keyboard: its redacted sources, nothing confidential.
    await page.locator('body').press('Enter');
    await page.locator('#unit-title').waitFor();
    expect(await page.locator('#serving').textContent()).toMatch(/Not served/);
    const sources = await page.locator('#sources').textContent();
    expect(sources).not.toContain('NOTA RISERVATA');
    await page.locator('#sources summary').first().click();
    expect(await page.locator('#sources .transcript').first().textContent()).toMatch(/\[EMAIL\]/);
    await shot('02-unit');

    // Approve with "a": the next unit of the queue opens (the one with personal data, approval blocked).
    await page.locator('body').press('a');
    await page.locator('#unit-title', { hasText: new RegExp(`^#${withPii} `) }).waitFor();
    await page.locator('#pii-panel').waitFor();
    expect(await page.locator('#approve').isDisabled()).toBe(true);
    // A reject without a reason is refused, and the error is shown.
    await page.locator('body').press('r');
    await page.locator('#reason-submit').click();
    await page.locator('#error').waitFor({ state: 'visible' });
    expect(await page.locator('#error-message').textContent()).toMatch(/Reason.* is too short: at least 3 characters/);
    await shot('03-pii-blocked');

    // Back to the queue: the approved unit has left it.
    await page.locator('#error-close').click();
    await page.locator('#reason-input').press('Escape');
    await page.locator('body').press('Escape');
    await page.locator(`#queue-table tr[data-unit-id="${withPii}"]`).waitFor();
    expect(await page.locator(`#queue-table tr[data-unit-id="${pending}"]`).count()).toBe(0);
    expect(await page.locator('[data-count="pending_review"]').textContent()).toBe('1');
    expect(await page.locator('[data-count="approved"]').textContent()).toBe('2');
    await shot('04-queue-after-approval');

    // The worker indexes it: customers find it through /api/search.
    worker = await startWorker();
    await waitFor(
      async () => {
        const response = await request(api.getHttpServer()).get('/api/search').query({ q: 'fattura scartata dallo SdI codice 00305' });
        return response.status === 200 && response.body.results.some((r: { unit_id: number }) => r.unit_id === pending);
      },
      { timeoutMs: 20_000, what: 'the approved unit to be findable' },
    );

    // The conflict: side-by-side diff, replace, the old text is in the history as superseded.
    await page.locator('a[data-tab="conflicts"]').click();
    await page.locator('#conflicts-table tr.row').first().click();
    await page.locator('.diff .side.current del').first().waitFor();
    expect(await page.locator('.diff .side.proposed ins').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/Sicurezza/)]));
    await shot('05-conflict-diff');
    await page.locator('button.replace').click();
    await page.locator('#history .superseded').waitFor();
    expect(await page.locator('#edit-solution').inputValue()).toBe(NEW);
    await page.locator('#history .superseded summary').first().click();
    expect(await page.locator('#history .superseded').first().textContent()).toContain(OLD);
    expect(await page.locator('#history .superseded').first().textContent()).toMatch(/never served/);
    expect(await page.locator('#history .history-item[data-action="conflict.replace"] strong').textContent()).toBe('Conflict: solution replaced with the proposed one');
    await shot('06-history-superseded');

    expect(errors).toEqual([]);
  });
});
