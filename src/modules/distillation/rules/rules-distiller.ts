import type { Category } from '../../tickets/ticket.dto';
import type { DistilledUnit } from '../distilled-unit.schema';
import type { Distiller, DistillInput, DistillOutput, TranscriptMessage } from '../distiller';
import { AGENT_VERIFIED_CUES, BACK_REFERENCE_CUES, DEFERRAL_CUES, INACTIVITY_CLOSURE, NOT_RESOLVED_CLOSURE } from './lexicon';
import { concessionCues, extractApplicability, extractCause, oneOffEvidence } from './agent-cues';
import { oneOffReason } from './one-off-reason';
import { textBefore } from './one-off-object';
import { ownFailedTries } from './own-tries';
import { oneOffSteps } from './one-off-solution';
import { categoryByKeywords } from './category';
import { confidenceOf, NOT_REUSABLE_CONFIDENCE_CAP, type ConfirmationKind } from './confidence';
import { anyMatch } from './cue-matching';
import { customerSentences, extractProblem, extractSymptoms, ownWords } from './customer';
import { classifyReply, type ReplyKind } from './replies';
import { extractSearchPhrases, quotedLabels } from './search-phrases';
import { agentSentences, anaphoricContext, isContextSentence, concretenessOf, extractSteps, formatSteps, impersonal, substantiveSentences, withoutCauseStep, withoutTitledPeople } from './steps';
import { deferralIn, isDiagnosticRequest, presentHandOverIn } from './agent-action';
import { isQuestion, splitSentences } from './text';
import { isSideQuestion, otherMatters, withoutOtherQuestionSteps } from './other-question';
import { ordersNothing } from './instruction';
import { agentRestatedProblem, keywordQuery, menuLabels } from './short-ticket';
import { extractTitle } from './title';
import { generaliseForReaders, generaliseStepsForReaders } from './single-customer';
import { restoreOrthography } from '../../../lib/text/orthography';

/**
 * The offline default distiller: deterministic Italian heuristics over a redacted transcript.
 *
 * Pipeline (each step is a pure function below):
 *  1. every customer reply after an agent step is classified (positive / done / weak / negative /
 *     neutral); the solution comes from the agent public messages after the last failed attempt
 *     and before the first confirmation (the last of them is "the" resolving message), else from
 *     the last agent step before closing, possibly verified by the agent ("risulta trasmessa");
 *  2. those messages are cut into instruction sentences and numbered (failed attempts, questions,
 *     pleasantries and signatures never make it in);
 *  3. problem, symptoms and search phrases come from the customer's own sentences, cause and
 *     applicability from the agent's; redaction placeholders are stripped clause by clause;
 *  4. concession and manual-fix cues decide is_commercial_exception / is_one_off;
 *  5. confidence is read off a small table (confirmation kind x concreteness of the steps).
 */

export const RULES_MODEL = 'rules-v1';

export class RulesDistiller implements Distiller {
  readonly name = 'rules';

  async distill(input: DistillInput): Promise<DistillOutput> {
    const { unit, trace } = distillWithTrace(input);
    return { unit, model: RULES_MODEL, notes: { unresolved: trace.unresolved, one_off_reason: trace.oneOffReason || undefined, failed_attempts: trace.failedAttempts } };
  }
}

export function distillByRules(input: DistillInput): DistilledUnit {
  return distillWithTrace(input).unit;
}

/** How the unit was derived: for tests, audits and calibration; not stored. */
export interface RulesTrace {
  confirmation: ConfirmationKind;
  /** Index in input.messages of the agent message the solution was taken from, or -1. */
  solutionMessageIndex: number;
  /** Index of the customer reply taken as the confirmation, or -1. */
  confirmationMessageIndex: number;
  /** Number of instruction steps found (0 means the solution is a fallback or empty). */
  instructionSteps: number;
  concreteness: number;
  concessionCues: string[];
  oneOffCues: string[];
  negativeReplies: number;
  conflicts: string[];
  /**
   * Why the ticket closed without a fix that worked, or null: 'deferred' (the agent handed it on
   * or promised to call back: "la ricontatteremo"), 'failed_last' (the customer's last word is
   * that the step did not work, and no other step followed), 'inactivity' (closed for lack of an
   * answer while the agent was still asking), 'closed_unresolved' (the system closed it saying
   * the problem is not solved), 'no_fix' (no agent step at all).
   */
  unresolved: 'deferred' | 'failed_last' | 'inactivity' | 'closed_unresolved' | 'no_fix' | null;
  /** The agent's sentence that makes the fix a one-off ("Ho corretto io il dato…"), or ''. */
  oneOffReason: string;
  /** The steps of each agent message a negative reply answered before the fix: what failed. */
  failedAttempts: string[];
  /** Confidence of the extraction itself, before the cap applied to non-reusable units. */
  extractionConfidence: number;
}

function isAgentPublic(m: TranscriptMessage): boolean {
  return m.author === 'agent' && m.visibility === 'public';
}

export function distillWithTrace(input: DistillInput): { unit: DistilledUnit; trace: RulesTrace } {
  const msgs = input.messages;
  const firstCustomer = msgs.findIndex((m) => m.author === 'customer');
  const stepsOf = new Map<number, string[]>();
  const steps = (i: number): string[] => {
    let s = stepsOf.get(i);
    if (!s) {
      // "Ci mandi il registro": a step that only asks for something to diagnose is no fix.
      s = extractSteps(msgs[i]?.body ?? '').filter((t) => !isDiagnosticRequest(t));
      stepsOf.set(i, s);
    }
    return s;
  };

  // 1. Replies after an agent step.
  const replies: { index: number; kind: ReplyKind }[] = [];
  const firstProblemBody = firstCustomer >= 0 ? ownWords(msgs, firstCustomer) : '';
  let agentSpoke = false;
  msgs.forEach((m, i) => {
    if (isAgentPublic(m)) agentSpoke = true;
    else if (m.author === 'customer' && i !== firstCustomer && agentSpoke) replies.push({ index: i, kind: classifyReply(ownWords(msgs, i), firstProblemBody) });
  });
  // "Allego la carta d'identità. Grazie." answers a request for data, not a fix: it confirms nothing.
  const answersRequest = (reply: number): boolean => {
    for (let i = reply - 1; i >= 0; i--) {
      // A concession asking for the IBAN stays the answer the reviewer reads ("le rimborsiamo…: ci indichi l'IBAN").
      if (isAgentPublic(msgs[i]!)) return steps(i).length === 0 && (agentSentences(msgs[i]!.body).some((s) => isDiagnosticRequest(s.text)) || onlyAsksBeforeAnyStep(i)) && concessionCues([msgs[i]!.body]).length === 0;
    }
    return false;
  };
  // "Con quale indirizzo accede all'app?" before any step: the reply ("…la conferma è arrivata
  // sulla mail del lavoro") gives what was asked, it confirms no fix ("è riuscito?" after a step does).
  const onlyAsksBeforeAnyStep = (i: number): boolean => {
    // Nothing said but questions: no statement, no step.
    if (substantiveSentences(msgs[i]!.body).length > 0 || !agentSentences(msgs[i]!.body).some((t) => isQuestion(t.text))) return false;
    for (let j = i - 1; j >= 0; j--) if (isAgentPublic(msgs[j]!) && steps(j).length > 0) return false;
    return true;
  };
  // "E se elimino l'account perdo i punti?": a reply that opens another question is no failure of
  // the step before it (other-question.ts); the agent's answer to it is not the fix of the problem.
  const sideQuestions: number[] = [];
  for (const r of replies) {
    if (r.kind === 'positive') continue;
    if (isSideQuestion(ownWords(msgs, r.index))) {
      r.kind = 'neutral';
      sideQuestions.push(r.index);
      continue;
    }
    // "ok quello va da giorni. Già che ci sono: …?": the other question after a first sentence;
    // what that sentence says of the fix is the reply's kind.
    const said = splitSentences(ownWords(msgs, r.index).replace(/\n/g, ' '));
    const k = said.findIndex((_, j) => j > 0 && isSideQuestion(said.slice(j).join(' ')));
    if (k > 0) {
      const head = classifyReply(said.slice(0, k).join(' '), firstProblemBody);
      if (head === 'negative') continue;
      r.kind = head;
      sideQuestions.push(r.index);
    }
  }
  const firstOf = (kinds: ReplyKind[]) => replies.find((r) => kinds.includes(r.kind) && !answersRequest(r.index));
  const chosen = chooseConfirmation(msgs, replies, firstOf(['positive', 'done']) ?? firstOf(['weak']), (i) => ownWords(msgs, i));
  const confirmationReply = chosen.reply;
  const conflicts: string[] = [];

  // 2. The resolving exchange: the agent public messages after the last failed attempt (a
  //    negative reply) and before the confirmation. Steps given there and answered only with a
  //    question or a detail ("192.168.1.34") are part of what worked.
  const limit = confirmationReply ? confirmationReply.index : msgs.length;
  const lastFailure = replies.filter((r) => r.kind === 'negative' && r.index < limit).reduce((a, r) => Math.max(a, r.index), Math.max(firstCustomer, chosen.startAfter));
  let exchange: number[] = [];
  for (let i = lastFailure + 1; i < limit; i++) if (isAgentPublic(msgs[i]!) && steps(i).length > 0) exchange.push(i);
  const answersSideQuestion = (i: number): boolean => {
    for (let j = i - 1; j >= 0; j--) if (msgs[j]!.author === 'customer') return sideQuestions.includes(j);
    return false;
  };
  if (exchange.some((i) => !answersSideQuestion(i))) exchange = exchange.filter((i) => !answersSideQuestion(i));
  // The attempts that failed before it (each agent message with steps before the last failure):
  // a unit whose usual fix failed for this ticket can then say what to do when it is not enough.
  const failedAttempts: string[] = [];
  for (let i = firstCustomer + 1; i < lastFailure; i++) if (isAgentPublic(msgs[i]!) && steps(i).length > 0) failedAttempts.push(steps(i).join('\n'));
  const beforeFix = msgs.flatMap((m, i) => (m.author === 'customer' && i <= Math.max(lastFailure, firstCustomer) ? [ownWords(msgs, i)] : []));
  failedAttempts.push(...ownFailedTries(beforeFix));
  let solutionIndex = exchange.length > 0 ? exchange[exchange.length - 1]! : -1;
  if (solutionIndex < 0) {
    for (let i = limit - 1; i > lastFailure; i--) {
      if (isAgentPublic(msgs[i]!) && substantiveSentences(msgs[i]!.body).length > 0) {
        solutionIndex = i;
        break;
      }
    }
  }
  if (solutionIndex < 0 && confirmationReply) {
    // Nothing after the last failure but a confirmation ("ah no, ora va"): the last agent step
    // before the confirmation did work. Without a confirmation that step failed: no solution.
    for (let i = limit - 1; i >= 0; i--) {
      if (isAgentPublic(msgs[i]!) && steps(i).length > 0) {
        solutionIndex = i;
        exchange = [i];
        break;
      }
    }
  }
  // With a confirmation, a later agent step that got no answer must not override it; without
  // one, an agent message after the solution may verify the outcome itself.
  let confirmation: ConfirmationKind = 'none';
  if (confirmationReply) {
    confirmation =
      confirmationReply.kind === 'positive' ? 'customer_positive' : confirmationReply.kind === 'done' ? 'customer_done' : 'customer_weak';
    if (replies.some((r) => r.index > confirmationReply.index && r.kind === 'negative')) {
      conflicts.push('negative reply after confirmation');
    }
  } else if (solutionIndex >= 0) {
    for (let i = solutionIndex + 1; i < msgs.length; i++) {
      const m = msgs[i]!;
      if (isAgentPublic(m) && anyMatch(AGENT_VERIFIED_CUES, m.body)) {
        confirmation = 'agent_verified';
        break;
      }
    }
  }

  // 3. Steps, with the earlier step when the exchange refers back to it ("come sopra").
  let earlier: string[] = [];
  const first = exchange[0];
  if (first !== undefined && exchange.some((i) => BACK_REFERENCE_CUES.test(msgs[i]!.body))) {
    for (let i = first - 1; i >= 0; i--) {
      if (isAgentPublic(msgs[i]!) && steps(i).length > 0) {
        earlier = steps(i);
        break;
      }
    }
  }
  // (steps() already leaves out a request for a log or a photo: it is no step of the fix)
  let solutionSteps = [...earlier, ...exchange.flatMap((i) => steps(i))];
  const instructionSteps = solutionSteps.length;
  if (solutionSteps.length === 0 && solutionIndex >= 0) solutionSteps = substantiveSentences(msgs[solutionIndex]!.body).slice(0, 3);
  // "È una preautorizzazione: si sblocca da sola. Il biglietto può ricomprarlo.": when every step
  // of the answer only permits something, or only says where to see it ("Lo stato è in Ordini >
  // Dettaglio"), the explanation around it is the fix.
  let permitted = solutionIndex >= 0 && exchange.length === 1 && earlier.length === 0 && solutionSteps.length > 0 && solutionSteps.every(ordersNothing);
  if (permitted) {
    const answer = substantiveSentences(msgs[solutionIndex]!.body).filter(isContextSentence);
    if (answer.length > solutionSteps.length) solutionSteps = answer.slice(0, 4).map((t) => impersonal(withoutTitledPeople(t)));
    else permitted = false;
  }
  // "…è attiva l'opposizione. Se è attiva, la disattivi": a step whose object is only a clitic
  // takes the sentence that names it (and keeps it even when it is also the cause).
  const contexts = !permitted && instructionSteps > 0 ? exchange.map((i) => anaphoricContext(msgs[i]!.body)) : [];
  const anaphoric = contexts.some(Boolean);
  if (anaphoric) {
    solutionSteps = [...earlier, ...exchange.flatMap((i, k) => (contexts[k] ? [impersonal(withoutTitledPeople(contexts[k]!)), ...steps(i)] : steps(i)))];
  }

  // 4. Customer side.
  // The customer's own words: quoted replies and pasted agent text are not theirs.
  const customerBodies = msgs.flatMap((m, i) => (m.author === 'customer' ? [ownWords(msgs, i)] : []));
  const firstBody = firstCustomer >= 0 ? ownWords(msgs, firstCustomer) : '';
  // Customers' dropped apostrophes and accents restored ("l app", "piu"): the reviewer would fix them.
  let rawProblem = extractProblem(firstBody, input.subject);
  // "nero": too few words of their own; the agent's "ci scrive che lo schermo è nero" says it.
  if (rawProblem.length < 10) {
    const firstAgent = msgs.findIndex((m, i) => i > firstCustomer && isAgentPublic(m));
    const restated = firstAgent >= 0 ? agentRestatedProblem(msgs[firstAgent]!.body) : '';
    if (restated) rawProblem = restated;
  }
  const problem = restoreOrthography(rawProblem);
  // "Due cose: 1) la tariffa … 2) il menù in PDF": the steps that answer the other matter go.
  const others = [...otherMatters(firstBody, rawProblem), ...sideQuestions.map((i) => ownWords(msgs, i))];
  solutionSteps = withoutOtherQuestionSteps(solutionSteps, rawProblem, others);
  const symptomBodies = msgs
    .map((m, i) => ({ m, i }))
    .filter(({ m, i }) => m.author === 'customer' && (i === firstCustomer || replies.find((r) => r.index === i)?.kind === 'negative'))
    .map(({ i }) => ownWords(msgs, i));
  const symptoms = extractSymptoms(symptomBodies, rawProblem);
  const fallbackSentences = customerSentences(firstBody)
    .map((s) => s.text)
    .filter((t) => !isQuestion(t));
  // Only to reach three phrases: the labels of the screens the solution goes through, then the
  // problem as a keyword query ("E07 caldaia").
  // problem as a keyword query ("E07 caldaia"), with the one or two words of the subject in front
  // when the query lacks them ("tv schermo nero").
  const query = keywordQuery(problem);
  const subjectWords = input.subject.replace(/^\s*(?:re|r|fw|fwd|i)\s*:\s*/iu, '').trim();
  const withSubject = query && /^\p{L}[\p{L}\p{N}]*(?:\s+\p{L}[\p{L}\p{N}]*)?$/u.test(subjectWords) && !query.toLowerCase().includes(subjectWords.toLowerCase()) ? `${subjectWords.toLowerCase()} ${query}` : '';
  const solutionLabels = [...quotedLabels(solutionSteps.join('\n'), 4), ...menuLabels(solutionSteps), query, withSubject].filter(Boolean);
  const phrases = extractSearchPhrases(input.subject, problem, symptomBodies, fallbackSentences, solutionLabels);

  // 5. Agent side: cause from the successful exchange only (after the last failed attempt).
  const causeBodies: string[] = [];
  if (solutionIndex >= 0) {
    causeBodies.push(msgs[solutionIndex]!.body);
    const lastNegative = [...replies].reverse().find((r) => r.index < solutionIndex && r.kind === 'negative')?.index ?? -1;
    for (let i = solutionIndex - 1; i > lastNegative && i > firstCustomer; i--) {
      if (isAgentPublic(msgs[i]!)) causeBodies.push(msgs[i]!.body);
    }
  }
  const cause = generaliseForReaders(extractCause(causeBodies), customerBodies.join('\n'));
  // The next reader is not this customer: their vocative, weekday, date, address and named things go.
  const servedSteps = generaliseStepsForReaders(anaphoric ? solutionSteps : withoutCauseStep(solutionSteps, cause), customerBodies);
  let solution = formatSteps(servedSteps);
  // Never a step of the solution again: "Scriva solo i numeri neri" is an instruction, not a condition.
  const applicability = solutionIndex >= 0 ? generaliseStepsForReaders([extractApplicability(msgs[solutionIndex]!.body, solutionSteps)], customerBodies)[0]! : '';

  // 6. Commercial exception: any agent message, internal notes included.
  const agentBodies = msgs.filter((m) => m.author === 'agent').map((m) => m.body);
  const concessions = concessionCues(agentBodies);
  const isCommercialException = concessions.length > 0;

  // 7. One-off: the resolving message and the internal notes of the resolving exchange.
  const oneOffBodies: Array<{ body: string; internal: boolean }> = [];
  if (solutionIndex >= 0) {
    let from = solutionIndex;
    while (from > 0 && msgs[from - 1]!.author !== 'customer') from--;
    const to = confirmationReply ? confirmationReply.index : msgs.length;
    for (let i = from; i < to; i++) {
      const m = msgs[i]!;
      if (m.author === 'agent' && (i === solutionIndex || m.visibility === 'internal')) oneOffBodies.push({ body: m.body, internal: m.visibility === 'internal' });
    }
    // "Ci invii il libretto" → "allegato" → "Abbiamo scollegato noi la targa": when the customer's
    // reply says the step is done, the agent's next message (before the customer speaks again)
    // tells what an operator did with it, and that resolved the case too.
    if (confirmationReply?.kind === 'done') {
      for (let i = confirmationReply.index + 1; i < msgs.length && msgs[i]!.author !== 'customer'; i++) {
        if (isAgentPublic(msgs[i]!)) oneOffBodies.push({ body: msgs[i]!.body, internal: false });
      }
    }
  }
  // A concession is its own case (discarded): the refund an agent "ha disposto" is not a one-off fix.
  const oneOffFound = isCommercialException ? [] : oneOffEvidence(oneOffBodies);
  const oneOff = [...new Set(oneOffFound.map((e) => e.cue))];
  const isOneOff = oneOff.length > 0;
  if (isCommercialException && isOneOff) conflicts.push('both concession and manual fix');
  // A one-off's steps are read by reviewers only: what the operator did comes first (one-off-solution.ts).
  // The agent's messages of the fix: where a pronoun of the action ("l'abbiamo attivata") is named.
  const oneOffContext = oneOffBodies.map((b) => b.body).join('\n');
  if (isOneOff && oneOffFound[0]) solution = formatSteps(oneOffSteps(oneOffFound[0].sentence, servedSteps, oneOffContext));
  if (isCommercialException && confirmation === 'none' && instructionSteps > 0) conflicts.push('concession without confirmation');

  const category: Category = input.category ?? categoryByKeywords(input.subject, customerBodies.join('\n'));

  // 8. Closed without a fix that worked.
  const unresolved = isCommercialException || isOneOff ? null : unresolvedReason(msgs, replies, instructionSteps, steps, solutionIndex);
  // An answer that is neither an order nor an action nor a favour, and that closed the case (the
  // customer confirmed or thanked, nothing failed after it): the information is the solution
  // ("il contatore della luce è telelettura: …", "il portale vuole solo le cifre nere").
  const informational = !isCommercialException && !isOneOff && unresolved === null && instructionSteps === 0 && solutionIndex >= 0 && solutionSteps.length > 0;
  const concreteness = instructionSteps > 0 ? concretenessOf(solutionSteps) : informational ? Math.max(1, concretenessOf(solutionSteps)) : 0;

  const isReusable =
    !isCommercialException &&
    !isOneOff &&
    unresolved === null &&
    (instructionSteps > 0 || informational) &&
    problem.length >= 10 &&
    solution.length >= 10 &&
    phrases.length >= 3;
  const extractionConfidence = confidenceOf(confirmation, informational ? solutionSteps.length : instructionSteps, concreteness, conflicts.length, cause.length > 0);
  // Confidence is "correct AND reusable": a unit we ourselves mark not reusable stays below the
  // job's threshold whatever the extraction quality (kept in the trace for audits).
  const confidence = isReusable ? extractionConfidence : Math.min(extractionConfidence, NOT_REUSABLE_CONFIDENCE_CAP);

  const unit: DistilledUnit = {
    is_reusable: isReusable,
    title: restoreOrthography(extractTitle(problem, input.subject)),
    problem,
    // Symptoms say what the problem sentence does not: the lines it already carries are dropped.
    symptoms: restoreOrthography(symptomsBeyond(symptoms, rawProblem)),
    cause,
    solution,
    applicability,
    category,
    search_phrases: phrases,
    is_commercial_exception: isCommercialException,
    is_one_off: isOneOff,
    // The reviewer sees what an operator did and why the fix cannot be served (one-off-reason.ts).
    ...(isOneOff && oneOffFound[0] ? { one_off_reason: oneOffReason(oneOffFound[0].sentence, textBefore(oneOffContext, oneOffFound[0].sentence)) } : {}),
    confidence,
  };
  return {
    unit,
    trace: {
      confirmation,
      solutionMessageIndex: solutionIndex,
      confirmationMessageIndex: confirmationReply?.index ?? -1,
      instructionSteps,
      concreteness,
      concessionCues: concessions,
      oneOffCues: oneOff,
      negativeReplies: replies.filter((r) => r.kind === 'negative').length,
      conflicts,
      unresolved,
      oneOffReason: oneOffFound[0]?.sentence ?? '',
      failedAttempts,
      extractionConfidence,
    },
  };
}

/**
 * A "done" reply ("Svuotata.", "Fatto") is only a confirmation when nothing says otherwise: when
 * the agent gave another step after it and that step got a positive reply ("Ecco, così sono
 * entrato"), the first step did not fix it and the positive reply is the confirmation.
 * A "done" reply that only delivered what the agent asked for ("Inviato adesso." after "mi serve
 * il registro") or that asks again ("Scaricata di nuovo: sempre lei. Ma il nome da dove lo
 * prende?") settles nothing either: a later "done" or thanks after the agent's next answer is the
 * confirmation, and the exchange that worked starts after that reply (`startAfter`).
 */
function chooseConfirmation(
  msgs: TranscriptMessage[],
  replies: { index: number; kind: ReplyKind }[],
  first: { index: number; kind: ReplyKind } | undefined,
  ownWordsOf: (i: number) => string,
): { reply: { index: number; kind: ReplyKind } | undefined; startAfter: number } {
  const none = { reply: first, startAfter: -1 };
  if (!first || first.kind === 'positive') return none;
  const later = replies.find((r) => r.index > first.index && r.kind === 'positive');
  if (later) {
    for (let i = first.index + 1; i < later.index; i++) {
      const m = msgs[i]!;
      if (isAgentPublic(m) && extractSteps(m.body).length > 0) return { reply: later, startAfter: -1 };
    }
  }
  if (first.kind !== 'done') return none;
  let asked = -1;
  for (let i = first.index - 1; i >= 0 && asked < 0; i--) if (isAgentPublic(msgs[i]!)) asked = i;
  const delivered = asked >= 0 && extractSteps(msgs[asked]!.body).some(isDiagnosticRequest);
  const asksAgain = splitSentences(ownWordsOf(first.index).replace(/\n/g, ' ')).some(isQuestion);
  if (!delivered && !asksAgain) return none;
  const next = later ?? replies.find((r) => r.index > first.index && (r.kind === 'done' || r.kind === 'weak'));
  if (!next) return none;
  for (let i = first.index + 1; i < next.index; i++) {
    const m = msgs[i]!;
    if (isAgentPublic(m) && (extractSteps(m.body).length > 0 || substantiveSentences(m.body).length >= 3)) return { reply: next, startAfter: first.index };
  }
  return none;
}

/** "Nel frattempo disattivi l'autolock": a step for the wait, while someone else fixes the case. */
const INTERIM_STEP = /(?<![\p{L}])(?:nel\s+frattempo|intanto|per\s+ora|per\s+il\s+momento|in\s+attesa|nell'attesa)(?![\p{L}])/iu;
/** "Ok, aspetto", "resto in attesa": the customer waits for the promised fix. */
const WAITING_REPLY = /(?<![\p{L}])(?:aspetto|attendo|aspettiamo|attendiamo|(?:resto|rimango|restiamo|rimaniamo)\s+in\s+attesa)(?![\p{L}])/iu;

/** A promise or a hand-over instead of a fix, read by its form (agent-action.ts). */
function deferredIn(body: string): boolean {
  return agentSentences(body).some((s) => !isQuestion(s.text) && (deferralIn(s.text) !== null || presentHandOverIn(s.text) !== null));
}

function symptomsBeyond(symptoms: string, problem: string): string {
  const key = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const p = key(problem);
  return symptoms
    .split('\n')
    .filter((line) => {
      const k = key(line);
      return k.length > 0 && !p.includes(k) && !k.includes(p);
    })
    .join('\n');
}

/**
 * Why the conversation ended without a fix that worked (see RulesTrace.unresolved), from the
 * replies after the agent's steps and the last agent and system messages.
 */
function unresolvedReason(
  msgs: TranscriptMessage[],
  replies: { index: number; kind: ReplyKind }[],
  instructionSteps: number,
  steps: (i: number) => string[],
  solutionIndex: number,
): RulesTrace['unresolved'] {
  const confirmed = (after: number) => replies.some((r) => r.index > after && (r.kind === 'positive' || r.kind === 'done'));
  let lastAgent = -1;
  for (let i = msgs.length - 1; i >= 0; i--) {
    // "Non avendo ricevuto ulteriori comunicazioni consideriamo risolta la richiesta": the agent's
    // closing formula is the closure, not an answer; silence after the answer before it stays silence.
    if (isAgentPublic(msgs[i]!) && !isAgentClosure(msgs[i]!.body, steps(i))) {
      lastAgent = i;
      break;
    }
  }
  if (lastAgent < 0) return 'no_fix';
  const lastReply = replies[replies.length - 1];
  const lastReplyBefore = [...replies].reverse().find((r) => r.index < lastAgent);
  // "Ho aperto una segnalazione al tecnico, la ricontatteremo": handed on, nothing confirmed after.
  // Only a reply that the problem is gone confirms a hand-over: "Ok, aspetto. Intanto l'ho
  // disattivata" did the interim step and waits for the office that never came back.
  // A promise with no step after the customer confirmed the fix ("Attivato, ora arriva alle 8")
  // answers a remark of theirs ("l'abbiamo girata al team"), not the problem.
  const interim = steps(lastAgent).length > 0 && steps(lastAgent).every((t) => INTERIM_STEP.test(t));
  const positiveAfter = (after: number) =>
    replies.some((r) => r.index > after && (r.kind === 'positive' || (r.kind === 'done' && !interim && !WAITING_REPLY.test(msgs[r.index]!.body))));
  const fixConfirmedBefore = steps(lastAgent).length === 0 && (lastReplyBefore?.kind === 'positive' || lastReplyBefore?.kind === 'done') && confirmedFix(msgs, lastReplyBefore.index, steps);
  if ((anyMatch(DEFERRAL_CUES, msgs[lastAgent]!.body) || deferredIn(msgs[lastAgent]!.body)) && !positiveAfter(lastAgent) && !fixConfirmedBefore) {
    if (steps(lastAgent).length === 0 || lastReplyBefore?.kind === 'negative' || !confirmed(-1)) return 'deferred';
  }
  // "fatto, dopo un minuto di nuovo E07" as the last word, no step after it.
  if (lastReply && lastReply.kind === 'negative' && lastReply.index > lastAgent) return 'failed_last';
  if (lastReply && lastReply.kind === 'negative' && !confirmed(lastReply.index)) {
    let stepAfter = false;
    for (let i = lastReply.index + 1; i < msgs.length; i++) if (isAgentPublic(msgs[i]!) && steps(i).length > 0) stepAfter = true;
    if (!stepAfter) return 'failed_last';
  }
  // "Chiuso dopo 7 giorni: il problema risulta non risolto": the closure itself says it, whatever step came before.
  if (!confirmed(lastAgent) && msgs.some((m, i) => i > lastAgent && m.author === 'system' && NOT_RESOLVED_CLOSURE.test(m.body))) return 'closed_unresolved';
  // Closed for inactivity while the agent was still asking: no step was ever given. (Silence
  // after a step, even after a "è riuscito?" follow-up, is a closure without complaint.)
  const closedIdle = msgs.some((m, i) => i > lastAgent && m.author === 'system' && INACTIVITY_CLOSURE.test(m.body));
  const anyStep = msgs.some((m, i) => isAgentPublic(m) && steps(i).length > 0);
  if (closedIdle && !anyStep && !confirmed(-1)) return 'inactivity';
  // No instruction, but the customer thanked or said ok to the answer and nothing failed after it:
  // what the answer is (information, an action, a favour) decides, not the missing steps.
  const after = replies.filter((r) => r.index > solutionIndex);
  // Silence after an answer that is the agent's last word is the same closure without complaint
  // as silence after a step.
  // Not when the answer ends asking something ("…Ha provato a riavviarlo?"): the agent was still asking.
  const silentAfter = solutionIndex === lastAgent && !msgs.some((m, i) => i > solutionIndex && m.author === 'customer');
  const endsAsking = solutionIndex >= 0 && isQuestion(agentSentences(msgs[solutionIndex]!.body).at(-1)?.text ?? '');
  // "Ci servirebbe la diagnostica: la invii da Profilo > Assistenza": a request, not an answer.
  const onlyAsksForData = solutionIndex >= 0 && agentSentences(msgs[solutionIndex]!.body).some((s) => isDiagnosticRequest(s.text));
  const acknowledged = solutionIndex >= 0 && !endsAsking && !onlyAsksForData && (after.some((r) => r.kind === 'weak') || silentAfter) && !after.some((r) => r.kind === 'negative');
  if (instructionSteps === 0 && !confirmed(-1) && !acknowledged) return 'no_fix';
  return null;
}

/** The agent message answered by the reply at `reply` gave a step that fixes (not only a request for data). */
function confirmedFix(msgs: TranscriptMessage[], reply: number, steps: (i: number) => string[]): boolean {
  for (let i = reply - 1; i >= 0; i--) if (isAgentPublic(msgs[i]!)) return steps(i).length > 0;
  return false;
}

/** An agent message that only closes the ticket for lack of reply, with no step of its own. */
function isAgentClosure(body: string, steps: string[]): boolean {
  return steps.length === 0 && INACTIVITY_CLOSURE.test(body);
}
