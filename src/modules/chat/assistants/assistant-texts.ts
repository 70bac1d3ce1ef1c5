/**
 * The assistant's own fixed texts, one table per locale (pure, no framework): the decline, the
 * request for details of a vague message, the commercial refusal, the product question, «Forse cercava:», greetings, and the framing of an
 * answer composed from a unit (lead-in, steps, applicability, the way to a person). A unit's own
 * content (title, steps) is never translated: only the assistant's framing follows the
 * conversation's locale. Italian first: the default for any locale that is not English. The
 * operator button is named as the widget labels it in each locale («Parla con un operatore»,
 * "Talk to an agent").
 */

export type AssistantLocale = 'it' | 'en';

export interface AssistantTexts {
  decline: string;
  /**
   * The reply to a message that only says something is wrong ("non funziona niente", "aiuto"): what
   * to tell so it can be searched, and the operator all the same (src/lib/text/vague-question.ts).
   */
  clarify: string;
  /** The reply to "vorrei parlare con una persona": the handoff, offered. */
  personRequest: string;
  /** A follow-up that found no unit the thread has not given yet (`afterAnswer`: something was given). */
  followUpNothingNew: (afterAnswer: boolean) => string;
  commercial: string;
  productQuestion: string;
  /** After an answer, the way to a person. */
  operatorHint: string;
  /** The one-off unit's reply, after its lead-in. */
  oneOff: (lead: string) => string;
  oneOffLead: (heading: string, cite: string) => string;
  oneOffLeadUntitled: (cite: string) => string;
  answerLead: (heading: string, cite: string) => string;
  answerLeadUntitled: (cite: string) => string;
  noSteps: string;
  oneProse: string;
  oneStep: string;
  manySteps: string;
  applicability: (applicability: string, cite: string) => string;
  suggestionIntro: string;
  suggestionOutro: string;
  suggestionAfterAnswerIntro: string;
  suggestionAfterAnswerOutro: string;
  choice: (title: string) => string;
  thanks: string;
  greeting: string;
  assistantError: string;
  /** The `error` event when the turn broke outside the assistant (ChatController). */
  internalError: string;
  productNoted: (product: string) => string;
}

const IT: AssistantTexts = {
  decline:
    'Mi dispiace, non trovo questa informazione nella nostra base di conoscenza e preferisco non darle una risposta ' +
    'che potrebbe essere sbagliata. Se lo desidera, può scegliere «Parla con un operatore»: la conversazione diventerà ' +
    'una richiesta di assistenza e una persona del nostro supporto le risponderà.',
  clarify:
    'Per aiutarla ho bisogno di qualche dettaglio in più. Mi descriva il problema: che cosa stava facendo, con quale ' +
    'prodotto o in quale schermata, e il messaggio esatto che compare (per esempio un codice di errore), se ce n\'è uno. ' +
    'Se preferisce, può scegliere «Parla con un operatore»: la conversazione diventerà una richiesta di assistenza e una ' +
    'persona del nostro supporto le risponderà.',
  personRequest:
    'Certo: per parlare con una persona del nostro supporto scelga «Parla con un operatore». La conversazione ' +
    'diventerà una richiesta di assistenza e un operatore le risponderà qui.',
  followUpNothingNew: (afterAnswer) =>
    `Su questo non trovo altro nella nostra base di conoscenza${afterAnswer ? ' oltre a quanto le ho già indicato' : ''} e ` +
    'preferisco non darle indicazioni che potrebbero essere sbagliate. Una persona del nostro supporto può esaminare il ' +
    'suo caso: scelga «Parla con un operatore» e la conversazione diventerà una richiesta di assistenza.',
  commercial:
    'Richieste come rimborsi, sconti, deroghe o penali vengono valutate caso per caso dal nostro personale: non posso ' +
    'deciderle né anticiparne l\'esito da qui. Scelga «Parla con un operatore»: la conversazione diventerà una richiesta ' +
    'di assistenza e una persona del nostro supporto le risponderà.',
  productQuestion: 'Ho trovato risposte per prodotti diversi. Per darle quella giusta, mi indica quale prodotto usa?',
  operatorHint: 'Se il problema persiste, può scegliere «Parla con un operatore» e la conversazione passerà a una persona del nostro supporto.',
  oneOff: (lead) =>
    `${lead} Nei casi come il suo, però, la soluzione richiede un intervento del nostro supporto sui suoi dati, che non ` +
    'posso fare da qui. Scelga «Parla con un operatore»: la conversazione diventerà una richiesta di assistenza e una ' +
    'persona se ne occuperà.',
  oneOffLead: (heading, cite) => `Conosciamo questo problema: «${heading}» ${cite}.`,
  oneOffLeadUntitled: (cite) => `Conosciamo il problema che descrive ${cite}.`,
  answerLead: (heading, cite) => `Nella nostra base di conoscenza c'è una scheda per questo problema: «${heading}» ${cite}.`,
  answerLeadUntitled: (cite) => `Nella nostra base di conoscenza c'è una scheda che corrisponde alla sua domanda ${cite}.`,
  noSteps: 'La scheda non riporta passi da seguire.',
  oneProse: 'Ecco cosa indica:',
  oneStep: 'Ecco cosa fare:',
  manySteps: 'Ecco i passi indicati:',
  applicability: (applicability, cite) =>
    `Attenzione, la scheda indica quando vale questa soluzione: «${applicability}» ${cite}. Se il suo caso è diverso, me lo indichi prima di procedere.`,
  suggestionIntro: 'Non sono sicuro di aver capito quale sia il suo problema. Forse cercava:',
  suggestionOutro:
    'Scelga la scheda che corrisponde al suo caso e le indicherò la soluzione. Se nessuna è quella giusta, può ' +
    'riformulare la domanda con altre parole oppure scegliere «Parla con un operatore».',
  suggestionAfterAnswerIntro: 'Forse cercava una di queste schede della nostra base di conoscenza:',
  suggestionAfterAnswerOutro: 'Scelga quella che corrisponde al suo caso e le indicherò la soluzione, oppure scelga «Parla con un operatore».',
  choice: (title) => `Ho scelto: ${title}`,
  thanks: 'Prego, è stato un piacere. Se ha altre domande, sono a sua disposizione.',
  greeting: 'Buongiorno, sono l\'assistente automatico del supporto. Mi descriva il problema e cercherò la risposta nella nostra base di conoscenza.',
  assistantError:
    'Mi scusi, il servizio di risposta automatica non è disponibile in questo momento. Può riprovare tra poco oppure ' +
    'scegliere «Parla con un operatore».',
  internalError: 'Si è verificato un errore interno. Può riprovare tra poco.',
  productNoted: (product) => `Bene, da ora cerco le risposte per ${product}. Mi descriva il problema.`,
};

const EN: AssistantTexts = {
  decline:
    "I'm sorry, I can't find this information in our knowledge base and I'd rather not give you an answer that " +
    'could be wrong. If you wish, you can choose "Talk to an agent": the conversation will become a support request ' +
    'and a person from our support team will reply to you.',
  clarify:
    'To help you I need a few more details. Please describe the problem: what you were doing, which product or screen ' +
    'you were using, and the exact message you see (for example an error code), if there is one. If you prefer, you ' +
    'can choose "Talk to an agent": the conversation will become a support request and a person from our support team ' +
    'will reply to you.',
  personRequest:
    'Of course: to talk to a person from our support team, choose "Talk to an agent". The conversation will ' +
    'become a support request and an agent will reply to you here.',
  followUpNothingNew: (afterAnswer) =>
    `I can't find anything more on this in our knowledge base${afterAnswer ? ' beyond what I already told you' : ''}, and ` +
    "I'd rather not give you directions that could be wrong. A person from our support team can look at your case: " +
    'choose "Talk to an agent" and the conversation will become a support request.',
  commercial:
    'Requests such as refunds, discounts, waivers or penalties are assessed case by case by our staff: I cannot ' +
    'decide them or anticipate the outcome from here. Choose "Talk to an agent": the conversation will become a support ' +
    'request and a person from our support team will reply to you.',
  productQuestion: 'I found answers for different products. To give you the right one, which product do you use?',
  operatorHint: 'If the problem persists, you can choose "Talk to an agent" and the conversation will pass to a person from our support team.',
  oneOff: (lead) =>
    `${lead} In cases like yours, however, the solution requires our support team to work on your data, which I ` +
    'cannot do from here. Choose "Talk to an agent": the conversation will become a support request and a person ' +
    'will take care of it.',
  oneOffLead: (heading, cite) => `We know this problem: "${heading}" ${cite}.`,
  oneOffLeadUntitled: (cite) => `We know the problem you describe ${cite}.`,
  answerLead: (heading, cite) => `Our knowledge base has an article for this problem: "${heading}" ${cite}.`,
  answerLeadUntitled: (cite) => `Our knowledge base has an article that matches your question ${cite}.`,
  noSteps: 'The article lists no steps to follow.',
  oneProse: 'Here is what it says:',
  oneStep: 'Here is what to do:',
  manySteps: 'Here are the steps:',
  applicability: (applicability, cite) =>
    `Please note, the article says when this solution applies: "${applicability}" ${cite}. If your case is different, tell me before you go ahead.`,
  suggestionIntro: "I'm not sure I understood your problem. Did you mean:",
  suggestionOutro:
    'Choose the article that matches your case and I will give you the solution. If none is right, you can ' +
    'rephrase the question in other words or choose "Talk to an agent".',
  suggestionAfterAnswerIntro: 'Perhaps you were looking for one of these articles from our knowledge base:',
  suggestionAfterAnswerOutro: 'Choose the one that matches your case and I will give you the solution, or choose "Talk to an agent".',
  choice: (title) => `I chose: ${title}`,
  thanks: "You're welcome, it was a pleasure. If you have other questions, I'm here to help.",
  greeting: "Hello, I'm the support team's automated assistant. Describe the problem and I will look for the answer in our knowledge base.",
  assistantError:
    'Sorry, the automated answering service is not available right now. You can try again shortly or ' +
    'choose "Talk to an agent".',
  internalError: 'An internal error occurred. You can try again shortly.',
  productNoted: (product) => `Fine, from now on I will look for answers for ${product}. Describe the problem.`,
};

export const ASSISTANT_TEXTS: Readonly<Record<AssistantLocale, AssistantTexts>> = { it: IT, en: EN };

/** The table for a conversation's locale ("en", "en-GB" → English; anything else → Italian). */
export function assistantTexts(locale: string | null | undefined = 'it'): AssistantTexts {
  return /^en(?:[-_]|$)/i.test(locale ?? '') ? EN : IT;
}
