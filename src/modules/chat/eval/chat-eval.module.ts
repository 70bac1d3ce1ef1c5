import { Module } from '@nestjs/common';
import { ConfigModule } from '../../../config/config.module';
import { DatabaseModule } from '../../../database/database.module';
import { QueueModule } from '../../../queue/queue.module';
import { RedisModule } from '../../../redis/redis.module';
import { KnowledgeModule } from '../../knowledge/knowledge.module';
import { SearchModule } from '../../search/search.module';
import { TicketsModule } from '../../tickets/tickets.module';
import { ChatModule } from '../chat.module';

/** What kb eval:chat (and the chat benchmark's preparation) boots against a scratch database. */
@Module({ imports: [ConfigModule, DatabaseModule, RedisModule, QueueModule, TicketsModule, KnowledgeModule, SearchModule, ChatModule] })
export class ChatEvalModule {}
