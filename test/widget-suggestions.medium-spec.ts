import type { INestApplication } from '@nestjs/common';
import type { Browser, Page } from 'playwright-core';
import { CHAT_UNITS, extractiveChatEnv, loadChatUnits } from './fakes/chat-knowledge';
import { WebhookReceiver } from './fakes/webhook-receiver';
import { describeIfChromium, openBrowserPage } from './utils/browser';
import { dbOf, flushQueues, startApi, truncateAll, withEnv } from './utils/test-app';

/**
 * "Forse cercava:" in a real browser (issue 13.1 + 13.6): a question two units answer about as
 * well gets suggestions as buttons; the customer picks one with the keyboard and gets the answer
 * from that unit. Needs the server side of the "confidence" work (outcome `suggested` in `done`,
 * POST …/choices): until it is merged this spec fails at the first wait for the buttons.
 */

const SECRET = 'whsec-widget-suggestions-0123456789abcdef';
/** E-4021 is both FatturaFacile's PDF error and CassaNet's device error; asked with no product. */
const AMBIGUOUS = "Mi compare l'errore E-4021, cosa devo fare?";
const PDF_UNIT = {
  id: 'faq-ff-pdf',
  product: 'fatturafacile',
  category: 'guasto',
  problem: 'Il PDF della fattura non si genera: errore E-4021',
  solution: '1. Apra Impostazioni → Logo e ricarichi il logo in formato PNG sotto 1 MB.\n2. Rigeneri il PDF dalla fattura con «Scarica PDF».',
  search_phrases: ['errore E-4021 pdf', 'il pdf non si genera', 'scaricare il pdf della fattura'],
};
/** A second FatturaFacile unit with the same error code: one product, two plausible units, so «Forse cercava:». */
const SDI_UNIT = {
  id: 'faq-ff-sdi-4021',
  product: 'fatturafacile',
  category: 'guasto',
  problem: "L'invio della fattura allo SDI si ferma con l'errore E-4021",
  solution: '1. Apra Impostazioni → Canale SDI e verifichi che il codice destinatario sia di 7 caratteri.\n2. Reinvii la fattura con «Invia allo SDI».',
  search_phrases: ['errore E-4021 sdi', 'la fattura non parte allo sdi', 'invio allo sdi bloccato'],
};
const IN_WIDGET = (expression: string) => `(() => { const root = document.querySelector('#distillo-chat-widget').shadowRoot; return ${expression}; })()`;

describeIfChromium('widget-suggestions')('chat widget suggestions in Chromium (real API, MariaDB/MySQL, Redis)', () => {
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
    restoreEnv = withEnv(extractiveChatEnv(receiver, SECRET));
    api = await startApi();
    await truncateAll(dbOf(api));
    await flushQueues();
    units = await loadChatUnits(api, [...CHAT_UNITS, PDF_UNIT, SDI_UNIT]);
    ({ browser, page, base, errors } = await openBrowserPage(api, { viewport: { width: 390, height: 844 } }));
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await receiver?.stop();
    restoreEnv();
  });

  it('offers the units as buttons, announced; the customer picks one with the keyboard and gets its answer', async () => {
    // Within one product: without one, units of two products this close first ask which product.
    await page.goto(`${base}/?product=fatturafacile`);
    await page.locator('button.launcher').click();
    await page.locator('#distillo-input').fill(AMBIGUOUS);
    await page.keyboard.press('Enter');

    const group = page.locator('.msg.assistant .choices');
    await group.waitFor({ timeout: 10_000 });
    expect(await group.getAttribute('role')).toBe('group');
    expect(await group.locator('p').textContent()).toBe('Forse cercava:');
    const buttons = group.locator('button.choice');
    expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    expect(await buttons.count()).toBeLessThanOrEqual(3);
    const titles = await buttons.allTextContents();
    expect(titles).toEqual(expect.arrayContaining(['Il PDF della fattura non si genera: errore E-4021']));
    // Announced: the conversation is a live region, and the status line says what to do.
    expect(await page.locator('section.panel .log').getAttribute('aria-live')).toBe('polite');
    expect(await page.locator('section.panel .status').textContent()).toBe(
      'Ho trovato alcune schede che potrebbero rispondere: le trova come pulsanti qui sotto.',
    );

    // Keyboard only: the first suggestion has the focus; Tab to the PDF one if it is not first, Enter.
    expect(await page.evaluate(IN_WIDGET("root.activeElement && root.activeElement.className"))).toBe('choice');
    const pdfIndex = titles.indexOf('Il PDF della fattura non si genera: errore E-4021');
    for (let i = 0; i < pdfIndex; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const answer = page.locator('.msg.assistant').nth(1);
    await answer.locator('.rating button').first().waitFor();
    expect(await answer.locator('.text').textContent()).toContain(`[KU-${units.get('faq-ff-pdf')}]`);
    expect(await buttons.nth(pdfIndex).getAttribute('aria-pressed')).toBe('true');
    expect(await buttons.first().isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});
