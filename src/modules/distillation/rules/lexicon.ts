import type { Category } from '../../tickets/ticket.dto';

/**
 * Italian cue lexicons for the offline rules distiller (rules/).
 *
 * Every list is general Italian customer-support vocabulary (formal "Lei" and informal "tu"
 * registers): nothing here names a ticket or a customer. The category keywords name a few
 * integrations common among Italian small businesses (WooCommerce, SumUp, PSD2 banking).
 * Patterns are case-insensitive unless stated otherwise and use bounded repetitions, so matching
 * stays fast on long messages.
 */

/**
 * JavaScript's `\b` only knows ASCII letters, so "è", "più", "perché" never sit on a word
 * boundary. U() rewrites `\b` into a Unicode-aware one (letters, digits, underscore) and adds the
 * `u` flag; every pattern below goes through it. A `\b` that opens a word (followed by a letter,
 * a digit, a group or a word-character class) becomes "no word character before"; any other
 * `\b` closes a word and becomes "no word character after". For these patterns, where every
 * `\b` sits next to a word character of the pattern, the one-sided forms match what a two-way
 * Unicode boundary would, at a tenth of the cost.
 */
const WORD = '[\\p{L}\\p{N}_]';
const OPENS_WORD = /^(?:[\p{L}\p{N}]|\((?!\?[!=<])|\[(?:[\p{L}\p{N}]|\\[pwd])|\\[pwd])/u;
export function U(re: RegExp): RegExp {
  const source = re.source.replace(/(?<!\\)\\b/g, (_m, offset: number, all: string) =>
    OPENS_WORD.test(all.slice(offset + 2, offset + 6)) ? `(?<!${WORD})` : `(?!${WORD})`,
  );
  return new RegExp(source, re.flags.includes('u') ? re.flags : re.flags + 'u');
}

/** A redaction placeholder left by src/modules/pii/redact.ts, e.g. `[EMAIL]`, `[URL_TOKEN]`. */
export const REDACTION_PLACEHOLDER = U(/\[[A-Z][A-Z_]{1,15}\]/);

/**
 * Opening salutations a customer or an agent puts before the content ("Buongiorno", "Salve",
 * "Gentili signori", "Spett.le assistenza", "Ciao ragazzi"). Stripped from the start of a message
 * because they carry no information about the problem. GREETING_HEAD is the salutation word,
 * GREETING_TAIL the words that may follow it; a following capitalised name is removed only when
 * punctuation closes it ("Buongiorno Maria Grazia,"), see stripGreeting in text.ts.
 */
export const GREETING_HEAD =
  U(/^\s*(?:buon(?:giorno|asera|pomeriggio|a\s+sera|a\s+giornata)|salve|ciao|gentil(?:e|i|issim[oaie])|egregi[oe]?|spett(?:abile|\.\s*le|\.?le)|car[oaie])\b/i);
export const GREETING_TAIL =
  U(/^(?:\s+(?:e\s+buon\s+anno(?:\s+anche\s+a\s+voi)?|e\s+buona\s+giornata|signori|signora|signore|sig\.(?:ra)?|assistenza|supporto|servizio\s+clienti|ragazzi|a\s+tutti|tutti|dottoressa|dottore|dott\.(?:ssa)?|team))*/i);

/**
 * Whole lines or sentences that close a message: thanks, regards, "resto in attesa".
 * A customer's opening message often ends with them; they never describe the problem.
 */
export const SIGN_OFF_PATTERNS: readonly RegExp[] = [
  U(/^(?:grazie|ringrazio|vi ringrazio|la ringrazio|grazie mille|grazie in anticipo|grazie anticipatamente)\b[\s\S]{0,40}$/i),
  U(/^(?:cordiali|distinti|cari|tanti|un|i miei)?\s*salut[oi]\b/i),
  U(/^cordialmente\b/i),
  U(/^(?:resto|restiamo|rimango|rimaniamo)\s+(?:in attesa|a disposizione)\b/i),
  U(/^in attesa (?:di un |di una |del |della )?(?:vostro|vostra|riscontro|risposta|cortese)/i),
  U(/^buona (?:giornata|serata|continuazione)\b/i),
];

/**
 * Pleasantries and ticket logistics in agent messages: never part of the numbered solution.
 * ("mi faccia sapere", "resto a disposizione", "chiudo il ticket", apologies, thanks.)
 */
export const AGENT_PLEASANTRY_PATTERNS: readonly RegExp[] = [
  U(/\b(?:resto|restiamo|rimango|rimaniamo)\s+a\s+(?:sua |vostra |tua )?disposizione\b/i),
  U(/\bmi\s+(?:faccia|fate|fai)\s+sapere\b/i),
  U(/\bmi\s+(?:dica|dice|scriva|scrivi|risponda|rispondi)\s+(?:pure\s+)?(?:se|cosa|come|quando)\b/i),
  U(/\b(?:per\s+qualsiasi|per\s+qualunque|per\s+ogni)\s+(?:cosa|dubbio|domanda|altra)\b/i),
  U(/\b(?:chiudo|chiudiamo|considero\s+(?:risolta|chiusa)|considero\s+risolto)\b.*\b(?:ticket|richiesta|pratica)\b/i),
  U(/\b(?:ci\s+scusiamo|mi\s+scuso|mi\s+scusi|ci\s+scusi|mi\s+dispiace|ci\s+dispiace|mi\s+spiace)\b/i),
  U(/^(?:grazie|la ringrazio|ti ringrazio|ottimo|benissimo|perfetto|bene|chiaro|capito|esatto|certo|ok)\b[^.!?]{0,60}[.!]?$/i),
  U(/^(?:cordiali|distinti|un)?\s*salut[oi]\b/i),
  U(/\bbuon\s+lavoro\b/i),
  U(/\bin\s+bocca\s+al\s+lupo\b/i),
  U(/\bnon\s+avendo\s+(?:ricevuto|sue|tue|vostre|altre)\b/i),
  U(/\bse\s+(?:servisse|serve|le\s+serve|ti\s+serve|ha\s+bisogno|hai\s+bisogno|avesse\s+bisogno)\s+(?:di\s+)?(?:altro|ancora|altre|altri|ulterior[ei])\b/i),
  U(/\b(?:è|sei)\s+riuscit[oa]\b/i),
  U(/\b(?:le|ti|vi)\s+(?:scrivo|rispondo|riscrivo)\s+(?:qui|anche\s+qui|via)\b/i),
  U(/\bse\b[^.!?]{0,50}\b(?:persiste|persistesse|si\s+ripresent\w+|dovesse\s+ripresentarsi|ricompar\w+|notasse|non\s+dovesse\s+(?:funzionare|andare))\b/i),
  U(/\b(?:ci|mi)\s+(?:scriva|riscriva|contatti|risponda)\b|\b(?:scrivici|scrivimi|rispondi)\s+pure\b/i),
  U(/\b(?:l'abbiamo|abbiamo)\s+(?:chiamat[oa]|provato\s+a\s+chiamar\w+)\b/i),
];

/**
 * An agent signature line: "Simone – Supporto CassaNet", "Chiara – Ufficio commerciale X",
 * "Cordiali saluti, Andrea – Amministrazione X". Matched on a whole line.
 */
export const AGENT_SIGNATURE_LINE =
  U(/^(?:(?:cordiali|distinti)\s+saluti,?\s*)?[A-ZÀ-Ý][\wÀ-ÿ'.]*(?:\s+[A-ZÀ-Ý][\wÀ-ÿ'.]*)?\s*[–—-]\s*(?:supporto|assistenza|ufficio|amministrazione|servizio|customer|help|team|reparto|area)\b.*$/i);

/** A line that is only a first name (a bare signature): "Stefano", "Maria Grazia". */
export const BARE_NAME_LINE = U(/^[A-ZÀ-Ý][a-zà-ÿ']{1,20}(?:\s+[A-ZÀ-Ý][a-zà-ÿ']{1,20}){0,2}\s*[.!]?$/);

/**
 * Customer lines that only carry contact data or company identity: "Per comunicazioni: …",
 * "Mail …", "Ferramenta Lodi snc, P.IVA …". Dropped from the problem and the symptoms.
 */
export const CONTACT_LINE_PATTERNS: readonly RegExp[] = [
  U(/^(?:per\s+(?:comunicazioni|contatti|risposte|eventuali\s+comunicazioni)|(?:e-?)?mail|tel\.?|cell\.?|telefono|contatti?|riferimenti)\b/i),
  U(/\b(?:mi|ci)\s+(?:richiamate|chiamate|potete\s+(?:chiamare|richiamare|rispondere|scrivere))\b/i),
  U(/\b(?:chiamatemi|richiamatemi|scrivetemi|rispondete\s+(?:anche\s+)?(?:qui|a)|se\s+(?:preferite|volete)\s+(?:chiamarmi|chiamate|scrivere))\b/i),
  U(/\b(?:il\s+mio|il\s+nostro)\s+(?:numero|cellulare|telefono|fisso)\b/i),
];

/**
 * Cues that a customer sentence describes the problem: inability, malfunction, an error shown,
 * something stuck or since-when. Weight 2 each in problem-sentence scoring.
 */
export const PROBLEM_CUES: readonly RegExp[] = [
  U(/\bnon\s+(?:riesco|riusciamo|riesce|riescono|posso|possiamo|può)\b/i),
  U(/\bnon\s+(?:mi\s+|ci\s+)?(?:funziona|funzionano|va|vanno|parte|partono|entra|entro|stampa|stampano|arriva|arrivano|carica|si\s+apre|si\s+carica|si\s+aggiorna|aggiorna|comunica|accetta|trova|legge|fa|lascia|risponde|passa|viene|vengono|compare|esce|ricordo|ricorda)\b/i),
  U(/\bnon\s+(?:più|piu)\b/i),
  U(/\b(?:errore|error|err_|scarto|scartat[aoie]|rifiutat[aoie]|respint[aoie])\b/i),
  U(/\bmi\s+(?:dice|da|dà|esce|compare|restituisce|segnala|chiede)\b/i),
  U(/\b(?:compare|appare|esce|restituisce|segnala|dice|risulta)\s+(?:il\s+|un\s+|l'|la\s+|una\s+|ancora\s+|sempre\s+)?(?:messaggio|errore|avviso|scritta|codice)\b/i),
  U(/\b(?:da\s+(?:ieri|stamattina|stanotte|oggi|stasera|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|quando|allora|mesi|settimane|giorni|qualche\s+(?:giorno|settimana|ora|tempo)|un\s+paio\s+di\s+(?:giorni|settimane|ore)|una\s+decina\s+di\s+giorni|alcun[ie]\s+(?:giorni|settimane|ore)|(?:due|tre|quattro|cinque|\d+)\s+(?:giorni|settimane|ore|minuti))|dopo\s+(?:l'aggiornamento|aver|il\s+cambio|la\s+sostituzione|un|il|la))\b/i),
  U(/\b(?:bloccat[oaie]|blocca|si\s+blocca|impalla|si\s+chiude|crash|crasha|lent[oaie]|lentissim[oaie]|rallent\w*|fermo|ferma|in\s+attesa|non\s+valid[oaie]|sbagliat[oaie]|errat[oaie]|scadut[oaie])\b/i),
  U(/\b(?:ho\s+dimenticato|mi\s+sono\s+dimenticat[oa]|ha\s+dimenticato|ho\s+perso|non\s+ricordo|smesso\s+di\s+funzionare|rott[oa]|guast[oa])\b/i),
  U(/\b(?:impossibile|inutilizzabile|problema|disservizio)\b/i),
  U(/\b(?:compai\w+|appaion\w+|continua|continuano|come\s+prima|invece\s+(?:di|che|del|della|dello))\b/i),
  U(/\b(?:ma|però)\s+(?:quando|sul|sulla|sullo|sui|sugli|nel|nella|nello|nei|negli|lo|la|il|gli|le|i|poi|adesso|ora|da)\b/i),
  U(/\bnon\s+(?:è|sono|era|erano|quell[aoie]|quello)\s+(?:giust|corrett|valid)\w*/i),
];

/** Questions and requests that frame the problem without describing it: lower priority. */
export const REQUEST_CUES: readonly RegExp[] = [
  U(/\b(?:come\s+(?:si\s+fa|faccio|posso|devo|si|sistemo)|cosa\s+(?:devo|posso|faccio)|vorrei\s+sapere|è\s+possibile|si\s+può|potete|potreste|mi\s+serve|come\s+procedere)\b/i),
];

/**
 * Error codes as customers report them: "E-4021", "ERR_502", "0x1F", "AUTH-311". The third form
 * catches bare numbers only after a word that makes them a code ("errore 401", "scarto 00404").
 */
export const ERROR_CODE_PATTERNS: readonly RegExp[] = [
  U(/\b[A-Za-z]{1,5}[-_][0-9]{2,5}\b/g),
  U(/\b0x[0-9A-Fa-f]{1,8}\b/g),
  U(/\b(?:errore|error|codice(?:\s+di\s+scarto)?|scarto)\s+([0-9]{3,5})\b/gi),
];

/** Cues that a customer sentence reports what they saw (messages, screens, behaviour). */
export const SYMPTOM_CUES: readonly RegExp[] = [
  U(/\b(?:errore|error|messaggio|avviso|notifica|schermata|scritta|display|popup|finestra|triangol\w*|pallino|icona)\b/i),
  U(/\b(?:compare|comparso|appare|esce|uscire|restituisce|segnala|mostra|dice|diceva|risulta|resta|rimane|rimasto|rimasta)\b/i),
  U(/\b(?:non\s+(?:stampa|entra|carica|parte|arriva|accetta|trova|legge|passa|si\s+apre|si\s+aggiorna)|si\s+(?:chiude|blocca|impalla|spegne)|crash\w*|lent\w*|scatti|secondi|minut[oi]|rotellina|in\s+attesa|in\s+elaborazione|non\s+valid\w*|scartat\w*|rifiut\w*|bloccat\w*)\b/i),
];

/**
 * Agent phrasing that states a cause. Strong cues (weight 2) name the mechanism explicitly;
 * weak cues (weight 1) only hint at it.
 */
export const CAUSE_STRONG_CUES: readonly RegExp[] = [
  U(/\b(?:è\s+dovut[oa]|sono\s+dovut[ie]|dovut[oaie]\s+a|a\s+causa\s+d|la\s+causa|causat[oa]\s+da|causa\s+(?:più\s+)?frequente)\b/i),
  U(/\b(?:succede|capita|accade|compare|appare|si\s+verifica|arriva)\s+(?:quasi\s+sempre\s+|spesso\s+|solo\s+|proprio\s+)?(?:quando|se|dopo|perché|con)\b/i),
  U(/\b(?:dipende|dipendeva|dipendono)\s+(?:quasi\s+sempre\s+|solo\s+)?(?:da|dal|dalla|dai|dalle|dall')/i),
  U(/\b(?:significa|vuol\s+dire|indica|indicano|segnala)\s+(?:proprio\s+)?(?:che|quando)\b/i),
  U(/\b(?:il\s+problema|l'errore|il\s+ritardo|il\s+blocco|il\s+rallentamento|il\s+punto)\s+(?:è|era|sta|stava|nasce|dipende)\b/i),
  U(/\bsi\s+tratta\s+di\b/i),
  U(/\b(?:per\s+questo|per\s+cui|quindi)\s+(?:l'|il\s+|la\s+|lo\s+|gli\s+)?(?:app|sistema|stampante|invio|invii|errore|sdi|rt|tablet|pdf|banca|sito)\b/i),
];
export const CAUSE_WEAK_CUES: readonly RegExp[] = [
  U(/\bperch[ée]\b/i),
  U(/\b(?:scadut[oaie]|invalidat[oaie]|revocat[oaie]|non\s+(?:è|sono)\s+(?:mai\s+)?stat[oaie]|non\s+supporta|non\s+riconosce|rifiuta|non\s+accetta|rimast[oaie]|ha\s+sovrascritto|non\s+aveva\s+liberato|ancora\s+(?:quell[oa]|collegat\w+|associat\w+))\b/i),
  U(/\b(?:dopo\s+(?:molti|tanti)\s+mesi|con\s+(?:il|la|l')\s+\w+\s+(?:nuov[oa]|sbagliat[oa]))\b/i),
];

/**
 * Customer replies that confirm the fix worked. Checked after an agent step; each hit is
 * discarded when one of NEGATORS stands in the three words before it ("non funziona ancora").
 */
export const POSITIVE_CONFIRMATION_CUES: readonly RegExp[] = [
  U(/\b(?:funziona|funzionano|funzionante|risolto|risolta|sistemato|sistemata|tutto\s+ok|tutto\s+a\s+posto|perfetto|perfettamente|ottimo)\b/i),
  U(/\b(?:ora|adesso|mo'?|finalmente|così|stavolta|questa\s+volta)\s+(?:[\wÀ-ÿ']+\s+){0,4}?(?:va|vanno|funziona|funzionano|entra|entro|entrat[oa]|stampa|stampano|passa|passano|parte|partono|esce|escono|arriva|arrivano|legge|lo\s+legge|trova|corrispond\w+|si\s+apre|si\s+aprono|si\s+chiude|si\s+vede|si\s+vedono|c'è|ci\s+sono|è\s+(?:giust\w+|corrett\w+|velocissim\w+|veloce|a\s+posto|passat\w+|partit\w+|arrivat\w+|consegnat\w+|sparit\w+|ripartit\w+|immediat\w+)|sono\s+(?:giust\w+|immediat\w+|arrivat\w+|partit\w+)|risulta|batte|prende|propone|accetta|accettano|ok)\b/i),
  U(/(?:^|[,.;!]\s*|\b(?:e|ok|sì|si|fatto|fatta|grazie|ora|adesso)\s+)(?:va|vanno)\s*(?:[.,;!)]|$|\s+(?:benissimo|perfettamente|liscia|liscio|alla\s+grande|bene\s+così)\b)/i),
  U(/\b(?:è|sono|si\s+è|si\s+sono)\s+(?:ripartit[oaie]|sparit[oaie]|tornat[oaie]\s+(?:a\s+posto|normal\w*|veloc\w*)|passat[oaie](?!\s+(?:(?:già|ormai|oltre|più\s+di|quasi)\s+)?(?:\d+|un[oa']?|due|tre|quattro|cinque|sei|sette|otto|dieci|quindici|venti|trenta|diversi|diverse|parecchi|parecchie|molti|molte|alcuni|alcune|tanti|tante|giorni|settimane|mesi)\b)|partit[oaie]|arrivat[oaie]\s+giust[oaie]|aggiornat[oaie]|sincronizzat[oaie])\b/i),
  U(/\b(?:risulta|risultano)\s+(?:consegnat\w+|inviat\w+|accettat\w+|attiv[oaie]|corrett\w+)\b/i),
  U(/\b(?:sono\s+entrat[oa]|siamo\s+entrati|sono\s+dentro|ok\s+dentro|entrat[oa]!?|confermo,?\s+entra|ha\s+funzionato|hanno\s+funzionato|ha\s+stampato|è\s+andat[oa]|è\s+arrivat[aoi])\b/i),
  U(/\b(?:pendenti|in\s+attesa|in\s+coda|errori|scarti)\s*:?\s*(?:0|zero)\b/i),
  U(/\b(?:arrivat[oaie]|ripartit[oaie]|partit[oaie]|tornat[oaie]|entrat[oaie])\s+(?:subito|immediatamente|al\s+primo\s+colpo)\b/i),
  U(/\b(?:stampa|stampano|funziona|funzionano|va|vanno|entra|passa|passano|parte|partono|risponde)\s+(?:regolarmente|correttamente|bene|benissimo|perfettamente|di\s+nuovo|subito)\b/i),
  U(/\b(?:nessun|zero)\s+(?:blocc\w+|problem\w+|errore|errori)\b/i),
  U(/^\W*(?:(?:ok|sì|si|ora|adesso|tutto)\W+)?a\s+posto\b/i),
  // "adesso vedo tutto", "ora la trovo": seeing the thing now, unless what is seen is an error.
  U(/\b(?:ora|adesso|finalmente)\s+(?:(?:lo|la|li|le|ci)\s+)?(?:vedo|vediamo|trovo|troviamo|leggo|leggiamo)\b(?!\s+(?:(?:ancora|sempre|di\s+nuovo|solo)\s+)?(?:(?:l'|lo|il|un|una|la|uno)\s*)?(?:errore|avviso|messaggio|problema|scritta|codice|schermata\s+(?:nera|bianca|vuota)))/i),
  // English replies to an agent who answered in English: "it works now", "worked yesterday".
  U(/\b(?:works|worked|working\s+(?:now|again|fine))\b/i),
  // "adesso la carta è stata aggiunta": a passive perfect after "ora/adesso", any participle but one of failure.
  U(/\b(?:ora|adesso|finalmente|stavolta)\s+(?:[\wÀ-ÿ']+\s+){0,4}?(?:è|sono)\s+(?:stat[oaie]\s+)?(?!(?:stat|rifiutat|respint|bloccat|scartat|annullat|sospes|negat|cancellat|disattivat|revocat|scadut|fallit|interrott|rimast)[oaie]\b)[a-zà-ÿ]{2,}(?:at|it|ut|tt|ss|st|rt|nt)[oaie]\b/i),
];

/** Replies that say the step did not work: "niente", "uguale", "sempre E-5103", "ancora lì". */
export const NEGATIVE_CONFIRMATION_CUES: readonly RegExp[] = [
  // The perfect too: "non ha funzionato", "non è servito", "non ha risolto", "non è andata".
  U(/\bnon\s+(?:mi\s+|gli\s+|le\s+|ci\s+|lo\s+|la\s+)?(?:(?:ha|hanno)\s+(?:(?:ancora|mai)\s+)?(?:funzionato|risolto)|(?:è|sono)\s+(?:(?:ancora|mai)\s+)?(?:servit[oaie]|andat[oaie])|funziona|funzionano|va|vanno|cambia|cambiato|è\s+cambiato|parte|arriva|arrivato|è\s+arrivat\w+|entra|entro|stampa|passa|compare|c'è|trovo|vedo|ricordo|riesco|si\s+apre|si\s+aggiorna|mi\s+fa|accetta|legge)\b/i),
  U(/\b(?:niente|nulla|nada)\b(?!\s+(?:da\s+(?:aggiungere|segnalare)|di\s+grave))/i),
  U(/\b(?:uguale|identico|stesso\s+errore|stessa\s+cosa|come\s+prima|nessun\s+(?:miglioramento|cambiamento|effetto|link|tasto|pulsante))\b/i),
  U(/\bsempre\s+(?:[\wÀ-ÿ'"«»_-]+\s+){0,2}?(?:[A-Z]{1,5}[-_]\d{2,5}|0x[0-9a-f]+|\d{3,5}|errore|in\s+\w+|uguale|lent\w*|bloccat\w*|stess\w*|solo|scadut\w*|non|lo\s+stesso|"|«)/i),
  U(/\b(?:ancora|sempre)\s+(?:lì|li|bloccat\w+|in\s+\w+|l'errore|errore|uguale|niente|lent\w*|\d|[A-Z]{1,5}[-_]\d|account\s+bloccat\w*|quell\w+)/i),
  U(/\b(?:è|resta|rimane|risulta)\s+ancora\b/i),
  // "mi dice che…", "dice ancora…"; a bare "dice che" reports someone's words ("la nonna dice che siete gentili").
  U(/\b(?:mi\s+dice|mi\s+da|mi\s+dà|dice|esce|compare)\s+(?:ancora|sempre|di\s+nuovo)\b|\b(?:mi\s+dice|mi\s+da|mi\s+dà|esce|compare)\s+che\b/i),
  // The customer gives up or had already tried it: "lasciamo stare", "lascia pure stare" (the informal imperative too), "ci rinuncio", "l'avevo già fatto due volte".
  U(/\b(?:lasci(?:amo|o|ate|a)?\s+(?:pure\s+)?(?:stare|perdere)|(?:ci\s+)?rinunci(?:o|amo)|l'avevo\s+(?:già\s+)?(?:scritto|detto)|(?:l'|lo\s+)?(?:ho|avevo|abbiamo)\s+già\s+fatt[oa]\s+(?:\w+\s+)?(?:volte|prima))\b/i),
  U(/\bsi\s+ferma\s+sempre\b/i),
  U(/\b(?:però|ma)\s+(?:mi\s+|ci\s+|lo\s+|la\s+|gli\s+|le\s+)?(?:dice|dicono|esce|escono|compare|riporta|resta|rimane|mette|propone|chiede|da|dà|segna|risulta)\b/i),
  U(/\b(?:resta|rimane|risulta)\s+(?:ancora\s+|sempre\s+)?(?:\d|[A-Z]{1,5}[-_]\d|quell\w+|uguale|lo\s+stesso|fermo|ferma|bloccat\w+|in\s+(?:attesa|elaborazione|errore|preparazione)|scartat\w+)/i),
  // "Avevo sbagliato una cifra" is the customer owning a mistake, not the fix failing.
  U(/(?<!(?:avevo|ho|avevamo|abbiamo|avevi|hai)\s)\b(?:sbagliat[oaie]|non\s+valid[oaie])\b/i),
  U(/\b(?:è|sono)\s+(?:ancora\s+|sempre\s+)?(?:ferm[oaie]|bloccat\w+|in\s+(?:attesa|elaborazione|errore|preparazione|coda))\b/i),
  // "la carta è stata rifiutata di nuovo": a passive of failure.
  U(/\b(?:è|sono)\s+(?:di\s+nuovo\s+|ancora\s+)?stat[oaie]\s+(?:di\s+nuovo\s+|ancora\s+)?(?:rifiutat|respint|scartat|annullat|negat|bloccat|sospes)[oaie]\b/i),
];

/** Interjections an agent opens a sentence with ("Perfetto, allora …", "Sì: …"): cut from steps. */
export const LEADING_INTERJECTION =
  U(/^(?:(?:(?:perfetto|ok|okay|bene|benissimo|ottimo|grazie|chiaro|capito|certo|esatto|allora|ecco|nessun\s+problema|niente\s+panico|ha\s+ragione|hai\s+ragione|capisco|d'accordo)\b|sì(?=\s*[,.!:;]))\s*[,.!:;]?\s*)+/i);

/** Replies that acknowledge without saying whether it worked: weak confirmation. */
export const WEAK_CONFIRMATION_CUES: readonly RegExp[] = [
  U(/^\W*(?:ok(?:ay)?|va\s+bene|d'accordo|grazie|perfetto|bene|ricevut[oa]|chiaro|capito|sì|si)\b/i),
  U(/\b(?:grazie|ringrazio|apprezzo|gentilissim\w+|molto\s+gentil\w+|molto\s+corrett\w+)\b/i),
  U(/\b(?:thank\s+you|thanks|thx)\b/i),
];

/**
 * Replies in which the customer reports having done the step ("fatto", "aggiornato l'app e
 * attivato…"): counts as a confirmation when no negative cue is present.
 */
export const DONE_CUES: readonly RegExp[] = [
  // "Rifatto e ora entra": redone is done too.
  U(/\b(?:(?:ri)?fatt[oaie]|eseguit[oaie]|effettuat[oaie])\b/i),
  U(/^\W*(?:(?:l'|le\s+|li\s+|lo\s+)?(?:ho|abbiamo|ha|hanno)\s+)?(?!(?:controllat|verificat|guardat|provat|cercat|lett|vist|chiest|pensat|notat)[oaie]\b)[a-zà-ÿ]{3,}(?:at[oaie]|it[oaie]|ut[oaie]|ess[oaie]|ers[oaie])\b/i),
  U(/[,.;:]\s*(?:(?:l'|le\s+|li\s+|lo\s+)?(?:ho|abbiamo)\s+)?(?!(?:controllat|verificat|guardat|provat|cercat|pensat|notat|capit)[oaie]\b)[a-zà-ÿ]{3,}(?:at[oaie]|it[oaie]|ut[oaie])\b(?!\s+(?:che|se|di)\b)/i),
  U(/\b(?:ho|abbiamo|ha|hanno)\s+(?:già\s+)?(?:[a-zà-ÿ]+\s+)?(?:messo|mess[aie]|cambiat\w|impostat\w|rinnovat\w|ricollegat\w|ricaricat\w|aggiornat\w|revocat\w|inserit\w|reimpostat\w|sincronizzat\w|reinviat\w|rifatt\w|creat\w|attivat\w|disattivat\w|spent\w|convertit\w|modificat\w|seguito|recuperat\w|rimandat\w|scaricat\w)\b/i),
];

/** Words that negate the cue right after them (three-word window). */
// With the English ones, for the replies of a customer the agent answered in English ("it doesn't work").
export const NEGATORS = U(/\b(?:non|né|neanche|nemmeno|neppure|mica|senza|not|never|(?:does|did|do|is|was|has)n't)(?![\wÀ-ÿ])/i);

/**
 * Agent messages that verify the resolution themselves when the customer did not answer:
 * "dal nostro pannello risulta trasmessa", "vedo che la disdetta è stata registrata".
 */
export const AGENT_VERIFIED_CUES: readonly RegExp[] = [
  U(/\b(?:vedo|vediamo|risulta|risultano|ho\s+verificato|abbiamo\s+verificato)\b[^.!?]{0,120}\b(?:ricevut[oaie]|trasmess[oaie]|accettat[oaie]|registrat[oaie]|completat[oaie]|connessa|connesso|scaricat[oaie]|eseguit[oaie]|di\s+nuovo\s+(?:conness\w+|attiv\w+))\b/i),
  U(/\bdal\s+(?:nostro\s+)?pannello\b[^.!?]{0,120}\brisult\w+/i),
];

/**
 * Concessions: the agent grants something outside the terms (refund, discount, free month,
 * free repair). Matched in every agent message, public or internal ("approvato rimborso
 * eccezionale dal responsabile"). A cue preceded by a negator ("nessuna eccezione") is ignored.
 * These cues stand on their own.
 */
export const CONCESSION_CUES: readonly RegExp[] = [
  U(/\b(?:in\s+via\s+(?:del\s+tutto\s+)?(?:eccezionale|straordinaria)|a\s+titolo\s+(?:del\s+tutto\s+)?(?:eccezionale|di\s+cortesia)|come\s+eccezione|eccezionalmente|per\s+questa\s+volta)\b/i),
  U(/\b(?:rimborso|storno|sconto|sostituzione|riparazione|omaggio)\s+(?:[\wÀ-ÿ']+\s+){0,2}?eccezional[ei]\b/i),
  U(/\beccezione\s*(?:approvat\w*|autorizzat\w*|concess\w*|,?\s*non\s+standard)|\b(?:approvat\w*|autorizzat\w*|concess\w*)\s+(?:come\s+)?eccezione\b|^\s*eccezione\b/i),
  U(/\b(?:gesto\s+commerciale|gesto\s+di\s+cortesia)\b/i),
  U(/\buna\s+tantum\b/i),
  U(/\b(?:le|vi|ti)\s+(?:regaliamo|abboniamo|omaggiamo)\b/i),
  U(/\b(?:in\s+omaggio|(?:mese|mesi|canone)\s+(?:in\s+)?omaggio)\b/i),
  U(/\b(?:storniamo|abbiamo\s+stornato|abbuoniamo|abbiamo\s+abbuonato|annulliamo|abbiamo\s+annullato)\s+(?:l'addebito|l'importo|il\s+canone|l'intero|la\s+quota|il\s+costo|la\s+penale|le\s+spese|la\s+differenza)\b/i),
  // A refund or a credit already granted to this customer: never an answer for the next one.
  U(/\b(?:le|vi|ti)\s+(?:abbiamo|ho)\s+(?:riaccreditat[oa]|rimborsat[oa]|accreditat[oa]\s+(?:il|la|l'|un|una)\s+(?:costo|importo|rimborso|somma)|disposto\s+(?:il|un)\s+rimborso)\b/i),
  // A retention offer: "possiamo offrirle il rinnovo con uno sconto del 50%".
  U(/\b(?:offrirle|offrirvi|offrirti|proporle|proporvi|riservarle|le\s+offriamo|le\s+proponiamo)\b[^.!?]{0,80}\b(?:sconto|omaggio|gratuit[oa]|mese\s+gratis)\b/i),
  U(/\b(?:approvat[oa]|autorizzat[oa]|concess[oa])\s+(?:lo\s+|il\s+|un\s+|uno\s+|1\s+)?(?:rimborso|storno|sconto|mese\s+(?:gratuito|omaggio))\b/i),
];

/**
 * Cues that are a concession only in an exception context (CONCESSION_CONTEXT in the same
 * message): "gratuitamente", "senza costi", a refund or a discount can also be standard terms
 * ("il primo mese è gratuito", "il piano annuale ha uno sconto del 20%").
 */
export const CONCESSION_CONDITIONAL_CUES: readonly RegExp[] = [
  U(/\b(?:gratuitamente|senza\s+costi|a\s+costo\s+zero|a\s+nostro\s+carico|gratis)\b/i),
  U(/\b(?:sarà|verrà|è\s+stat[oa])\s+(?:gratuit[oa]|offert[oa])\b/i),
  U(/\bsconto\s+(?:del|di)\s+\d{1,3}\s*%/i),
  U(/\b(?:le|vi|ti)\s+(?:rimborsiamo|riconosciamo|offriamo|applichiamo|sostituiamo)\b/i),
  U(/\b(?:rimborsiamo|abbiamo\s+rimborsato|abbiamo\s+disposto\s+il\s+rimborso|abbiamo\s+concesso)\b/i),
  U(/\bnon\s+(?:le|vi|ti)\s+verrà\s+addebitat[oa]\b/i),
];

/** Words that make a refund/free repair an exception rather than the contract's terms. */
export const CONCESSION_CONTEXT =
  U(/\b(?:eccezional\w*|eccezione|gesto|disagio|disservizio|scusarci|venir(?:le|vi|ti)\s+incontro|considerat[oa]|considerando|visto\s+che|per\s+questa\s+volta|straordinari\w*|cortesia|non\s+(?:sarebbe|rientrerebbe|è\s+previst\w+|prevede|è\s+rimborsabile)|di\s+norma|normalmente|fuori\s+garanzia|non\s+(?:è\s+)?coperto)\b/i);

/** Security reminders in agent messages ("per sicurezza non scriva il numero della carta"). */
export const SECURITY_ADMONITION =
  U(/\b(?:per\s+sicurezza|non\s+(?:scriva|scrivete|inoltri|inoltrate|invii|condivida|condividete|mandi)|meglio\s+non\s+condivider\w*|non\s+va\s+condivis\w*)\b/i);

/* One-off fixes are read by structure, not by a lexicon: see agent-action.ts. */

/**
 * Imperatives of a support instruction. FORMAL ("Lei") forms are subjunctive and rarely collide
 * with anything else, so they count anywhere in the sentence. INFORMAL ("tu") forms coincide with
 * the indicative ("il sistema crea", "così lo leggi", "il cliente clicca"), and the formal forms
 * in FORMAL_AMBIGUOUS coincide with nouns or adjectives ("dispositivi attivi", "i controlli"):
 * both only count at the start of a clause.
 */
export const INSTRUCTION_VERBS_FORMAL = new Set([
  'vada', 'clicchi', 'apra', 'selezioni', 'scelga', 'inserisca', 'imposti', 'salvi', 'tocchi', 'entri',
  'faccia', 'verifichi', 'provi', 'riavvii', 'riaccenda', 'spenga', 'chiuda', 'riapra', 'tenga',
  'metta', 'scriva', 'legga', 'incolli', 'crei', 'revochi', 'aggiorni', 'ricarichi', 'rimuova',
  'sostituisca', 'richieda', 'esporti', 'disinstalli', 'reinstalli', 'svuoti', 'trascini', 'prema',
  'spunti', 'tolga', 'colleghi', 'scolleghi', 'ricolleghi', 'rinnovi', 'segua', 'lanci', 'converta',
  'installi', 'digiti', 'esca', 'rientri', 'ricrei', 'riprovi', 'aspetti', 'emetta', 'batta', 'cerchi',
  'guardi', 'reinvii', 'mandi', 'giri', 'dica', 'chieda', 'sincronizzi', 'compatti', 'abiliti',
  'riconfiguri', 'inquadri', 'configuri', 'programmi', 'rifaccia', 'ripeta', 'scarichi', 'elimini',
  'carichi', 'disattivi', 'attivi', 'controlli', 'usi', 'segni', 'invii', 'confermi', 'annulli',
  'aggiunga', 'disconnetta', 'reimposti', 'cambi', 'allinei', 'forzi', 'accetti', 'stampi',
  'ritorni', 'torni', 'passi', 'modifichi', 'copi', 'trovi', 'fissi', 'prenoti', 'rimetta', 'riavvi',
  'ricolleghi', 'rigeneri', 'ripristini', 'disabiliti', 'autorizzi', 'consenta', 'chiami',
]);
export const INSTRUCTION_VERBS_FORMAL_AMBIGUOUS = new Set([
  'attivi', 'usi', 'invii', 'carichi', 'controlli', 'passi', 'torni', 'cambi', 'stampi', 'trovi', 'giri',
  'dica', 'segni', 'batta', 'copi', 'fissi', 'lanci', 'programmi', 'chiami', 'entri',
]);
export const INSTRUCTION_VERBS_INFORMAL = new Set([
  'vai', 'clicca', 'apri', 'scegli', 'inserisci', 'tocca', 'fai', 'tieni', 'metti', 'scrivi', 'leggi',
  'incolla', 'rimuovi', 'converti', 'guarda', 'riapri', 'chiudi', 'riprova', 'svuota', 'disinstalla',
  'reinstalla', 'riavvia', 'rifai', 'esci', 'rientra', 'rigenera', 'controlla', 'scarica', 'installa',
  'aggiorna', 'imposta', 'seleziona', 'spegni', 'riaccendi', 'collega', 'ricollega', 'scollega', 'salva',
  'elimina', 'revoca', 'crea', 'invia', 'reinvia', 'attiva', 'disattiva', 'usa', 'segna', 'prova',
  'verifica', 'carica', 'ricarica', 'cerca', 'chiedi', 'di\'', 'rimetti', 'segui', 'entra', 'premi',
]);
/** Imperative + clitic ("rigenerala", "incollala", "convertila"): unambiguous anywhere. */
export const INSTRUCTION_VERB_WITH_CLITIC =
  U(/(?!aprile\b)\b(?:rigenera|incolla|converti|ricarica|reinvia|aggiorna|cancella|elimina|revoca|imposta|prova|verifica|apri|installa|scarica|ricollega|collega|disattiva|attiva|reimposta|rinnova|sincronizza|compatta|salva|chiudi|riapri|inserisci|metti|rimetti)(?:la|lo|li|le|ne|ci)\b/i);

/** Modal phrasings of an instruction: "provi a", "le consiglio di", "può farlo da", "va rifatto". */
export const INSTRUCTION_PHRASES: readonly RegExp[] = [
  U(/\b(?:provi|prova|proviamo)\s+(?:a|ad|per\s+favore\s+a)\b/i),
  U(/\b(?:le|vi|ti)\s+(?:consiglio|consigliamo|chiedo|chiediamo|suggerisco|suggeriamo)\s+(?:di|anche\s+di|subito\s+di|per\s+favore\s+di)\b/i),
  // "può però iscriversi", "il titolare può comunque farlo": an adverb or two between the modal and a verb, reflexive too.
  U(/\b(?:può|puoi|potete|possono|potrà|potranno|si\s+può|lo\s+si\s+può)\s+(?:(?:solo|anche|pure|subito|però|comunque|sempre|tranquillamente|direttamente|invece|quindi|semplicemente|già)\s+){0,2}(?:[a-zà-ÿ]+(?:are|ere|ire|arlo|arla|erlo|erla|irlo|irla|arle|arli|arsi|ersi|irsi|arselo|ersela|irsela|arsela|erselo|irselo))\b/i),
  U(/\b(?:deve|devi|dovete|occorre|serve|bisogna|basta|è\s+sufficiente)\s+(?:solo\s+|prima\s+|anche\s+|che\s+)?[a-zà-ÿ]+(?:are|ere|ire|arlo|arla|erlo|erla|irlo|irla)\b/i),
  U(/\b(?:va|vanno)\s+(?:rifatt\w+|creat\w+|inviat\w+|trasmess\w+|fatt\w+|impostat\w+|aggiornat\w+|sostituit\w+|comunicat\w+)\b/i),
  U(/\b(?:dica|dite|di')\s+a\s+\w+\s+di\b/i),
  // "voi" imperatives at the start of a clause: "Impostate l'anno corrente", "Chiedete all'IT".
  U(/(?:^|[,:;(]\s*|\b(?:poi|e|quindi|prima|ora|adesso)\s+)[a-zà-ÿ]{3,}(?:ate|ete|ite)\s+(?:l'|all'|(?:il|lo|la|i|gli|le|un|una|uno|al|alla|ai|a|su|in|anche|subito|da|con|di|pure)\b)/i),
];

/**
 * "la password va rinnovata", "vanno prima scollegati": the deontic passive with any participle
 * (recognised by its ending). It also states rules in explanations ("il consenso va rinnovato
 * ogni 180 giorni"), so it only makes steps of a message that has no other instruction.
 */
export const DEONTIC_PASSIVE =
  U(/(?<!\bnon\s(?:\S+\s)?)\b(?:va|vanno)\s+(?:(?:prima|poi|anche|solo|sempre|subito|quindi|invece|ora|adesso)\s+)?(?!tutt[oaie]\b)[a-zà-ÿ]{2,}(?:at|it|ut|tt|ss|st|rt|nt|lt|rs)[oaie]\b/i);

/** A menu path or a quoted UI label: the strongest sign of a concrete step. */
export const MENU_PATH = U(/(?:→|\S\s+>\s+\S|☰)/);
export const UI_LABEL = U(/[«"“][^«»"“”]{2,60}[»"”]/);

/** Back-references to an earlier agent message: the previous steps belong to the solution. */
export const BACK_REFERENCE_CUES =
  U(/\b(?:come\s+sopra|(?:che|quelli\s+che)\s+(?:le|ti|vi)\s+ho\s+scritto|scritt[oi]\s+sopra|(?:del|nel)\s+messaggio\s+precedente|indicat[oi]\s+(?:sopra|prima)|passaggi\s+(?:di\s+)?prima|come\s+le\s+(?:dicevo|avevo\s+scritto))\b/i);

/**
 * Applicability: sentences that restrict when the fix holds (plan, version, platform, role).
 * Only stated ones: nothing is inferred.
 */
export const APPLICABILITY_CUES: readonly RegExp[] = [
  U(/\bsolo\s+(?:per|al|ai|agli|alle|alla|dopo|se|con|sul|sui|sugli|nel|nei|nelle|da|dalla|dalle|dal|a|in|agli|quando|il|la|i|le)\b/i),
  U(/\b(?:vale|valgono|si\s+applica|si\s+applicano)\s+(?:solo\s+)?(?:per|a|ai|agli|alle|quando|se)\b/i),
  U(/\b(?:dalla|dalle|con\s+la|con\s+l'app|nella|fino\s+alla|prima\s+della)\s+(?:versione\s+)?\d+\.\d+(?:\.\d+)?\b/i),
  U(/\bversione\s+\d+\.\d+/i),
  U(/\b(?:piano|piani)\s+(?:Base|Plus|Pro|Business|Premium|Start|Enterprise|Stagionale)\b/i),
  U(/\b(?:su|per|con|sui|sugli|solo)\s+(?:\S+\s+){0,2}?(?:Android|iOS|iPad|iPhone|Mac|macOS|Windows|Safari|Chrome|Firefox|Bluetooth)\b/i),
  U(/\bse\s+(?:usa|usate|usi|utilizza|ha\s+(?:il|la|un|una)|avete\s+(?:il|la|un|una))\b/i),
  U(/\bdisponibil[ei]\s+(?:solo\s+)?(?:per|da|dalla|con|sul|sui|nel|negli|agli)\b/i),
  U(/\b(?:visibile|visibili|compare|appare)\s+solo\b/i),
  U(/\b(?:negli|nei)\s+ultimi\s+\d+\s+(?:giorni|mesi)\b/i),
  U(/\bcon\s+alcun[ie]\s+\w+/i),
];

/**
 * Keyword scoring for the category when the ticket has none. Prefix matching on word starts:
 * "lent" matches "lento", "lentissima", "lentezza". Weights favour unambiguous terms.
 */
export const CATEGORY_KEYWORDS: Readonly<Record<Category, ReadonlyArray<readonly [string, number]>>> = {
  accesso: [
    ['password', 3], ['accedere', 3], ['accesso', 2], ['login', 3], ['entrare', 2], ['entro', 1], ['pin', 2],
    ['credenziali', 2], ['due passaggi', 3], ['2fa', 3], ['authenticator', 3], ['codice di verifica', 3],
    ['autorizzat', 2], ['non autorizzat', 2], ['reset', 2], ['reimposta', 2], ['dimenticat', 2],
    ['account bloccat', 3], ['bloccato l', 1], ['link scadut', 2], ['dispositivo', 1], ['utente', 1],
  ],
  fatturazione: [
    ['fattura', 1], ['fatture', 1], ['nota di credito', 3], ['note di credito', 3], ['partita iva', 2],
    ['p.iva', 2], ['sdi', 2], ['scarto', 2], ['scartat', 2], ['riemission', 3], ['codice destinatario', 3],
    ['duplicat', 2], ['storno', 2], ['intestat', 2], ['dati di fatturazione', 3], ['cassetto fiscale', 2],
    ['addebit', 1], ['reso', 2], ['abbuono', 2], ['pec', 1],
  ],
  configurazione: [
    ['impostazion', 1], ['impostare', 2], ['aliquot', 3], ['iva', 1], ['reparto', 3], ['reparti', 3],
    ['numerazion', 3], ['sezional', 3], ['regime', 3], ['forfettari', 3], ['natura', 2], ['layout', 3],
    ['lettore', 2], ['barcode', 2], ['lotteria', 2], ['configura', 2], ['prossimo numero', 3],
    ['tastiera', 2],
  ],
  guasto: [
    ['errore', 1], ['non stampa', 3], ['stampante', 2], ['rott', 2], ['guast', 3], ['crash', 3],
    ['si chiude', 3], ['non funziona', 1], ['pdf', 2], ['non raggiungibil', 3], ['corrispettivi', 2],
    ['trasmission', 2], ['blackout', 2], ['si spegne', 2], ['fotocamera', 2], ['non si genera', 2],
  ],
  prestazioni: [
    ['lent', 3], ['rallent', 3], ['impalla', 3], ['si blocca', 2], ['scatti', 2], ['secondi', 2],
    ['minuto', 1], ['caricament', 2], ['tempo scaduto', 2], ['ci mette', 2],
    ['impiega', 2], ['attesa', 1], ['carica', 1],
  ],
  integrazioni: [
    ['woocommerce', 3], ['sumup', 3], ['pos', 2], ['banca', 2], ['bancari', 2], ['api', 2],
    ['sincronizza', 2], ['sync', 2], ['integrazion', 3], ['collegament', 2], ['consenso', 2],
    ['e-commerce', 2], ['ecommerce', 2], ['sito', 2], ['webhook', 3], ['chiave', 1], ['conto', 1],
    ['movimenti', 2], ['psd2', 3], ['401', 2], ['magazzino', 1], ['giacenz', 2],
  ],
  commerciale: [
    ['disdett', 3], ['disdire', 3], ['disdic', 3], ['rimbors', 3], ['sconto', 3], ['abbonamento', 2],
    ['rinnovo', 2], ['piano', 1], ['garanzia', 3], ['prezzo', 2], ['costo', 2], ['contratto', 2],
    ['comodato', 3], ['upgrade', 2], ['canone', 2], ['euro', 1], ['€', 1], ['pagato', 1],
    ['sospension', 2], ['sostituzion', 1], ['verificazione', 2],
  ],
  altro: [
    ['chiusura giornaliera', 3], ['chiusura', 1], ['esport', 2], ['commercialista', 1], ['pacchetto', 2],
    ['xml', 1], ['excel', 2], ['invito', 2], ['report', 1], ['ragioniere', 1],
  ],
};

/**
 * Italian function words, skipped when building short noun-phrase-like search fragments and when
 * judging whether a fragment carries content. Not the comparison toolkit's stop list
 * (src/lib/text/comparison.ts) on purpose: that one drops words that never tell two problems
 * apart ("fa", "dopo", "ieri", "fatto"), but a customer's "non mi fa entrare" is still a search
 * phrase worth keeping. Sharing it was measured: 13 of the 156 corpus tickets lost such phrases.
 * Matched on lower-cased, unfolded tokens, hence the accented and elided forms.
 */
export const STOPWORDS = new Set([
  'il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'uno', 'una', "un'", "l'", 'di', 'a', 'da', 'in', 'con', 'su',
  'per', 'tra', 'fra', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'al', 'allo', 'alla', 'ai',
  'agli', 'alle', 'dal', 'dallo', 'dalla', 'dai', 'dagli', 'dalle', 'nel', 'nello', 'nella', 'nei',
  'negli', 'nelle', 'sul', 'sullo', 'sulla', 'sui', 'sugli', 'sulle', 'e', 'ed', 'o', 'od', 'ma',
  'però', 'che', 'chi', 'cui', 'non', 'si', 'mi', 'ti', 'ci', 'vi', 'ne', 'se', 'come', 'anche',
  'ho', 'hai', 'ha', 'abbiamo', 'avete', 'hanno', 'è', 'sono', 'era', 'sia', 'essere', 'avere',
  'questo', 'questa', 'quello', 'quella', 'mio', 'mia', 'miei', 'mie', 'suo', 'sua', 'vostro',
  'vostra', 'nostro', 'nostra', 'più', 'piu', 'molto', 'tutto', 'tutti', 'tutte', 'già', 'gia',
  'ancora', 'poi', 'quando', 'dove', 'perché', 'perche', 'quindi', 'allora', 'ora', 'adesso',
  'sempre', 'mai', 'solo', 'cosa', 'io', 'noi', 'voi', 'lei', 'lui', 'loro', 'buongiorno',
  'buonasera', 'salve', 'ciao', 'grazie', 'tipo', 'cioè', 'ecco', 'così', 'pure', 'ogni', 'va', 'vanno',
]);

/**
 * "Non dà più errore", "non cade più", "non si blocca più": after a fix, a problem verb negated
 * with "più" says the problem is gone. Checked before the negative cues, which would otherwise
 * read its "non" ("non mi fa più…" is only negative with a verb of function: "non va più").
 */
export const NO_LONGER_PROBLEM =
  U(/\bnon\s+(?:mi\s+|ci\s+|lo\s+|la\s+|le\s+|gli\s+)?(?:d[aà]|esce|escono|compare|compaiono|cade|cadono|segna|segnala|chiede|si\s+(?:blocca|bloccano|chiude|chiudono|spegne|spengono|disconnette|disconnettono|stacca|staccano|impalla|ferma|fermano)|va\s+in\s+(?:blocco|errore))\s+(?:più|piu)(?![a-zà-ÿ0-9_])(?:\s+(?:l'|il\s+|lo\s+|la\s+)?(?:errore|avviso|messaggio|problema|blocco))?/i);

/**
 * A reply saying the step did not hold: "dopo un minuto di nuovo E07", "ricompare l'errore",
 * "si ripresenta". Added to the negative cues (a later positive cue still wins).
 */
export const RECURRENCE_CUES: readonly RegExp[] = [
  U(/\b(?:di\s+nuovo|ancora|nuovamente|un'altra\s+volta)\s+(?:in\s+)?(?:l'|lo\s+stesso\s+|la\s+stessa\s+|il\s+|la\s+)?(?:errore|blocco|avviso|messaggio|problema|spia|[a-z]{1,5}[-_]?\d{2,5}\b)/i),
  U(/\b(?:ricompare|ricompaiono|riappare|riappaiono|si\s+ripresenta|si\s+ripresentano|(?:è|e')\s+tornat[oa]\s+(?:l'errore|il\s+problema|il\s+blocco|l'avviso|la\s+spia|il\s+messaggio|come\s+prima|uguale)|torna\s+(?:l'errore|il\s+problema|a\s+(?:bloccarsi|dare|cadere|spegnersi)))\b/i),
  U(/\bnon\s+cambia\s+(?:niente|nulla|nada)\b/i),
  U(/\b(?:(?:does|did|do|is|was)(?:n't|\s+not)|not|still\s+not)\s+(?:work|working|worked|fixed|solved)\b|\b(?:full|blocked|broken|the\s+same)\s+again\b|\b(?:same|still\s+the\s+same)\s+(?:error|problem|message|thing|issue|screen)\b/i),
];

/**
 * The agent hands the case on or defers it instead of fixing it: "la ricontatteremo", "le faremo
 * sapere", "ho aperto una segnalazione al tecnico", "serve l'intervento di un tecnico". When the
 * ticket ends there without the customer confirming anything, it closed unresolved.
 */
export const DEFERRAL_CUES: readonly RegExp[] = [
  U(/\b(?:la|lo|vi|ti|le)\s+(?:ricontatteremo|ricontattiamo|richiameremo|richiamiamo|contatteremo|aggiorneremo|ricontatterà|richiamerà|contatterà)\b/i),
  U(/\b(?:le|vi|ti)\s+(?:faremo|farò|farà|daremo)\s+(?:sapere|notizie|un\s+aggiornamento)\b/i),
  U(/\b(?:ho|abbiamo)\s+(?:aperto|inoltrato|passato|girato|segnalato)\s+(?:una\s+|la\s+|il\s+)?(?:segnalazione|richiesta|pratica|caso|ticket|guasto)?\s*(?:al|alla|all'|ai)\s+(?:tecnico|tecnici|secondo\s+livello|reparto|ufficio|centro\s+assistenza|collega|colleghi)\b/i),
  U(/\b(?:serve|servirà|è\s+necessario|occorre)\s+(?:l'intervento\s+di\s+)?(?:un|il)\s+tecnico\b/i),
  U(/\b(?:stiamo|sto)\s+(?:verificando|controllando|indagando|analizzando)\b/i),
  U(/\b(?:in\s+attesa\s+(?:del|della|di)\s+(?:permesso|autorizzazione|tecnico|intervento|risposta\s+del))\b/i),
];

/** A system note that the ticket closed for lack of an answer. */
export const INACTIVITY_CLOSURE =
  U(/\b(?:inattività|inattivita|(?:mancata|nessuna|senza)\s+(?:ulteriori\s+)?rispost\w+|senza\s+risposta|non\s+avendo\s+(?:più\s+)?(?:ricevuto|avuto)|(?:in\s+)?assenza\s+di\s+(?:\w+\s+){0,2}(?:riscontr\w+|rispost\w+|notizie)|(?:nessun|mancato|senza)\s+(?:\w+\s+)?riscontr\w+|chius[oa]\s+automaticamente|timeout)\b/i);

/**
 * A system note that closes the ticket saying the problem was not solved ("il problema risulta
 * non risolto", "esito: non confermato come risolto", "chiuso come irrisolto", "il cliente non ha
 * confermato la risoluzione", "il guasto resta aperto"): a negator a few words before "risolto"
 * or "risoluzione", "irrisolto", or the problem still open.
 */
export const NOT_RESOLVED_CLOSURE =
  U(/\b(?:non|mai)\s+(?:[\wÀ-ÿ']+\s+){0,3}?(?:risolt[oaie]|sistemat[oaie]|risoluzione)\b|\birrisolt[oaie]\b|\bsenza\s+(?:una\s+)?(?:soluzione|risoluzione)\b|\b(?:problema|segnalazione|guasto)\s+(?:risulta|resta|rimane)\s+(?:ancora\s+)?(?:aperto|aperta|in\s+sospeso)\b/i);

/**
 * Customer lines that are mail plumbing, not content: forwarded-message separators, header
 * lines of a quoted e-mail, "Inviato da iPhone", a bare "--" before a signature.
 */
export const MAIL_PLUMBING_LINE: readonly RegExp[] = [
  /^-{2,}\s*(?:forwarded\s+message|messaggio\s+inoltrato|original\s+message|messaggio\s+originale)\s*-*$/i,
  /^(?:da|from|a|to|data|date|oggetto|subject|inviato|sent|cc|ccn|bcc)\s*:/i,
  /^inviato\s+da\s+(?:iphone|ipad|il\s+mio|android|outlook|libero|samsung)/i,
  /^sent\s+from\s+my\b/i,
  /^-{2,}\s*$/,
  /^_{3,}\s*$/,
];

/**
 * Openers about who writes or forwards rather than about the problem: "vi giro la mail di…",
 * "scrivo per conto di mia madre", "mia figlia dice di scrivervi", "sono cliente da due anni".
 * A sentence is dropped when it is only that; "… perché a me l'app fa tutto bianco" keeps the
 * part after "perché".
 */
export const META_OPENERS: readonly RegExp[] = [
  U(/\b(?:vi|le|ti)\s+(?:giro|inoltro|rigiro|mando|allego|invio)\s+(?:la|le|il|una|questa|sotto)\b/i),
  U(/\b(?:scrivo|scriviamo|vi\s+scrivo|le\s+scrivo)\s+(?:per\s+conto\s+d|a\s+nome\s+d|per\s+mi[oa]\s+)/i),
  U(/\b(?:dice|dicono|ha\s+detto|mi\s+ha\s+detto|mi\s+hanno\s+detto)\s+di\s+(?:scrivervi|scrivere\s+a\s+voi|contattarvi|scrivere\s+qui|scrivervi\s+qui)\b/i),
  U(/^(?:io\s+)?(?:sono|siamo)\s+(?:un[oa]?\s+|il\s+|la\s+|vostr[oaie]\s+)?(?:client[ei]|abbonat[oaie]|titolare|intestatari[oa])\b/i),
  U(/^(?:vostr[oaie]\s+)?client[ei]\s+da\b/i),
];
