import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Job } from 'bullmq';
import { type JobItem, JobName } from './jobs';
import { ON_JOB_METADATA } from './on-job.decorator';

type Handler = (data: unknown, job: Job) => Promise<unknown>;

/**
 * Finds every @OnJob method at start-up and checks that each job name has exactly one
 * handler: a job nobody handles, or two handlers racing, is a boot error, not a runtime surprise.
 */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly logger = new Logger(JobRegistry.name);
  private readonly handlers = new Map<JobName, Handler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const found = new Map<JobName, string[]>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        // A method found by Nest's scanner on the prototype chain (a name from code, not a table key).
        const fn: unknown = Reflect.get(instance, method);
        if (typeof fn !== 'function') continue;
        const name = this.reflector.get<JobName | undefined>(ON_JOB_METADATA, fn as () => unknown);
        if (!name) continue;
        found.set(name, [...(found.get(name) ?? []), `${instance.constructor.name}.${method}`]);
        this.handlers.set(name, (data, job) => (fn as Function).call(instance, data, job));
      }
    }
    const problems = checkHandlers(found);
    if (problems.length > 0) throw new Error(`Job handlers are not one per job:\n  ${problems.join('\n  ')}`);
    this.logger.log(`Job handlers: ${[...found.entries()].map(([n, h]) => `${n} → ${h[0]}`).join(', ')}`);
  }

  async dispatch(job: Job): Promise<unknown> {
    const handler = this.handlers.get(job.name as JobName);
    if (!handler) throw new Error(`No handler for job ${job.name}`);
    return handler((job as Job<JobItem['data']>).data, job);
  }
}

/** Pure so it can be tested: the names with no handler or more than one. */
export function checkHandlers(found: Map<JobName, string[]>): string[] {
  const problems: string[] = [];
  for (const name of Object.values(JobName)) {
    const handlers = found.get(name) ?? [];
    if (handlers.length === 0) problems.push(`${name}: no handler`);
    if (handlers.length > 1) problems.push(`${name}: ${handlers.length} handlers (${handlers.join(', ')})`);
  }
  return problems;
}
