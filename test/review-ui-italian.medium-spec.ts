import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { chromium, type Browser, type Page } from 'playwright-core';
import { dbOf, flushQueues, startApi, truncateAll, withEnv } from './utils/test-app';
import { PASSWORD, seedReviewer, seedTicket, seedUnit } from './review-helpers';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = resolve(__dirname, '../artifacts/screenshots');
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`review-ui-italian: SKIPPED — ${CHROMIUM} is missing (apt-get install chromium); CI installs it.`);
const describeIfChromium = haveChromium ? describe : describe.skip;

/**
 * The review page as an Italian support team sees it, at desktop and at phone width: Italian by
 * default, a too-short reason gives one clear message in Italian, the next success clears it,
 * nothing wider than the screen; the English switch is kept for that reviewer.
 */
describeIfChromium('review page in Italian (Chromium, real API, MariaDB/MySQL and Redis)', () => {
  let api: INestApplication;
  let browser: Browser;
  let base: string;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withEnv({});
    api = await startApi();
    await truncateAll(dbOf(api));
    await flushQueues();
    await api.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(api.getHttpServer().address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    restoreEnv();
  });

  async function noHorizontalOverflow(page: Page): Promise<void> {
    const { scroll, width } = await page.evaluate("({ scroll: document.documentElement.scrollWidth, width: window.innerWidth })") as { scroll: number; width: number };
    expect(scroll).toBeLessThanOrEqual(width);
  }

  for (const [name, viewport] of [
    ['desktop', { width: 1400, height: 1000 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`${name} (${viewport.width} px): Italian login, a short reason gives one message, the approval clears it`, async () => {
      await truncateAll(dbOf(api));
      await seedReviewer(api, 'revisore@example.com');
      const unit = await seedUnit(api, {
        ticket_count: 7,
        problem: 'La fattura elettronica viene scartata dallo SdI con codice 00305',
        solution: 'Verificare la partita IVA del destinatario in Anagrafica clienti e reinviare la fattura.',
        category: 'fatturazione',
      });
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const shot = (step: string) => page.screenshot({ path: join(SHOTS, `it-${name}-${step}.png`), fullPage: true });

      await page.goto(`${base}/review`);
      await page.locator('#login-view h1', { hasText: 'Accesso revisori' }).waitFor();
      expect(await page.evaluate("document.documentElement.lang")).toBe('it');
      expect(await page.locator('#login-submit').textContent()).toBe('Accedi');
      // The served / not served legend explains the queue's badges: not on the login screen.
      expect(await page.locator('#legend').isHidden()).toBe(true);
      await noHorizontalOverflow(page);
      await shot('01-login');

      await page.locator('#login-email').fill('revisore@example.com');
      await page.locator('#login-password').fill(PASSWORD);
      await page.locator('#login-submit').click();
      await page.locator('[data-tab="pending_review"]', { hasText: 'Da revisionare' }).waitFor();
      // With the queue, the legend (the phone's narrow bar has no room for it).
      if (name === 'desktop') await page.locator('#legend', { hasText: 'servita = i clienti la trovano' }).waitFor();
      await noHorizontalOverflow(page);
      await shot('02-queue');
      // The problem stays readable at phone width (not one word a line): at least ~12 characters wide.
      expect(await page.locator('#queue-table .problem').first().evaluate((e) => e.getBoundingClientRect().width)).toBeGreaterThanOrEqual(150);

      await page.goto(`${base}/review#/unit/${unit}`);
      await page.locator('#reject', { hasText: 'Rifiuta (r)' }).waitFor();
      expect(await page.locator('#legend').isHidden()).toBe(true);
      await page.locator('#reject').click();
      await page.locator('#reason-input').fill('no');
      await page.locator('#reason-submit').click();
      await page.locator('#error').waitFor({ state: 'visible' });
      const message = (await page.locator('#error-message').textContent()) ?? '';
      expect(message).toBe('«Motivo» è troppo corto: almeno 3 caratteri.');
      // One message: no status code, no raw validator text, no second list of the same issues.
      const banner = (await page.locator('#error').innerText()).replace('✕', '').trim();
      expect(banner).toBe(message);
      expect(await page.locator('#error-issues li').count()).toBe(0);
      expect(await page.locator('[role="alert"]:visible').count()).toBe(1);
      await noHorizontalOverflow(page);
      await shot('03-short-reason');

      await page.locator('#reason-form button[type="button"]').click(); // Annulla
      await page.locator('#approve').click();
      await page.locator('#notice', { hasText: `Scheda #${unit} approvata` }).waitFor();
      expect(await page.locator('#error').isHidden()).toBe(true);
      await noHorizontalOverflow(page);
      await shot('04-approved');

      // The product filter, a conflict and a merge suggestion: Italian words, no status codes, no English left.
      expect(await page.locator('#filter-product option[value=""]').textContent()).toBe('tutti i prodotti');
      const other = await seedUnit(api, { ticket_count: 1, problem: 'Lo SdI rifiuta la fattura con lo scarto 00305', solution: 'Correggere il codice destinatario.', category: 'fatturazione' });
      await dbOf(api).insertInto('kb_merge_suggestions').values({ unit_id: other, target_unit_id: unit, similarity: 0.31 }).execute();
      const ticket = await seedTicket(api, 'FF-7001', [{ author: 'agent', visibility: 'public', body: 'Reinviare dal portale Fatture e corrispettivi.' }]);
      await dbOf(api).insertInto('kb_conflicts').values({ unit_id: unit, ticket_id: ticket, proposed_solution: 'Reinviare dal portale Fatture e corrispettivi.', similarity: 0.28 }).execute();
      await page.goto(`${base}/review#/merges`);
      const card = page.locator('[data-suggestion-id]');
      await card.waitFor();
      expect((await card.innerText()).replace(/\s+/g, ' ')).toContain(`(1 ticket, da revisionare) sembra la stessa di #${unit} La fattura elettronica viene scartata dallo SdI con codice 00305 (7 ticket, approvata) somiglianza 0,31`);
      expect(await card.locator('button.primary').textContent()).toBe(`Unisci #${other} a #${unit}`);
      expect(await page.locator('#view .explain').textContent()).toMatch(/^L'unione sposta i ticket/);
      await page.goto(`${base}/review#/conflicts`);
      await page.locator('#conflicts-table tr.row').waitFor();
      expect(await page.locator('#view .toolbar').innerText()).toMatch(/aperta\s+tenuta\s+sostituita\s+unita/);
      expect(await page.locator('#view .explain').textContent()).toMatch(/^Un ticket più recente è stato risolto in modo diverso/);
      await page.locator('#conflicts-table tr.row').first().click();
      const conflict = page.locator('.conflict-card');
      await conflict.waitFor();
      expect(await conflict.locator('p.small').innerText()).toMatch(/^Conflitto #\d+ · il ticket FF-7001 propone un'altra soluzione · somiglianza 0,28 · la scheda #\d+ è/);
      expect(await conflict.locator('.side.proposed h4').textContent()).toBe('Proposta da FF-7001');
      const english = /\b(tickets|reads like|similarity|Merge|Conflict|Proposed by|pending_review|approved|proposes)\b/;
      expect(await page.locator('#view').innerText()).not.toMatch(english);
      await noHorizontalOverflow(page);
      await shot('05-conflict');

      // A unit's page: its state in words, not the status code.
      await page.goto(`${base}/review#/unit/${other}`);
      await page.locator('#serving', { hasText: 'Non servita ai clienti (da revisionare)' }).waitFor();
      expect(await page.locator('#unit-status').textContent()).toBe('da revisionare');
      expect(await page.locator('#view').innerText()).not.toMatch(/pending_review|pending review|before \/ after/);

      // English for this reviewer: the switch reloads the page in English and is remembered.
      await page.locator('#lang-switch').click();
      await page.waitForLoadState('load');
      await page.locator('#lang-switch', { hasText: 'Italiano' }).waitFor();
      expect(await page.evaluate("document.documentElement.lang")).toBe('en');
      expect(await page.evaluate("localStorage.getItem('distillo.lang:revisore@example.com')")).toBe('en');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
