import { Command } from 'nest-commander';
import { printJson } from '../../cli/cli-output';
import { cliActor, customerRefOption, CustomerRefCommand } from './customer-ref-option';
import { GdprService } from './gdpr.service';

/** `kb gdpr:erase --customer-ref REF [--json]`: article 17, idempotent (a second run counts 0). */
@Command({ name: 'gdpr:erase', description: 'Erase everything held about a customer (tickets, chat, what the knowledge base took from them)' })
export class GdprEraseCommand extends CustomerRefCommand {
  constructor(private readonly gdpr: GdprService) {
    super();
  }

  async run(_params: string[], options: { customerRef?: string; json?: boolean }): Promise<void> {
    const report = await this.gdpr.erase(customerRefOption(options.customerRef), cliActor(), 'cli');
    if (options.json) return printJson(report);
    console.log(`Erased (audit subject ${report.subject}):`);
    for (const [holder, counts] of Object.entries(report.counts)) {
      console.log(`  ${holder}: ${Object.entries(counts).map(([key, n]) => `${key} ${n}`).join(', ')}`);
    }
    if (report.not_installed.length > 0) console.log(`  not installed here: ${report.not_installed.join(', ')}`);
  }
}
