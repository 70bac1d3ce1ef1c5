/**
 * The «Forse cercava:» turn (pure): the units offered when the assistant is not sure enough to
 * answer, each shown by its title (a button in the widget, a line in the text for any other
 * client), and the way back to a person. No [KU-n] marker: a suggestion cites nothing.
 */

const MAX_TITLE_CHARS = 120;

/** What a suggestion shows of a unit: its title, or its problem for units from before titles. */
export function suggestionTitle(unit: { title?: string; problem: string }): string {
  const text = (unit.title || unit.problem).replace(/\s+/g, ' ').trim();
  if (text.length <= MAX_TITLE_CHARS) return text;
  const cut = text.slice(0, MAX_TITLE_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_TITLE_CHARS - 20)).trimEnd()}…`;
}

export function suggestionText(titles: readonly string[]): string {
  return [
    'Non sono sicuro di aver capito quale sia il suo problema. Forse cercava:',
    ...titles.map((t) => `- ${t}`),
    '',
    'Scelga la scheda che corrisponde al suo caso e le indicherò la soluzione. Se nessuna è quella giusta, può ' +
      'riformulare la domanda con altre parole oppure scegliere «Parla con un operatore».',
  ].join('\n');
}

/** The customer's message stored for a choice (what the transcript and the gap list read). */
export function choiceMessage(title: string): string {
  return `Ho scelto: ${title}`;
}

/**
 * Added after a written answer that cited none of the units it was given (an LLM's): the same
 * units as «Forse cercava:» buttons, so the customer is not left with an answer nothing backs.
 */
export function suggestionAfterAnswerText(titles: readonly string[], afterText = true): string {
  return [
    ...(afterText ? ['', ''] : []),
    'Forse cercava una di queste schede della nostra base di conoscenza:',
    ...titles.map((t) => `- ${t}`),
    '',
    'Scelga quella che corrisponde al suo caso e le indicherò la soluzione, oppure scelga «Parla con un operatore».',
  ].join('\n');
}
