// src/common/list-output.ts: a list output cut to what an output holds, as valid JSON.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_OUTPUT_CHARS, outputProblem } from '../../src/common/action-runtime.ts';
import { jsonListOutput, listOutputCut } from '../../src/common/list-output.ts';

describe('jsonListOutput', () => {
  it('holds the whole list when it fits', () => {
    expect(jsonListOutput(['a', 'b'])).toEqual({ json: '["a","b"]', listed: 2, total: 2 });
    expect(jsonListOutput([])).toEqual({ json: '[]', listed: 0, total: 0 });
  });

  it('cuts a long list to its first items, as valid JSON an output takes', () => {
    const names = Array.from({ length: 10_000 }, (_, i) => `agent-pr-${i + 1}`);
    const list = jsonListOutput(names);
    expect(outputProblem(list.json, true)).toBeUndefined();
    expect(JSON.parse(list.json)).toEqual(names.slice(0, list.listed));
    expect(list.total).toBe(10_000);
    // As many as fit: one more would not.
    expect(JSON.stringify(names.slice(0, list.listed + 1)).length).toBeGreaterThan(
      MAX_JSON_OUTPUT_CHARS,
    );
  });

  it('judges the size by the text as written, escapes included', () => {
    // U+2028 is one character in JSON.stringify's text and six once escaped.
    const items = Array.from({ length: 100 }, () => '\u2028'.repeat(200));
    expect(JSON.stringify(items).length).toBeLessThan(MAX_JSON_OUTPUT_CHARS);
    const list = jsonListOutput(items);
    expect(list.listed).toBeLessThan(100);
    expect(list.json.length).toBeLessThanOrEqual(MAX_JSON_OUTPUT_CHARS);
    expect(JSON.parse(list.json)).toEqual(items.slice(0, list.listed));
  });
});

describe('listOutputCut', () => {
  it('says nothing of a whole list, and how much was left out of a cut one', () => {
    expect(listOutputCut('stale', { json: '[]', listed: 0, total: 0 }, 'names', 'x')).toBe(
      undefined,
    );
    expect(
      listOutputCut('stale', { json: '', listed: 9, total: 10 }, 'names', 'See stale-count.'),
    ).toBe(
      `The stale output holds the first 9 of 10 names; 1 was left out, as the JSON of all would be longer than the ${MAX_JSON_OUTPUT_CHARS} characters an output may hold. See stale-count.`,
    );
  });
});
