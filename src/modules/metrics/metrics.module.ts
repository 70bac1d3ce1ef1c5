import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { ChatModule } from '../chat/chat.module';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { LlmUsageModule } from '../llm-usage/llm-usage.module';
import { HttpMetricsMiddleware } from './http-metrics.middleware';
import { PrometheusController, ReviewMetricsController } from './metrics.controller';
import { MetricsTokenGuard } from './metrics-token.guard';
import { MetricsService } from './metrics.service';
import { PrometheusService } from './prometheus.service';

/**
 * Metrics (API process): GET /api/review/metrics for the review page, GET /metrics for Prometheus,
 * and the HTTP latency of every request. Owns no table: each figure comes from its owner's service.
 */
@Module({
  imports: [AuthModule, AuditModule, ChatModule, KnowledgeModule, LlmUsageModule],
  controllers: [ReviewMetricsController, PrometheusController],
  providers: [MetricsService, PrometheusService, MetricsTokenGuard],
})
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware).forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
