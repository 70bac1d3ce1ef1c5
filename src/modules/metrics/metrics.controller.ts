import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ZodPipe } from '../../common/zod';
import { ReviewerGuard } from '../auth/reviewer.guard';
import { metricsQuerySchema, type MetricsQuery } from './metrics.dto';
import { MetricsTokenGuard } from './metrics-token.guard';
import { MetricsService } from './metrics.service';
import { PrometheusService } from './prometheus.service';

/** The figures of the review page's "Metriche" over a period (reviewer session, like the rest of /api/review). */
@Controller('api/review/metrics')
@UseGuards(ReviewerGuard)
export class ReviewMetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  figures(@Query(new ZodPipe(metricsQuerySchema, 'query')) query: MetricsQuery) {
    return this.metrics.figures(query);
  }
}

/** GET /metrics for Prometheus (Bearer METRICS_TOKEN when set). */
@Controller('metrics')
@UseGuards(MetricsTokenGuard)
export class PrometheusController {
  constructor(private readonly prometheus: PrometheusService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async scrape(@Res() response: Response): Promise<void> {
    response.type(this.prometheus.contentType).send(await this.prometheus.render());
  }
}
