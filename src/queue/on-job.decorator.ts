import { SetMetadata } from '@nestjs/common';
import type { JobName } from './jobs';

export const ON_JOB_METADATA = 'distillo:on-job';

/**
 * Marks a service method as the handler of one job. The worker's JobRegistry finds
 * these at start-up and refuses to boot unless every job has exactly one.
 */
export const OnJob = (name: JobName) => SetMetadata(ON_JOB_METADATA, name);
