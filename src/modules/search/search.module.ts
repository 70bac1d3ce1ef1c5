import { Module } from '@nestjs/common';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { ClusteringService } from './clustering.service';
import { ProbeTuningService } from './probe-tuning.service';
import { EmbeddingService } from './embedding.service';
import { CodeCacheService } from './code-cache.service';
import { IndexStateService } from './index-state.service';
import { IndexingService } from './indexing.service';
import { LexicalIndexService } from './lexical-index.service';
import { SearchController } from './search.controller';
import { embedderProvider, rerankerProvider } from './search.providers';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';
import { ServingSyncService } from './serving-sync.service';

@Module({
  imports: [KnowledgeModule],
  controllers: [SearchController],
  providers: [
    SearchRepository,
    embedderProvider,
    rerankerProvider,
    EmbeddingService,
    IndexStateService,
    CodeCacheService,
    LexicalIndexService,
    IndexingService,
    ProbeTuningService,
    ClusteringService,
    SearchService,
    ServingSyncService,
  ],
  exports: [SearchService, IndexingService, ClusteringService, ServingSyncService, IndexStateService],
})
export class SearchModule {}
