import { describe, expect, it } from 'vitest';
import {
  escapeRawControls,
  MAX_JSON_OUTPUT_CHARS,
  MAX_OUTPUT_CHARS,
  outputProblem,
  withinBytes,
} from '../../src/common/action-runtime.ts';

describe('outputProblem', () => {
  it('takes one bounded line, and bounded JSON', () => {
    expect(outputProblem('agent-pr-7', false)).toBeUndefined();
    expect(outputProblem('x'.repeat(MAX_OUTPUT_CHARS), false)).toBeUndefined();
    expect(outputProblem(JSON.stringify({ a: 'line\nbreak' }), true)).toBeUndefined();
    expect(outputProblem('x'.repeat(MAX_JSON_OUTPUT_CHARS), true)).toBeUndefined();
  });

  it.each(['a\nb', 'a\rb', 'a\u0085b', 'a\u2028b', 'a\u001b[31mb', 'a\u0000b'])(
    'refuses %j: not one line of text',
    (value) => {
      expect(outputProblem(value, false)).toBe('the value is not one line of text');
    },
  );

  it('refuses a value past its limit, saying how long it is', () => {
    expect(outputProblem('x'.repeat(MAX_OUTPUT_CHARS + 1), false)).toBe(
      `the value is ${MAX_OUTPUT_CHARS + 1} characters long, more than the ${MAX_OUTPUT_CHARS} an output may hold`,
    );
    expect(outputProblem('x'.repeat(MAX_JSON_OUTPUT_CHARS + 1), true)).toMatch(
      /more than the 65536/,
    );
  });
});

describe('escapeRawControls', () => {
  it('escapes what JSON.stringify leaves raw, and the JSON still means the same', () => {
    const value = { name: 'a\u007fb\u0085c\u009bd\u2028e\u2029f', plain: 'ünïcode ✓' };
    const escaped = escapeRawControls(JSON.stringify(value));
    expect(escaped).not.toMatch(/[\u007f-\u009f\u2028\u2029]/);
    expect(escaped).toContain('a\\u007fb\\u0085c\\u009bd\\u2028e\\u2029f');
    expect(JSON.parse(escaped)).toEqual(value);
  });
});

describe('withinBytes', () => {
  it('leaves a summary that fits as it is', () => {
    expect(withinBytes('### ok\n', 100)).toBe('### ok\n');
  });

  it('cuts at a line break to fit in bytes, and says so', () => {
    const markdown = Array.from({ length: 100 }, (_, n) => `| row ${n} | é€😀 |`).join('\n');
    const cut = withinBytes(markdown, 1000);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(1000);
    expect(cut).toMatch(
      /\| é€😀 \|\n\n_The rest of this summary was cut: it was longer than a job summary may be\._\n$/,
    );
    expect(markdown.startsWith(cut.slice(0, cut.indexOf('\n\n_The rest')))).toBe(true);
  });

  it('never leaves half a character when one line is all there is', () => {
    const cut = withinBytes('😀'.repeat(1000), 500);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(500);
    expect(cut).not.toContain('\uFFFD');
  });
});
