import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { CliModule } from '../src/cli.module';
import { editScore } from '../src/modules/demo/clean-texts';
import { gapLines, reviewLines } from '../src/modules/demo/demo.command';
import { DemoService, type DemoReport } from '../src/modules/demo/demo.service';
import { dbOf, flushQueues, truncateAll, withEnv } from './utils/test-app';
import { setDir } from '../src/modules/distillation/eval/reference-sets';

/**
 * `npm run demo` on the reference corpus (the DemoService the command runs, on the real MariaDB/MySQL
 * and Redis, its worker draining the queues): it approves a few units itself, those with the
 * cleanest texts, leaves every other unit to a person, and says so in its report.
 */
describe('the demo approves a few units, the cleanest, and leaves the rest to a person', () => {
  let app: INestApplicationContext;
  let restoreEnv: () => void;
  let report: DemoReport;

  beforeAll(async () => {
    restoreEnv = withEnv({});
    const moduleRef = await Test.createTestingModule({ imports: [CliModule] }).compile();
    app = await moduleRef.init();
    await truncateAll(dbOf(app));
    await flushQueues();
    report = await app.get(DemoService).run(setDir('main'));
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    restoreEnv();
  });

  it('approves at most five units, each confirmed by several tickets and written for everyone', async () => {
    const approved = await dbOf(app).selectFrom('knowledge_units').selectAll().where('status', '=', 'approved').execute();
    expect(report.approval.approved).toBeGreaterThanOrEqual(1);
    expect(report.approval.approved).toBeLessThanOrEqual(5);
    expect(approved.map((u) => u.id).sort()).toEqual(report.approval.units.map((u) => u.id).sort());
    for (const unit of approved) {
      expect({ id: unit.id, pii: Boolean(unit.contains_pii), oneOff: Boolean(unit.is_one_off), fewTickets: unit.ticket_count < 3, needsEdits: editScore(unit) > 1 })
        .toEqual({ id: unit.id, pii: false, oneOff: false, fewTickets: false, needsEdits: false });
    }
    // Approved by the demo's reviewer, in the audit log like anyone's approval.
    const audit = await dbOf(app).selectFrom('kb_audit_log').select(['actor', 'unit_id']).where('action', '=', 'unit.approve').execute();
    expect(audit.map((a) => a.actor)).toEqual(approved.map(() => report.reviewer.email));
  });

  it('leaves every other unit to a person, and its report says a real team approves each unit', async () => {
    const pending = await dbOf(app).selectFrom('knowledge_units').select('id').where('status', '=', 'pending_review').execute();
    expect(report.approval.left_pending).toBe(pending.length);
    expect(pending.length).toBeGreaterThan(5 * report.approval.approved);
    const text = reviewLines(report).join('\n');
    expect(text).toContain(`the demo approved ${report.approval.approved} units itself`);
    for (const unit of report.approval.units) expect(text).toContain(`#${unit.id} ${unit.title}`);
    expect(text).toContain(`${pending.length} units wait on the review page: a real team reads and approves each unit`);
  });

  it('answers none of the scripted questions the corpus does not cover, and says what each gap figure counts', () => {
    // A product with one approved unit (FatturaFacile here) used to answer from it whatever was asked:
    // the confidence read the units the search could not return as competitors scoring zero.
    expect(report.gaps.asked).toBe(report.gaps.grouping.questions);
    expect(report.gaps.declined).toBe(report.gaps.asked);
    const [chat, page, measured] = gapLines(report);
    expect(chat).toBe(`  chat: ${report.gaps.asked} scripted questions the corpus does not cover asked (${report.gaps.asked} not answered)`);
    expect(page).toContain(`"Lacune" on the review page: ${report.gaps.questions} questions recorded as gaps, grouped by the local clustering into ${report.gaps.topics} topics`);
    expect(measured).toContain(`all ${report.gaps.grouping.questions} scripted questions, answered or not, grouped by the local clustering into ${report.gaps.grouping.topics} groups`);
  });
});
