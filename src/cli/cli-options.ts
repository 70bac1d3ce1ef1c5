import { CommandRunner, Option } from 'nest-commander';
import { DEFAULT_SET, referenceSet, setDir } from '../modules/distillation/eval/reference-sets';
import { CliError } from './cli-output';

/**
 * Base of the commands that print a human report or, with --json, one JSON line:
 * `class XCommand extends JsonCommandRunner() { … }`. A function, so that a command can say in
 * its --help what its JSON looks like. nest-commander collects @Option methods along the
 * prototype chain, so the command inherits the flag.
 */
export function JsonCommandRunner(jsonHelp = 'print the result as one JSON line') {
  abstract class WithJsonOption extends CommandRunner {
    @Option({ flags: '--json', description: jsonHelp })
    parseJson(): boolean {
      return true;
    }
  }
  return WithJsonOption;
}

/**
 * The same with `--set <name>` (a reference set of corpus/sets.json, `main` when not given) and
 * `--corpus <dir>` (any folder of the same shape), for the commands that read a reference set.
 */
export function CorpusCommandRunner(corpusHelp = 'folder of a reference set (instead of --set)', jsonHelp?: string) {
  abstract class WithCorpusOption extends JsonCommandRunner(jsonHelp) {
    @Option({ flags: '--corpus <dir>', description: corpusHelp })
    parseCorpus(value: string): string {
      return value;
    }

    @Option({ flags: '--set <name>', description: `a reference set named in corpus/sets.json (${DEFAULT_SET} when not given)` })
    parseSet(value: string): string {
      // `all` is for the commands that report each set apart (eval:distill); corpusDirOf refuses it.
      return value === 'all' ? value : referenceSet(value).name;
    }
  }
  return WithCorpusOption;
}

/** The folder a command reads: --corpus, else the named set's, else the default set's. */
export function corpusDirOf(options: { corpus?: string; set?: string }): string {
  if (options.corpus && options.set) throw new CliError('--corpus and --set go one at a time');
  if (options.set === 'all') throw new CliError('--set all: this command reads one set at a time');
  return options.corpus ?? setDir(options.set ?? DEFAULT_SET);
}
