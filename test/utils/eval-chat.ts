import { EvalChatCommand, type ChatEvalReport } from '../../src/modules/chat/eval/eval-chat.command';
import { withEnv } from './test-app';

/**
 * `kb eval:chat` run in-process with `--json`, its report parsed: the environment given on top of
 * the tests' (a model's variables, say), and the tests' database and queue prefix back afterwards
 * (the scratch run points the process at its own).
 */
export async function runEvalChat(options: Parameters<EvalChatCommand['run']>[1], env: Record<string, string> = {}): Promise<ChatEvalReport> {
  const restore = withEnv(env);
  const saved = { DATABASE_URL: process.env.DATABASE_URL, QUEUE_PREFIX: process.env.QUEUE_PREFIX };
  const written: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await new EvalChatCommand().run([], { ...options, json: true });
  } finally {
    write.mockRestore();
    Object.assign(process.env, saved);
    restore();
  }
  return JSON.parse(written.join('')) as ChatEvalReport;
}
