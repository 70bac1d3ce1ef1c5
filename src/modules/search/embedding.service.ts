import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { REDIS } from '../../redis/redis.module';
import { EMBEDDER, type Embedder } from '../../providers/embedding/embedder';
import type { LoadedIndex } from './index-state.service';
import { bufferToFloat, floatToBuffer } from '../../lib/vector/buffers';

/** Query embeddings are cached a day: customers ask the same things in the same words. */
const QUERY_CACHE_TTL_S = 24 * 3600;

@Injectable()
export class EmbeddingService {
  private readonly logger = new Logger(EmbeddingService.name);

  constructor(
    @Inject(EMBEDDER) readonly embedder: Embedder,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  embedDocuments(texts: string[]): Promise<Float32Array[]> {
    return texts.length === 0 ? Promise.resolve([]) : this.embedder.embed(texts, 'document');
  }

  /** Cached in Redis by embedder, embedder state and text; a Redis failure only costs a recomputation. */
  async embedQuery(text: string, index: LoadedIndex): Promise<Float32Array> {
    const key = `${this.config.QUEUE_PREFIX}:qemb:${this.embedder.name}:${index.embedderVersion}:${createHash('sha1').update(text).digest('hex')}`;
    try {
      const cached = await this.redis.getBuffer(key);
      if (cached) return bufferToFloat(cached);
    } catch (error) {
      this.logger.debug(`query embedding cache unavailable: ${String(error)}`);
    }
    const [vector] = await this.embedder.embed([text], 'query');
    this.redis.set(key, floatToBuffer(vector), 'EX', QUERY_CACHE_TTL_S).catch(() => undefined);
    return vector;
  }
}
