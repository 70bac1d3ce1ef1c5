import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../queue/job-queue.service';
import { JobName } from '../../queue/jobs';
import { KnowledgeRepository } from '../knowledge/knowledge.repository';
import { normalizeWords } from '../../lib/text/comparison';
import { redact } from '../pii/redact';
import { SearchRepository } from './search.repository';

/** Learned questions kept per unit: enough wordings, without letting one unit flood the index. */
export const MAX_LEARNED_PER_UNIT = 30;

export type LearnOutcome = 'learned' | 'duplicate' | 'unit_not_approved' | 'cap_reached' | 'empty';

/**
 * Real customer questions become phrases of the unit that answered them (kb aliases:learn, and
 * the chat's helpful ratings). Redacted first: a customer's question may carry personal data.
 * Deduplicated on normalised words, capped per unit, marked with their source so a reviewer
 * can remove them. The unit is re-indexed (only the new question chunks are embedded).
 */
@Injectable()
export class LearnedPhrasesService {
  constructor(
    private readonly knowledge: KnowledgeRepository,
    private readonly search: SearchRepository,
    private readonly jobs: JobQueue,
  ) {}

  async learn(unitId: number, question: string, source: 'cli' | 'chat_feedback'): Promise<LearnOutcome> {
    const phrase = redact(question).text.trim().replace(/\s+/g, ' ').slice(0, 1500);
    const words = normalizeWords(phrase);
    if (words.length === 0) return 'empty';
    const unit = await this.knowledge.findUnit(undefined, unitId);
    if (!unit || unit.status !== 'approved') return 'unit_not_approved';
    if ((await this.search.countLearnedPhrases(unitId)) >= MAX_LEARNED_PER_UNIT) return 'cap_reached';
    const key = createHash('sha256').update(words.join(' ')).digest('hex');
    const inserted = await this.search.insertLearnedPhrase({ unit_id: unitId, phrase, phrase_key: key, source });
    return inserted ? 'learned' : 'duplicate';
  }

  async reindex(unitIds: Iterable<number>): Promise<void> {
    for (const unitId of new Set(unitIds)) await this.jobs.enqueue({ name: JobName.IndexUnit, data: { unitId } });
  }
}
