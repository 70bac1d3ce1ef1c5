import { Module } from '@nestjs/common';
import { Command, CommandFactory } from 'nest-commander';
import { CorpusCommandRunner, JsonCommandRunner } from './cli-options';

const received: Array<Record<string, unknown>> = [];

@Command({ name: 'report' })
class ReportCommand extends CorpusCommandRunner('where the tickets are') {
  async run(_params: string[], options: Record<string, unknown>): Promise<void> {
    received.push(options);
  }
}

@Command({ name: 'plain' })
class PlainCommand extends JsonCommandRunner() {
  async run(_params: string[], options: Record<string, unknown>): Promise<void> {
    received.push(options);
  }
}

@Module({ providers: [ReportCommand, PlainCommand] })
class OptionsTestCliModule {}

/** Runs one command line through nest-commander, as `kb` does, and returns the options run() got. */
async function optionsOf(...argv: string[]): Promise<Record<string, unknown>> {
  const saved = process.argv;
  process.argv = ['node', 'kb', ...argv];
  try {
    await CommandFactory.run(OptionsTestCliModule, { logger: false });
  } finally {
    process.argv = saved;
  }
  expect(received).toHaveLength(1);
  return received.pop()!;
}

describe('shared CLI options', () => {
  it('a command built on JsonCommandRunner takes --json', async () => {
    expect(await optionsOf('plain', '--json')).toEqual({ json: true });
    expect(await optionsOf('plain')).toEqual({});
  });

  it('a command built on CorpusCommandRunner takes --corpus <dir> and --json', async () => {
    expect(await optionsOf('report', '--corpus', 'elsewhere', '--json')).toEqual({ corpus: 'elsewhere', json: true });
    expect(await optionsOf('report')).toEqual({});
  });
});
