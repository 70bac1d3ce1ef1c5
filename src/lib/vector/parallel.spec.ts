import { assignInt8 } from './centroid-assignment';
import { kmeans } from './kmeans';
import { assignInt8Parallel, KernelPool, kmeansParallel } from './parallel';
import { gaussian, mulberry32 } from '../random/seeded-random';
import { quantizeRows, toCode } from './codes';

const D = 256;

function data(n: number, seed: number): Float32Array {
  const g = gaussian(mulberry32(seed));
  const centres = Array.from({ length: 30 }, () => Float32Array.from({ length: D }, g));
  const out = new Float32Array(n * D);
  for (let i = 0; i < n; i++) {
    const c = centres[Math.floor(((i * 7919) % 30))];
    let s = 0;
    for (let d = 0; d < D; d++) {
      const v = c[d] + 1.5 * g();
      out[i * D + d] = v;
      s += v * v;
    }
    for (let d = 0; d < D; d++) out[i * D + d] /= Math.sqrt(s);
  }
  return out;
}

describe('KernelPool (two threads)', () => {
  let pool: KernelPool;
  beforeAll(() => {
    pool = KernelPool.create(2);
  });
  afterAll(async () => {
    await pool.close();
  });

  it('has a worker next to this thread', () => {
    expect(pool.threads).toBe(2);
  });

  it('assignInt8Parallel equals the single-threaded assignInt8', async () => {
    const x = data(2001, 1);
    const codes = new Int8Array(2001 * D);
    for (let i = 0; i < 2001; i++) codes.set(toCode(x.subarray(i * D, i * D + D)), i * D);
    const cents = quantizeRows(x.subarray(0, 37 * D));
    const one = assignInt8(codes, cents);
    const two = await assignInt8Parallel(codes, cents, D, pool);
    expect(two.assignments).toEqual(one.assignments);
    expect(two.scores).toEqual(one.scores);
  });

  it.each(['float32', 'int8'] as const)('kmeansParallel (%s) reproduces kmeans exactly', async (precision) => {
    const x = data(3000, 2);
    const one = kmeans(x, D, 40, { seed: 5, precision, maxIterations: 6 });
    const two = await kmeansParallel(x, D, 40, { seed: 5, precision, maxIterations: 6, pool });
    expect(two.assignments).toEqual(one.assignments);
    expect(two.centroids).toEqual(one.centroids);
    expect(two.iterations).toBe(one.iterations);
  });

  it('works with tiny inputs (a part may be empty) and a one-thread pool', async () => {
    const x = data(5, 3);
    const codes = new Int8Array(5 * D);
    for (let i = 0; i < 5; i++) codes.set(toCode(x.subarray(i * D, i * D + D)), i * D);
    const cents = quantizeRows(x.subarray(0, 2 * D));
    expect((await assignInt8Parallel(codes, cents, D, pool)).assignments).toEqual(assignInt8(codes, cents).assignments);
    const solo = KernelPool.create(1);
    expect(solo.threads).toBe(1);
    expect((await kmeansParallel(x, D, 2, { pool: solo, seed: 1 })).assignments).toEqual(kmeans(x, D, 2, { seed: 1 }).assignments);
    await solo.close();
  });
});
