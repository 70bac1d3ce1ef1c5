import { Module } from '@nestjs/common';
import { ConfigModule } from '../../../config/config.module';
import { DatabaseModule } from '../../../database/database.module';
import { QueueModule } from '../../../queue/queue.module';
import { RedisModule } from '../../../redis/redis.module';
import { KnowledgeModule } from '../../knowledge/knowledge.module';
import { SearchModule } from '../search.module';

/** What eval:retrieval boots against its scratch database: the same search as the API. */
@Module({ imports: [ConfigModule, DatabaseModule, RedisModule, QueueModule, KnowledgeModule, SearchModule] })
export class EvalModule {}
