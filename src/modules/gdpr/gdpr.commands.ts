import { userInfo } from 'node:os';
import { Command, Option } from 'nest-commander';
import { CliError, printJson } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import type { Actor } from '../audit/audit.types';
import { customerRefRequestSchema } from './gdpr.dto';
import { GdprService } from './gdpr.service';

/** The reference as the API takes it, or a message naming the option. */
export function customerRefOption(value: string | undefined): string {
  if (value === undefined) throw new CliError('--customer-ref is required (the customer’s reference, as the tickets and the chat carry it)');
  const parsed = customerRefRequestSchema.safeParse({ customer_ref: value });
  if (!parsed.success) throw new CliError(`--customer-ref ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  return parsed.data.customer_ref;
}

/** Who asked, in the audit log: the operating-system user running `kb`. */
function cliActor(): Actor {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // No passwd entry (some containers): the actor stays "cli:unknown".
  }
  return { id: null, name: `cli:${user}`.slice(0, 191) };
}

abstract class CustomerRefCommand extends JsonCommandRunner() {
  @Option({ flags: '--customer-ref <ref>', description: 'the customer’s reference (the tickets’ customer_ref, a conversation’s customer_ref)' })
  parseCustomerRef(value: string): string {
    return value;
  }
}

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
