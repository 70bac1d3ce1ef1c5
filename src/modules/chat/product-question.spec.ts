import { PRODUCT_MARGIN, PRODUCT_MIN_SCORE, productLabel, productsToAsk } from './product-question';

const hit = (unit_id: number, product: string | null, score: number) => ({ unit_id, product, score });

describe('productsToAsk', () => {
  it('asks when a unit of another product is close behind the best one, offering the products best first', () => {
    expect(productsToAsk(null, [hit(12, 'cassanet', 2.41), hit(28, 'fatturafacile', 2.12), hit(1, 'cassanet', 0.97)])).toEqual(['cassanet', 'fatturafacile']);
    // The third unit counts too.
    expect(productsToAsk(null, [hit(16, 'cassanet', 5.74), hit(5, 'cassanet', 5.31), hit(24, 'fatturafacile', 5.25)])).toEqual(['cassanet', 'fatturafacile']);
  });

  it('does not ask when the conversation has a product, the first units share one, or the other product is far behind', () => {
    const close = [hit(12, 'cassanet', 2.41), hit(28, 'fatturafacile', 2.12)];
    expect(productsToAsk('cassanet', close)).toBeNull();
    expect(productsToAsk(null, [hit(1, 'cassanet', 3), hit(2, 'cassanet', 2.9), hit(3, 'cassanet', 2.8)])).toBeNull();
    expect(productsToAsk(null, [hit(1, 'cassanet', 3), hit(2, 'fatturafacile', 3 - PRODUCT_MARGIN)])).toBeNull();
    expect(productsToAsk(null, [hit(1, 'cassanet', 3)])).toBeNull();
    expect(productsToAsk(null, [])).toBeNull();
  });

  it('does not ask when even the best unit is no real candidate (the question would be declined anyway)', () => {
    expect(productsToAsk(null, [hit(1, 'cassanet', PRODUCT_MIN_SCORE - 0.01), hit(2, 'fatturafacile', PRODUCT_MIN_SCORE - 0.1)])).toBeNull();
    expect(productsToAsk(null, [hit(1, null, 3), hit(2, 'fatturafacile', 2.9)])).toBeNull();
  });

  it('labels a key for a button', () => {
    expect(productLabel('fibra-casa')).toBe('Fibra Casa');
    expect(productLabel('cassanet')).toBe('Cassanet');
  });
});
