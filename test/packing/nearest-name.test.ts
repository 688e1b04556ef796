import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closest, nearestName, SuggestionBudget } from '../../src/packing/nearest-name.ts';
import { makeTree } from './tree-helpers.ts';

/*
 * "Did you mean" for a graph file that does not exist: a courtesy that reads little, whatever
 * the tree and however many graphs are missing.
 */

/** A tree whose src/ holds agent.py and `count` more files m0.py, m1.py, ... */
async function crowdedTree(count: number, extra: Record<string, string> = {}) {
  const root = await makeTree({ 'src/agent.py': 'graph = None\n', ...extra });
  await Promise.all(
    Array.from({ length: count }, (_, i) => writeFile(path.join(root, 'src', `m${i}.py`), 'x')),
  );
  return root;
}

describe('nearestName', () => {
  it('suggests a file a typo away, in the same directory or in a sibling one', async () => {
    const root = await makeTree({ 'src/agent.py': 'x', 'src/tools.py': 'x' });
    const budget = new SuggestionBudget();
    const missing = (name: string) => nearestName(path.join(root, name), root, budget);
    expect(await missing('src/agnet.py')).toBe('./src/agent.py');
    expect(await missing('scr/agent.py')).toBe('./src/agent.py');
    expect(await missing('src/main.py')).toBeUndefined();
  });

  it('reads a crowded directory once, and at most 1000 of its entries, for any number of look-ups', async () => {
    const root = await crowdedTree(1500);
    const budget = new SuggestionBudget(undefined, { entries: 10_000, ms: 60_000 });
    for (let i = 0; i < 20; i++) {
      await nearestName(path.join(root, 'src', `missing${i}.py`), root, budget);
      await nearestName(path.join(root, 'scr', `missing${i}.py`), root, budget);
    }
    // 1000 of src/, and the one entry of the top directory, where a sibling of scr/ is looked for.
    expect(budget.entriesRead).toBe(1001);
  });

  it('reads no more entries in all than the budget allows', async () => {
    const files = Array.from({ length: 12 }, (_, d) =>
      Array.from({ length: 100 }, (_, f) => [`d${d}/f${f}.py`, 'x']),
    );
    const root = await makeTree(Object.fromEntries(files.flat()));
    const budget = new SuggestionBudget(undefined, { entries: 500, ms: 60_000 });
    for (let d = 0; d < 12; d++) {
      await nearestName(path.join(root, `d${d}`, 'missing.py'), root, budget);
    }
    expect(budget.entriesRead).toBe(500);
  });

  it('suggests nothing, and reads nothing, once the budget is spent or the step has stopped', async () => {
    const root = await makeTree({ 'src/agent.py': 'x' });
    const file = path.join(root, 'src', 'agnet.py');
    const spent = new SuggestionBudget(undefined, { entries: 0, ms: 60_000 });
    expect(await nearestName(file, root, spent)).toBeUndefined();
    const outOfTime = new SuggestionBudget(undefined, { entries: 10_000, ms: 0 });
    expect(await nearestName(file, root, outOfTime)).toBeUndefined();
    const stopped = new SuggestionBudget(AbortSignal.abort(), undefined);
    expect(await nearestName(file, root, stopped)).toBeUndefined();
    expect([spent, outOfTime, stopped].map((budget) => budget.entriesRead)).toEqual([0, 0, 0]);
  });
});

describe('closest', () => {
  it('suggests a name a typo away, and nothing that is not close', () => {
    expect(closest('agnet.py', ['agent.py', 'tools.py'])).toBe('agent.py');
    expect(closest('grpah.py', ['graph.py', '__init__.py'])).toBe('graph.py');
    expect(closest('main.py', ['agent.py', 'tools.py'])).toBeUndefined();
  });
});
