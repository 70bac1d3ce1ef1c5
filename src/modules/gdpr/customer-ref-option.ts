import { userInfo } from 'node:os';
import { Option } from 'nest-commander';
import { CliError } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import type { Actor } from '../audit/audit.types';
import { customerRefRequestSchema } from './gdpr.dto';

/** The reference as the API takes it, or a message naming the option. */
export function customerRefOption(value: string | undefined): string {
  if (value === undefined) throw new CliError('--customer-ref is required (the customer’s reference, as the tickets and the chat carry it)');
  const parsed = customerRefRequestSchema.safeParse({ customer_ref: value });
  if (!parsed.success) throw new CliError(`--customer-ref ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  return parsed.data.customer_ref;
}

/** Who asked, in the audit log: the operating-system user running `kb`. */
export function cliActor(): Actor {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // No passwd entry (some containers): the actor stays "cli:unknown".
  }
  return { id: null, name: `cli:${user}`.slice(0, 191) };
}

/** Base of the two gdpr commands: --customer-ref and --json. */
export abstract class CustomerRefCommand extends JsonCommandRunner() {
  @Option({ flags: '--customer-ref <ref>', description: 'the customer’s reference (the tickets’ customer_ref, a conversation’s customer_ref)' })
  parseCustomerRef(value: string): string {
    return value;
  }
}
