import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields already shown in the line's head; the rest follow as key=value. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'context']);

/**
 * JSON lines made readable for a terminal: `10:42:07 INFO  [Context] message key=value`.
 * Our own few lines instead of pino-pretty (and its dependencies): the JSON stays the format;
 * this only reformats it when a person is watching.
 */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '';
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const context = entry.context ? ` [${String(entry.context)}]` : '';
  const extra = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' ');
  return `${time} ${level}${context} ${String(entry.msg ?? '')}${extra ? `  ${extra}` : ''}`;
}

export function prettyStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`${prettyLine(line)}\n`);
      done();
    },
  });
}
