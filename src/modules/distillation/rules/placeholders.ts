import { REDACTION_PLACEHOLDER, U } from './lexicon';
import { isInstruction } from './instruction';
import { contentWords, hasPlaceholder, tidy } from './text';

const PLACEHOLDER_GLOBAL = new RegExp(REDACTION_PLACEHOLDER.source, 'g');

/** Words that introduce a redacted value ("la mail è [EMAIL]", "sulla carta [CARTA]"). */
const PLACEHOLDER_LABEL_BEFORE = U(
  /(?:\s*\b(?:(?:la|il|l'|lo|mia|mio|nostra|nostro|sua|suo|vostra|vostro|questo|questa)\s*)?(?:e-?mail|mail|indirizzo|cell\.?|cellulare|tel\.?|telefono|numero|fisso|carta|iban|conto|codice\s+fiscale|c\.?f\.?|p\.?\s?iva|partita\s+iva|ip|ipv[46]|è|e'|al|allo|alla|all'|a|su|sul|sulla|sullo|sui|nel|nella|del|della|dal|dalla|con|di|da|tramite|via|questo|seguente)\b\.?:?)*\s*/i,
);
export const PLACEHOLDER_WITH_LABEL = new RegExp(PLACEHOLDER_LABEL_BEFORE.source + REDACTION_PLACEHOLDER.source, 'giu');
/** A URL or address that contains a placeholder is removed as a whole. */
const URL_WITH_PLACEHOLDER = /(?:https?:\/\/|www\.)[^\s"«»“”]*\[[A-Z][A-Z_]{1,15}\][^\s"«»“”]*/g;
const CLAUSE_DELIMITER = /([,;:](?=\s)|[()]|\s[–—-]\s)/;

/**
 * Removes redaction placeholders without leaving PII-shaped holes. The clause that carries a
 * placeholder is dropped when it says little else ("tel. [TELEFONO]", "P.IVA [PIVA]"); when the
 * clause carries real content ("la PEC è scritta [EMAIL] con uno spazio finale"), only the
 * placeholder and the label words in front of it are cut. Returns '' when nothing is left.
 */
export function stripPlaceholders(text: string): string {
  if (!hasPlaceholder(text)) return text;
  const source = text.replace(URL_WITH_PLACEHOLDER, (url) => {
    const trail = /[.,;:)!?]+$/.exec(url)?.[0] ?? '';
    return '[URL_TOKEN]' + trail;
  });
  const parts = source.split(CLAUSE_DELIMITER);
  const kept: string[] = [];
  let droppedContent = 0;
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? '';
    const delimiter = parts[i + 1] ?? '';
    if (hasPlaceholder(clause)) {
      const rest = clause.replace(PLACEHOLDER_WITH_LABEL, ' ');
      // An instruction ("Lo sostituisca con [IP]") keeps its verb: cut only the value.
      droppedContent += isInstruction(rest) ? 2 : contentWords(rest);
      // "(P.IVA [PIVA])": the brackets go with their content.
      const last = kept.length - 1;
      if (delimiter.trim() === ')' && last >= 0 && kept[last]!.trimEnd().endsWith('(')) {
        kept[last] = kept[last]!.trimEnd().slice(0, -1);
        continue;
      }
      if (delimiter.trim() !== ')') kept.push(delimiter.trim() === '(' ? ' (' : '');
      continue;
    }
    kept.push(clause + delimiter);
  }
  let result = tidy(kept.join(''));
  if (droppedContent >= 2 || contentWords(result) < 2) {
    result = tidy(source.replace(PLACEHOLDER_WITH_LABEL, ' '));
  }
  if (hasPlaceholder(result)) result = tidy(result.replace(PLACEHOLDER_GLOBAL, ' '));
  const end = /[.!?]$/.exec(text.trim())?.[0];
  if (end && result && !/[.!?…"»”]$/.test(result)) result += end;
  return contentWords(result) >= 2 ? result : '';
}
