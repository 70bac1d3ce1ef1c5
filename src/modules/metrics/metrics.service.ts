import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { ChatStatsService } from '../chat/chat-stats.service';
import { UnitStatsService } from '../knowledge/unit-stats.service';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import { periodOf, type MetricsQuery } from './metrics.dto';
import {
  conversationFigures,
  dailySeries,
  daysOf,
  latencyFigures,
  llmFigures,
  reviewerFigures,
  rate,
  turnFigures,
  unitFigures,
} from './metrics-figures';

const DAY_MS = 86_400_000;
/** "Due soon": approved units whose review date falls within this many days. */
export const DUE_SOON_DAYS = 30;

/**
 * GET /api/review/metrics: what a support lead asks, over a period. Each owner computes its part
 * from its own tables (chat, knowledge, audit, llm-usage services); this service only combines
 * their decoded rows with the pure figures of metrics-figures.ts.
 */
@Injectable()
export class MetricsService {
  constructor(
    private readonly chat: ChatStatsService,
    private readonly units: UnitStatsService,
    private readonly audit: AuditService,
    private readonly llmUsage: LlmUsageService,
  ) {}

  async figures(query: MetricsQuery, now = new Date()) {
    const period = periodOf(query, now);
    const [conversations, turns, turnUnits, ratings, backlog, decisions, usage] = await Promise.all([
      this.chat.conversationDays(period),
      this.chat.turnDays(period),
      this.chat.turnUnits(period),
      this.chat.ratings(period),
      this.units.backlog(now, new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS)),
      this.audit.decisionCounts(period.from, period.to),
      this.llmUsage.inPeriod(period.from, period.to),
    ]);
    const perUnit = unitFigures(turnUnits, new Map());
    const titles = await this.units.titles(perUnit.top.map((u) => u.unit_id));
    const reviewers = reviewerFigures(decisions);
    return {
      period: { from: period.from.toISOString(), to: period.to.toISOString(), days: daysOf(period.from, period.to).length },
      conversations: conversationFigures(conversations),
      turns: turnFigures(turns),
      ratings: { ...ratings, helpful_rate: rate(ratings.helpful, ratings.helpful + ratings.unhelpful) },
      first_event_ms: latencyFigures(turnUnits.flatMap((t) => (t.first_event_ms === null ? [] : [t.first_event_ms]))),
      units: {
        by_status: backlog.units_by_status,
        with_activity: perUnit.with_activity,
        top: perUnit.top.map((u) => ({ ...u, title: titles.get(u.unit_id) ?? null })),
      },
      review: {
        pending: backlog.pending,
        oldest_pending_at: backlog.oldest_pending_at?.toISOString() ?? null,
        oldest_pending_age_hours: backlog.oldest_pending_at ? Math.round(((now.getTime() - backlog.oldest_pending_at.getTime()) / 3_600_000) * 10) / 10 : null,
        stale: backlog.stale,
        overdue: backlog.overdue,
        due_soon: backlog.due_soon,
        due_soon_days: DUE_SOON_DAYS,
        decisions: reviewers.reduce((total, r) => total + r.total, 0),
        by_reviewer: reviewers,
      },
      llm: llmFigures(usage.by_role, usage.by_month),
      daily: dailySeries(daysOf(period.from, period.to), { conversations, turns, latencies: turnUnits, decisions, usage: usage.by_day }),
    };
  }
}
