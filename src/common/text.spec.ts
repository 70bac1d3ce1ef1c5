import { cleanText } from './text';

describe('cleanText', () => {
  it.each([
    ['keeps tabs and newlines', 'a\tb\nc', 'a\tb\nc'],
    ['normalises CRLF and CR', 'a\r\nb\rc', 'a\nb\nc'],
    ['drops C0 and C1 controls', 'a\u0000b\u0007c\u001bd\u0085e', 'abcde'],
    ['replaces lone surrogates', 'x\ud800y', 'x\ufffdy'],
    ['composes to NFC', 'perche\u0301', 'perch\u00e9'],
    ['keeps emoji (astral plane)', 'ok 👍', 'ok 👍'],
  ])('%s', (_name, input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});
