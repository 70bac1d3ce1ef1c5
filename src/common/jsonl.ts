import { createReadStream } from 'node:fs';
import { isUtf8 } from 'node:buffer';

export interface JsonlLine {
  /** 1-based, as an editor shows it. */
  line: number;
  /** Bytes read so far, for a progress bar. */
  bytesRead: number;
  value?: unknown;
  error?: string;
}

/**
 * Streams a JSON Lines file one line at a time in bounded memory, splitting on raw bytes so
 * invalid UTF-8 is reported (with its line number) instead of being silently replaced by U+FFFD.
 * Blank lines are skipped.
 */
export async function* readJsonl(path: string, maxLineBytes = 8 * 1024 * 1024): AsyncGenerator<JsonlLine> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let tooLong = false;
  let line = 0;
  let bytesRead = 0;

  const emit = (bytes: Buffer): JsonlLine | undefined => {
    line += 1;
    if (tooLong || bytes.length > maxLineBytes) return { line, bytesRead, error: `line is longer than ${maxLineBytes} bytes` };
    const raw = bytes.at(-1) === 0x0d ? bytes.subarray(0, -1) : bytes;
    if (raw.length === 0 || /^\s*$/.test(raw.toString('latin1'))) return undefined;
    if (!isUtf8(raw)) return { line, bytesRead, error: 'invalid UTF-8' };
    try {
      return { line, bytesRead, value: JSON.parse(raw.toString('utf8').replace(/^\uFEFF/, '')) };
    } catch (error) {
      return { line, bytesRead, error: `invalid JSON: ${(error as Error).message}` };
    }
  };

  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    bytesRead += chunk.length;
    let start = 0;
    for (let newline = chunk.indexOf(0x0a); newline !== -1; newline = chunk.indexOf(0x0a, start)) {
      const piece = chunk.subarray(start, newline);
      const bytes = pending.length > 0 ? Buffer.concat([...pending, piece]) : piece;
      const result = emit(tooLong ? Buffer.alloc(0) : bytes);
      pending = [];
      pendingBytes = 0;
      tooLong = false;
      if (result) yield result;
      start = newline + 1;
    }
    const rest = chunk.subarray(start);
    if (!tooLong && rest.length > 0) {
      pendingBytes += rest.length;
      if (pendingBytes > maxLineBytes) {
        tooLong = true;
        pending = [];
      } else {
        pending.push(Buffer.from(rest));
      }
    }
  }
  if (pending.length > 0 || tooLong) {
    const result = emit(Buffer.concat(pending));
    if (result) yield result;
  }
}
