import type { SearchHit } from '../../search/search.service';

/**
 * The offline assistant's wording (pure, no framework): the answer composed in formal Italian
 * from a unit's solution steps and applicability, cited as [KU-n]. Whether to answer, suggest or
 * decline is decided by ../confidence/.
 */

const MAX_STEPS = 8;
const MAX_STEP_CHARS = 400;
const MAX_PROBLEM_CHARS = 180;

export const DECLINE_TEXT =
  'Mi dispiace, non trovo questa informazione nella nostra base di conoscenza e preferisco non darle una risposta ' +
  'che potrebbe essere sbagliata. Se lo desidera, può scegliere «Parla con un operatore»: la conversazione diventerà ' +
  'una richiesta di assistenza e una persona del nostro supporto le risponderà.';

const ONE_OFF_TEXT = (heading: string, cite: string) =>
  `Conosciamo questo problema («${heading}» ${cite}), ma nei casi come il suo la soluzione richiede un intervento ` +
  'del nostro supporto sui suoi dati, che non posso fare da qui. Scelga «Parla con un operatore»: la conversazione ' +
  'diventerà una richiesta di assistenza e una persona se ne occuperà.';

export const OPERATOR_HINT = 'Se il problema persiste, può scegliere «Parla con un operatore» e la conversazione passerà a una persona del nostro supporto.';

/**
 * The answer from one unit: its title (never a customer's story), numbered steps, when it
 * applies, and the way to a person. A one-off unit (a manual fix for one customer) is never
 * answered with its steps: the case needs an operator.
 */
export function composeAnswer(hit: Pick<SearchHit, 'unit_id' | 'problem' | 'solution' | 'applicability'> & Partial<Pick<SearchHit, 'title' | 'is_one_off'>>): string {
  const cite = `[KU-${hit.unit_id}]`;
  const heading = clip(oneLine(hit.title || hit.problem), MAX_PROBLEM_CHARS);
  if (hit.is_one_off) return ONE_OFF_TEXT(heading, cite);
  const steps = solutionSteps(hit.solution);
  const lines: string[] = [];
  lines.push(`Nella nostra base di conoscenza c'è una scheda per questo problema: «${heading}» ${cite}.`);
  if (steps.length === 0) {
    lines.push('', `La scheda non riporta passi da seguire. ${OPERATOR_HINT}`);
    return lines.join('\n');
  }
  lines.push('', steps.length === 1 ? 'Ecco cosa indica:' : 'Ecco i passi indicati:');
  steps.forEach((step, i) => {
    const last = i === steps.length - 1;
    const text = last ? `${step.replace(/[.;:,]?$/, '')} ${cite}.` : step;
    lines.push(steps.length === 1 ? text : `${i + 1}. ${text}`);
  });
  const applicability = oneLine(hit.applicability);
  if (applicability) {
    lines.push('', `Attenzione: questa soluzione vale per ${lowerFirst(applicability.replace(/[.;]+$/, ''))} ${cite}. Se il suo caso è diverso, me lo indichi prima di procedere.`);
  }
  lines.push('', OPERATOR_HINT);
  return lines.join('\n');
}

/** "1. …\n2. …" as stored by the distillers, or free text (an imported FAQ) cut into sentences. */
export function solutionSteps(solution: string): string[] {
  const text = solution.trim();
  if (!text) return [];
  const numbered = text.split('\n').map((l) => l.trim()).filter(Boolean);
  let steps: string[];
  if (numbered.length > 1 && numbered.every((l) => /^(\d+[.)]|[-•*])\s+/.test(l))) {
    steps = numbered.map((l) => l.replace(/^(\d+[.)]|[-•*])\s+/, ''));
  } else if (numbered.length > 1) {
    steps = numbered;
  } else {
    steps = text.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý"«(])/u);
  }
  return steps
    .map((s) => clip(oneLine(s), MAX_STEP_CHARS))
    .filter((s) => s.length > 0)
    .slice(0, MAX_STEPS);
}

const GREETING = /^(ciao|salve|buongiorno|buonasera|buon pomeriggio|hello|hi)\b[\s!.,]*$/i;
const THANKS = /^(grazie( mille| tante)?|ok(ay)?,? grazie|perfetto,? grazie|va bene,? grazie|gentilissim[oi])\b[\s!.,]*$/i;

/** A greeting or a thank-you is answered politely, without searching or citing. */
export function smallTalkReply(question: string): string | null {
  const text = question.trim();
  if (THANKS.test(text)) return 'Prego, è stato un piacere. Se ha altre domande, sono a sua disposizione.';
  if (GREETING.test(text)) return 'Buongiorno, sono l\'assistente automatico del supporto. Mi descriva il problema e cercherò la risposta nella nostra base di conoscenza.';
  return null;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

function lowerFirst(text: string): string {
  return /^[A-ZÀ-Ý][a-zà-ÿ]/u.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}
