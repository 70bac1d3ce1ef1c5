/**
 * Turns text into vectors. One interface for the offline `local` embedder and the HTTP
 * providers (`openai`, `voyage`), selected by config EMBEDDINGS.
 */
export type EmbedKind = 'document' | 'query';

export interface Embedder {
  /** Stored with every chunk: vectors of different embedders are never compared. */
  readonly name: string;
  /** Length of the full vectors `embed` returns. */
  readonly dimensions: number;
  /**
   * True when the first 256 components are themselves a good embedding (Matryoshka training,
   * OpenAI text-embedding-3, Voyage output_dimension): the 256-byte code is a truncation.
   * Otherwise the code comes from a projection fitted at clustering time.
   */
  readonly matryoshka: boolean;
  embed(texts: string[], kind: EmbedKind, signal?: AbortSignal): Promise<Float32Array[]>;
  /**
   * Embedders that learn from the indexed text (the local one: term weights) fit here, at
   * clustering time, on the approved chunks; the returned state is stored in the database
   * and handed back with `load` in every process. Remote providers return null.
   */
  fit?(texts: string[]): Promise<EmbedderState | null>;
  load?(state: EmbedderState): void;
}

export interface EmbedderState {
  /** Changes whenever the state does: vectors made under another version are re-embedded. */
  version: string;
  /** JSON-serialisable. */
  data: unknown;
}

export const EMBEDDER = Symbol('EMBEDDER');
