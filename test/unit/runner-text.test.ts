import { describe, expect, it } from 'vitest';
import { processRedactor } from '../../src/common/redactor.ts';
import { oneLine, truncate } from '../../src/common/runner-text.ts';
import { secretRunsShown } from '../security/written.ts';

// The process's redactor knows these, as it knows the inputs' credentials in an action.
const KEY = 'lsv2_pt_0123456789abcdef0123456789abcdef_ZZ';
const SHORT = 'pw42';
processRedactor.add([KEY, SHORT]);

describe('truncate', () => {
  it('redacts before it cuts, so a key across the limit leaves none of itself', () => {
    const text = `${'d'.repeat(458)} ${KEY}`;
    const cut = truncate(text, 500);
    expect(cut).toBe(`${'d'.repeat(458)} ***`);
    expect(secretRunsShown([truncate(`${'d'.repeat(480)}${KEY}`, 500)], [KEY])).toEqual([]);
  });

  it('cuts what is left after redaction, with the ellipsis', () => {
    expect(truncate(`${KEY}${'x'.repeat(20)}`, 10)).toBe('***xxxxxx…');
  });

  it('redacts a short value, exactly as written', () => {
    expect(truncate(`password ${SHORT}`, 100)).toBe('password ***');
  });
});

describe('oneLine', () => {
  it('redacts a key that control characters or line breaks were hiding', () => {
    const hidden = `${KEY.slice(0, 10)}\u0007${KEY.slice(10)}`;
    expect(oneLine(`key ${hidden}`, 500)).toBe('key ***');
    // Each part long enough to count is starred out on its own.
    expect(oneLine(`key ${KEY.slice(0, 30)}\n${KEY.slice(30)}`, 500)).toBe('key *** ***');
  });

  it('redacts before it cuts', () => {
    const line = oneLine(`${'w '.repeat(240)}${KEY}`, 500);
    expect(line.endsWith('***')).toBe(true);
    expect(secretRunsShown([line], [KEY])).toEqual([]);
  });
});
