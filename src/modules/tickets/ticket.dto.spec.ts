import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productKey } from '../../common/fields';
import { applyFieldMap, loadTicketFieldMap } from './ticket-field-map';
import { ticketInputSchema } from './ticket.dto';
import { ticketContentHash } from './tickets.service';

const base = {
  external_id: 'ZD-1',
  subject: 'La fibra non va',
  status: 'closed',
  messages: [{ author: 'customer', visibility: 'public', body: 'Da ieri la linea cade', created_at: '2026-11-01T10:00:00Z' }],
};

describe('product and category as ticketing systems send them', () => {
  it('derives a product key from any printable name and keeps the name', () => {
    const ticket = ticketInputSchema.parse({ ...base, product: 'Fibra Casa', category: 'guasto' });
    expect(ticket).toMatchObject({ product: 'fibra-casa', product_name: 'Fibra Casa', category: 'guasto', category_original: null });
    expect(productKey('Caldaia Smart+ (2ª gen.)')).toBe('caldaia-smart-2a-gen');
    expect(productKey('fatturafacile')).toBe('fatturafacile');
    expect(productKey('cassa.net')).toBe('cassa.net');
  });

  it('an unknown category becomes altro with the original kept; a known one in capitals is simply lower-cased', () => {
    expect(ticketInputSchema.parse({ ...base, category: 'Guasto linea' })).toMatchObject({ category: 'altro', category_original: 'Guasto linea' });
    expect(ticketInputSchema.parse({ ...base, category: 'GUASTO' })).toMatchObject({ category: 'guasto', category_original: 'GUASTO' });
  });

  it('refuses names that are not printable, too long, or have no letter or digit, naming the field', () => {
    // Control characters are cleaned away like in every text ("Fibra\u0007Casa" → "FibraCasa"); format characters are refused.
    expect(ticketInputSchema.parse({ ...base, product: 'Fibra\u0007Casa' }).product).toBe('fibracasa');
    for (const product of ['x'.repeat(81), '---', '\u202Eabc', 'Fibra\u200BCasa']) {
      const result = ticketInputSchema.safeParse({ ...base, product });
      expect({ product, ok: result.success }).toEqual({ product, ok: false });
      if (!result.success) expect(result.error.issues[0].path).toEqual(['product']);
    }
  });

  it('keeps the content hash of a ticket sent before names were kept', () => {
    const ticket = ticketInputSchema.parse({ ...base, product: 'fatturafacile', category: 'accesso' });
    const { product_name: _n, category_original: _c, ...before } = ticket;
    expect(ticketContentHash(ticket)).toBe(ticketContentHash(before as typeof ticket));
  });

  it('applies TICKET_FIELD_MAP to what was sent, and refuses a bad map file at boot', () => {
    const path = join(tmpdir(), `field-map-${process.pid}.json`);
    writeFileSync(path, JSON.stringify({ products: { 'Fibra Casa': 'fibra' }, categories: { 'guasto linea': 'guasto' } }));
    const map = loadTicketFieldMap(path);
    const ticket = applyFieldMap(ticketInputSchema.parse({ ...base, product: 'Fibra Casa', category: 'Guasto linea' }), map);
    expect(ticket).toMatchObject({ product: 'fibra', product_name: 'Fibra Casa', category: 'guasto', category_original: 'Guasto linea' });
    writeFileSync(path, JSON.stringify({ products: { X: 'Not A Key' } }));
    expect(() => loadTicketFieldMap(path)).toThrow(/TICKET_FIELD_MAP .*products\.X/);
    expect(loadTicketFieldMap(undefined)).toEqual({ products: new Map(), categories: new Map() });
  });
});
