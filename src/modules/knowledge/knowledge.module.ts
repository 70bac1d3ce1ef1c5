import { Module } from '@nestjs/common';
import { KnowledgeRepository } from './knowledge.repository';
import { UnitsImportService } from './units-import.service';

@Module({
  providers: [KnowledgeRepository, UnitsImportService],
  exports: [KnowledgeRepository, UnitsImportService],
})
export class KnowledgeModule {}
