import { Command } from 'nest-commander';
import { printJson, readStdin } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import { redact } from './redact';

@Command({ name: 'pii:redact', description: 'Redact personal data from the text on stdin' })
export class PiiRedactCommand extends JsonCommandRunner('print {"text","counts"}') {
  async run(_params: string[], options: { json?: boolean }): Promise<void> {
    const result = redact(await readStdin());
    if (options.json) printJson(result);
    else process.stdout.write(result.text);
  }
}
