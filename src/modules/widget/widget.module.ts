import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module';
import { WidgetController } from './widget.controller';

/** The embeddable chat widget, its demo page and the public unit pages its citations link to. */
@Module({
  imports: [ChatModule],
  controllers: [WidgetController],
})
export class WidgetModule {}
