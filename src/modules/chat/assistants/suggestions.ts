/**
 * The «Forse cercava:» turn (pure): the units offered when the assistant is not sure enough to
 * answer, each shown by its title (a button in the widget, a line in the text for any other
 * client), and the way back to a person. No [KU-n] marker: a suggestion cites nothing. The wording
 * follows the conversation's locale (assistant-texts.ts).
 */

import { assistantTexts } from './assistant-texts';

const MAX_TITLE_CHARS = 120;

/** What a suggestion shows of a unit: its title, or its problem for units from before titles. */
export function suggestionTitle(unit: { title?: string; problem: string }): string {
  const text = (unit.title || unit.problem).replace(/\s+/g, ' ').trim();
  if (text.length <= MAX_TITLE_CHARS) return text;
  const cut = text.slice(0, MAX_TITLE_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_TITLE_CHARS - 20)).trimEnd()}…`;
}

export function suggestionText(titles: readonly string[], locale = 'it'): string {
  const texts = assistantTexts(locale);
  return [texts.suggestionIntro, ...titles.map((t) => `- ${t}`), '', texts.suggestionOutro].join('\n');
}

/** The customer's message stored for a choice (what the transcript and the gap list read). */
export function choiceMessage(title: string, locale = 'it'): string {
  return assistantTexts(locale).choice(title);
}

/**
 * Added after a written answer that cited none of the units it was given (an LLM's): the same
 * units as «Forse cercava:» buttons, so the customer is not left with an answer nothing backs.
 */
export function suggestionAfterAnswerText(titles: readonly string[], afterText = true, locale = 'it'): string {
  const texts = assistantTexts(locale);
  return [...(afterText ? ['', ''] : []), texts.suggestionAfterAnswerIntro, ...titles.map((t) => `- ${t}`), '', texts.suggestionAfterAnswerOutro].join('\n');
}
