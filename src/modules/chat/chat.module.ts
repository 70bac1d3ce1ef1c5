import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { GapsModule } from '../gaps/gaps.module';
import { ConnectorsModule } from '../connectors/connectors.module';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { LlmUsageModule } from '../llm-usage/llm-usage.module';
import { SearchModule } from '../search/search.module';
import { TicketsModule } from '../tickets/tickets.module';
import { chatAssistantProvider } from './assistants/assistant.provider';
import { ChatCorsMiddleware } from './chat-cors.middleware';
import { ChatRateLimiter } from './chat-rate-limiter';
import { ChatController } from './chat.controller';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { ChatStatsRepository } from './chat-stats.repository';
import { ChatStatsService } from './chat-stats.service';
import { EscalationService } from './escalation.service';
import { HandoffService } from './handoff.service';
import { ChatWebhookModule } from './webhook/chat-webhook.module';

/** The customer chat: conversations, streamed cited answers, ratings, escalation to a person. */
@Module({
  imports: [KnowledgeModule, SearchModule, TicketsModule, ChatWebhookModule, LlmUsageModule, GapsModule, ConnectorsModule],
  controllers: [ChatController],
  providers: [ChatRepository, ChatService, EscalationService, HandoffService, ChatRateLimiter, chatAssistantProvider, ChatStatsRepository, ChatStatsService],
  exports: [ChatService, EscalationService, HandoffService, ChatStatsService],
})
export class ChatModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ChatCorsMiddleware).forRoutes({ path: 'api/chat/{*path}', method: RequestMethod.ALL });
  }
}
