import ignore from 'ignore';
import { describe, expect, it } from 'vitest';
import { IgnoreMatcher } from '../../src/packing/ignore-matcher.ts';

/*
 * IgnoreMatcher hands its paths to a fresh `ignore` instance now and then, so that the cache of
 * answers an instance keeps stays small; the answers must be those of one instance throughout.
 */

const RULES = ['*.log', '!keep.log', 'build/', '/top-only.txt', 'docs/**/draft*', 'CaSe.md'].join(
  '\n',
);

const paths = Array.from({ length: 3000 }, (_, i) => {
  const names = ['a.log', 'keep.log', 'build/out.js', 'top-only.txt', 'x.py', 'case.md'];
  const name = names[i % names.length] as string;
  return i % 4 === 0 ? name : `docs/d${i % 13}/${i % 5 === 0 ? 'draft-' : ''}${name}`;
});

describe('IgnoreMatcher', () => {
  for (const ignorecase of [false, true]) {
    it(`answers as one ignore instance does, over thousands of paths (ignorecase ${ignorecase})`, () => {
      const matcher = new IgnoreMatcher(RULES, ignorecase);
      const reference = ignore({ ignorecase }).add(RULES);
      for (const path of paths) {
        expect(matcher.test(path), path).toEqual(reference.test(path));
      }
    });
  }
});
