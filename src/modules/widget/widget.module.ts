import { Module } from '@nestjs/common';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { WidgetController } from './widget.controller';

/** The embeddable chat widget, its demo page and the public unit pages its citations link to. */
@Module({
  imports: [KnowledgeModule],
  controllers: [WidgetController],
})
export class WidgetModule {}
