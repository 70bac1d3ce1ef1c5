import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { buildOpenApiDocument } from './openapi-document';
import { OPERATION_DOCS, type ControllerDocs } from './operation-docs';

/** The project's version, from its package.json (two levels further up when run from dist/). */
function projectVersion(): string {
  for (const up of ['../../..', '../../../..']) {
    const file = join(__dirname, up, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return '0.0.0';
}
const VERSION = projectVersion();

/** The document, built once from every controller the application mounted. */
@Injectable()
export class OpenApiService {
  private cached: ReturnType<typeof buildOpenApiDocument> | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(OPERATION_DOCS) private readonly docs: readonly ControllerDocs[],
  ) {}

  controllers(): Type[] {
    return this.discovery
      .getControllers()
      .map((wrapper) => wrapper.metatype as Type | null)
      .filter((type): type is Type => typeof type === 'function');
  }

  document() {
    this.cached ??= buildOpenApiDocument(this.controllers(), this.docs, VERSION);
    return this.cached;
  }
}
