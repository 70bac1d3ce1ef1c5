import { ConcurrencyGate } from './concurrency-gate';

describe('ConcurrencyGate', () => {
  it('admits up to the limit, refuses the next, and admits again after a release', () => {
    const gate = new ConcurrencyGate(2);
    const a = gate.tryAcquire();
    const b = gate.tryAcquire();
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(gate.tryAcquire()).toBeNull();
    a!();
    expect(gate.inFlight).toBe(1);
    expect(gate.tryAcquire()).not.toBeNull();
    expect(gate.tryAcquire()).toBeNull();
  });

  it('counts a release once even if it is called twice', () => {
    const gate = new ConcurrencyGate(1);
    const release = gate.tryAcquire()!;
    release();
    release();
    expect(gate.inFlight).toBe(0);
    expect(gate.tryAcquire()).not.toBeNull();
    expect(gate.tryAcquire()).toBeNull();
  });
});
