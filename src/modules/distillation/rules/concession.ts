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
const OBJECT_STEMS = ['applicat', 'offert', 'tolt', 'annullat', 'rimoss', 'eliminat', 'cancellat', 'spostat', 'prorogat', 'posticipat', 'estes', 'prolungat', 'azzerat', 'scontat', 'ridott', 'dimezzat', 'inserit', 'aggiunt', 'caricat', 'restituit', 'dispost', 'approvat', 'autorizzat'];
const GRANT_PRESENT = /^(?:concediamo|concedo|accordiamo|accordo|riconosciamo|riconosco|storniamo|storno|accreditiamo|accredito|riaccreditiamo|rimborsiamo|rimborso|abboniamo|abbuoniamo|abbuono|condoniamo|regaliamo|regalo|omaggiamo)$/iu;
const OBJECT_PRESENT = /^(?:applichiamo|applico|offriamo|offro|togliamo|tolgo|annulliamo|annullo|eliminiamo|elimino|cancelliamo|spostiamo|sposto|prorogiamo|proroghiamo|posticipiamo|estendiamo|estendo|prolunghiamo|azzeriamo|azzero|riduciamo|dimezziamo|aggiungiamo|carichiamo|restituiamo|restituisco)$/iu;

/** What is granted: a benefit, a fee taken away, a deadline moved. */
const OBJECT = new RegExp(
  `(?<![${L}])(?:scont[oi]|credit[oi]|bonus|buon[oi]|voucher|coupon|rimbors[oi]|omaggi[oi]|abbuon[oi]|mes[ei]\\s+(?:gratuit|gratis|in\\s+omaggio)|penal[ei]|mora|more|maggiorazion[ei]|commission[ei]|addebit[oi]|cost[oi]|spese|supplement[oi]|sovrapprezz[oi]|interessi|franchigia|differenza|quota|canone|tariffa|scadenz[ae]|termin[ei]|proroga|rata|rate|importo|debito|insoluto|saldo)(?![${L}])`,
  'iu',
);
const DATIVE = /(?:^|\s)(?:le|gli|vi|ti|glie\p{L}*|gliel')\s*$/iu;
const CUSTOMER_MARK = /(?<![\p{L}])(?:suo|sua|suoi|sue|vostro|vostra|vostri|vostre|tuo|tua|tuoi|tue|a\s+lei|a\s+voi|per\s+lei|per\s+voi)(?![\p{L}])/iu;
/** A refund the terms give anyway: the documented procedure, not a favour. */
const BY_THE_TERMS = /(?<![\p{L}])(?:come\s+previsto|come\s+da\s+(?:contratto|condizioni|policy|regolamento|procedura)|secondo\s+(?:la\s+procedura|le\s+condizioni|il\s+regolamento)|da\s+contratto|diritto\s+di\s+recesso|procedura\s+di\s+(?:reso|rimborso)|in\s+garanzia|coperto\s+dalla\s+garanzia|(?:il|del|al|dal|suo|nel|di)\s+reso|recesso\s+entro)(?![\p{L}])/iu;
const FOR_EVERYBODY = /(?<![\p{L}])(?:a\s+tutti|per\s+tutti|tutti\s+(?:i|gli)\s+(?:clienti|utenti|abbonati|iscritti)|a\s+ogni\s+cliente|automaticamente)(?![\p{L}])/iu;
const NEGATED = /(?:^|[^\p{L}])(?:non|né|mai|neanche|nemmeno|neppure)\s+(?:(?:\p{L}+'|\p{L}+)\s+){0,2}$/iu;
const CONDITIONAL = /(?:^|[^\p{L}])(?:se|qualora|nel\s+caso\s+(?:in\s+cui|che)?|quando|appena|può|potrà|potrebbe|possiamo|potremmo|vuole|desidera|dovrebbe|chiedere|richiedere)\s+(?:(?:\p{L}+'|\p{L}+)\s+){0,3}$/iu;
// Not "non le verrà addebitato due volte": a charge not doubled is how the system works, not a waiver.
const NO_CHARGE = new RegExp(`(?<![${L}'])non\\s+(?:le|vi|ti|gli)\\s+(?:addebiteremo|addebiterò|faremo\\s+pagare|chiederemo|applicheremo|(?:verrà|sarà|verranno|saranno)\\s+(?:addebitat|applicat|chiest)[oaie])(?![${L}])(?!\\s+(?:(?:\\p{L}+\\s+){0,2}(?:due|più)\\s+volte|di\\s+nuovo|nuovamente|ancora|in\\s+doppio|doppiamente|una\\s+seconda\\s+volta)(?![${L}]))`, 'iu');
/** "Come scusa le abbiamo mandato un codice sconto", "per scusarci le regaliamo un buono": amends with a benefit. */
const AMENDS = /(?<![\p{L}])(?:come|per|in|a)\s+(?:(?:nostr[ae]\s+)?scus[ae]|scusarci|risarcimento|indennizzo|compensazione|rimedio)(?![\p{L}])/iu;
const FAVOUR = /(?<![\p{L}])(?:come\s+gesto\s+(?:commerciale|di\s+(?:scuse|cortesia|buona\s+volontà|attenzione))|a\s+titolo\s+di\s+(?:gesto\s+commerciale|scuse|cortesia|risarcimento|indennizzo)|in\s+segno\s+di\s+(?:scuse|cortesia)|per\s+scusarci\s+(?:del|per\s+il)\s+disagio|(?:solo|soltanto)\s+(?:per\s+)?(?:questa\s+volta|stavolta)|per\s+stavolta|(?:(?:abbiamo|ho)\s+(?:(?:deciso|scelto|voluto|stabilito)\s+di\s+fare|fatto)|si\s+è\s+deciso\s+di\s+fare|facciamo|faccio|(?:possiamo|posso)\s+fare)\s+(?:un'|una\s+)eccezione|venir(?:le|vi|ti)\s+incontro)(?![\p{L}])/iu;

/** Auxiliary + participle ("le ho stornato", "abbiamo già annullato"), or a first-person present ("le riconosciamo"). */
const PERFECT = new RegExp(`(?<![${L}'])((?:(?:le|gli|vi|ti|glie\\p{L}*)\\s+|gliel')?(?:l'|lo\\s+|la\\s+|li\\s+|ne\\s+)?)(?:ho|abbiamo)\\s+(?:(?:già|gia|appena|anche|io|noi|subito|personalmente|direttamente|quindi|ora|ormai)\\s+){0,2}([${L}]+)(?![${L}])`, 'giu');
const WORD = new RegExp(`(?<![${L}'])([${L}]+)(?![${L}])`, 'gu');

const PASSIVE_TO_CUSTOMER = new RegExp(`(?<![${L}'])(?:le|vi|ti|gli)\\s+(?:è|sono|viene|vengono|verrà|verranno|sarà|saranno)\\s+(?:stat[oaie]\\s+)?(?:già\\s+)?([${L}]+)(?![${L}])`, 'giu');
/** Granting verbs whose passive is a favour; "le verrà accreditato/rimborsato" is also the standard procedure. */
const STRONG_PASSIVE = new Set(['stornat', 'abbuonat', 'condonat', 'concess', 'riconosciut', 'regalat', 'omaggiat', 'esentat']);
/** A fee taken away: the objects that make "le è stata tolta/annullata" a favour. */
const FEE = new RegExp(`(?<![${L}])(?:penal[ei]|mora|more|maggiorazion[ei]|commission[ei]|addebit[oi]|supplement[oi]|sovrapprezz[oi]|interessi|franchigia|spese)(?![${L}])`, 'iu');
const DECIDED_TO_GRANT = new RegExp(
  `(?<![${L}'])(?:(?:abbiamo|ho)\\s+(?:deciso|scelto|disposto|stabilito)\\s+di|(?:abbiamo|ho)\\s+provveduto\\s+ad?|(?:procedo|procediamo|provvedo|provvediamo)\\s+ad?|(?:posso|possiamo|vogliamo|voglio)|(?:siamo\\s+liet[ie]|sono\\s+liet[oa])\\s+di)\\s+([${L}]+?)(?:le|vi|ti|gli|gliel[oaie]|glie?ne)(?![${L}])`,
  'giu',
);
const GRANT_INFINITIVE = /^(?:conceder|accordar|riconoscer|stornar|accreditar|riaccreditar|rimborsar|abbuonar|condonar|regalar|omaggiar|esentar)$/iu;
const OBJECT_INFINITIVE = /^(?:applicar|offrir|toglier|annullar|rimuover|eliminar|cancellar|spostar|prorogar|posticipar|estender|prolungar|azzerar|ridur|dimezzar|inserir|aggiunger|caricar|restituir)$/iu;
const MADE_BENEFIT = new RegExp(`(?<![${L}'])(?:(?:le|vi|ti|gli)\\s+(?:ho|abbiamo)\\s+(?:già\\s+)?fatto|(?:le|vi|ti|gli)\\s+(?:faccio|facciamo))\\s+(?:un[oa]?|l'|lo|il|un')\\s*(?:[${L}]+\\s+)?(?:sconto|buono|abbuono|storno|omaggio|bonus|regalo|prezzo\\s+(?:speciale|di\\s+favore))(?![${L}])`, 'iu');

const APPROVED = new RegExp(`(?<![${L}'])(?:approvat|autorizzat|concess|accordat)[oaie]\\s+(?:[${L}']+\\s+){0,4}?(?:lo\\s+|il\\s+|un\\s+|uno\\s+|una\\s+|l'|la\\s+)?(?:rimbors[oi]|storn[oi]|scont[oi]|abbuon[oi]|bonus|buon[oi]|omaggi[oi]|sostituzione\\s+gratuita|eccezione)(?![${L}])`, 'iu');
const FREE_OF_CHARGE = /(?<![\p{L}])(?:senza\s+(?:alcun\s+)?cost[oi]|senza\s+spese|gratuitamente|gratis|a\s+costo\s+zero|a\s+nostro\s+carico|a\s+nostre\s+spese|senza\s+addebit[oi])(?![\p{L}])/iu;
// Not the verbs of telling and sending information ("le ho inviato le istruzioni senza costi" grants nothing).
const FIRST_PERSON_TO_CUSTOMER = new RegExp(`(?<![${L}'])(?:(?:le|vi|ti|gli)\\s+(?!(?:inviamo|scriviamo|spieghiamo|indichiamo|chiediamo|comunichiamo|diciamo|mandiamo|ricordiamo|confermiamo)(?![${L}]))(?:[${L}]+(?:iamo)|(?:ho|abbiamo)\\s+(?!(?:inviat|scritt|spiegat|indicat|chiest|comunicat|dett|mandat|ricordat|confermat)[oaie](?![${L}]))[${L}]+)|gliel'(?:ho|abbiamo))(?![${L}])`, 'iu');
const AMOUNT = /(?:€\s?\d|\d[\d.,]*\s?(?:€|euro)(?![\p{L}]))/iu;
const HABITUAL = /(?<![\p{L}])(?:sempre|di\s+norma|normalmente|generalmente|in\s+genere|di\s+solito|ogni\s+volta|solitamente)(?![\p{L}])/iu;

/**
 * The object a verb that grants only with its object needs: a benefit applied ("applicato uno
 * sconto", not "applicato la tariffa corretta"), a fee taken away ("tolto la mora", not "tolto
 * l'addebito automatico"), a deadline moved ("spostato la scadenza", not "spostato l'abbonamento
 * su un'altra carta"), a period extended, money given back.
 */
const BENEFIT = new RegExp(`(?<![${L}])(?:scont[oi]|credit[oi]|bonus|buon[oi]|voucher|coupon|abbuon[oi]|omaggi[oi]|mes[ei]\\s+(?:gratuit|gratis|in\\s+omaggio)|tariffa\\s+(?:agevolata|ridotta|scontata|di\\s+favore)|prezzo\\s+(?:speciale|di\\s+favore|agevolato|scontato))(?![${L}])`, 'iu');
const FEE_OR_AMOUNT = new RegExp(`(?<![${L}])(?:penal[ei]|mora|more|maggiorazion[ei]|commission[ei]|addebit[oi](?!\\s+(?:automatic|dirett|ricorrent|sepa|su\\s+conto|in\\s+conto))|supplement[oi]|sovrapprezz[oi]|interessi|franchigia|spese|differenza|quota|canone|importo|debito|insoluto|cost[oi])(?![${L}])`, 'iu');
const DEADLINE = new RegExp(`(?<![${L}])(?:scadenz[ae]|termin[ei]|rata|rate|pagament[oi])(?![${L}])`, 'iu');
const PERIOD = new RegExp(`(?<![${L}])(?:scadenz[ae]|termin[ei]|rata|rate|pagament[oi]|abbonament[oi]|periodo|prova|validità|garanzia|iscrizione)(?![${L}])`, 'iu');
const MONEY = new RegExp(`(?<![${L}])(?:rimbors[oi]|storn[oi]|bonific[oi]|importo|somma|quota|differenza|scont[oi]|abbuon[oi]|credit[oi])(?![${L}])`, 'iu');
function objectFits(verb: string, after: string): boolean {
  const v = verb.toLowerCase();
  if (/^(?:applic|offr|offer|inser|aggiun|caric)/u.test(v)) return BENEFIT.test(after);
  if (/^(?:spost|posticip)/u.test(v)) return DEADLINE.test(after);
  if (/^(?:prorog|prolung|este)/u.test(v)) return PERIOD.test(after);
  if (/^(?:restitu|dispo|approv|autorizz)/u.test(v)) return MONEY.test(after);
  return FEE_OR_AMOUNT.test(after) || BENEFIT.test(after);
}

function stemClass(participle: string): 'grant' | 'object' | null {
  const stem = participle.toLowerCase().slice(0, -1);
  if (GRANT_STEMS.some((s) => stem === s)) return 'grant';
  if (OBJECT_STEMS.some((s) => stem === s)) return 'object';
  return null;
}

/**
 * An exception to the rule, said by the sentence's frame: the rule then "ma/però" ("di solito sì,
 * ma …", "la penale è prevista dal contratto, però …"), or a reason that is this customer's own
 * situation ("visto il ritardo", "dato che è con noi da anni", "considerata la sua situazione").
 */
const RULE_THEN_BUT = /(?<![\p{L}])(?:di\s+solito|di\s+norma|normalmente|solitamente|generalmente|in\s+genere|in\s+teoria|da\s+regolamento|(?:è|sarebbe)\s+previst[oa]|andrebbe|dovrebbe)(?![\p{L}])[^.!?]{0,120}?(?<![\p{L}])(?:ma|però)(?![\p{L}])/iu;
const OWN_REASON = /(?<![\p{L}])(?:vist[oaie]|dat[oaie]|considerat[oaie]|considerando|tenuto\s+conto\s+d\p{L}*|in\s+considerazione\s+d\p{L}*)\s+(?:che|il|lo|la|l'|i|gli|le|il\s+suo|la\s+sua|i\s+suoi|le\s+sue|suo|sua|tuo|tua)(?![\p{L}])/iu;
/** The favour goes to this customer: "per lei", "a te", a dative clitic before a passive ("le viene", "ti è stata"). */
const FOR_THIS_CUSTOMER = /(?<![\p{L}])(?:per\s+(?:lei|te|voi)|a\s+(?:lei|te|voi)|nel\s+suo\s+caso|nel\s+tuo\s+caso|(?:le|ti|vi|gli)\s+(?:è|sono|viene|vengono|verrà|verranno|sarà|saranno))(?![\p{L}])/iu;
/** A passive, present or perfect, of a verb that grants, with its subject or object: "la quota viene abbuonata", "la scadenza è stata prorogata". */
const GRANT_PASSIVE = new RegExp(`(?<![${L}'])(?:è|sono|viene|vengono|verrà|verranno|sarà|saranno)\\s+(?:stat[oaie]\\s+)?(?:(?:già|eccezionalmente|comunque|quindi)\\s+)?([${L}]+)(?![${L}])`, 'giu');
/** Waiving a fee: "abbiamo deciso di non applicarla", "scegliamo di non addebitarle la penale". */
const WAIVE = new RegExp(`(?<![${L}'])(?:(?:abbiamo|ho)\\s+(?:deciso|scelto|stabilito|preferito)|decidiamo|scegliamo|preferiamo)\\s+di\\s+non\\s+(?:applicar|addebitar|chieder|far(?:le|ti|vi)?\\s+pagar|far\\s+pagar|richieder|conteggiar)[${L}]*`, 'iu');
/** A concessive clause: the rule would say no, the grant follows ("anche se la promozione è scaduta"). */
const CONCESSIVE = /(?<![\p{L}])(?:anche\s+se|nonostante|sebbene|benché|malgrado|pur\s+(?:essendo|avendo))(?![\p{L}])/iu;
/** What is commercial about the grant: a benefit, a fee, a price, a deadline, a free thing. */
const COMMERCIAL = new RegExp(`${OBJECT.source}|(?<![${L}])(?:prezz[oi]|tariff[ae]|sped\\p{L}*|reso|gratis|gratuit\\p{L}*|omaggio|sconto)(?![${L}])`, 'iu');
/** Charging is not granting: "le addebitiamo la quota", "le ricarichiamo l'importo". */
const CHARGING = new RegExp(`(?<![${L}'])(?:addebit|ricaric|fattur|prelev|incass|trattenut|trattenem|tratteniam|chied|richied)[${L}]*`, 'iu');
/** A first-person grant to the customer, in the clause after the frame: "le lasciamo il prezzo vecchio", "te la offriamo noi". */
const TO_CUSTOMER_NOW = new RegExp(`(?<![${L}'])(?:(?:le|ti|vi|gli)\\s+(?:[${L}]+(?:iamo)|(?:ho|abbiamo)\\s+[${L}]+)|(?:glie(?:l[oaie]|ne)|te\\s+l[oaie]|ve\\s+l[oaie]|gliel')\\s*(?:[${L}]+(?:iamo)|(?:ho|abbiamo)\\s+[${L}]+))(?![${L}])`, 'iu');
const NOT_CHARGED_NOW = new RegExp(`(?<![${L}'])non\\s+(?:le|vi|ti|gli)\\s+(?:addebitiamo|addebito|facciamo\\s+pagare|faccio\\s+pagare|chiediamo|applichiamo|applico|conteggiamo)(?![${L}])`, 'iu');
/** Verbs of telling, sending information and asking: "le abbiamo inviato il modulo" grants nothing. */
const FIRST_PERSON_NOT_GRANT = new RegExp(`(?<![${L}])(?:inviamo|scriviamo|spieghiamo|indichiamo|chiediamo|comunichiamo|diciamo|mandiamo|ricordiamo|confermiamo|consigliamo|suggeriamo|proponiamo|(?:inviat|scritt|spiegat|indicat|chiest|comunicat|dett|mandat|ricordat|confermat|consigliat|suggerit)[oaie])(?![${L}])`, 'iu');
/** A cheap first look: most sentences have no word an exception frame can start with. */
const MAY_FRAME = /(?:solit|norm|genere|generalm|teoria|regolam|previst|andrebbe|dovrebbe|vist|dat[oaie]\s|consider|tenuto|anche\s+se|nonostante|sebbene|benché|malgrado|pur\s)/iu;
function exceptionGrantIn(text: string): string | null {
  if (!MAY_FRAME.test(text)) return null;
  const frame = RULE_THEN_BUT.exec(text) ?? OWN_REASON.exec(text) ?? CONCESSIVE.exec(text);
  if (!frame) return null;
  const waive = WAIVE.exec(text);
  if (waive && FEE_OR_AMOUNT.test(text)) return waive[0].toLowerCase();
  // "non le addebitiamo la commissione": a charge not made, present tense, of a fee.
  const notCharged = NOT_CHARGED_NOW.exec(text);
  if (notCharged && FEE_OR_AMOUNT.test(text.slice(notCharged.index))) return notCharged[0].toLowerCase();
  const grant = TO_CUSTOMER_NOW.exec(text);
  if (grant && !CHARGING.test(grant[0]) && !FIRST_PERSON_NOT_GRANT.test(grant[0]) && COMMERCIAL.test(text) && !NEGATED.test(text.slice(0, grant.index)) && !CONDITIONAL.test(text.slice(0, grant.index))) return grant[0].toLowerCase();
  if (!FOR_THIS_CUSTOMER.test(text) && !CUSTOMER_MARK.test(text)) return null;
  for (const p of text.matchAll(GRANT_PASSIVE)) {
    const cls = stemClass(p[1]!);
    if (!cls) continue;
    const head = text.slice(0, p.index);
    if (NEGATED.test(head) || CONDITIONAL.test(head)) continue;
    // The commercial thing is the subject (before) or the object (after) of the passive.
    const clause = head.slice(Math.max(head.search(/[^,;:]*$/u), 0)) + text.slice(p.index! + p[0].length, p.index! + p[0].length + 50);
    if (cls === 'grant' ? OBJECT.test(clause) : objectFits(p[1]!, clause)) return p[0].toLowerCase();
  }
  return null;
}

/** The words after a verb up to the end of its clause: "gliel'ho caricato io e ho riapplicato lo sconto" stops at "e ho". */
function clauseAfter(text: string, from: number): string {
  const rest = text.slice(from, from + 50);
  const end = rest.search(/[;:.!?]|,\s|\s(?:e|ed|poi|ma)\s+(?:(?:le|gli|vi|ti|l'|lo|la)\s*)?(?:ho|abbiamo)(?![\p{L}])/u);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The concession the sentence states, as a short cue ("le ho: stornat"), or null. */
export function concessionIn(sentence: string): string | null {
  const text = sentence.replace(/[’`]/g, "'");
  if (!FOR_EVERYBODY.test(text)) {
    const exception = exceptionGrantIn(text);
    if (exception) return exception;
  }
  const noCharge = NO_CHARGE.exec(text);
  if (noCharge && !CONDITIONAL.test(text.slice(0, noCharge.index))) return noCharge[0].toLowerCase();
  const favour = FAVOUR.exec(text);
  if (favour && !NEGATED.test(text.slice(0, favour.index)) && !CONDITIONAL.test(text.slice(0, favour.index))) return favour[0].toLowerCase();
  if (FOR_EVERYBODY.test(text) || BY_THE_TERMS.test(text)) return null;
  const amends = AMENDS.exec(text);
  if (amends && BENEFIT.test(text.slice(amends.index)) && !NEGATED.test(text.slice(0, amends.index)) && !CONDITIONAL.test(text.slice(0, amends.index))) return amends[0].toLowerCase();
  PERFECT.lastIndex = 0;
  for (let m = PERFECT.exec(text); m !== null; m = PERFECT.exec(text)) {
    const before = text.slice(0, m.index);
    if (NEGATED.test(before) || CONDITIONAL.test(before)) continue;
    const cls = stemClass(m[2]!);
    if (!cls) continue;
    const clitic = m[1] ?? '';
    const dative = /^(?:le|gli|vi|ti|glie)/iu.test(clitic.trim());
    const after = clauseAfter(text, m.index + m[0].length);
    // "Abbiamo stornato la penale": a verb that grants by itself needs no addressee when its object is a fee or a benefit.
    if (!dative && !CUSTOMER_MARK.test(text) && !(cls === 'grant' && OBJECT.test(after))) continue;
    // Without a dative clitic ("abbiamo riconosciuto il suo problema") the object must be a benefit or a fee too.
    if (cls === 'object' ? !objectFits(m[2]!, after) : !dative && !OBJECT.test(after)) continue;
    return `${m[0].trim().toLowerCase()}`;
  }
  // "Le è stata stornata la penale", "le verrà abbuonata la mora": a passive to the customer of a verb that grants by itself.
  for (const p of text.matchAll(PASSIVE_TO_CUSTOMER)) {
    const head = text.slice(0, p.index);
    if (NEGATED.test(head) || CONDITIONAL.test(head)) continue;
    const cls = STRONG_PASSIVE.has(p[1]!.toLowerCase().slice(0, -1)) ? 'grant' : stemClass(p[1]!);
    if (!cls) continue;
    const after = text.slice(p.index! + p[0].length, p.index! + p[0].length + 50);
    if (cls === 'object' && !FEE.test(after)) continue;
    if (cls === 'grant' && !STRONG_PASSIVE.has(p[1]!.toLowerCase().slice(0, -1))) continue;
    return p[0].toLowerCase();
  }
  // "Abbiamo deciso di stornarle la penale", "ho provveduto ad accreditarle il bonus", "posso toglierle la mora".
  for (const d of text.matchAll(DECIDED_TO_GRANT)) {
    const head = text.slice(0, d.index);
    if (NEGATED.test(head) || CONDITIONAL.test(head)) continue;
    const root = d[1]!.toLowerCase();
    const grant = GRANT_INFINITIVE.test(root);
    if (!grant && !OBJECT_INFINITIVE.test(root)) continue;
    const after = text.slice(d.index! + d[0].length, d.index! + d[0].length + 50);
    if (!grant && !objectFits(root, after)) continue;
    return d[0].toLowerCase();
  }
  // "Le ho fatto uno sconto", "le facciamo un buono": 'fare' grants with a benefit only.
  const made = MADE_BENEFIT.exec(text);
  if (made && !NEGATED.test(text.slice(0, made.index)) && !CONDITIONAL.test(text.slice(0, made.index))) return made[0].toLowerCase();
  // "La sua richiesta: l'ufficio ha approvato uno sconto", "è stato autorizzato il rimborso": an approval of a benefit, by anyone of ours.
  const approved = APPROVED.exec(text);
  if (approved && !NEGATED.test(text.slice(0, approved.index)) && !CONDITIONAL.test(text.slice(0, approved.index))) return approved[0].toLowerCase();
  // "Le sostituiamo la scheda senza costi": a first-person act for the customer, free of charge.
  const free = FREE_OF_CHARGE.exec(text);
  if (free && FIRST_PERSON_TO_CUSTOMER.test(text.slice(0, free.index)) && !NEGATED.test(text.slice(0, free.index).split(/[,;:]/u).pop() ?? '')) return free[0].toLowerCase();
  WORD.lastIndex = 0;
  for (let w = WORD.exec(text); w !== null; w = WORD.exec(text)) {
    const verb = w[1]!;
    const grant = GRANT_PRESENT.test(verb);
    if (!grant && !OBJECT_PRESENT.test(verb)) continue;
    const before = text.slice(0, w.index);
    const after0 = text.slice(w.index + verb.length, w.index + verb.length + 50);
    // "Storniamo l'addebito di € 29": a verb that grants by itself, 1st plural, with its object or an amount.
    const bare = grant && /iamo$/iu.test(verb) && (OBJECT.test(after0) || AMOUNT.test(after0)) && !HABITUAL.test(`${before.split(/[,;:]/u).pop() ?? ''} ${after0.split(/[,;:]/u)[0]}`);
    if (!DATIVE.test(before) && !CUSTOMER_MARK.test(text) && !bare) continue;
    const head = before.replace(DATIVE, ' ');
    if (NEGATED.test(head) || CONDITIONAL.test(head)) continue;
    const after = text.slice(w.index + verb.length, w.index + verb.length + 50);
    if (!grant ? !objectFits(verb, after) : !DATIVE.test(before) && !OBJECT.test(after) && !bare) continue;
    // "rimborso" and "storno" are also nouns: as verbs they follow a dative clitic.
    if (/^(?:rimborso|storno|accredito|abbuono|regalo|sposto)$/iu.test(verb) && !DATIVE.test(before)) continue;
    return verb.toLowerCase();
  }
  return null;
}

/**
 * Money given back for a charge that should never have been made, a duplicate or a mistake the
 * agent states ("la seconda era un doppione", "confermo il doppio addebito", "addebitato per
 * errore"): putting right our own error, not a favour to the customer.
 */
const WRONG_CHARGE =
  /(?<![\p{L}])(?:doppi[oa]\s+(?:addebito|pagamento|transazione|prelievo)|doppi\s+addebiti|due\s+addebiti|doppion[ei]|(?:addebito|pagamento|transazione|prelievo|importo)\s+(?:doppio|duplicat[oa])|(?:addebitat|prelevat|pagat|incassat)[oaie]\s+(?:\p{L}+\s+)?(?:due\s+volte|in\s+doppio|per\s+errore))(?![\p{L}])/iu;
const MONEY_BACK = /(?:riaccredit|accredit|rimbors|storn|restitu|bonific)/iu;
export function refundsWrongCharge(body: string, cue: string): boolean {
  return MONEY_BACK.test(cue) && WRONG_CHARGE.test(body.replace(/[’`]/g, "'"));
}
