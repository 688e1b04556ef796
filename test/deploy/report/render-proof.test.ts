import { describe, expect, it } from 'vitest';
import { processRedactor } from '../../../src/common/redactor.ts';
import {
  SAYS_NO_REVISION,
  type ServingRevisionOutcome,
} from '../../../src/deploy/after-deployed/serving-revision.ts';
import type { SmokeOutcome } from '../../../src/deploy/after-deployed/smoke-test.ts';
import {
  ANSWER_SHOWN_CHARS,
  proofRows,
  renderSmokeTable,
  smokeCell,
} from '../../../src/deploy/report/render-proof.ts';

const SECRET = 'sk-smoke-secret-value-0123456789';
processRedactor.add([SECRET]);

const smoke = (cases: SmokeOutcome['cases']): SmokeOutcome => ({
  passed: cases.every((result) => result.passed),
  cases,
  startedAtMs: 0,
  endedAtMs: 1,
});

/** The table's body rows, split into cells. */
function rows(table: string): string[][] {
  return table
    .split('\n')
    .slice(2)
    .map((line) => line.slice(2, -2).split(' | '));
}

describe('renderSmokeTable', () => {
  it('gives each case a row: name, time, result and the start of its answer', () => {
    const table = renderSmokeTable(
      smoke([
        { name: 'greets', passed: true, ms: 1250, answer: '{"messages": []}' },
        { name: 'refunds', passed: false, ms: 80, problem: 'HTTP 500: boom', answer: '{}' },
      ]),
    );
    expect(table.split('\n')[0]).toBe('| Case | Time | Result | Answer (start) |');
    expect(rows(table)).toEqual([
      ['greets', '1s', '✅ passed', '`{"messages": []}`'],
      ['refunds', '80ms', '❌ HTTP 500: boom', '`{}`'],
    ]);
  });

  it('redacts the answer before it cuts it, and shows it as inline code only', () => {
    const answer = `{"echo": "${SECRET}", "html": "<img src=x> [a](https://evil.example.com) | \`"}${'x'.repeat(500)}`;
    const [row] = rows(renderSmokeTable(smoke([{ name: 'leaks', passed: true, ms: 5, answer }])));
    const shown = row?.slice(3).join(' | ') ?? '';
    expect(shown).not.toContain(SECRET);
    expect(shown).not.toContain(SECRET.slice(0, 12));
    expect(shown).toContain('***');
    expect(shown.startsWith('`') && shown.endsWith('…`')).toBe(true);
    expect([...shown.slice(1, -1).replace(/\\\|/g, '|')].length).toBe(ANSWER_SHOWN_CHARS);
    expect(shown).not.toContain('`"');
  });

  it('shows a case name and a problem as text, never as markup', () => {
    const table = renderSmokeTable(
      smoke([
        { name: '**bold** <b>', passed: false, ms: 5, problem: '[x](https://evil.example.com)' },
      ]),
    );
    expect(table).not.toContain('**bold**');
    expect(table).not.toContain('<b>');
    expect(table).not.toContain('](https://');
  });
});

describe('smokeCell', () => {
  it('says passed with the count, or how many failed', () => {
    expect(smokeCell(smoke([{ name: 'a', passed: true, ms: 1 }]))).toBe('**passed** (1 case)');
    expect(
      smokeCell(
        smoke([
          { name: 'a', passed: true, ms: 1 },
          { name: 'b', passed: false, ms: 1, problem: 'x' },
        ]),
      ),
    ).toBe('**failed**: 1 of 2 cases');
  });
});

describe('proofRows', () => {
  const serving = (given: Partial<ServingRevisionOutcome>): ServingRevisionOutcome => ({
    verdict: 'proved',
    servingRevisionId: 'rev-1',
    url: 'https://agent.example.com/info',
    attempts: 2,
    startedAtMs: 0,
    endedAtMs: 1,
    ...given,
  });

  it('names the revision /info proved, or why it could not', () => {
    const proved = proofRows({
      sent: true,
      passed: true,
      revisionAtFault: false,
      serving: serving({}),
    });
    expect(proved).toEqual([
      [
        'Serving revision',
        '`rev-1`, **proved** by `GET https://agent.example.com/info` · 2 requests',
      ],
    ]);
    const unknown = proofRows({
      sent: true,
      passed: true,
      revisionAtFault: false,
      serving: serving({ verdict: 'unknown', note: SAYS_NO_REVISION }),
    });
    expect(unknown[0]?.[1]).toBe('this server does not say which revision it runs');
    const old = proofRows({
      sent: true,
      passed: false,
      revisionAtFault: true,
      serving: serving({ verdict: 'other-revision', servingRevisionId: 'rev-0' }),
    });
    expect(old[0]?.[1]).toBe('**still `rev-0`** · 2 requests');
  });

  it('shows how the timeout was split when a rollback’s time was kept apart', () => {
    const rows = proofRows({
      sent: true,
      passed: false,
      revisionAtFault: true,
      timeSplit: {
        timeoutMs: 600_000,
        checksMs: 395_000,
        keptMs: 195_000,
        neededMs: 195_000,
        basis: 'the slower quartile of the last 3 deploys, 3m10s, and 5s for its requests',
      },
    });
    expect(rows).toEqual([
      [
        'Timeout',
        '10m00s: the checks after `DEPLOYED` had 6m35s, 3m15s kept for a rollback (the slower quartile of the last 3 deploys, 3m10s, and 5s for its requests)',
      ],
    ]);
    const short = proofRows({
      sent: true,
      passed: true,
      revisionAtFault: false,
      timeSplit: {
        timeoutMs: 180_000,
        checksMs: 30_000,
        keptMs: 30_000,
        neededMs: 125_000,
        basis: 'too little deploy history, so the floor of 2m00s, and 5s for its requests',
      },
    });
    expect(short[0]?.[1]).toBe(
      '3m00s: the checks after `DEPLOYED` had 30s, 30s kept for a rollback, less than the 2m05s it may need (too little deploy history, so the floor of 2m00s, and 5s for its requests)',
    );
  });

  it('says nothing was sent when nothing could be', () => {
    expect(proofRows({ sent: false, passed: false, revisionAtFault: false })).toEqual([
      ['Checks', 'not sent (see below)'],
    ]);
  });
});
