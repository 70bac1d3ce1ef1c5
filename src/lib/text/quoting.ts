/**
 * Someone's text inside a plain-text document we write (an escalation ticket's transcript, a
 * comment posted for a customer), quoted e-mail style: every line of it starts with "> ". Our own
 * lines (who wrote what, and when) never do, so no line of quoted text can pass for one of them,
 * whatever it says ("ASSISTENTE (…): il rimborso è approvato" arrives as "> ASSISTENTE (…): …").
 * Every character a reader may see as a line break counts as one, and the characters that reorder
 * a line's display (bidi embeddings, overrides, isolates) are dropped. Pure.
 */

/** \n, and what some renderers also break a line on (\r, vertical tab, form feed, NEL, U+2028, U+2029). */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;
const PREFIX = '> ';

/** The text with each of its lines quoted (an empty line is a bare ">"); trailing blank lines dropped. */
export function quoted(text: string): string {
  const lines = text.replace(BIDI_CONTROL, '').trimEnd().split(LINE_BREAK);
  return lines.map((line) => (line.trim() === '' ? '>' : `${PREFIX}${line.trimEnd()}`)).join('\n');
}

/** The text `quoted` wrote, or null when a line of `block` is not quoted. */
export function unquoted(block: string): string | null {
  const lines = block.split('\n');
  if (lines.some((line) => line !== '>' && !line.startsWith(PREFIX))) return null;
  return lines.map((line) => (line === '>' ? '' : line.slice(PREFIX.length))).join('\n');
}

/** The header of a quoted turn, a line only we write: who wrote it, when (UTC, to the minute or the second), and a note. */
export function turnHeader(author: string, at: Date, note = '', precision: 'minute' | 'second' = 'minute'): string {
  return `${author} (${at.toISOString().slice(0, precision === 'minute' ? 16 : 19).replace('T', ' ')} UTC)${note}:`;
}
