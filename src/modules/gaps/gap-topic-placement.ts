import { foldAccents } from '../../lib/text/italian';
import { GAP_TOPICS_POLICY, type GapTopicsAnswer, type PromptTopic } from './gap-topics-task';

/**
 * What a model's answer does to one batch of gap questions (gap-topics-task.ts), decided before
 * anything is written: which questions join which existing topic, which new topics open with
 * which questions, and which questions stay unplaced. Pure, so the job (database) and
 * `kb eval:gaps` (memory) read an answer the same way.
 *
 * An answer is read leniently, a question at a time: a question the model left out, numbered in
 * two groups that disagree, or put in a topic that does not exist stays unplaced (asked again next
 * time) while the rest of the answer holds. A new topic named like an existing one joins it; two
 * new groups with one name are one topic.
 */
export interface Placement {
  /** Indices into the batch (0-based) joining an existing topic. */
  join: Array<{ topicId: number; questions: number[] }>;
  /** New topics, named, with the indices of their questions. */
  open: Array<{ name: string; questions: number[] }>;
  /** Indices the answer did not place. */
  leftOut: number[];
  /** What was set aside and why, for the log. */
  notes: string[];
}

const MAX_NAME = 100;

/** A topic name as the page shows it: one line, no quotes or final punctuation, a capital first letter, at most 100 characters. */
export function cleanTopicName(raw: string): string {
  let name = raw.replace(/\s+/g, ' ').trim();
  // Quotes and final punctuation, in either order («Tema scuro». or "Tema scuro?").
  for (let before = ''; before !== name; ) {
    before = name;
    name = name.replace(/^["'«“‘\s]+|["'»”’\s]+$/gu, '').replace(/[\s.?!:;,…]+$/u, '');
  }
  if (name.length > MAX_NAME) {
    const cut = name.slice(0, MAX_NAME);
    const space = cut.lastIndexOf(' ');
    name = (space > MAX_NAME / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '');
  }
  return name.charAt(0).toLocaleUpperCase('it') + name.slice(1);
}

/** Names compared as a reader would: case, accents and punctuation aside. */
export function sameTopicName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

function nameKey(name: string): string {
  return foldAccents(name.toLowerCase()).replace(/[^a-z0-9]+/g, ' ').trim();
}

type Target = { kind: 'join'; topicId: number } | { kind: 'open'; key: string; name: string };

const targetKey = (t: Target) => (t.kind === 'join' ? `t${t.topicId}` : `n${t.key}`);

export function placementOf(answer: GapTopicsAnswer, batchSize: number, topics: ReadonlyArray<Pick<PromptTopic, 'id' | 'name'>>): Placement {
  const notes: string[] = [];
  const known = new Map(topics.map((t) => [t.id, t]));
  const byName = (name: string) => topics.find((t) => sameTopicName(t.name, name));
  /** Every target each question number was given. */
  const targetsOf = new Map<number, Map<string, Target>>();

  for (const group of answer.groups) {
    let target: Target | null = null;
    const named = byName(group.name);
    if (group.topic_id > 0) {
      if (known.has(group.topic_id)) target = { kind: 'join', topicId: group.topic_id };
      else if (named) target = { kind: 'join', topicId: named.id };
      else notes.push(`topic ${group.topic_id} does not exist: questions ${group.questions.join(', ')} left unplaced`);
    } else {
      const name = cleanTopicName(group.name);
      if (!name) notes.push(`a new topic without a name: questions ${group.questions.join(', ')} left unplaced`);
      else if (named) target = { kind: 'join', topicId: named.id };
      else target = { kind: 'open', key: nameKey(name), name };
    }
    for (const number of new Set(group.questions)) {
      if (!Number.isInteger(number) || number < 1 || number > batchSize) {
        notes.push(`question ${number} is not in the batch (1–${batchSize})`);
        continue;
      }
      if (!target) continue;
      const targets = targetsOf.get(number) ?? new Map<string, Target>();
      targets.set(targetKey(target), target);
      targetsOf.set(number, targets);
    }
  }

  const join = new Map<number, number[]>();
  const open = new Map<string, { name: string; questions: number[] }>();
  const leftOut: number[] = [];
  for (let number = 1; number <= batchSize; number++) {
    const targets = [...(targetsOf.get(number)?.values() ?? [])];
    if (targets.length !== 1) {
      if (targets.length > 1) notes.push(`question ${number} is in ${targets.length} different topics: left unplaced`);
      leftOut.push(number - 1);
      continue;
    }
    const target = targets[0]!;
    if (target.kind === 'join') join.set(target.topicId, [...(join.get(target.topicId) ?? []), number - 1]);
    else {
      const topic = open.get(target.key) ?? { name: target.name, questions: [] };
      topic.questions.push(number - 1);
      open.set(target.key, topic);
    }
  }
  return { join: [...join].map(([topicId, questions]) => ({ topicId, questions })), open: [...open.values()], leftOut, notes };
}

/**
 * Topics in memory, as `kb eval:gaps` keeps them between batches (the job keeps them in the
 * database): each question's topic, and each topic's name and questions in the order they joined.
 */
export class TopicBoard {
  readonly topics = new Map<number, { name: string; members: number[] }>();
  readonly topicOf: Array<number | null>;
  private nextId = 1;

  /** `products[i]`: the product of question i (a topic is of its questions' product, as the job batches them). */
  constructor(
    readonly questions: readonly string[],
    private readonly products: ReadonlyArray<string | null> = questions.map(() => null),
  ) {
    this.topicOf = questions.map(() => null);
  }

  /** The topics of `product` the model is shown: the most recently joined first, at most GAP_TOPICS_POLICY.shownTopics, each with its first questions. */
  shown(product: string | null = null): PromptTopic[] {
    return [...this.topics]
      .filter(([, t]) => t.members.length > 0 && (this.products[t.members[0]!] ?? null) === product)
      .sort((a, b) => Math.max(...b[1].members) - Math.max(...a[1].members))
      .slice(0, GAP_TOPICS_POLICY.shownTopics)
      .map(([id, t]) => ({ id, name: t.name, examples: t.members.slice(0, GAP_TOPICS_POLICY.examples).map((i) => this.questions[i]!) }));
  }

  /** Writes a placement of the batch `batch` (indices into `questions`): each question's topic once, as the repository does. */
  apply(batch: readonly number[], placement: Placement): void {
    const place = (topicId: number, indices: number[]) => {
      for (const i of indices) {
        const q = batch[i]!;
        if (this.topicOf[q] !== null) continue;
        this.topicOf[q] = topicId;
        this.topics.get(topicId)!.members.push(q);
      }
    };
    for (const j of placement.join) if (this.topics.has(j.topicId)) place(j.topicId, j.questions);
    for (const o of placement.open) {
      const id = this.nextId++;
      this.topics.set(id, { name: o.name, members: [] });
      place(id, o.questions);
    }
  }

  /** The questions still without a topic. */
  unplaced(): number[] {
    return this.topicOf.flatMap((t, i) => (t === null ? [i] : []));
  }
}
