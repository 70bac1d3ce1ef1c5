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

/** Words after which a verb form is a noun or an adjective, or not an order ("i controlli", "se usi"). */
const NOMINAL_OR_SUBORDINATE = new Set([
  'il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'dei', 'degli', 'delle', 'dai', 'dagli', 'nei', 'negli', 'ai', 'agli', 'sui', 'sugli',
  'questi', 'quei', 'suoi', 'miei', 'tuoi', 'nostri', 'vostri', 'loro', 'se', 'che', 'non', 'quando', 'mentre', 'perché', 'due',
  'tre', 'più', 'meno', 'molti', 'pochi', 'tanti', 'alcuni', 'altri', 'ne', 'mi', 'ti', 'si', 'ci', 'vi', 'tu', 'lei', 'lui',
]);
const ARTICLE_OBJECT = /^\s+(?:il|lo|la|i|gli|le|un|una|uno|l'|un'|quest[oaie]|quell[oaie]|sempre|anche|solo|pure|subito|di\s+nuovo|ancora)(?![\p{L}])/u;
const QUOTED_OBJECT = /^\s+[«"“]/u;

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
      const next = lower.slice(m.index + w.length);
      // "Per leggerlo usi il pulsante …", "nell'app premi "Termina corsa"": a verb is a verb when
      // an object follows it (an article, or a quoted label) and no article or "se" comes before it.
      if (!NOMINAL_OR_SUBORDINATE.has(prev) && (QUOTED_OBJECT.test(next) || (formal && ARTICLE_OBJECT.test(next)))) return true;
      const gap = lower.slice(prevEnd, m.index);
      const clauseInitial = prev === '' || /[,:;(–—•/-]/.test(gap) || CLAUSE_LEAD.has(prev);
      if (clauseInitial) return true;
    }
    prev = w;
    prevEnd = m.index + w.length;
  }
  return false;
}
