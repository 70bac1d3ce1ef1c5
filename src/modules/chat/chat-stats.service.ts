import { Injectable } from '@nestjs/common';
import { ChatStatsRepository, type Period } from './chat-stats.repository';

/**
 * What the metrics read of the chat, decoded (the metrics module never names a chat table).
 * The per-day and per-turn rows are aggregated by the metrics' pure figures (metrics-figures.ts).
 */
@Injectable()
export class ChatStatsService {
  constructor(private readonly repository: ChatStatsRepository) {}

  conversationDays = (period: Period) => this.repository.conversationDays(period);
  turnDays = (period: Period) => this.repository.turnDays(period);
  turnUnits = (period: Period) => this.repository.turnUnits(period);
  ratings = (period: Period) => this.repository.ratings(period);
  outcomesAfter = (afterId: number) => this.repository.outcomesAfter(afterId);
  escalationAndRatingTotals = () => this.repository.escalationAndRatingTotals();
}
