import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OpenApiController } from './openapi.controller';
import { OpenApiService } from './openapi.service';

/** GET /api/openapi.json (OpenAPI 3.1, generated) and /api/docs (the reference page). */
@Module({ imports: [DiscoveryModule], controllers: [OpenApiController], providers: [OpenApiService], exports: [OpenApiService] })
export class OpenApiModule {}
