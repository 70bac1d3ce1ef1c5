import { readFileSync } from 'node:fs';
import { zodIssues } from '../../common/zod';
import { EMPTY_FIELD_MAP, normalizedFields, ticketFieldMapSchema, type TicketFieldMap, type TicketInput } from './ticket.dto';

/** Reads and checks TICKET_FIELD_MAP once, at boot: a bad file stops the process with its path and the bad keys. */
export function loadTicketFieldMap(path: string | undefined): TicketFieldMap {
  if (path === undefined) return EMPTY_FIELD_MAP;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`TICKET_FIELD_MAP ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = ticketFieldMapSchema.safeParse(json);
  if (!parsed.success) throw new Error(`TICKET_FIELD_MAP ${path}: ${zodIssues(parsed.error).map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** The ticket with the operator's mapping applied to the values its ticketing system sent. */
export function applyFieldMap(ticket: TicketInput, map: TicketFieldMap): TicketInput {
  if (map.products.size === 0 && map.categories.size === 0) return ticket;
  return { ...ticket, ...normalizedFields(ticket.product_name ?? ticket.product, ticket.category_original ?? ticket.category, map) };
}
