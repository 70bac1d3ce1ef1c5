import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownValue, textTable } from '../../lib/tables/text-table';

/**
 * The widget's static files live in src/modules/widget/assets (tsc does not copy non-TS files).
 * They are found beside this module under Jest (src/…), or back in src/ from dist/src/… when
 * the server runs from `node dist/src/main.js`, or under the working directory; read once.
 */
export function assetsDir(): string {
  const candidates = [
    join(__dirname, 'assets'),
    join(__dirname, '..', '..', '..', '..', 'src', 'modules', 'widget', 'assets'),
    join(process.cwd(), 'src', 'modules', 'widget', 'assets'),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'widget.js')));
  if (!found) throw new Error(`Widget assets not found (looked in ${candidates.join(', ')})`);
  return found;
}

export interface Asset {
  body: string;
  etag: string;
}

export function loadAsset(name: string, dir = assetsDir()): Asset {
  const body = readFileSync(join(dir, name), 'utf8');
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

const HTML_ESCAPES = textTable({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' });

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES.get(c)!);
}

/** Fills {{name}} placeholders with HTML-escaped values. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => escapeHtml(ownValue(values, name) ?? ''));
}
