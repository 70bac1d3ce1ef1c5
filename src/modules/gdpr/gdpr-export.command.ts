import { Command } from 'nest-commander';
import { printJson } from '../../cli/cli-output';
import { cliActor, customerRefOption, CustomerRefCommand } from './customer-ref-option';
import { GdprService } from './gdpr.service';

/** `kb gdpr:export --customer-ref REF`: article 15, everything held about the customer as one JSON document. */
@Command({ name: 'gdpr:export', description: 'Print everything held about a customer as JSON' })
export class GdprExportCommand extends CustomerRefCommand {
  constructor(private readonly gdpr: GdprService) {
    super();
  }

  async run(_params: string[], options: { customerRef?: string }): Promise<void> {
    printJson(await this.gdpr.export(customerRefOption(options.customerRef), cliActor()));
  }
}
