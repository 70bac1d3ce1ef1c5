import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LlmUsageCommand } from './llm-usage.command';
import { LlmUsageController } from './llm-usage.controller';
import { LlmUsageRepository } from './llm-usage.repository';
import { LlmUsageService } from './llm-usage.service';

/** Owns `llm_usage`: tokens and cost of every LLM call, for the distiller and the chat. */
@Module({
  providers: [LlmUsageRepository, LlmUsageService],
  exports: [LlmUsageService],
})
export class LlmUsageModule {}

/** The same with its `kb llm:usage` command (the CLI only). */
@Module({
  imports: [LlmUsageModule],
  providers: [LlmUsageCommand],
  exports: [LlmUsageModule],
})
export class LlmUsageCliModule {}

/** The same with its reviewer endpoint, GET /api/review/llm-usage (the API only). */
@Module({
  imports: [LlmUsageModule, AuthModule],
  controllers: [LlmUsageController],
})
export class LlmUsageHttpModule {}
