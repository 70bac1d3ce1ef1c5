import { Controller, Get, Header } from '@nestjs/common';
import { HealthProbes } from './health-probes';

/** Probes for load balancers and orchestrators: no session, nothing personal, never cached. */
@Controller('health')
export class HealthController {
  constructor(private readonly probes: HealthProbes) {}

  @Get('live')
  @Header('Cache-Control', 'no-store')
  live() {
    return this.probes.live();
  }

  @Get('ready')
  @Header('Cache-Control', 'no-store')
  ready() {
    return this.probes.apiReady();
  }
}
