import { Command, Option } from 'nest-commander';
import { CliError, printJson, readStdin } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import type { ReviewerRole } from '../../database/database.types';
import { AuthService } from './auth.service';

/**
 * `kb reviewers:add --email E --role reviewer|admin`: the password is read from stdin when it is
 * piped in (`echo "$PW" | kb reviewers:add …`), otherwise generated and printed once.
 * An existing reviewer gets the new role and password, and its sessions end.
 */
@Command({ name: 'reviewers:add', description: 'Create a reviewer account (password from stdin, or generated and printed once)' })
export class ReviewersAddCommand extends JsonCommandRunner() {
  constructor(private readonly auth: AuthService) {
    super();
  }

  async run(_args: string[], options: { email?: string; role?: ReviewerRole; json?: boolean }): Promise<void> {
    if (!options.email) throw new CliError('--email is required');
    if (!options.role) throw new CliError('--role is required (reviewer or admin)');
    const piped = !process.stdin.isTTY ? (await readStdin()).replace(/\r?\n$/, '') : '';
    const credentials = await this.auth.addReviewer({ email: options.email, role: options.role, password: piped === '' ? undefined : piped });
    const generated = piped === '';
    if (options.json) {
      return printJson({ ...credentials, password: generated ? credentials.password : undefined, generated });
    }
    console.log(`Reviewer ${credentials.email} (${credentials.role}) ${credentials.created ? 'created' : 'updated'}.`);
    if (generated) console.log(`Password (shown once, only its hash is stored): ${credentials.password}`);
  }

  @Option({ flags: '--email <email>', description: 'the reviewer’s e-mail (the login)' })
  parseEmail(value: string): string {
    return value;
  }

  @Option({ flags: '--role <role>', description: 'reviewer or admin' })
  parseRole(value: string): ReviewerRole {
    if (value !== 'reviewer' && value !== 'admin') throw new CliError(`--role must be reviewer or admin, not "${value}"`);
    return value;
  }
}
