import { commonPrefixLength, commonSuffixLength } from './common-ends';

/** The answers of a plain character loop, as the preview computed them before. */
function naivePrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
function naiveSuffix(a: string, b: string, keep: number): number {
  let n = 0;
  while (n < a.length - keep && n < b.length - keep && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

describe('commonPrefixLength / commonSuffixLength', () => {
  it('agree with a character loop on edge cases', () => {
    const pairs: [string, string][] = [['', ''], ['', 'a'], ['a', ''], ['abc', 'abc'], ['abc', 'abd'], ['xbc', 'abc'], ['ab', 'abab'], ['aaaa', 'aa'], ['a\u{1F600}b', 'a\u{1F601}b']];
    for (const [a, b] of pairs) {
      const prefix = commonPrefixLength(a, b);
      expect(prefix).withContext(`prefix of ${JSON.stringify([a, b])}`).toBe(naivePrefix(a, b));
      expect(commonSuffixLength(a, b, prefix)).withContext(`suffix of ${JSON.stringify([a, b])}`).toBe(naiveSuffix(a, b, prefix));
    }
  });

  it('agree with a character loop on seeded random edits of a long text', () => {
    let state = 5;
    const next = (n: number) => (state = (state * 16807) % 2147483647) % n;
    const base = Array.from({ length: 3000 }, (_, i) => `line ${i} with *some* text\n`).join('');
    for (let round = 0; round < 300; round++) {
      const at = next(base.length + 1);
      const removed = next(4) === 0 ? next(60) : 0;
      const inserted = ['', 'x', 'line 1', '\n\n', 'e', ' text\nline'][next(6)];
      const after = base.slice(0, at) + inserted + base.slice(at + removed);
      const prefix = commonPrefixLength(base, after);
      expect(prefix).toBe(naivePrefix(base, after));
      expect(commonSuffixLength(base, after, prefix)).toBe(naiveSuffix(base, after, prefix));
    }
  });
});
