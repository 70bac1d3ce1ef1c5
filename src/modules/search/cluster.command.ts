import { Command, Option } from 'nest-commander';
import { CliError, printJson } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import { ClusteringService } from './clustering.service';

@Command({ name: 'kb:cluster', description: 'Re-train the IVF centroids and re-assign every chunk' })
export class ClusterCommand extends JsonCommandRunner() {
  constructor(private readonly clustering: ClusteringService) {
    super();
  }

  async run(_params: string[], options: { clusters?: number; iterations?: number; json?: boolean }): Promise<void> {
    const report = await this.clustering.cluster(options);
    if (options.json) return printJson(report);
    console.log(
      report.mode === 'exact'
        ? `Exact scan: ${report.note}`
        : `IVF: ${report.chunks} chunks in ${report.clusters} clusters (k-means on ${report.sample}, ${report.iterations} iterations, ` +
            `mean cosine ${report.mean_cosine}) in ${report.seconds.toFixed(1)} s; index version ${report.version}`,
    );
    if (report.measured_recall !== null) {
      const queries =
        report.question_cosine < 1
          ? `${report.recall_queries} stored chunks each moved to cosine ${report.question_cosine} from itself, as far as questions lie; the chunks themselves ${report.stored_recall}`
          : `${report.recall_queries} stored chunks as queries`;
      console.log(
        report.nprobe > 0
          ? `Recall@10 against the exact float scan: ${report.measured_recall} at nprobe ${report.nprobe} of ${report.clusters} (target ${report.recall_target}; ${queries})`
          : `Recall@10 against the exact float scan: ${report.measured_recall} scanning every code (target ${report.recall_target}; ${queries})`,
      );
    }
    if (report.refit_embedder) console.log(`Local embedder refitted; ${report.reembedded} chunks re-embedded`);
  }

  @Option({ flags: '--clusters <k>', description: 'K (default ~4√N)' })
  parseClusters(value: string): number {
    return positive('--clusters', value);
  }

  @Option({ flags: '--iterations <n>', description: 'Lloyd iterations at most (default 20)' })
  parseIterations(value: string): number {
    return positive('--iterations', value);
  }
}

function positive(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new CliError(`${flag} must be a positive whole number, got "${value}"`);
  return n;
}
