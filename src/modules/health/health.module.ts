import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { HealthProbes } from './health-probes';
import { HealthService } from './health.service';
import { WorkerHealthService } from './worker-health.service';

/** /health/live and /health/ready of the API. */
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [HealthService, HealthProbes],
})
export class HealthModule {}

/** The worker's heartbeat and its own probe port. */
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  providers: [HealthService, HealthProbes, WorkerHealthService],
})
export class WorkerHealthModule {}
