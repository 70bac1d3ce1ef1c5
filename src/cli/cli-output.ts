/** Small helpers shared by the CLI commands: JSON vs human output, and failing with a message. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

export class CliError extends Error {}

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Runs a reader from src/lib (framework-free, so it throws plain errors) and reports its failure as the CLI's message. */
export function asCliError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}
