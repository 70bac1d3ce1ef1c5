import { Injectable, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { buildOpenApiDocument } from './openapi-document';

const VERSION = (require('../../../package.json') as { version: string }).version;

/** The document, built once from every controller the application mounted. */
@Injectable()
export class OpenApiService {
  private cached: ReturnType<typeof buildOpenApiDocument> | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  controllers(): Type[] {
    return this.discovery
      .getControllers()
      .map((wrapper) => wrapper.metatype as Type | null)
      .filter((type): type is Type => typeof type === 'function');
  }

  document() {
    this.cached ??= buildOpenApiDocument(this.controllers(), VERSION);
    return this.cached;
  }
}
