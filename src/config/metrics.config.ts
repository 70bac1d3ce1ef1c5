import { z } from 'zod';
import { optionalString } from './env';

/**
 * The metrics' part of the configuration (GET /metrics for Prometheus, GET /api/review/metrics for
 * the review page), merged into the app config (src/config/config.ts) with `...metricsConfigShape`.
 */
export const metricsConfigShape = {
  /**
   * Bearer token Prometheus must send to scrape GET /metrics (`Authorization: Bearer <token>`);
   * unset = /metrics answers anyone who reaches the port (keep it off the public network then).
   */
  METRICS_TOKEN: optionalString(z.string().min(16, 'must be at least 16 characters')),
};
