import { describe, expect, it } from 'vitest';
import { processRedactor } from '../../src/common/redactor.ts';
import {
  inertLog,
  oneLine,
  sentence,
  stripControls,
  truncate,
} from '../../src/common/runner-text.ts';
import { secretRunsShown } from '../support/written.ts';

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

describe('stripControls', () => {
  /** Zero-width space, non-joiner, joiner, word joiner, BOM, soft hyphen, LRM, a tag, CGJ, VS16. */
  const INVISIBLE = [
    '\u200b',
    '\u200c',
    '\u200d',
    '\u2060',
    '\ufeff',
    '\u00ad',
    '\u200e',
    '\u{e0041}',
    '\u034f',
    '\ufe0f',
  ];

  it('drops every invisible format character, keeping tabs and line breaks', () => {
    const text = `a${INVISIBLE.join('b')}c\td\ne`;
    expect(stripControls(text)).toBe(`a${'b'.repeat(INVISIBLE.length - 1)}c\td\ne`);
  });

  it('so a key split by zero-width characters is starred out, in a line and in the log', () => {
    for (const mark of INVISIBLE) {
      const split = [...KEY].join(mark);
      expect(oneLine(`key ${split}`, 500), JSON.stringify(mark)).toBe('key ***');
      expect(secretRunsShown([inertLog(truncate(stripControls(split), 1000))], [KEY])).toEqual([]);
    }
  });
});

describe('sentence', () => {
  it('ends text with one full stop, keeping the one it has', () => {
    expect(sentence('It ran out')).toBe('It ran out.');
    expect(sentence("The step's time-out of 40000ms ran out.")).toBe(
      "The step's time-out of 40000ms ran out.",
    );
    expect(sentence('Really?')).toBe('Really?');
    expect(sentence('cut short…')).toBe('cut short…');
  });
});
