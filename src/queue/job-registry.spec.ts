import { checkHandlers } from './job-registry';
import { JobName } from './jobs';

describe('checkHandlers', () => {
  const all = () => new Map(Object.values(JobName).map((name) => [name, [`Service.${name}`]]));

  it('accepts exactly one handler per job', () => {
    expect(checkHandlers(all())).toEqual([]);
  });

  it('names a job nobody handles', () => {
    const found = all();
    found.delete(JobName.DistillTicket);
    expect(checkHandlers(found)).toEqual(['DistillTicket: no handler']);
  });

  it('names a job with two handlers', () => {
    const found = all();
    found.set(JobName.SweepPendingTickets, ['A.sweep', 'B.sweep']);
    expect(checkHandlers(found)).toEqual(['SweepPendingTickets: 2 handlers (A.sweep, B.sweep)']);
  });
});
