import { resolve } from 'node:path';
import { UNCOVERED_QUESTIONS } from '../src/modules/gaps/eval/uncovered-questions';
import { ChatClient } from './fakes/chat-client';
import { PASSWORD, seedReviewer } from './review-helpers';
import { describeIfChromium } from './utils/browser';
import { useChatApp } from './utils/chat-app';
import { dbOf } from './utils/test-app';

// Tables other modules own are typed beside them; tests read them untyped.
type AnyDb = ReturnType<typeof dbOf> & { selectFrom(table: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The "Lacune" page in a real browser: the corpus's uncovered questions (and their paraphrases)
 * asked through the real chat API, declined by the extractive assistant; the reviewer sees them
 * grouped into topics and marks one covered by a unit, which makes phrase suggestions. Saves the
 * README's screenshot, docs/gaps-page.png.
 */
describeIfChromium('gaps-ui')('"Lacune" page in Chromium (real chat API, MariaDB/MySQL, Redis)', () => {
  const s = useChatApp({ browser: { viewport: { width: 1300, height: 1000 }, expectedConsoleErrors: /status of 40[14]/ } });

  it('shows the declined questions grouped into topics; "covered by KU-n" makes phrase suggestions', async () => {
    const chat = new ChatClient(s.base);
    let declined = 0;
    for (const q of UNCOVERED_QUESTIONS) {
      const conversation = await chat.createConversation({ product: q.product, locale: 'it' });
      const done = (await chat.send(conversation, q.question)).events.find((e) => e.event === 'done')!.data as { outcome: string };
      // Declined, or «Forse cercava:» with units that do not answer it: a gap either way.
      if (done.outcome !== 'answered') declined++;
    }
    expect(declined).toBe(UNCOVERED_QUESTIONS.length);

    await seedReviewer(s.app, 'revisore@example.com');
    await s.page.goto(`${s.base}/review`);
    await s.page.locator('#login-email').fill('revisore@example.com');
    await s.page.locator('#login-password').fill(PASSWORD);
    await s.page.locator('#login-submit').click();
    const tab = s.page.locator('[data-tab="gaps"]');
    await tab.waitFor();
    expect(await tab.textContent()).toBe('Lacune');
    await tab.click();
    await s.page.locator('#gap-topics').waitFor();
    expect(await s.page.locator('#gaps-total').textContent()).toMatch(/^48 domande senza risposta, \d+ argomenti$/);

    // The Satispay paraphrases make one topic of 3 questions from 3 conversations, labelled with its word.
    const satispay = s.page.locator('.gap-topic', { hasText: 'Satispay' });
    expect(await satispay.count()).toBe(1);
    expect(await satispay.locator('.gap-head').textContent()).toMatch(/satispay.*3 domande.*3 conversazioni.*aperta/i);
    const topics = await s.page.locator('.gap-topic').count();
    expect(topics).toBeGreaterThanOrEqual(16);
    expect(topics).toBeLessThanOrEqual(30);
    await s.page.screenshot({ path: resolve(__dirname, '../docs/gaps-page.png'), fullPage: false });

    // Covered by an approved unit: its 3 questions become phrase suggestions of that unit.
    const unitId = s.units.get('faq-cn-device')!;
    // One label names the field (no «KU-» written twice, in the label and as the placeholder).
    expect(await satispay.locator('label:has(input[data-gap-unit])').textContent()).toBe('Coperta dalla scheda n.');
    expect(await satispay.locator('input[data-gap-unit]').getAttribute('placeholder')).toBeNull();
    await satispay.getByLabel('Coperta dalla scheda n.').fill(String(unitId));
    await satispay.locator('[data-gap-action="covered"]').click();
    await s.page.locator('#notice').waitFor({ state: 'visible' });
    expect(await s.page.locator('#notice').textContent()).toBe(`Argomento segnato come coperto da KU-${unitId}: 3 frasi proposte ai revisori.`);
    const covered = s.page.locator('.gap-topic[data-status="covered"]', { hasText: 'Satispay' });
    await covered.waitFor();
    expect(await covered.locator('.gap-head').textContent()).toContain(`coperta da KU-${unitId}`);
    const suggestions: Array<{ phrase: string; unit_id: number }> = await (dbOf(s.app) as unknown as AnyDb).selectFrom('kb_phrase_suggestions').select(['phrase', 'unit_id']).execute();
    expect(suggestions).toHaveLength(3);
    expect(suggestions.every((s) => s.unit_id === unitId && /satispay/i.test(s.phrase))).toBe(true);
    expect(s.errors).toEqual([]); // the 401 of /api/auth/me before the login and the favicon's 404 are expected
  });
});
