import { APP_CONFIG } from '../src/config/config.module';
import type { AppConfig } from '../src/config/config';
import { ClusteringService } from '../src/modules/search/clustering.service';
import { SearchRepository } from '../src/modules/search/search.repository';
import { useApi } from './utils/test-app';
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
    expect(questions).toMatchObject({ mode: 'ivf', question_cosine: 0.37, recall_queries: 40, recall_target: 0.97 });
    expect(questions.recall_curve.map((l) => l.nprobe)).toEqual([1, 2, 3, 4, 6, 8]);
    // the target on the question-like queries, the headroom on the stored chunks themselves
    expect(questions.measured_recall!).toBeGreaterThanOrEqual(0.97);
    expect(questions.stored_recall!).toBeGreaterThanOrEqual(0.985);
    expect(await app().get(SearchRepository).indexState()).toMatchObject({ nprobe: questions.nprobe, measured_recall: questions.measured_recall });

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
    // the question-like queries are harder: at one probed list they find fewer of their neighbours
    expect(questions.recall_curve[0].recall).toBeLessThan(stored.recall_curve[0].recall);
  });
});
