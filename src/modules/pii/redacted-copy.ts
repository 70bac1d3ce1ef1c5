import { addCounts, emptyCounts, redact, REDACTOR_VERSION, type PiiCounts } from './redact';

export interface RedactedCopy {
  subject: string;
  /** One per message, in the same order; null for internal_confidential ones (never shown, never sent). */
  bodies: Array<string | null>;
  /** What was removed from the subject and the public/internal messages. */
  counts: PiiCounts;
  version: string;
}

/**
 * The redacted copy intake stores beside a ticket's raw text: the same redaction a distiller's
 * transcript and a reviewer's page apply, done once per write instead of once per read.
 */
export function redactedCopy(subject: string, messages: Array<{ visibility: string; body: string }>): RedactedCopy {
  const counts = emptyCounts();
  const clean = (text: string) => {
    const result = redact(text);
    addCounts(counts, result.counts);
    return result.text;
  };
  return {
    subject: clean(subject),
    bodies: messages.map((m) => (m.visibility === 'internal_confidential' ? null : clean(m.body))),
    counts,
    version: REDACTOR_VERSION,
  };
}

export function parseCounts(stored: string | null): PiiCounts | null {
  if (stored === null) return null;
  try {
    return addCounts(emptyCounts(), JSON.parse(stored) as PiiCounts);
  } catch {
    return null;
  }
}
