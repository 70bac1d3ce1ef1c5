import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ticketInputSchema, type TicketInput } from '../tickets/ticket.dto';
import type { TruthRow } from './distill-eval';

/** Reads the reference corpus (corpus/tickets.jsonl and corpus/ground-truth.jsonl). */
export function readCorpus(dir: string): { tickets: TicketInput[]; truth: TruthRow[] } {
  const lines = (file: string) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
  const tickets = lines('tickets.jsonl').map((line, index) => {
    const parsed = ticketInputSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${join(dir, 'tickets.jsonl')} line ${index + 1}: ${parsed.error.message}`);
    return parsed.data;
  });
  const truth = lines('ground-truth.jsonl').map((line) => JSON.parse(line) as TruthRow);
  return { tickets, truth };
}
