import { retryOn } from './retry';

const failing = (codes: Array<string | undefined>) => {
  let calls = 0;
  const work = async () => {
    const code = codes[calls++];
    if (calls <= codes.length) throw Object.assign(new Error(code ?? 'plain'), { code });
    return 'done';
  };
  return { work, calls: () => calls };
};

describe('retryOn', () => {
  it('runs the work again after a listed error code, up to the attempts given', async () => {
    const twice = failing(['ER_LOCK_DEADLOCK', 'ER_DUP_ENTRY']);
    await expect(retryOn(['ER_LOCK_DEADLOCK', 'ER_DUP_ENTRY'], 3, twice.work)).resolves.toBe('done');
    expect(twice.calls()).toBe(3);
    const always = failing(['ER_LOCK_DEADLOCK', 'ER_LOCK_DEADLOCK', 'ER_LOCK_DEADLOCK']);
    await expect(retryOn(['ER_LOCK_DEADLOCK'], 3, always.work)).rejects.toThrow('ER_LOCK_DEADLOCK');
    expect(always.calls()).toBe(3);
  });

  it('throws any other error at once', async () => {
    const other = failing(['ER_DUP_ENTRY']);
    await expect(retryOn(['ER_LOCK_DEADLOCK'], 5, other.work)).rejects.toThrow('ER_DUP_ENTRY');
    expect(other.calls()).toBe(1);
    const plain = failing([undefined]);
    await expect(retryOn(['ER_LOCK_DEADLOCK'], 5, plain.work)).rejects.toThrow('plain');
    expect(plain.calls()).toBe(1);
  });
});
