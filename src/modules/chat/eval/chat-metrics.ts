/** Scoring of chat answers against the corpus ground truth (pure, no framework). */

export interface ChatQuestion {
  question: string;
  /** The problem group it belongs to; null = the knowledge base is not meant to cover it. */
  group: string | null;
}

export interface AnsweredQuestion extends ChatQuestion {
  answered: boolean;
  /** Cited unit ids. */
  citations: number[];
}

export interface ChatScore {
  covered: { questions: number; answered_correct: number; answered_wrong: number; declined: number; share_answered_correct: number };
  uncovered: { questions: number; declined: number; answered: number; share_declined: number };
}

/**
 * A covered question is answered correctly when the answer cites at least one unit one of whose
 * source tickets belongs to the question's group; answered with no such unit is wrong. An
 * uncovered question is handled correctly when it is declined (no citation).
 */
export function scoreChat(answers: AnsweredQuestion[], unitGroups: Map<number, Set<string>>): ChatScore {
  const covered = answers.filter((a) => a.group !== null);
  const uncovered = answers.filter((a) => a.group === null);
  const correct = (a: AnsweredQuestion) => a.answered && a.citations.some((id) => unitGroups.get(id)?.has(a.group!) ?? false);
  const answeredCorrect = covered.filter(correct).length;
  const answeredWrong = covered.filter((a) => a.answered && !correct(a)).length;
  const declined = uncovered.filter((a) => !a.answered).length;
  return {
    covered: {
      questions: covered.length,
      answered_correct: answeredCorrect,
      answered_wrong: answeredWrong,
      declined: covered.length - answeredCorrect - answeredWrong,
      share_answered_correct: ratio(answeredCorrect, covered.length),
    },
    uncovered: { questions: uncovered.length, declined, answered: uncovered.length - declined, share_declined: ratio(declined, uncovered.length) },
  };
}

/** unit id → groups of its source tickets, from (unit, ticket external id) links and the truth. */
export function groupsOfUnits(links: Array<{ unit_id: number; external_id: string }>, truth: Map<string, string>): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const { unit_id, external_id } of links) {
    const group = truth.get(external_id);
    if (!group) continue;
    if (!out.has(unit_id)) out.set(unit_id, new Set());
    out.get(unit_id)!.add(group);
  }
  return out;
}

function ratio(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((a / b) * 10_000) / 10_000;
}
