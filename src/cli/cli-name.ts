import { Injectable, Module, type DynamicModule, type OnModuleInit, type Type } from '@nestjs/common';
import { InjectCommander } from 'nest-commander';

/** What the help and the docs call the CLI (`npm run kb -- …`, `node dist/src/cli.js …`). */
export const CLI_NAME = 'kb';

/**
 * commander names a program after its script's file unless told otherwise (dist/src/cli.js gave
 * "Usage: cli"), and nest-commander's `cliName` only names its plugin files: this tells it.
 */
@Injectable()
class ProgramName implements OnModuleInit {
  constructor(@InjectCommander() private readonly program: { name(name: string): unknown }) {}

  onModuleInit(): void {
    this.program.name(CLI_NAME);
  }
}

/** The root a `kb` run boots: one of the CLI's command modules, named `kb`. */
@Module({})
export class KbCliModule {
  static of(commands: Type): DynamicModule {
    return { module: KbCliModule, imports: [commands], providers: [ProgramName] };
  }
}
