// src/changes/report.ts: the changes action's outputs and summary.
import { describe, expect, it } from 'vitest';
import type { AgentResult, Detection } from '../../src/changes/detect.ts';
import {
  changesOutputs,
  conclusion,
  MAX_MATRIX_JOBS,
  renderChangesSummary,
} from '../../src/changes/report.ts';
import { MAX_JSON_OUTPUT_CHARS } from '../../src/common/action-runtime.ts';

const HEAD = '9'.repeat(40);
const BASE = '1'.repeat(40);

function agent(name: string, changed: boolean, extra: Partial<AgentResult> = {}): AgentResult {
  return {
    config: `agents/${name}/langgraph.json`,
    directory: `agents/${name}`,
    name,
    deploymentName: `prod-${name}`,
    sourcePath: `agents/${name}`,
    configPath: 'langgraph.json',
    changed,
    reason: changed ? 'a packed file differs: x.py (modified)' : 'no packed file differs',
    paths: changed ? [{ path: `agents/${name}/x.py`, how: 'modified' }] : [],
    pathCount: changed ? 1 : 0,
    base: { commit: BASE, source: 'event', detail: 'the commit before the push' },
    ...extra,
  };
}

const detection = (agents: AgentResult[], removed: Detection['removed'] = []): Detection => ({
  head: HEAD,
  agents,
  removed,
});

describe('changesOutputs', () => {
  it('writes the changed agents as a matrix, the count, every agent and the removed ones', () => {
    const { outputs, warnings } = changesOutputs(
      detection(
        [agent('billing', true), agent('support', false)],
        [{ ...agent('old', false), base: BASE }],
      ),
    );
    expect(JSON.parse(outputs.matrix)).toEqual({
      include: [
        {
          name: 'billing',
          'deployment-name': 'prod-billing',
          config: 'langgraph.json',
          directory: 'agents/billing',
          reason: 'a packed file differs: x.py (modified)',
        },
      ],
    });
    expect(outputs).toMatchObject({
      result: 'compared',
      changed: '1',
      'agents-count': '2',
      'removed-count': '1',
    });
    expect(JSON.parse(outputs.agents)[1]).toEqual({
      name: 'support',
      'deployment-name': 'prod-support',
      config: 'langgraph.json',
      directory: 'agents/support',
      changed: false,
      reason: 'no packed file differs',
      base: BASE,
      'base-source': 'event',
    });
    expect(JSON.parse(outputs.removed)).toEqual([
      {
        name: 'old',
        'deployment-name': 'prod-old',
        config: 'langgraph.json',
        directory: 'agents/old',
        base: BASE,
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('writes an empty matrix and 0 when nothing changed', () => {
    const { outputs } = changesOutputs(detection([agent('support', false)]));
    expect(outputs).toMatchObject({ matrix: '{"include":[]}', changed: '0', removed: '[]' });
  });

  it('keeps each reason to one bounded line', () => {
    const reason = `line one\nline two ${'x'.repeat(500)}`;
    const { outputs } = changesOutputs(detection([agent('support', true, { reason })]));
    const written = JSON.parse(outputs.matrix).include[0].reason as string;
    expect(written).not.toContain('\n');
    expect(written.length).toBeLessThanOrEqual(200);
  });

  it('fails when more agents changed than a matrix runs, or than an output holds', () => {
    const many = Array.from({ length: MAX_MATRIX_JOBS + 1 }, (_, n) => agent(`a${n}`, true));
    expect(() => changesOutputs(detection(many))).toThrow(
      `${MAX_MATRIX_JOBS + 1} agents changed; a matrix runs at most ${MAX_MATRIX_JOBS} jobs.`,
    );
    const long = Array.from({ length: 200 }, (_, n) =>
      agent(`agent-${n}`, true, { sourcePath: `agents/${'deep/'.repeat(60)}${n}` }),
    );
    expect(() => changesOutputs(detection(long))).toThrow(
      `more than the ${MAX_JSON_OUTPUT_CHARS} an output holds`,
    );
  });

  it('cuts the agents and removed lists to valid JSON that fits, each cut one warning, the whole counts beside', () => {
    const many = Array.from({ length: 900 }, (_, n) => agent(`agent-${n}`, false));
    const gone = many.map((each) => ({ ...each, base: BASE }));
    const { outputs, warnings } = changesOutputs(detection(many, gone));
    expect(outputs.agents.length).toBeLessThanOrEqual(MAX_JSON_OUTPUT_CHARS);
    const listed = JSON.parse(outputs.agents).length;
    expect(listed).toBeGreaterThan(100);
    expect(listed).toBeLessThan(900);
    expect(outputs['agents-count']).toBe('900');
    expect(outputs['removed-count']).toBe('900');
    expect(JSON.parse(outputs.removed).length).toBeLessThan(900);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toBe(
      `The agents output holds the first ${listed} of 900 agents; ${900 - listed} were left out, as the JSON of all would be longer than the ${MAX_JSON_OUTPUT_CHARS} characters an output may hold. agents-count says how many were found.`,
    );
    expect(warnings[1]).toMatch(/^The removed output holds the first \d+ of 900 removed agents; /);
    expect(renderChangesSummary(detection(many, gone), warnings)).toContain(
      `⚠️ The agents output holds the first ${listed} of 900 agents;`,
    );
  });
});

describe('renderChangesSummary', () => {
  it('shows each agent, why, and its base with where it came from', () => {
    const summary = renderChangesSummary(
      detection([
        agent('billing', true, {
          paths: [1, 2, 3, 4].map((n) => ({ path: `f${n}.py`, how: 'added' })),
          pathCount: 9,
        }),
        agent('support', false, {
          base: { source: 'none', detail: 'no base: a schedule event has no base commit' },
        }),
      ]),
      [],
    );
    expect(summary).toContain('### 🔎 Changed agents: 1 of 2');
    expect(summary).toContain(
      '| billing (`agents/billing`) | ✅ yes | `f1.py` (added), `f2.py` (added), `f3.py` (added), and 6 more | `111111111111` | the event: the commit before the push |',
    );
    expect(summary).toContain(
      '| support (`agents/support`) | no | no packed file differs | — | none: no base: a schedule event has no base commit |',
    );
  });

  it('shows a path from the repository as code: it cannot close the span, break the table or link', () => {
    const hostile = '<img src=x>|**bold**](https://evil.example)`::error::x';
    const summary = renderChangesSummary(
      detection([
        agent('support', true, { paths: [{ path: hostile, how: 'added' }], sourcePath: hostile }),
      ]),
      [],
    );
    const row = summary.split('\n').find((line) => line.startsWith('| support')) ?? '';
    expect(row.split(/(?<!\\)\|/)).toHaveLength(7);
    expect(row).toContain('`<img src=x>\\|**bold**](https://evil.example)ˋ::error::x` (added)');
  });

  it('lists the removed agents', () => {
    const summary = renderChangesSummary(
      detection([agent('a', false)], [{ ...agent('old', false), base: BASE }]),
      [],
    );
    expect(summary).toContain('**Removed:** 1 agent config(s) a base had and the head has not.');
    expect(summary).toContain(
      '| old | `prod-old` | `agents/old/langgraph.json` in `111111111111` |',
    );
  });
});

describe('conclusion', () => {
  it('names the changed agents', () => {
    expect(conclusion(detection([agent('a', true), agent('b', false)]))).toBe(
      '1 of 2 agents changed: a.',
    );
    expect(conclusion(detection([agent('b', false)]))).toBe('No agent changed (1 found).');
  });
});
