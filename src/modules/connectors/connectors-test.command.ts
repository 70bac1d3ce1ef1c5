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
  description: "Check a ticketing system's credentials and permissions (zendesk, zammad) and say what is missing",
})
export class ConnectorsTestCommand extends JsonCommandRunner('print [{"name","ok","detail"}]') {
  constructor(private readonly registry: ConnectorRegistry) {
    super();
  }

  async run([name]: string[], options: { json?: boolean }): Promise<void> {
    let checks: ConnectorCheck[];
    try {
      checks = await this.registry.get(name).check();
    } catch (error) {
      if (error instanceof DomainError) throw new CliError(error.message);
      if (error instanceof PermanentConnectorError || error instanceof TransientConnectorError) checks = [{ name: 'reachable', ok: false, detail: error.message }];
      else throw error;
    }
    if (options.json) printJson(checks);
    else for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
    const failed = checks.filter((c) => !c.ok);
    if (failed.length > 0) throw new CliError(`${name}: ${failed.length} check(s) failed (${failed.map((c) => c.name).join(', ')})`);
  }
}
