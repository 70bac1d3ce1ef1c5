import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_CODE } from '../../../common/fields';
import { ticketInputSchema, type TicketInput } from '../../tickets/ticket.dto';
import type { TruthRow } from './distill-eval';

/**
 * Reads a reference set (tickets.jsonl and ground-truth.jsonl in `dir`, one of corpus/<name>/).
 * The held-out set writes products as ticketing systems send them ("Fibra Casa"); where intake
 * does not take such a name, the evaluation uses its slug ("fibra-casa"), which only scopes
 * grouping and changes nothing a distiller reads.
 */
export function readCorpus(dir: string): { tickets: TicketInput[]; truth: TruthRow[] } {
  const lines = (file: string) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
  const tickets = lines('tickets.jsonl').map((line, index) => {
    const raw = JSON.parse(line) as { product?: unknown };
    if (typeof raw.product === 'string' && !PRODUCT_CODE.test(raw.product.trim().toLowerCase())) raw.product = productSlug(raw.product);
    const parsed = ticketInputSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`${join(dir, 'tickets.jsonl')} line ${index + 1}: ${parsed.error.message}`);
    return parsed.data;
  });
  const truth = lines('ground-truth.jsonl').map((line) => JSON.parse(line) as TruthRow);
  return { tickets, truth };
}

/** "Fibra Casa" → "fibra-casa": lower case, accents folded, runs of other characters → "-". */
export function productSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 64);
}
