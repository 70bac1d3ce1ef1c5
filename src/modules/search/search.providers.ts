import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { EMBEDDER, type Embedder } from '../../providers/embedding/embedder';
import { LocalEmbedder } from '../../providers/embedding/local-embedder';
import { createRemoteEmbedder, createRemoteReranker } from '../../providers/provider-config';
import { LocalReranker } from '../../providers/rerank/local-reranker';
import { RERANKER, type Reranker } from '../../providers/rerank/reranker';

/** EMBEDDINGS=local (offline default) | openai | voyage. */
export const embedderProvider: Provider = {
  provide: EMBEDDER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Embedder => createRemoteEmbedder(config) ?? new LocalEmbedder(),
};

/** RERANKER=local (offline default) | voyage | cohere | none (null: fusion order is kept). */
export const rerankerProvider: Provider = {
  provide: RERANKER,
  inject: [APP_CONFIG, EMBEDDER],
  useFactory: (config: AppConfig, embedder: Embedder): Reranker | null => {
    if (config.RERANKER === 'none') return null;
    if (config.RERANKER !== 'local') return createRemoteReranker(config);
    // The local reranker shares the local embedder's fitted term weights when there is one.
    return new LocalReranker(embedder instanceof LocalEmbedder ? { embedder } : {});
  },
};
