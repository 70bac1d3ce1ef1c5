import { Module } from '@nestjs/common';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { ClusteringService } from './clustering.service';
import { EmbeddingService } from './embedding.service';
import { CodeCacheService } from './code-cache.service';
import { IndexStateService } from './index-state.service';
import { IndexingService } from './indexing.service';
import { LearnedPhrasesService } from './learned-phrases.service';
import { SearchController } from './search.controller';
import { embedderProvider, rerankerProvider } from './search.providers';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

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
    IndexingService,
    ClusteringService,
    SearchService,
    LearnedPhrasesService,
  ],
  exports: [SearchService, IndexingService, ClusteringService, LearnedPhrasesService, SearchRepository, IndexStateService],
})
export class SearchModule {}
