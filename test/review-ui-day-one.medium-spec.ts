import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ticketInputSchema } from '../src/modules/tickets/ticket.dto';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { UnitLifecycleService } from '../src/modules/knowledge/unit-lifecycle.service';
import { UNCOVERED_QUESTIONS } from '../src/modules/gaps/eval/uncovered-questions';
import { QUEUE_BOARD_PATH } from '../src/modules/queue-board/queue-board.module';
import { ChatClient } from './fakes/chat-client';
import { linkTicket, quickSession, reviewClient, seedTicket, seedUnit } from './review-helpers';
import { describeIfChromium, openBrowserPage } from './utils/browser';
import { dbOf, flushQueues, startApi, startWorker, ticketBody, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

type Lang = 'it' | 'en';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = resolve(__dirname, '../artifacts/screenshots');
/** A word with no place to break (a pasted address): it must wrap, not widen the page. */
const LONG = 'https://assistenza.esempio.it/percorso/molto/lungo/senza/spazi/che/non/va/mai/a/capo/da/solo?x=1';

/** Words of the page's English sources: none may be left on a page in Italian (the seeded texts are Italian). */
const ENGLISH = /\b(the|and|of|to|is|are|by|for|with|from|this|that|not|none|yes|unit|units|tickets|served|approve|approved|rejected|pending|review|customers|question|questions|page|select|version|history|never|shortcuts|log in|log out|created|joined|merged|similarity|confidence|flags|scope)\b/i;

/** English left on the page: visible text and the attributes a reader meets (tooltips, placeholders, labels). */
function englishOf(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const english = new RegExp(source, 'i');
    const texts = [document.title, (document.body as HTMLElement).innerText];
    for (const el of document.querySelectorAll('[title], [placeholder], [aria-label], [data-label]')) {
      for (const name of ['title', 'placeholder', 'aria-label', 'data-label']) texts.push(el.getAttribute(name) ?? '');
    }
    return texts.flatMap((t) => t.split('\n')).filter((line) => english.test(line)).map((line) => `English: ${line.trim().slice(0, 120)}`);
  }, ENGLISH.source);
}

/**
 * What sticks out of the screen: the page wider than the viewport, an element beyond its edges,
 * or a box that scrolls sideways. The tab strip is the one box allowed to scroll (on a phone it is
 * one compact row); what is inside it is not looked at.
 */
function overflowsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('#tabs') && el.id !== 'tabs') continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (box.width === 0 || style.visibility === 'hidden') continue;
      if (box.right > width + 1 || box.left < -1) found.push(`${name(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      if (el.id !== 'tabs' && /auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1) found.push(`${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return found;
  });
}

/**
 * The review page as a new team meets it on day one (issue #31), in Chromium against the real API:
 * figures in the page's language, the history in words, headers that say what their column holds,
 * bulk approval of what the reviewer chose, a phone-sized page, the queue dashboard for admins.
 */
describeIfChromium('review-ui-day-one')('review page on day one (Chromium, real API, MariaDB/MySQL and Redis)', () => {
  let api: INestApplication;
  let browser: Browser;
  let base: string;
  let restoreEnv: () => void;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    restoreEnv = withEnv({});
    api = await startApi();
    await truncateAll(dbOf(api));
    await flushQueues();
    const opened = await openBrowserPage(api, { viewport: DESKTOP });
    ({ browser, base } = opened);
    await opened.page.close();
  });
  afterEach(async () => {
    while (contexts.length) await contexts.pop()!.close();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    restoreEnv();
  });

  /** A logged-in page in `lang` (the session is made in the database: these tests are not about logging in). */
  async function reviewerPage(email: string, lang: Lang, viewport = DESKTOP, role: 'reviewer' | 'admin' = 'reviewer'): Promise<{ page: Page; errors: string[] }> {
    const session = await quickSession(api, email, role);
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addCookies(session.cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=');
      return { name, value, url: base };
    }));
    // Once per context: a later switch of language (in a test) is not undone by the next load.
    await context.addInitScript(`if (!localStorage.getItem('distillo.lang')) { localStorage.setItem('distillo.lang', '${lang}'); localStorage.setItem('distillo.lang:${email}', '${lang}'); }`);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  }

  async function open(page: Page, hash: string, ready: string): Promise<void> {
    await page.goto(`${base}/review${hash}`);
    try {
      await page.locator(ready).first().waitFor({ timeout: 10_000 });
    } catch (error) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, 'day-one-failed.png'), fullPage: true });
      throw error;
    }
  }

  it('writes every figure in the page\'s language (Intl), Italian by default and English on request', async () => {
    await truncateAll(dbOf(api));
    const unit = await seedUnit(api, { ticket_count: 4, total_handle_seconds: 4_680, confidence: 0.8, problem: 'La fattura elettronica viene scartata dallo SdI' });
    const served = await seedUnit(api, { status: 'approved', ticket_count: 2, problem: 'Il certificato di firma digitale è scaduto', review_due_at: new Date('2027-06-04T00:00:00Z') });
    const ticket = await seedTicket(api, 'FF-7001', [{ author: 'agent', visibility: 'public', body: 'Rinnovare il certificato.' }]);
    await dbOf(api).insertInto('kb_conflicts').values({ unit_id: served, ticket_id: ticket, proposed_solution: 'Rinnovare il certificato.', similarity: 0.28 }).execute();

    const { page, errors } = await reviewerPage('numeri@example.com', 'it');
    await open(page, '#/queue', `#queue-table tr[data-unit-id="${unit}"]`);
    const row = page.locator(`#queue-table tr[data-unit-id="${unit}"]`);
    expect(await row.locator('td.num').allTextContents()).toEqual(['4', expect.stringMatching(/^1,3\sh$/), '2 mar 2026']);
    expect(await row.innerText()).toContain('affidabilità 0,80');

    await open(page, `#/unit/${unit}`, '#unit-title');
    expect(await page.locator('dl.meta').innerText()).toMatch(/Ticket\s+4 \(1,3\sh di lavorazione\)/);

    await open(page, '#/conflicts', '#conflicts-table tr.row');
    expect(await page.locator('#conflicts-table tr.row td.num').textContent()).toBe('0,28');

    // The metrics page: shares, costs and latencies in Italian, never an English decimal point.
    await open(page, '#/metrics', '#metrics-kpis .kpi-value');
    const kpis = await page.locator('#metrics-kpis').innerText();
    expect(kpis).not.toMatch(/\d\.\d/);
    expect(await page.locator('[data-kpi="pending"] .kpi-value').textContent()).toBe('1');
    expect(await page.locator('[data-kpi="latency"] .small').textContent()).toMatch(/^p95 (—|[\d.]+\s?ms)$/);

    // English for this reviewer: the same figures the English way.
    await page.evaluate("localStorage.setItem('distillo.lang', 'en'); localStorage.setItem('distillo.lang:numeri@example.com', 'en')");
    await page.goto(`${base}/review#/queue`);
    await page.reload(); // a new hash alone does not load the page again
    await page.locator(`#queue-table tr[data-unit-id="${unit}"]`).waitFor();
    expect(await row.locator('td.num').nth(1).textContent()).toMatch(/^1\.3\shrs?$/);
    expect(await row.innerText()).toContain('confidence 0.80');
    expect(errors).toEqual([]);
  });

  it('tells a unit\'s history in words: what happened, who did it, what changed (no audit codes, no JSON)', async () => {
    await truncateAll(dbOf(api));
    await flushQueues();
    // Two tickets of one problem through the real rules distiller: the unit is created, then joined.
    const intake = api.get(TicketsService);
    await intake.upsert(ticketInputSchema.parse(ticketBody({ external_id: 'FF-100' })));
    await intake.upsert(ticketInputSchema.parse(ticketBody({ external_id: 'FF-101', closed_at: '2026-03-03T10:00:00Z' })));
    const worker = await startWorker();
    let unit: { id: number; version: number } | undefined;
    try {
      await waitFor(async () => {
        unit = await dbOf(api).selectFrom('knowledge_units').select(['id', 'version']).where('ticket_count', '=', 2).executeTakeFirst();
        return unit !== undefined;
      }, { timeoutMs: 20_000, what: 'one unit of both tickets' });
    } finally {
      await worker.close();
    }
    // A reviewer edits the solution, then approves it: two more entries, by a person.
    const session = await quickSession(api, 'storia@example.com');
    const reviewer = reviewClient(api, session);
    await reviewer.patch(`/api/review/units/${unit!.id}`, { version: unit!.version, solution: 'Reimpostare la password dal link «Password dimenticata» della pagina di accesso.' }).expect(200);
    await reviewer.post(`/api/review/units/${unit!.id}/approve`, {}).expect(200);

    const { page, errors } = await reviewerPage('lettore@example.com', 'it');
    await open(page, `#/unit/${unit!.id}`, '#history .history-item');
    const history = page.locator('#history');
    expect(await history.locator('.history-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-action')))).toEqual(['unit.approve', 'unit.edit', 'unit.join', 'unit.create']);
    const text = await history.innerText();
    expect(text).not.toMatch(/unit\.|system:|pending_review|paraphrase|ticket_id|[{}]/);
    const line = (action: string) => history.locator(`.history-item[data-action="${action}"]`).innerText().then((t) => t.replace(/\s+/g, ' '));
    expect(await line('unit.create')).toMatch(/^Scheda creata da un ticket · distillazione automatica · \d+ \w+ \d{4}, \d\d:\d\d UTC Stato da revisionare · Ticket FF-10[01]$/);
    expect(await line('unit.join')).toMatch(/^Ticket aggiunto · distillazione automatica · .+ UTC Ticket FF-10[01] · Corrispondenza stesso problema( in altre parole)?( · Somiglianza [\d,]+)?( · Ticket 2)?$/);
    expect(await line('unit.approve')).toMatch(/^Scheda approvata · storia@example\.com · .+ UTC Stato da revisionare → approvata$/);
    expect(await line('unit.edit')).toMatch(/^Testo modificato · storia@example\.com · .+ UTC Soluzione .+ → Reimpostare la password dal link «Password dimenticata» della pagina di accesso\. · Testo ricavato dai ticket sì → no$/);
    expect(errors).toEqual([]);
  });

  it('heads every column of the queue with what the column holds', async () => {
    await truncateAll(dbOf(api));
    const pending = await seedUnit(api, { ticket_count: 3, confidence: 0.7, problem: 'La fattura elettronica viene scartata dallo SdI' });
    await linkTicket(api, pending, await seedTicket(api, 'FF-8001', [{ author: 'customer', visibility: 'public', body: 'Scartata.' }]));
    const approved = await seedUnit(api, { status: 'approved', ticket_count: 2, problem: 'Il certificato di firma digitale è scaduto', review_due_at: new Date('2027-06-04T00:00:00Z') });
    const { page, errors } = await reviewerPage('colonne@example.com', 'it');

    /** Per row, the header of the column each kind of content sits in. */
    const columnsOf = () => page.locator('#queue-table').evaluate((table) => {
      const headers = [...table.querySelectorAll('thead th')].map((th) => (th as HTMLElement).innerText.trim());
      return [...table.querySelectorAll('tbody tr')].map((row) => {
        const where = (test: (cell: Element) => boolean) => [...row.children].flatMap((cell, i) => (test(cell) ? [headers[i]] : []));
        return {
          headers,
          servedBadge: where((c) => [...c.querySelectorAll('.badge')].some((b) => /^(non )?servita$/.test(b.textContent!))),
          confidence: where((c) => /affidabilità/.test(c.textContent!)),
          ticketNumbers: where((c) => /FF-8001/.test(c.textContent!)),
          reviewDate: where((c) => /da rivedere entro/.test(c.textContent!)),
          product: where((c) => /fatturafacile/.test(c.textContent!)),
        };
      });
    });

    await open(page, '#/queue', `#queue-table tr[data-unit-id="${pending}"]`);
    const [row] = await columnsOf();
    expect(row.headers).toEqual(['', 'Ticket', 'Lavorazione (totale)', 'Ultimo ticket', 'Problema e soluzione', 'Categoria e prodotto', 'Segnalazioni e affidabilità']);
    // Pending units are never served: the heading says so once, no column repeats it on every row.
    expect(row.servedBadge).toEqual([]);
    expect(row.confidence).toEqual(['Segnalazioni e affidabilità']);
    expect(row.ticketNumbers).toEqual(['Ticket']);
    expect(row.product).toEqual(['Categoria e prodotto']);

    await open(page, '#/queue?status=approved', `#queue-table tr[data-unit-id="${approved}"]`);
    const [served] = await columnsOf();
    expect(served.headers.at(-1)).toBe('Per i clienti');
    expect(served.servedBadge).toEqual(['Per i clienti']);
    expect(served.reviewDate).toEqual(['Per i clienti']);
    expect(await page.locator(`#queue-table tr[data-unit-id="${approved}"] td`).last().innerText()).toMatch(/^(non )?servita\s+da rivedere entro il 4 giu 2027$/);
    expect(errors).toEqual([]);
  });

  it('approves the units the reviewer selected, and asks first when they are more than a few', async () => {
    await truncateAll(dbOf(api));
    const ids: number[] = [];
    for (let i = 0; i < 9; i++) ids.push(await seedUnit(api, { ticket_count: 20 - i, problem: `Problema numero ${i + 1} della coda di prova` }));
    const pending = async () => (await dbOf(api).selectFrom('knowledge_units').select('id').where('status', '=', 'pending_review').execute()).length;
    const { page, errors } = await reviewerPage('massa@example.com', 'it');
    await open(page, '#/queue', '#queue-table tr.row');

    // By default: the selection (none yet); approving "the top N" is folded away and starts small.
    expect(await page.locator('#bulk-approve').textContent()).toBe('Approva le selezionate (0)');
    expect(await page.locator('#bulk-approve').isDisabled()).toBe(true);
    expect(await page.locator('#top-n').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.locator('#top-n-count').isVisible()).toBe(false);
    expect(await page.locator('#top-n summary').textContent()).toBe('Approva le schede più frequenti…');
    expect(await page.locator('#top-n-count').inputValue()).toBe('10');

    // Two selected: approved at once, no question.
    await page.locator(`tr[data-unit-id="${ids[0]}"] input[type=checkbox]`).check();
    await page.locator(`tr[data-unit-id="${ids[1]}"] input[type=checkbox]`).check();
    await page.locator('#bulk-approve', { hasText: 'Approva le selezionate (2)' }).click();
    await page.locator('#notice', { hasText: 'Approvate 2 schede: i clienti le troveranno appena indicizzate.' }).waitFor();
    expect(await page.locator('#confirm-approval').count()).toBe(0);
    expect(await pending()).toBe(7);

    // Seven selected: a confirmation naming them; cancelling approves nothing.
    await page.locator(`tr[data-unit-id="${ids[2]}"]`).waitFor();
    await page.locator('#queue-table thead input[type=checkbox]').check();
    await page.locator('#bulk-approve', { hasText: 'Approva le selezionate (7)' }).click();
    const dialog = page.locator('#confirm-approval');
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toBe('Approvare 7 schede in una volta?');
    expect(await dialog.innerText()).toContain(`#${ids[2]} Problema numero 3 della coda di prova`);
    await dialog.locator('#confirm-approval-no').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await pending()).toBe(7);
    await page.locator('#bulk-approve').click();
    await page.locator('#confirm-approval-yes', { hasText: 'Approva 7 schede' }).click();
    await page.locator('#notice', { hasText: 'Approvate 7 schede' }).waitFor();
    expect(await pending()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('fits a phone (390 px) and a desktop: no page is wider than the screen, nothing but the tabs scrolls sideways, no English left', async () => {
    await truncateAll(dbOf(api));
    await flushQueues();
    // Something on every page: gaps from the chat, a unit with sources, history and a conflict, a merge suggestion.
    const chat = new ChatClient(base);
    for (const q of UNCOVERED_QUESTIONS.slice(0, 3)) await chat.send(await chat.createConversation({ product: q.product, locale: 'it' }), q.question);
    const pending = await seedUnit(api, { ticket_count: 12, total_handle_seconds: 40_000, problem: `La fattura viene scartata, il link ${LONG} non si apre`, solution: `Aprire ${LONG} e reinviare.`, contains_pii: true });
    await linkTicket(api, pending, await seedTicket(api, 'FF-9001', [
      { author: 'customer', visibility: 'public', body: `Non si apre ${LONG}` },
      { author: 'agent', visibility: 'internal', body: 'Nota interna per i colleghi.' },
      { author: 'agent', visibility: 'public', body: 'Reinviata dal pannello Invii.' },
    ]));
    const served = await seedUnit(api, { status: 'approved', ticket_count: 30, problem: 'Il certificato di firma digitale è scaduto', review_due_at: new Date('2027-06-04T00:00:00Z'), helpful_no: 6, helpful_yes: 1 });
    // Rated unhelpful: the nightly check proposes it for retirement (the reason is the server's words).
    expect(await api.get(UnitLifecycleService).flagRetirementCandidates(new Date())).toEqual([served]);
    const conflictTicket = await seedTicket(api, 'FF-9002', [{ author: 'agent', visibility: 'public', body: `Rinnovare da ${LONG}` }]);
    await dbOf(api).insertInto('kb_conflicts').values({ unit_id: served, ticket_id: conflictTicket, proposed_solution: `Rinnovare il certificato da ${LONG}`, similarity: 0.28 }).execute();
    await dbOf(api).insertInto('kb_merge_suggestions').values({ unit_id: pending, target_unit_id: served, similarity: 0.31 }).execute();
    for (let i = 0; i < 6; i++) await seedUnit(api, { ticket_count: 2, problem: `Un altro problema della coda, il numero ${i + 1}` });
    const conflict = (await dbOf(api).selectFrom('kb_conflicts').select('id').executeTakeFirstOrThrow()).id;

    const pages: Array<[string, string, string]> = [
      ['queue', '#/queue', '#queue-table tr.row'],
      ['approved', '#/queue?status=approved', '#queue-table td.served'],
      ['rejected', '#/queue?status=rejected', '#queue-empty'],
      ['unit', `#/unit/${pending}`, '#history'],
      ['served-unit', `#/unit/${served}`, '#unit-conflicts .conflict-card'],
      ['conflicts', '#/conflicts', '#conflicts-table tr.row'],
      ['conflict', `#/conflict/${conflict}`, '.conflict-card .diff'],
      ['merges', '#/merges', '[data-suggestion-id]'],
      ['gaps', '#/gaps', '.gap-topic'],
      ['metrics', '#/metrics', '#metrics-charts canvas'],
      ['connectors', '#/connectors', '#view h2'],
    ];
    mkdirSync(SHOTS, { recursive: true });
    for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      const found: string[] = [];
      const check = async (name: string) => {
        await page.evaluate(() => new Promise(requestAnimationFrame));
        found.push(...[...(await overflowsOf(page)), ...(await englishOf(page))].map((o) => `${name}: ${o}`));
        await page.screenshot({ path: join(SHOTS, `day-one-${label}-${name}.png`), fullPage: true });
      };
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const login = await context.newPage();
      await login.goto(`${base}/review`);
      await login.locator('#login-form').waitFor();
      let page = login;
      await check('login');
      ({ page } = await reviewerPage(`telefono-${label}@example.com`, 'it', viewport));
      for (const [name, hash, ready] of pages) {
        await open(page, hash, ready);
        if (name === 'unit') await page.evaluate(() => document.querySelectorAll('details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
        await check(name);
      }
      // The tabs: one compact row on a phone (they took ~300 px in four rows).
      const tabs = (await page.locator('#tabs').boundingBox())!.height;
      if (label === 'phone' && tabs > 48) found.push(`the tabs take ${Math.round(tabs)} px of height`);
      // The confirmation of a bulk approval, on top of the queue.
      await open(page, '#/queue', '#queue-table tr.row');
      await page.locator('#queue-table thead input[type=checkbox]').check();
      await page.locator('#bulk-approve').click();
      await page.locator('#confirm-approval').waitFor();
      await check('confirm-approval');
      await page.locator('#confirm-approval-no').click();
      expect(found).toEqual([]);
    }
  });

  it('links the queue dashboard from the review page for admins, and only for them', async () => {
    await truncateAll(dbOf(api));
    await seedUnit(api);
    const admin = await reviewerPage('admin@example.com', 'it', PHONE, 'admin');
    await open(admin.page, '#/queue', '#queue-table tr.row');
    const link = admin.page.locator('#queue-board');
    expect(await link.isVisible()).toBe(true);
    expect(await link.textContent()).toBe('Code di lavoro');
    expect(await link.getAttribute('href')).toBe(QUEUE_BOARD_PATH);
    expect(await overflowsOf(admin.page)).toEqual([]);
    // The admin's own session opens it (Bull Board, read-only).
    const [response] = await Promise.all([admin.page.waitForResponse((r) => new URL(r.url()).pathname === QUEUE_BOARD_PATH), link.click()]);
    expect(response.status()).toBe(200);
    expect(await admin.page.title()).toMatch(/Distillo/);

    const reviewer = await reviewerPage('revisore@example.com', 'it');
    await open(reviewer.page, '#/queue', '#queue-table tr.row');
    expect(await reviewer.page.locator('#queue-board').isHidden()).toBe(true);
    expect([...admin.errors, ...reviewer.errors]).toEqual([]);
  });
});
