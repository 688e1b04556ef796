import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, parseBoundedJson, unusableJson } from '../../src/common/bounded-json.ts';

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('parseBoundedJson', () => {
  it('reads JSON nested up to the limit', () => {
    expect(parseBoundedJson(deepArray(MAX_JSON_DEPTH)).kind).toBe('json');
    expect(parseBoundedJson('{"a": [1, "]]]"]}')).toEqual({
      kind: 'json',
      value: { a: [1, ']]]'] },
    });
  });

  it('refuses JSON nested past the limit before anything walks it', () => {
    const parsed = parseBoundedJson(deepArray(10_000));
    expect(parsed).toEqual({ kind: 'too-deep', limit: MAX_JSON_DEPTH });
    if (parsed.kind !== 'json') {
      expect(unusableJson(parsed)).toBe(
        `JSON nested too deeply (more than ${MAX_JSON_DEPTH} levels)`,
      );
    }
  });

  it('tells text that is not JSON', () => {
    const parsed = parseBoundedJson('Missing x-api-key');
    expect(parsed).toEqual({ kind: 'not-json' });
    if (parsed.kind !== 'json') expect(unusableJson(parsed)).toBe('not JSON');
  });

  it('reads whitespace around a value as part of it', () => {
    expect(parseBoundedJson('\n\n{"ok":true}\n')).toEqual({ kind: 'json', value: { ok: true } });
  });
});
