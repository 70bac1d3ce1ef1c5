import { CommandRunner, Option } from 'nest-commander';

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

    // Checked against corpus/sets.json where it is read (corpusDirOf in distillation/eval/reference-sets.ts).
    @Option({ flags: '--set <name>', description: 'a reference set named in corpus/sets.json (main when not given)' })
    parseSet(value: string): string {
      return value;
    }
  }
  return WithCorpusOption;
}
