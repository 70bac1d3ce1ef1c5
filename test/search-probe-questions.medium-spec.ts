import { APP_CONFIG } from '../src/config/config.module';
import type { AppConfig } from '../src/config/config';
import { ClusteringService } from '../src/modules/search/clustering.service';
import { IndexStateService } from '../src/modules/search/index-state.service';
import { SearchRepository } from '../src/modules/search/search.repository';
import { gaussian, mulberry32 } from '../src/lib/random/seeded-random';
import { codeToBuffer, floatToBuffer } from '../src/lib/vector/buffers';
import { CODE_DIMS, normalize, toCode } from '../src/lib/vector/codes';
import { dbOf, useApi } from './utils/test-app';
import { importAndIndex } from './utils/search-units';

/**
 * kb:cluster's recall measured with question-like queries (stored chunks moved to
 * SEARCH_RECALL_QUESTION_COSINE from themselves), on the real database with the local embedder
 * (768 dimensions: the codes come from the PCA projection fitted at clustering, as the queries' do).
 */
describe('kb:cluster: recall on question-like queries (real MariaDB/MySQL)', () => {
  const app = useApi({ SEARCH_RECALL_QUERIES: '40' });
  const config = () => app().get<AppConfig>(APP_CONFIG);

  it('chooses for questions farther than the stored chunks, never below the stored chunks’ own choice', async () => {
    await importAndIndex(app(), 0, 160);
    const clustering = app().get(ClusteringService);
    const questions = await clustering.cluster({ clusters: 8 });
    expect(questions).toMatchObject({
      mode: 'ivf',
      question_cosine: 0.37,
      recall_queries: 40,
      recall_target: 0.97,
    });
    expect(questions.recall_curve.map((l) => l.nprobe)).toEqual([1, 2, 3, 4, 6, 8]);
    // the target on the question-like queries, the headroom on the stored chunks themselves
    expect(questions.measured_recall!).toBeGreaterThanOrEqual(0.97);
    expect(questions.stored_recall!).toBeGreaterThanOrEqual(0.985);
    expect(await app().get(SearchRepository).indexState()).toMatchObject({
      nprobe: questions.nprobe,
      measured_recall: questions.measured_recall,
    });

    // The same index measured with the stored chunks alone (the rule before): fewer probes or as many.
    const saved = config().SEARCH_RECALL_QUESTION_COSINE;
    config().SEARCH_RECALL_QUESTION_COSINE = 1;
    let stored: Awaited<ReturnType<ClusteringService['cluster']>>;
    try {
      stored = await clustering.cluster({ clusters: 8 });
    } finally {
      config().SEARCH_RECALL_QUESTION_COSINE = saved;
    }
    expect(stored).toMatchObject({ mode: 'ivf', question_cosine: 1 });
    expect(stored.measured_recall).toBe(stored.stored_recall);
    expect(questions.nprobe).toBeGreaterThanOrEqual(stored.nprobe);
  });

  it('on clustered vectors, moved chunks need more lists probed than the chunks themselves', async () => {
    await insertClusteredChunks(1600, 16);
    const clustering = app().get(ClusteringService);
    const questions = await clustering.cluster({ clusters: 16, refit: false });
    const saved = config().SEARCH_RECALL_QUESTION_COSINE;
    config().SEARCH_RECALL_QUESTION_COSINE = 1;
    let stored: Awaited<ReturnType<ClusteringService['cluster']>>;
    try {
      stored = await clustering.cluster({ clusters: 16, refit: false });
    } finally {
      config().SEARCH_RECALL_QUESTION_COSINE = saved;
    }
    const mean = (curve: Array<{ recall: number }>) => curve.reduce((sum, l) => sum + l.recall, 0) / curve.length;
    expect(mean(questions.recall_curve)).toBeLessThan(mean(stored.recall_curve));
    expect(questions.nprobe).toBeGreaterThan(stored.nprobe);
    expect(questions.measured_recall!).toBeGreaterThanOrEqual(0.97);
  });

  /** `n` unit vectors around `topics` random centres, written as chunks of approved units (as bench:search does). */
  async function insertClusteredChunks(n: number, topics: number): Promise<void> {
    const db = dbOf(app());
    // Vectors of no embedder: no projection of an earlier clustering applies to them (as in bench:search's fresh database).
    await db.updateTable('kb_index_state').set({ projection: null }).where('id', '=', 1).execute();
    app().get(IndexStateService).invalidate();
    const gauss = gaussian(mulberry32(5));
    const centres = Array.from({ length: topics }, () => normalize(Float32Array.from({ length: CODE_DIMS }, gauss)));
    await db
      .insertInto('knowledge_units')
      .values(
        Array.from({ length: n }, (_, i) => ({
          problem: `unit ${i}`,
          symptoms: '',
          cause: '',
          solution: '',
          applicability: '',
          product: 'alpha',
          category: 'altro',
          locale: 'it',
          status: 'approved' as const,
          dedup_key: `probe-${String(i).padStart(58, '0')}`,
          search_phrases: '[]',
        })),
      )
      .execute();
    const units = await db.selectFrom('knowledge_units').select('id').orderBy('id').execute();
    const rows = units.map(({ id }, i) => {
      const v = normalize(Float32Array.from(centres[i % topics], (x) => x + 0.09 * gauss()));
      return {
        unit_id: id,
        kind: 'content' as const,
        position: 0,
        content: `unit ${i}`,
        content_stemmed: `unit ${i}`,
        content_hash: String(i).padStart(64, '0'),
        product: 'alpha',
        locale: 'it',
        is_served: true,
        embedder: 'synthetic',
        embedder_version: 'synthetic',
        embedding: floatToBuffer(v),
        embedding_small: codeToBuffer(toCode(v)),
      };
    });
    for (let i = 0; i < rows.length; i += 400)
      await db
        .insertInto('knowledge_chunks')
        .values(rows.slice(i, i + 400))
        .execute();
  }
});
