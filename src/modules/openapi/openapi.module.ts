import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OpenApiController } from './openapi.controller';
import { OpenApiService } from './openapi.service';
import { ALL_OPERATION_DOCS } from './docs';
import { OPERATION_DOCS } from './operation-docs';

/** GET /api/openapi.json (OpenAPI 3.1, generated) and /api/docs (the reference page). */
@Module({
  imports: [DiscoveryModule],
  controllers: [OpenApiController],
  providers: [OpenApiService, { provide: OPERATION_DOCS, useValue: ALL_OPERATION_DOCS }],
  exports: [OpenApiService],
})
export class OpenApiModule {}
