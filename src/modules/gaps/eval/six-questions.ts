/**
 * Issue #29's bar for grouping gaps by meaning: six questions on two topics the knowledge base
 * lacks — a dark theme, paying in bitcoin — in the words customers use, few of them shared
 * ("modalità notte con lo sfondo nero" is the dark theme). The local embedder splits them; the
 * model path must give two topics. In-sample: the model's prompt was written looking at these.
 */
export const SIX_QUESTIONS: ReadonlyArray<{ topic: string; question: string }> = [
  { topic: 'tema-scuro', question: "C'è un tema scuro per l'app?" },
  { topic: 'bitcoin', question: "Posso pagare l'abbonamento in bitcoin?" },
  { topic: 'tema-scuro', question: 'Si può attivare la modalità notte con lo sfondo nero?' },
  { topic: 'bitcoin', question: 'Accettate pagamenti in criptovaluta?' },
  { topic: 'tema-scuro', question: 'La sera lo schermo bianco abbaglia: posso mettere i colori scuri?' },
  { topic: 'bitcoin', question: 'È possibile saldare il canone con BTC?' },
];
