/**
 * What the two HTTP embedders share: OpenAI and Voyage take a list of texts under per-request
 * count and token limits and answer in the same `data[{embedding, index}]` list.
 */
import { nonEmpty } from '../http/http-json';
import { expectArray, expectFinite, expectIndex, expectObject, ResponseShapeError } from '../http/response-shape';

export interface Batch {
  /** Position of items[0] in the caller's list. */
  start: number;
  items: string[];
}

/**
 * Consecutive batches of at most `maxItems` texts and about `maxChars` characters (a cheap,
 * conservative stand-in for the providers' per-request token limits: a token is rarely
 * shorter than a character). A text longer than maxChars travels alone.
 */
export function splitIntoBatches(texts: string[], maxItems: number, maxChars: number): Batch[] {
  const batches: Batch[] = [];
  let current: Batch | null = null;
  let chars = 0;
  texts.forEach((text, i) => {
    if (!current || current.items.length >= maxItems || (current.items.length > 0 && chars + text.length > maxChars)) {
      current = { start: i, items: [] };
      batches.push(current);
      chars = 0;
    }
    current.items.push(text);
    chars += text.length;
  });
  return batches;
}

/**
 * `{data: [{embedding: number[], index}]}` → vectors in input order (by `index`, whatever order
 * the list arrives in), checking count, indices and length.
 */
export function parseEmbeddingList(body: unknown, expectedCount: number, dimensions: number): Float32Array[] {
  const data = expectArray(expectObject(body, 'body').data, 'data');
  if (data.length !== expectedCount) {
    throw new ResponseShapeError(`expected ${expectedCount} embeddings, got ${data.length}`);
  }
  const out: Array<Float32Array | undefined> = new Array(expectedCount);
  data.forEach((raw, position) => {
    const item = expectObject(raw, `data[${position}]`);
    const index = expectIndex(item.index, `data[${position}].index`, expectedCount);
    if (out[index]) throw new ResponseShapeError(`data[${position}].index: ${index} appears twice`);
    const embedding = expectArray(item.embedding, `data[${position}].embedding`);
    if (embedding.length !== dimensions) {
      throw new ResponseShapeError(`data[${position}].embedding: expected ${dimensions} dimensions, got ${embedding.length}`);
    }
    const vector = new Float32Array(dimensions);
    for (let d = 0; d < dimensions; d++) vector[d] = expectFinite(embedding[d], `data[${position}].embedding[${d}]`);
    out[index] = vector;
  });
  return out as Float32Array[];
}


/**
 * Embeds `texts` in requests of at most `maxItems` texts and `maxChars` characters, one after the
 * other, and puts the vectors back in input order (empty texts are sent as one space).
 */
export async function embedInBatches(
  texts: string[],
  maxItems: number,
  maxChars: number,
  embedBatch: (items: string[]) => Promise<Float32Array[]>,
): Promise<Float32Array[]> {
  const out: Float32Array[] = new Array(texts.length);
  for (const batch of splitIntoBatches(texts.map(nonEmpty), maxItems, maxChars)) {
    const vectors = await embedBatch(batch.items);
    vectors.forEach((vector, i) => (out[batch.start + i] = vector));
  }
  return out;
}

/** `provider:model`, plus `:dimensions` when the vectors are not the model's native length (other vectors, another name). */
export function remoteEmbedderName(provider: string, model: string, dimensions: number, nativeDimensions: number | undefined): string {
  return `${provider}:${model}${dimensions !== nativeDimensions ? `:${dimensions}` : ''}`;
}
