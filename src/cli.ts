import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { CLI_NAME, KbCliModule } from './cli/cli-name';
import { CliModule, HelpCliModule, OFFLINE_COMMANDS, OfflineCliModule } from './cli.module';
import { ConfigError } from './config/config';
import { loadConfig } from './config/config.module';
import { loadDotEnv } from './config/dotenv';

/** `kb <command>`: run with `npm run kb -- <command>` or `node dist/src/cli.js <command>`. */
async function main(): Promise<void> {
  const command = process.argv[2];
  const offline = command !== undefined && OFFLINE_COMMANDS.has(command);
  const help = command === undefined || command === 'help' || command === '--help' || command === '-h';
  loadDotEnv();
  loadConfig(); // fail fast, before any connection, with every bad variable named
  await CommandFactory.run(KbCliModule.of(help ? HelpCliModule : offline ? OfflineCliModule : CliModule), {
    cliName: CLI_NAME,
    logger: ['error', 'warn'],
    errorHandler: (error) => fail(error),
    serviceErrorHandler: (error) => fail(error),
  });
}

function fail(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  // commander reports --help/--version as "errors" with exit code 0
  const exitCode = (error as { exitCode?: number })?.exitCode;
  if (exitCode === 0) process.exit(0);
  console.error(error instanceof ConfigError ? message : `kb: ${message}`);
  process.exit(exitCode ?? 1);
}

main().catch(fail);
