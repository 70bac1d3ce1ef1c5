import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';
import { configSchema } from './config';
import { textTable } from '../lib/tables/text-table';

/** The files whose object literals make up the config schema (config.ts spreads the others). */
const SOURCES = [
  'src/config/config.ts',
  'src/config/chat.config.ts',
  'src/config/confidence.config.ts',
  'src/config/handoff.config.ts',
  'src/config/gdpr.config.ts',
  'src/config/gaps.config.ts',
  'src/config/metrics.config.ts',
  'src/config/connectors.config.ts',
  'src/config/zammad.config.ts',
  'src/providers/provider-config.ts',
  'src/providers/llm/llm.config.ts',
];

/** The doc comment above each `KEY: …` property of those files: the variable's meaning. */
export function docComments(root: string): Map<string, string> {
  const docs = new Map<string, string>();
  for (const file of SOURCES) {
    const text = readFileSync(join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && /^[A-Z][A-Z0-9_]*$/.test(node.name.text)) {
        const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
        const doc = ranges
          .map((r) => text.slice(r.pos, r.end))
          .filter((c) => c.startsWith('/**'))
          .pop();
        if (doc) {
          const clean = doc
            .replace(/^\/\*\*|\*\/$/g, '')
            .split('\n')
            .map((line) => line.replace(/^\s*\*\s?/, '').trim())
            .filter(Boolean)
            .join(' ');
          docs.set(node.name.text, clean);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return docs;
}

/**
 * Meanings of the variables whose schema line has no doc comment (kept here, not in the shared
 * schema files, so this generator does not edit them); a doc comment in the schema wins.
 */
export const MEANINGS = textTable({
  NODE_ENV: 'development, production or test; production refuses the development intake token.',
  DATABASE_URL: 'MySQL 8.4 / MariaDB 10.11 database, mysql://user:pass@host:port/database (created by `kb db:migrate` if missing).',
  DATABASE_POOL_SIZE: 'Connections each process keeps open to the database.',
  REDIS_URL: 'Redis for the job queues, rate limits and the worker heartbeat, redis://host:port[/db].',
  HOST: 'Address the API listens on (0.0.0.0 in a container).',
  PORT: 'Port of the API, the review page (/review), the chat and the docs (/api/docs).',
  WORKER_CONCURRENCY: 'Distillation jobs each worker process runs at once.',
  ANTHROPIC_BASE_URL: 'Anthropic API base URL; unset = the public API (tests point it at a local fake).',
  OPENAI_API_KEY: 'Key of the OpenAI-compatible embeddings server, when embeddings come from it.',
  OPENAI_BASE_URL: 'Base URL of the OpenAI-compatible embeddings server.',
  OPENAI_EMBEDDING_MODEL: 'Embedding model name on the OpenAI-compatible server.',
  VOYAGE_API_KEY: 'Voyage AI key, when embeddings or reranking come from Voyage.',
  VOYAGE_BASE_URL: 'Voyage AI base URL; unset = the public API.',
  VOYAGE_EMBEDDING_MODEL: 'Voyage embedding model.',
  VOYAGE_RERANK_MODEL: 'Voyage rerank model.',
  COHERE_API_KEY: 'Cohere key, when reranking comes from Cohere.',
  COHERE_BASE_URL: 'Cohere base URL; unset = the public API.',
  COHERE_RERANK_MODEL: 'Cohere rerank model.',
});

/**
 * The value each variable takes when unset (its schema parsed on nothing), or undefined. A default
 * that is not a plain value (LLM_PRICES' built-in table) is not something to write back: undefined.
 */
export function defaultOf(schema: unknown): string | undefined {
  const result = (schema as { safeParse(v: unknown): { success: boolean; data?: unknown } }).safeParse(undefined);
  if (!result.success || result.data === undefined || result.data === false || typeof result.data === 'object') return undefined;
  return String(result.data);
}

/**
 * .env.example, generated from the schema: every variable, its meaning and its default. Unset
 * variables stay commented out so copying the file changes nothing until a line is edited.
 */
export function renderEnvExample(root: string): { text: string; undocumented: string[] } {
  const docs = docComments(root);
  const shape: Record<string, unknown> = configSchema.shape;
  const undocumented: string[] = [];
  const blocks = Object.entries(shape).map(([key, schema]) => {
    const doc = docs.get(key) ?? MEANINGS.get(key);
    if (!doc) undocumented.push(key);
    const fallback = defaultOf(schema);
    const comment = `# ${doc ?? ''}`.trimEnd();
    return `${comment}\n# default: ${fallback ?? '(unset)'}\n# ${key}=${fallback ?? ''}`;
  });
  const header = [
    '# Distillo configuration: every variable the server, the worker and `kb` read, with its default.',
    '# GENERATED from the config schema (src/config) by `npm run env:example`; a spec checks it is in sync.',
    '# Copy to .env (or set in the environment) and uncomment what you change. A blank value counts as unset.',
  ].join('\n');
  return { text: `${header}\n\n${blocks.join('\n\n')}\n`, undocumented };
}

if (require.main === module) {
  const root = join(__dirname, '..', '..');
  const { text, undocumented } = renderEnvExample(root.endsWith('dist') ? join(root, '..') : root);
  if (undocumented.length > 0) console.error(`Variables without a doc comment: ${undocumented.join(', ')}`);
  process.stdout.write(text);
}
