import { resolve } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { Browser, Page } from 'playwright-core';
import { UNCOVERED_QUESTIONS } from '../src/modules/gaps/eval/uncovered-questions';
import { ChatClient } from './fakes/chat-client';
import { extractiveChatEnv, loadChatUnits } from './fakes/chat-knowledge';
import { WebhookReceiver } from './fakes/webhook-receiver';
import { PASSWORD, seedReviewer } from './review-helpers';
import { describeIfChromium, openBrowserPage } from './utils/browser';
import { dbOf, flushQueues, startApi, truncateAll, withEnv } from './utils/test-app';

// Tables other modules own are typed beside them; tests read them untyped.
type AnyDb = ReturnType<typeof dbOf> & { selectFrom(table: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The "Lacune" page in a real browser: the corpus's uncovered questions (and their paraphrases)
 * asked through the real chat API, declined by the extractive assistant; the reviewer sees them
 * grouped into topics and marks one covered by a unit, which makes phrase suggestions. Saves the
 * README's screenshot, docs/gaps-page.png.
 */
describeIfChromium('gaps-ui')('"Lacune" page in Chromium (real chat API, MariaDB/MySQL, Redis)', () => {
  let api: INestApplication;
  let receiver: WebhookReceiver;
  let browser: Browser;
  let page: Page;
  let base: string;
  let errors: string[];
  let restoreEnv: () => void;
  let units: Map<string, number>;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    restoreEnv = withEnv(extractiveChatEnv(receiver, 'whsec-test-0123456789abcdef'));
    api = await startApi();
    await truncateAll(dbOf(api));
    await flushQueues();
    units = await loadChatUnits(api);
    ({ browser, page, base, errors } = await openBrowserPage(api, { viewport: { width: 1300, height: 1000 }, expectedConsoleErrors: /status of 40[14]/ }));
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await receiver.stop();
    restoreEnv();
  });

  it('shows the declined questions grouped into topics; "covered by KU-n" makes phrase suggestions', async () => {
    const chat = new ChatClient(base);
    let declined = 0;
    for (const q of UNCOVERED_QUESTIONS) {
      const conversation = await chat.createConversation({ product: q.product, locale: 'it' });
      const done = (await chat.send(conversation, q.question)).events.find((e) => e.event === 'done')!.data as { outcome: string };
      // Declined, or «Forse cercava:» with units that do not answer it: a gap either way.
      if (done.outcome !== 'answered') declined++;
    }
    expect(declined).toBe(UNCOVERED_QUESTIONS.length);

    await seedReviewer(api, 'revisore@example.com');
    await page.goto(`${base}/review`);
    await page.locator('#login-email').fill('revisore@example.com');
    await page.locator('#login-password').fill(PASSWORD);
    await page.locator('#login-submit').click();
    const tab = page.locator('[data-tab="gaps"]');
    await tab.waitFor();
    expect(await tab.textContent()).toBe('Lacune');
    await tab.click();
    await page.locator('#gap-topics').waitFor();
    expect(await page.locator('#gaps-total').textContent()).toMatch(/^48 domande senza risposta, \d+ argomenti$/);

    // The Satispay paraphrases make one topic of 3 questions from 3 conversations, labelled with its word.
    const satispay = page.locator('.gap-topic', { hasText: 'Satispay' });
    expect(await satispay.count()).toBe(1);
    expect(await satispay.locator('.gap-head').textContent()).toMatch(/satispay.*3 domande.*3 conversazioni.*aperta/i);
    const topics = await page.locator('.gap-topic').count();
    expect(topics).toBeGreaterThanOrEqual(16);
    expect(topics).toBeLessThanOrEqual(30);
    await page.screenshot({ path: resolve(__dirname, '../docs/gaps-page.png'), fullPage: false });

    // Covered by an approved unit: its 3 questions become phrase suggestions of that unit.
    const unitId = units.get('faq-cn-device')!;
    await satispay.locator('input[data-gap-unit]').fill(String(unitId));
    await satispay.locator('[data-gap-action="covered"]').click();
    await page.locator('#notice').waitFor({ state: 'visible' });
    expect(await page.locator('#notice').textContent()).toBe(`Argomento segnato come coperto da KU-${unitId}: 3 frasi proposte ai revisori.`);
    const covered = page.locator('.gap-topic[data-status="covered"]', { hasText: 'Satispay' });
    await covered.waitFor();
    expect(await covered.locator('.gap-head').textContent()).toContain(`coperta da KU-${unitId}`);
    const suggestions: Array<{ phrase: string; unit_id: number }> = await (dbOf(api) as unknown as AnyDb).selectFrom('kb_phrase_suggestions').select(['phrase', 'unit_id']).execute();
    expect(suggestions).toHaveLength(3);
    expect(suggestions.every((s) => s.unit_id === unitId && /satispay/i.test(s.phrase))).toBe(true);
    expect(errors).toEqual([]); // the 401 of /api/auth/me before the login and the favicon's 404 are expected
  });
});
