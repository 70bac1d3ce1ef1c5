import { readJsonLinesWith } from './json-lines';

/**
 * Gap topics judged by blind reviewers (issue #29). QA4FAQ's labels are one FAQ per question, and
 * FAQs cut one subject in their own way (the documents of a procedure in one FAQ, how to ask for it
 * in another; a question on how long splitting a shared meter takes labelled with the FAQ on
 * connection times), so a topic one help-centre article would answer can count as mixed by the
 * labels alone. Reviewers who know neither the labels nor which prompt made the grouping read each
 * topic (its name, its questions) and name the questions its one article would not answer. Kept as
 * question ids only (line numbers of the dataset's queries file, never its text), one line per
 * judged topic: `{"set","questions":[…],"not_belonging":[…]}`.
 *
 * A judgement holds for the exact topic it was made on: a grouping recorded again has other topics,
 * which count by the labels until they are judged.
 */
export interface JudgedTopic {
  set: string;
  questions: ReadonlySet<number>;
  notBelonging: ReadonlySet<number>;
}

export function readJudgedTopics(path: string): JudgedTopic[] {
  return readJsonLinesWith(path, (raw, where) => {
    if (raw === undefined) throw new Error(`${where}: not JSON`);
    const value = raw as { set?: unknown; questions?: unknown; not_belonging?: unknown } | null;
    const ids = (x: unknown) => Array.isArray(x) && x.every((n) => Number.isInteger(n) && (n as number) > 0);
    if (!value || typeof value.set !== 'string' || !ids(value.questions) || !ids(value.not_belonging)) {
      throw new Error(`${where}: needs "set", "questions" and "not_belonging" (positive line numbers of the dataset's queries)`);
    }
    const questions = new Set(value.questions as number[]);
    const notBelonging = new Set(value.not_belonging as number[]);
    if ([...notBelonging].some((n) => !questions.has(n))) throw new Error(`${where}: "not_belonging" names a question that is not in "questions"`);
    return { set: value.set, questions, notBelonging };
  });
}

const sameMembers = (a: ReadonlySet<number>, b: readonly number[]) => a.size === b.length && b.every((id) => a.has(id));

/**
 * Pairwise precision with the reviewers' judgement: a pair put in one topic is right when the truth
 * puts it together, or when the topic was judged and neither question was found not to belong.
 * `ids` maps a question's index to its dataset id; topics without a judgement count by the truth.
 */
export function judgedTopicPrecision(
  clusters: ReadonlyArray<readonly number[]>,
  truth: ReadonlyArray<ReadonlySet<string>>,
  ids: readonly number[],
  judged: readonly JudgedTopic[],
): { precision: number; judged_topics: number; topics_with_pairs: number; not_belonging: number } {
  let together = 0;
  let right = 0;
  let judgedTopics = 0;
  let withPairs = 0;
  let notBelonging = 0;
  for (const members of clusters) {
    if (members.length < 2) continue;
    withPairs++;
    const memberIds = members.map((i) => ids[i]!);
    const judgement = judged.find((j) => sameMembers(j.questions, memberIds));
    if (judgement) {
      judgedTopics++;
      notBelonging += judgement.notBelonging.size;
    }
    for (let a = 0; a < members.length; a++) {
      for (let b = a + 1; b < members.length; b++) {
        together++;
        const byTruth = [...truth[members[a]!]!].some((key) => truth[members[b]!]!.has(key));
        const byJudgement = judgement !== undefined && !judgement.notBelonging.has(memberIds[a]!) && !judgement.notBelonging.has(memberIds[b]!);
        if (byTruth || byJudgement) right++;
      }
    }
  }
  return { precision: together === 0 ? 1 : right / together, judged_topics: judgedTopics, topics_with_pairs: withPairs, not_belonging: notBelonging };
}
