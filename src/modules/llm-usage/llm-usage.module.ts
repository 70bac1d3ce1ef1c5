import { Module } from '@nestjs/common';
import { LlmUsageRepository } from './llm-usage.repository';
import { LlmUsageService } from './llm-usage.service';

/** Owns `llm_usage`: tokens and cost of every LLM call, for the distiller and the chat. */
@Module({
  providers: [LlmUsageRepository, LlmUsageService],
  exports: [LlmUsageService],
})
export class LlmUsageModule {}
