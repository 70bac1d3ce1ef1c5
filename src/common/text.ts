/**
 * Text as it may be stored: well-formed Unicode (no lone surrogates, which utf8mb4 rejects),
 * NFC, Unix newlines, and no control characters except tab and newline.
 * Pure: the intake API and the import both clean with it.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export function cleanText(value: string): string {
  return value.toWellFormed().normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '');
}
