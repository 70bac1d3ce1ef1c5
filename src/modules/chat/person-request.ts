import { normalizeText } from '../../lib/text/italian';

/**
 * A customer asking for a person (pure, no framework): "Vorrei parlare con una persona", "mi passi
 * un operatore", "voglio un umano", "talk to an agent". Such a message is not a question for the
 * knowledge base: whatever assistant is configured, the chat offers the handoff instead of
 * searching (ChatService). The rules look at a request verb next to a word for a person, or at a
 * message that is only that word, so "come aggiungo un operatore alla cassa?" (the cash register's
 * user) stays a question.
 */

/** Flag of the customer's message, and of its reply, when the customer asked for a person. */
export const PERSON_REQUEST_FLAG = 'person_request';

/** Accent-folded, lower case, apostrophes as spaces. */
function fold(text: string): string {
  return normalizeText(text).replace(/[’'`]/g, ' ').replace(/\s+/g, ' ').trim();
}

// A person of the support team, as customers name one; "operatore di cassa" (a till's user) is not one.
const IT_PERSON = String.raw`(?:operator[ei]|operatric[ei]|(?:una |delle )?person[ae](?: (?:vera|reale|fisica|in carne e ossa))?|umano|essere umano|addett[oaie]|tecnic[oaie]|consulente|qualcuno(?: (?:del supporto|dell assistenza|di voi))?|agente|(?:l )?assistenza(?: clienti| umana)?|(?:il )?supporto(?: tecnico)?|servizio clienti|call center|centralino)(?! (?:di|della|alla|in|sulla|nella|del|sul|per la) (?:cassa|registratore|negozio|punto vendita))(?! in piu)`;
const IT_ARTICLE = String.raw`(?:(?:con |a )?(?:un |una |uno |l |il |la |lo |gli |le |qualche |un vostro |una vostra |un altro |un altra )?)`;

const IT_RULES = [
  // "vorrei parlare con una persona", "posso scrivere a un operatore?", "devo parlare con qualcuno"
  String.raw`\b(?:parlare|parlo|parli|parlarne|scrivere|chattare|comunicare|confrontarmi|essere messo in contatto|mettermi in contatto|entrare in contatto) (?:con|a) ${IT_ARTICLE}${IT_PERSON}\b`,
  // "mi passi un operatore", "passami una persona", "mi metta in contatto con il supporto", "mi colleghi a un tecnico"
  String.raw`\b(?:mi |ci )?(?:passi|passa|passate|passami|passatemi|metta in contatto|mette in contatto|mettete in contatto|metti in contatto|mettetemi in contatto|mettimi in contatto|colleghi|collega|collegate|collegami|trasferisca|trasferisci|trasferite|chiami|chiamate|chiamami|chiamatemi|contatti|contattate) ${IT_ARTICLE}${IT_PERSON}\b`,
  // "voglio un umano", "vorrei un operatore", "mi serve una persona", "c'è un operatore?"
  String.raw`\b(?:voglio|vorrei|chiedo|desidero|preferisco|preferirei|serve|mi serve|servirebbe|posso avere|potrei avere|c e|ce|esiste) ${IT_ARTICLE}${IT_PERSON}\b`,
  // "non voglio parlare con un bot", "basta con l'assistente automatico"
  String.raw`\bnon (?:voglio|vorrei) (?:parlare|chattare|scrivere) con ${IT_ARTICLE}(?:bot|robot|chatbot|macchina|risponditore|assistente (?:automatico|virtuale))\b`,
  String.raw`\bbasta (?:con )?(?:il |l |questo |questa )?(?:bot|robot|chatbot|risponditore|assistente (?:automatico|virtuale))\b`,
  // Only the word: "operatore!", "una persona per favore", "assistenza umana"
  String.raw`^${IT_ARTICLE}${IT_PERSON}(?: (?:per favore|per piacere|grazie|subito|prego))*$`,
];

const EN_PERSON = String.raw`(?:human(?: being)?|(?:real |actual |live )?(?:person|human|agent|operator|representative|rep)|someone(?: from (?:support|your team))?|somebody|customer (?:service|support)|support(?: team)?|staff)`;
const EN_ARTICLE = String.raw`(?:(?:a|an|the|some|one of your|your) )?`;

const EN_RULES = [
  String.raw`\b(?:talk|speak|chat|write) (?:to|with) ${EN_ARTICLE}${EN_PERSON}\b`,
  String.raw`\b(?:connect|transfer|put|pass|forward|escalate) (?:me|this|us) (?:to|through to|with|over to) ${EN_ARTICLE}${EN_PERSON}\b`,
  String.raw`\b(?:i want|i d like|i would like|i need|can i have|could i have|can i get|get me|give me) ${EN_ARTICLE}${EN_PERSON}\b`,
  String.raw`\b(?:don t|do not) want (?:to talk to |to chat with )?(?:a |the |this )?(?:bot|robot|chatbot)\b`,
  String.raw`^${EN_ARTICLE}${EN_PERSON}(?: please)?$`,
];

const PERSON_REQUEST = new RegExp([...IT_RULES, ...EN_RULES].join('|'));

/** True when the message asks for a person of the support team rather than asking a question. */
export function isPersonRequest(message: string): boolean {
  const text = fold(message).replace(/[!?.,;:]+/g, ' ').replace(/\s+/g, ' ').trim();
  return text !== '' && PERSON_REQUEST.test(text);
}
