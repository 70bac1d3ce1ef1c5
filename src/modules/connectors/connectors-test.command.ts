import { Command } from 'nest-commander';
import { CliError, printJson } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import { DomainError } from '../../common/domain-error';
import { PermanentConnectorError, TransientConnectorError } from './connector-errors';
import { ConnectorRegistry } from './connector-registry';
import type { ConnectorCheck } from './connector';

@Command({
  name: 'connectors:test',
  arguments: '<name>',
  description: "Check a ticketing system's address, credentials and permissions (zendesk, zammad) and say what is missing; exit 1 on a failed check, 0 when only optional settings warn",
})
export class ConnectorsTestCommand extends JsonCommandRunner('print [{"name","ok","detail","optional"?}]') {
  constructor(private readonly registry: ConnectorRegistry) {
    super();
  }

  async run([name]: string[], options: { json?: boolean }): Promise<void> {
    let checks: ConnectorCheck[];
    try {
      checks = await this.registry.forCheck(name).check();
    } catch (error) {
      if (error instanceof DomainError) throw new CliError(error.message);
      if (error instanceof PermanentConnectorError || error instanceof TransientConnectorError) checks = [{ name: 'reachable', ok: false, detail: error.message }];
      else throw error;
    }
    if (options.json) printJson(checks);
    else for (const check of checks) console.log(`${check.ok ? 'ok  ' : check.optional ? 'warn' : 'FAIL'} ${check.name}: ${check.detail}`);
    // An optional setting left unset (a webhook secret) is a warning: exit 0, the connector works.
    const failed = checks.filter((c) => !c.ok && !c.optional);
    if (failed.length > 0) throw new CliError(`${name}: ${failed.length} check(s) failed (${failed.map((c) => c.name).join(', ')})`);
  }
}
