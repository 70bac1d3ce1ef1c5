/**
 * Long runs of what could start a match with nothing that completes it: the input on which a
 * pattern with nested or overlapping quantifiers backtracks for hours instead of milliseconds.
 * The redaction spec checks what redact() makes of them; bench:redact reports how long it takes.
 */
export function pathologicalInputs(size = 1_000_000): Array<[name: string, input: string]> {
  return [
    ['a…a@', 'a'.repeat(size) + '@'],
    ['a.a.…@', 'a.'.repeat(size / 2) + '@'],
    ['1111…', '1'.repeat(size)],
    ['1 1 1 …', '1 '.repeat(size / 2)],
    ['1.1.1.…', '1.'.repeat(size / 2)],
    ['::::…', ':'.repeat(size)],
    ['a=a=…', 'a='.repeat(size / 2)],
    ['https://aaa…', 'https://' + 'a'.repeat(size)],
    ['eyJaaa…', 'eyJ' + 'a'.repeat(size)],
    ['x@a.a.a.…', 'x@' + 'a.'.repeat(size / 2)],
    ['Bearer Bearer …', 'Bearer '.repeat(Math.floor(size / 7))],
    ['IT60 IT60 …', 'IT60 '.repeat(size / 5)],
  ];
}
