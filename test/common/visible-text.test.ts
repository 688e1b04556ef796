import { describe, expect, it } from 'vitest';
import { invisibleCharacterProblem, showInvisible } from '../../src/common/visible-text.ts';

describe('showInvisible', () => {
  it('writes invisible characters as escapes and keeps visible text, any script, as it is', () => {
    expect(showInvisible('déploiement-🚀-中文 ok')).toBe('déploiement-🚀-中文 ok');
    expect(showInvisible('a\u200bb\u00a0c\u202ed\te\r\nf\u0000')).toBe(
      'a\\u200bb\\u00a0c\\u202ed\\te\\r\\nf\\u0000',
    );
  });

  it('escapes quotes and backslashes, so the text reads unambiguously between quotes', () => {
    expect(showInvisible('say "\\u200b"')).toBe('say \\"\\\\u200b\\"');
  });
});

describe('invisibleCharacterProblem', () => {
  it('accepts one line of visible text, plain spaces included', () => {
    expect(invisibleCharacterProblem('feature/new agent-v2 ✓')).toBeUndefined();
  });

  it('names the first invisible character, as an escape', () => {
    expect(invisibleCharacterProblem('a\u2066b\nc')).toBe(
      'must be one line without control or invisible characters; it holds \\u2066 (a bidi control, which reorders the text around it)',
    );
  });
});
