// src/evaluation/render-eval.ts: the job summary's section, the PR comment's line, the dry-run's plan
// and the outputs, each made from the gate's result; what came from elsewhere stays data.
import { describe, expect, it } from 'vitest';
import type { EvalResult } from '../../src/evaluation/eval-result.ts';
import {
  evalCommentLine,
  evalOutputs,
  evalPlanLine,
  renderEvalSection,
} from '../../src/evaluation/render-eval.ts';
import { datasetOf, examplesOf, planOf } from './eval-fixtures.ts';

function result(more: Partial<EvalResult> = {}): EvalResult {
  return {
    passed: false,
    dataset: 'evals/qa.jsonl',
    exampleCount: 20,
    repetitions: 1,
    failedRuns: 1,
    failedExamples: 3,
    keys: [
      {
        key: 'exact',
        mean: 0.85,
        baselineMean: 0.95,
        threshold: 0.9,
        difference: -0.1,
        interval: { low: -0.2, high: -0.0 },
        pValue: 0.125,
        errors: 1,
        verdict: 'failed',
        why: '0.85 < 0.90',
      },
      {
        key: 'contains',
        mean: 1,
        baselineMean: 1,
        difference: 0,
        interval: { low: 0, high: 0 },
        errors: 0,
        verdict: 'passed',
        why: 'within 0.05 of production',
      },
    ],
    worst: [
      {
        where: 'line 7',
        inputs: '{"question":"<img src=x> @team [link](http://evil)"}',
        reference: '{"answer":"Paris"}',
        output: '{"answer":"Lyon | Paris"}',
        failing: [{ key: 'exact', score: 0 }],
      },
      {
        where: 'line 9',
        inputs: '{"question":"q"}',
        error: 'the run failed: Error: boom',
        failing: [{ key: 'exact', score: 0, error: 'the run failed: Error: boom' }],
      },
    ],
    baseline: { label: 'production', failedRuns: 0 },
    message: 'Evaluation failed …',
    ...more,
  };
}

describe('the summary section', () => {
  it('has one row per key: new, baseline with the paired difference, threshold, verdict', () => {
    const section = renderEvalSection(result());
    expect(section).toContain('### ❌ Evaluation failed');
    expect(section).toContain('20 examples of `evals/qa.jsonl` · 3 failed · 1 runs failed.');
    expect(section).toContain('| Key | New | production | Threshold | Verdict |');
    expect(section).toContain(
      '| `exact` | 0.85 (1 errors) | 0.95 (-0.10 [-0.20, 0.00], p = 0.13) | ≥ 0.90 | ❌ failed: 0.85 &lt; 0.90 |',
    );
    expect(section).toContain(
      '| `contains` | 1.00 | 1.00 (0.00 [0.00, 0.00]) | — | ✅ passed: within 0.05 of production |',
    );
  });

  it('shows the worst examples as code, never as markup, links or mentions', () => {
    const section = renderEvalSection(result());
    expect(section).toContain('**The worst examples** (2 of 3 that failed)');
    expect(section).toContain('`{"question":"<img src=x> @team [link](http://evil)"}`');
    expect(section).toContain('`{"answer":"Lyon \\| Paris"}`');
    expect(section).toContain('failed: the run failed: Error: boom');
  });

  it('leaves the baseline’s column out without one, and says why there is none', () => {
    const section = renderEvalSection(
      result({ baseline: { label: 'live', missing: 'no live revision yet' }, worst: [] }),
    );
    expect(section).toContain('| Key | New | Threshold | Verdict |');
    expect(section).toContain('no baseline: no live revision yet');
    expect(section).not.toContain('worst examples');
  });

  it('links the uploaded experiment', () => {
    const url =
      'https://smith.langchain.com/o/4a72b76a-1e5d-48d1-96f1-711934f5d4a5/datasets/5e6f836c-12d9-4509-b82a-689139ef79c0/compare?selectedSessions=d110b160-c7cf-4678-8dc5-7db3520c28b4';
    expect(renderEvalSection(result({ experimentUrl: url }))).toContain(
      `[The experiment in LangSmith](${url})`,
    );
  });
});

describe('the PR comment’s line', () => {
  it('gives each key’s score beside the baseline’s', () => {
    expect(evalCommentLine(result())).toBe(
      'Evaluation **failed**: `exact` 0.85 (production 0.95), `contains` 1.00 (production 1.00)',
    );
    expect(evalCommentLine(result({ passed: true, baseline: undefined }))).toBe(
      'Evaluation passed: `exact` 0.85, `contains` 1.00',
    );
  });
});

describe('the dry-run’s plan', () => {
  it('tells examples × repetitions, evaluators, thresholds and the baseline', async () => {
    const plan = await planOf(
      {
        'eval-evaluators': 'exact\nevals/judge.mjs',
        'eval-threshold': 'exact >= 0.9\ncorrect >= 0.8',
        'eval-baseline': 'live',
        'eval-repetitions': '3',
        'eval-regression': 'significant',
      },
      datasetOf(examplesOf(40)),
    );
    expect(evalPlanLine(plan)).toBe(
      'Evaluation: 40 examples × 3 repetitions of evals/qa.jsonl on agent; 4 at once, each within 2m; evaluators exact, evals/judge.mjs; thresholds exact >= 0.9, correct >= 0.8; baseline the live revision (significant, at most 0.05 lower).',
    );
  });
});

describe('the outputs', () => {
  it('are the verdict, the scores as JSON, and the counts', () => {
    const url = 'https://smith.langchain.com/o/x/datasets/y/compare?selectedSessions=z';
    expect(evalOutputs(result({ experimentUrl: url }))).toEqual({
      eval: 'failed',
      'eval-scores': '{"exact":0.85,"contains":1}',
      'eval-baseline-scores': '{"exact":0.95,"contains":1}',
      'eval-examples': '20',
      'eval-failed-examples': '3',
      'eval-experiment-url': url,
    });
  });

  it('leave the baseline’s scores out without one, and say skipped without a result', () => {
    const outputs = evalOutputs(
      result({ passed: true, baseline: { label: 'live', missing: 'none' } }),
    );
    expect(outputs.eval).toBe('passed');
    expect(outputs).not.toHaveProperty('eval-baseline-scores');
    expect(evalOutputs(undefined)).toEqual({ eval: 'skipped' });
  });
});
