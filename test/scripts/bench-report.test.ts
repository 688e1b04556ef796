// scripts/bench-report.ts: a row's goal is met, MISSED, or unknown without a figure, and every
// row that is not met is what `npm run bench` fails on.
import { describe, expect, it } from 'vitest';
import { figure, missedGoals, type Row, renderTable, verdict } from '../../scripts/bench-report.ts';

const row = (label: string, samples: number[], target?: Row['target']): Row => ({
  label,
  value: figure(samples),
  unit: 'x',
  ...(target && { target }),
});

describe('the goals of the bench table', () => {
  const atMost = { max: 1.5, text: '≤ 1.5×' };
  const atLeast = { min: 2, text: '2.0' };

  it.each([
    ['a median at the most allowed', [1.4, 1.5, 2.2], atMost, '≤ 1.5× ok'],
    ['a median above the most allowed', [1.4, 1.6, 1.7], atMost, '≤ 1.5× MISSED'],
    ['a median at the least needed', [2, 2, 1.1], atLeast, '2.0 ok'],
    ['a median below the least needed', [1.1, 1.1, 2], atLeast, '2.0 MISSED'],
    ['no figure at all', [], atMost, '≤ 1.5× ?'],
  ])('reads %s', (_what, samples, target, expected) => {
    expect(verdict(row('figure', samples, target))).toBe(expected);
  });

  it('fails on every row whose goal is MISSED or has no figure, and on no other', () => {
    const rows = [
      row('met', [1.2], atMost),
      row('missed', [1.9], atMost),
      row('unmeasured', [], atLeast),
      row('no goal', [9]),
    ];
    expect(missedGoals(rows).map((missed) => missed.label)).toEqual(['missed', 'unmeasured']);
    expect(renderTable('title', rows, [])).toMatch(/^missed +1\.90× +1 +≤ 1\.5× MISSED$/m);
  });
});
