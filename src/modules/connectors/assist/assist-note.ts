import type { IntakeTicket } from '../connector';
import { sharedTerms } from '../../../lib/text/comparison';

/** What a note needs of a search hit (SearchService's SearchHit has these fields). */
export interface AssistHit {
  unit_id: number;
  title: string;
  problem: string;
  solution: string;
  ranks: { lexical: number | null; semantic: number | null };
}

/**
 * How every agent-assist note begins. A connector's sync leaves these notes out of the tickets it
 * imports (they are Distillo's own words, not the agents': distilling them would feed the
 * knowledge base its own output).
 */
export const ASSIST_NOTE_HEADER = 'Distillo – schede approvate che potrebbero risolvere questo ticket';

/** At most this many units in a note: three, the issue's number, so an agent reads it in a glance. */
export const ASSIST_UNITS = 3;

/** Which search branch found the unit, in the note's words. */
export function branchText(ranks: AssistHit['ranks']): string {
  if (ranks.lexical !== null && ranks.semantic !== null) return 'trovata sia per parole sia per significato';
  if (ranks.lexical !== null) return 'trovata per parole';
  if (ranks.semantic !== null) return 'trovata per significato';
  return 'trovata dal riordino dei risultati';
}

/**
 * The internal note of agent assist (Italian: agents read it in the ticket): the best approved
 * units, each with its title, a link to it in the review app, and why it matched — the words the
 * ticket shares with the unit and the search branch that found it. Pure, so it has a spec.
 */
export function assistNote(question: string, hits: AssistHit[], baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const lines = [`${ASSIST_NOTE_HEADER} (nota automatica, visibile solo agli operatori):`, ''];
  hits.slice(0, ASSIST_UNITS).forEach((hit, i) => {
    const title = (hit.title || hit.problem).replace(/\s+/g, ' ').trim();
    const words = sharedTerms(question, `${hit.title} ${hit.problem} ${hit.solution}`, 5);
    const why = words.length > 0 ? `parole in comune: ${words.map((w) => `«${w}»`).join(', ')}; ${branchText(hit.ranks)}` : branchText(hit.ranks);
    lines.push(`${i + 1}. ${title}`, `   ${base}/review#/unit/${hit.unit_id}`, `   Perché: ${why}.`);
  });
  return lines.join('\n');
}

/** Distillo's own agent-assist note (not the agents' words): never distilled nor shown again. */
export function isAssistNote(message: { visibility: string; body: string }): boolean {
  return message.visibility === 'internal' && message.body.startsWith(ASSIST_NOTE_HEADER);
}

/** A synced ticket without Distillo's own assist notes (any connector; the sync applies it). */
export function withoutAssistNotes(ticket: IntakeTicket): IntakeTicket {
  const messages = ticket.messages.filter((m) => !isAssistNote(m));
  return messages.length === ticket.messages.length ? ticket : { ...ticket, messages };
}
