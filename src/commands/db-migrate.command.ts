import { Inject } from '@nestjs/common';
import { Command } from 'nest-commander';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { DB } from '../database/database.module';
import { ensureDatabaseExists, migrateToLatest, type Db } from '../database/database';
import { printJson } from '../cli/cli-output';
import { JsonCommandRunner } from '../cli/cli-options';

@Command({ name: 'db:migrate', description: 'Create the database if needed and apply pending migrations' })
export class DbMigrateCommand extends JsonCommandRunner() {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async run(_params: string[], options: { json?: boolean }): Promise<void> {
    await ensureDatabaseExists(this.config.DATABASE_URL);
    const report = await migrateToLatest(this.db);
    if (options.json) printJson(report);
    else console.log(report.applied.length ? `Applied: ${report.applied.join(', ')}` : 'Database is up to date');
  }
}
