import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CommandFactory, CommandRunnerService } from 'nest-commander';
import { CommandMeta } from 'nest-commander/src/constants';
import { CLI_NAME, KbCliModule } from './cli/cli-name';
import { CliModule, HelpCliModule } from './cli.module';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.command.ts') ? [path] : [];
  });
}

/** `kb --help` boots HelpCliModule: every @Command class of src/ must be provided there. */
describe('kb --help', () => {
  it('lists every command', () => {
    // Every provider of HelpCliModule and of the modules it imports, however deep.
    const provided = new Set<unknown>();
    const seen = new Set<unknown>();
    const walk = (module: unknown) => {
      if (!module || seen.has(module)) return;
      seen.add(module);
      for (const provider of (Reflect.getMetadata('providers', module as object) ?? []) as unknown[]) provided.add(provider);
      for (const imported of (Reflect.getMetadata('imports', module as object) ?? []) as unknown[]) walk(imported);
    };
    walk(HelpCliModule);
    expect(provided.has(CliModule)).toBe(false);
    const commandFiles = files(__dirname);
    expect(commandFiles.length).toBeGreaterThan(10);
    for (const file of commandFiles) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('@Command(')) continue;
      const exported = [...text.matchAll(/export class (\w+)/g)].map((m) => m[1]);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(file) as Record<string, unknown>;
      const classes = exported.map((name) => mod[name]).filter((c) => typeof c === 'function' && Reflect.getMetadata(CommandMeta, c as object) !== undefined);
      expect([file, classes.length]).toEqual([file, 1]);
      // Every command says what it does (the help and the docs' CLI table print it).
      for (const command of classes) {
        const meta = Reflect.getMetadata(CommandMeta, command as object) as { name: string; description?: string };
        expect([meta.name, (meta.description ?? '').trim().length > 10]).toEqual([meta.name, true]);
      }
      for (const command of classes) expect([file, provided.has(command)]).toEqual([file, true]);
    }
  });
});

describe('kb help text', () => {
  it('is the usage of `kb` (not of the script file, cli.js), every command with its description', async () => {
    const app = await CommandFactory.createWithoutRunning(KbCliModule.of(HelpCliModule), { cliName: CLI_NAME, logger: false });
    try {
      const program = (app.get(CommandRunnerService) as unknown as { commander: { helpInformation(): string; commands: Array<{ name(): string; description(): string }> } }).commander;
      const help = program.helpInformation();
      expect(help.split('\n')[0]).toBe('Usage: kb [options] [command]');
      expect(program.commands.length).toBeGreaterThan(20);
      for (const command of program.commands) expect([command.name(), command.description().length > 10]).toEqual([command.name(), true]);
      for (const name of ['gaps', 'gdpr:erase', 'gdpr:export', 'connectors:sync', 'connectors:test', 'eval:distill', 'eval:chat']) expect(help).toContain(`  ${name} `);
    } finally {
      await app.close();
    }
  });
});
