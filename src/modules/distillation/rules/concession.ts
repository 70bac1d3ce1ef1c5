/**
 * Did the agent grant this customer something as a favour? Read by form, like agent-action.ts
 * reads one-offs, instead of a list of whole phrases: a first-person grant (perfect "le ho
 * stornato", "abbiamo annullato la sua penale"; present "le riconosciamo", "le applico") of a verb
 * of granting (concedere, riconoscere, stornare, accreditare, rimborsare, abbuonare, condonare,
 * regalare …) or of a verb that grants only with its object (applicare uno sconto/credito/bonus;
 * togliere, annullare, eliminare una penale/mora/maggiorazione/commissione; spostare, prorogare,
 * estendere una scadenza/un termine), addressed to the customer (a dative clitic, "a lei", or a
 * possessive), not negated, not conditional ("se vuole può chiedere il rimborso" is an instruction)
 * and not for everybody ("abbiamo applicato lo sconto a tutti i clienti"); a promise not to charge
 * ("non le addebiteremo la differenza"); and a favour's formula ("come gesto di scuse", "a titolo
 * di gesto commerciale", "in segno di scuse"). Pure, framework-free.
 */

const L = '\\p{L}';
/** Verbs that grant by themselves (participle and present stems, without their ending). */
const GRANT_STEMS = ['concess', 'concedut', 'accordat', 'riconosciut', 'stornat', 'accreditat', 'riaccreditat', 'rimborsat', 'abbuonat', 'condonat', 'regalat', 'omaggiat', 'esentat', 'bonificat'];
/** Verbs that grant only with a benefit, a fee or a deadline as object. */
const OBJECT_STEMS = ['applicat', 'offert', 'tolt', 'annullat', 'rimoss', 'eliminat', 'cancellat', 'spostat', 'prorogat', 'posticipat', 'estes', 'prolungat', 'azzerat', 'scontat', 'ridott', 'dimezzat', 'inserit', 'aggiunt', 'caricat'];
const GRANT_PRESENT = /^(?:concediamo|concedo|accordiamo|accordo|riconosciamo|riconosco|storniamo|storno|accreditiamo|accredito|riaccreditiamo|rimborsiamo|rimborso|abboniamo|abbuoniamo|abbuono|condoniamo|regaliamo|regalo|omaggiamo)$/iu;
const OBJECT_PRESENT = /^(?:applichiamo|applico|offriamo|offro|togliamo|tolgo|annulliamo|annullo|eliminiamo|elimino|cancelliamo|spostiamo|sposto|prorogiamo|proroghiamo|posticipiamo|estendiamo|estendo|prolunghiamo|azzeriamo|azzero|riduciamo|dimezziamo|aggiungiamo|carichiamo)$/iu;

/** What is granted: a benefit, a fee taken away, a deadline moved. */
const OBJECT = new RegExp(
  `(?<![${L}])(?:scont[oi]|credit[oi]|bonus|buon[oi]|voucher|coupon|rimbors[oi]|omaggi[oi]|abbuon[oi]|mes[ei]\\s+(?:gratuit|gratis|in\\s+omaggio)|penal[ei]|mora|more|maggiorazion[ei]|commission[ei]|addebit[oi]|cost[oi]|spese|supplement[oi]|sovrapprezz[oi]|interessi|franchigia|differenza|quota|canone|tariffa|scadenz[ae]|termin[ei]|proroga|rata|rate|importo)(?![${L}])`,
  'iu',
);
const DATIVE = /(?:^|\s)(?:le|gli|vi|ti|glie\p{L}*|gliel')\s*$/iu;
const CUSTOMER_MARK = /(?<![\p{L}])(?:suo|sua|suoi|sue|vostro|vostra|vostri|vostre|tuo|tua|tuoi|tue|a\s+lei|a\s+voi|per\s+lei|per\s+voi)(?![\p{L}])/iu;
/** A refund the terms give anyway: the documented procedure, not a favour. */
const BY_THE_TERMS = /(?<![\p{L}])(?:come\s+previsto|come\s+da\s+(?:contratto|condizioni|policy|regolamento|procedura)|secondo\s+(?:la\s+procedura|le\s+condizioni|il\s+regolamento)|da\s+contratto|diritto\s+di\s+recesso|procedura\s+di\s+(?:reso|rimborso))(?![\p{L}])/iu;
const FOR_EVERYBODY = /(?<![\p{L}])(?:a\s+tutti|per\s+tutti|tutti\s+(?:i|gli)\s+(?:clienti|utenti|abbonati|iscritti)|a\s+ogni\s+cliente|automaticamente)(?![\p{L}])/iu;
const NEGATED = /(?:^|[^\p{L}])(?:non|né|mai|neanche|nemmeno|neppure)\s+(?:(?:\p{L}+'|\p{L}+)\s+){0,2}$/iu;
const CONDITIONAL = /(?:^|[^\p{L}])(?:se|qualora|nel\s+caso\s+(?:in\s+cui|che)?|quando|appena|può|potrà|potrebbe|possiamo|potremmo|vuole|desidera|dovrebbe|chiedere|richiedere)\s+(?:(?:\p{L}+'|\p{L}+)\s+){0,3}$/iu;
const NO_CHARGE = new RegExp(`(?<![${L}'])non\\s+(?:le|vi|ti|gli)\\s+(?:addebiteremo|addebiterò|faremo\\s+pagare|chiederemo|applicheremo)(?![${L}])`, 'iu');
const FAVOUR = /(?<![\p{L}])(?:come\s+gesto\s+di\s+(?:scuse|cortesia|buona\s+volontà|attenzione)|a\s+titolo\s+di\s+(?:gesto\s+commerciale|scuse|cortesia|risarcimento|indennizzo)|in\s+segno\s+di\s+(?:scuse|cortesia)|per\s+scusarci\s+(?:del|per\s+il)\s+disagio)(?![\p{L}])/iu;

/** Auxiliary + participle ("le ho stornato", "abbiamo già annullato"), or a first-person present ("le riconosciamo"). */
const PERFECT = new RegExp(`(?<![${L}'])((?:(?:le|gli|vi|ti|glie\\p{L}*)\\s+|gliel')?(?:l'|lo\\s+|la\\s+|li\\s+|ne\\s+)?)(?:ho|abbiamo)\\s+(?:(?:già|gia|appena|anche|io|noi|subito|personalmente|direttamente|quindi|ora|ormai)\\s+){0,2}([${L}]+)(?![${L}])`, 'giu');
const WORD = new RegExp(`(?<![${L}'])([${L}]+)(?![${L}])`, 'gu');

function stemClass(participle: string): 'grant' | 'object' | null {
  const stem = participle.toLowerCase().slice(0, -1);
  if (GRANT_STEMS.some((s) => stem === s)) return 'grant';
  if (OBJECT_STEMS.some((s) => stem === s)) return 'object';
  return null;
}

/** The concession the sentence states, as a short cue ("le ho: stornat"), or null. */
export function concessionIn(sentence: string): string | null {
  const text = sentence.replace(/[’`]/g, "'");
  const noCharge = NO_CHARGE.exec(text);
  if (noCharge && !CONDITIONAL.test(text.slice(0, noCharge.index))) return noCharge[0].toLowerCase();
  const favour = FAVOUR.exec(text);
  if (favour) return favour[0].toLowerCase();
  if (FOR_EVERYBODY.test(text) || BY_THE_TERMS.test(text)) return null;
  PERFECT.lastIndex = 0;
  for (let m = PERFECT.exec(text); m !== null; m = PERFECT.exec(text)) {
    const before = text.slice(0, m.index);
    if (NEGATED.test(before) || CONDITIONAL.test(before)) continue;
    const cls = stemClass(m[2]!);
    if (!cls) continue;
    const clitic = m[1] ?? '';
    const dative = /^(?:le|gli|vi|ti|glie)/iu.test(clitic.trim());
    if (!dative && !CUSTOMER_MARK.test(text)) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 50);
    // Without a dative clitic ("abbiamo riconosciuto il suo problema") the object must be a benefit or a fee too.
    if ((cls === 'object' || !dative) && !OBJECT.test(after)) continue;
    return `${m[0].trim().toLowerCase()}`;
  }
  WORD.lastIndex = 0;
  for (let w = WORD.exec(text); w !== null; w = WORD.exec(text)) {
    const verb = w[1]!;
    const grant = GRANT_PRESENT.test(verb);
    if (!grant && !OBJECT_PRESENT.test(verb)) continue;
    const before = text.slice(0, w.index);
    if (!DATIVE.test(before) && !CUSTOMER_MARK.test(text)) continue;
    const head = before.replace(DATIVE, ' ');
    if (NEGATED.test(head) || CONDITIONAL.test(head)) continue;
    const after = text.slice(w.index + verb.length, w.index + verb.length + 50);
    if ((!grant || !DATIVE.test(before)) && !OBJECT.test(after)) continue;
    // "rimborso" and "storno" are also nouns: as verbs they follow a dative clitic.
    if (/^(?:rimborso|storno|accredito|abbuono|regalo|sposto)$/iu.test(verb) && !DATIVE.test(before)) continue;
    return verb.toLowerCase();
  }
  return null;
}
