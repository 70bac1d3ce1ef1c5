import {
  INSTRUCTION_PHRASES,
  INSTRUCTION_VERB_WITH_CLITIC,
  INSTRUCTION_VERBS_FORMAL,
  INSTRUCTION_VERBS_FORMAL_AMBIGUOUS,
  INSTRUCTION_VERBS_INFORMAL,
  MENU_PATH,
} from './lexicon';
import { firstHit, memo } from './cue-matching';

const CLAUSE_LEAD = new Set([
  'poi', 'e', 'quindi', 'prima', 'subito', 'ora', 'adesso', 'infine', 'dopo', 'allora', 'intanto',
  'per', 'favore', 'pure', 'ok', 'sì', 'bene', 'dopodiché', 'successivamente', 'inoltre', 'anche',
  'semplicemente', 'basta', 'frattempo', 'o', 'oppure', 'ecco', 'ma', 'altrimenti', 'infatti',
]);

/** True when the sentence instructs the customer to do something. */
const INSTRUCTIONS = new Map<string, boolean>();
export function isInstruction(sentence: string): boolean {
  return memo(INSTRUCTIONS, sentence, () => computeIsInstruction(sentence));
}
function computeIsInstruction(sentence: string): boolean {
  if (MENU_PATH.test(sentence)) return true;
  if (INSTRUCTION_VERB_WITH_CLITIC.test(sentence)) return true;
  // "non devi toccare ogni fattura" is not an instruction.
  if (firstHit(INSTRUCTION_PHRASES, sentence, true)) return true;
  const lower = sentence.toLowerCase();
  const word = /[\p{L}]+(?:'[\p{L}]+)?'?/gu;
  let m: RegExpExecArray | null;
  let prev = '';
  let prevEnd = 0;
  while ((m = word.exec(lower)) !== null) {
    const w = m[0];
    const formal = INSTRUCTION_VERBS_FORMAL.has(w);
    const informal = INSTRUCTION_VERBS_INFORMAL.has(w);
    if (formal || informal) {
      if (formal && !INSTRUCTION_VERBS_FORMAL_AMBIGUOUS.has(w) && prev !== 'non') return true;
      const gap = lower.slice(prevEnd, m.index);
      const clauseInitial = prev === '' || /[,:;(–—•/-]/.test(gap) || CLAUSE_LEAD.has(prev);
      if (clauseInitial) return true;
    }
    prev = w;
    prevEnd = m.index + w.length;
  }
  return false;
}
