import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { HttpDrainService } from './common/http-drain';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { TicketsModule } from './modules/tickets/tickets.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { SearchModule } from './modules/search/search.module';
import { AuthModule } from './modules/auth/auth.module';
import { ReviewModule } from './modules/review/review.module';
import { LlmUsageHttpModule } from './modules/llm-usage/llm-usage.module';
import { ChatModule } from './modules/chat/chat.module';
import { GapsHttpModule } from './modules/gaps/gaps.module';
import { WidgetModule } from './modules/widget/widget.module';
import { LoggingModule } from './common/logging';
import { HealthModule } from './modules/health/health.module';
import { OpenApiModule } from './modules/openapi/openapi.module';
import { QueueBoardModule } from './modules/queue-board/queue-board.module';
import { GdprHttpModule } from './modules/gdpr/gdpr.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { ConnectorsHttpModule } from './modules/connectors/connectors.module';

/** The HTTP API: it writes and enqueues, it never runs jobs. */
@Module({
  imports: [ConfigModule, DatabaseModule, RedisModule, QueueModule, TicketsModule, SearchModule, AuthModule, ReviewModule, ChatModule, WidgetModule, LlmUsageHttpModule, GapsHttpModule, LoggingModule, HealthModule, OpenApiModule, QueueBoardModule, MetricsModule, GdprHttpModule, ConnectorsHttpModule],
  providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }, HttpDrainService],
})
export class AppModule {}
