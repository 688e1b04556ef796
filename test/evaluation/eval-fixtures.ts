// What the evaluation tests build their cases from: the gate's settings read from raw inputs as
// an action reads them, a plan around a dataset, and an evaluation run from a table of scores.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { onTestFinished } from 'vitest';
import { z } from 'zod';
import {
  inputDefaults,
  inputNames,
  multiLineInputs,
  settingsOf,
  validateInputs,
} from '../../src/common/inputs.ts';
import {
  type EvalGateSettings,
  type EvalSettings,
  evalShape,
  isGateOn,
} from '../../src/evaluation/eval-inputs.ts';
import type { Dataset, EvalExample } from '../../src/evaluation/examples.ts';
import type { EvalPlan } from '../../src/evaluation/prepare-evaluation.ts';
import type { EvaluationRun } from '../../src/evaluation/run-evaluation.ts';

/** The gate's settings from raw inputs, each empty one read as its default, as the runner does. */
export async function evalSettings(raw: Record<string, string>): Promise<EvalSettings> {
  const given = Object.fromEntries(inputNames(evalShape).map((name) => [name, raw[name] ?? '']));
  for (const [name, text] of Object.entries(inputDefaults(evalShape))) {
    if (!given[name]) given[name] = text;
  }
  const inputs = await validateInputs(z.object(evalShape), given, multiLineInputs(evalShape));
  return settingsOf(evalShape, inputs);
}

/** The settings of a gate that is on: a dataset, an assistant, evaluators. */
export async function gateSettings(raw: Record<string, string> = {}): Promise<EvalGateSettings> {
  const settings = await evalSettings({
    'eval-dataset': 'evals/qa.jsonl',
    'eval-assistant': 'agent',
    'eval-evaluators': 'exact',
    'eval-threshold': 'exact >= 0.5',
    ...raw,
  });
  if (!isGateOn(settings)) throw new Error('the gate is off');
  return settings;
}

export function examplesOf(count: number, make?: (index: number) => Partial<EvalExample>) {
  return Array.from({ length: count }, (_, index) => ({
    where: `line ${index + 1}`,
    inputs: { question: `q${index}` },
    outputs: { answer: `a${index}` },
    ...make?.(index),
  }));
}

export function datasetOf(examples: EvalExample[], label = 'evals/qa.jsonl'): Dataset {
  return { label, examples };
}

export async function planOf(
  raw: Record<string, string> = {},
  dataset: Dataset = datasetOf(examplesOf(4)),
): Promise<EvalPlan> {
  const settings = await gateSettings(raw);
  return { settings, dataset, evaluators: [] };
}

/**
 * An evaluation run from scores by key: `scores.exact[example][repetition]`; a score given as
 * a string is 0 with that string as its error; `failed` names the runs (`example:repetition`)
 * that failed.
 */
export function runOf(
  scores: Record<string, Array<Array<number | string>>>,
  failed: Record<string, string> = {},
): EvaluationRun {
  const keys = Object.keys(scores);
  const first = scores[keys[0] as string] ?? [];
  const exampleCount = first.length;
  const repetitions = first[0]?.length ?? 1;
  const runs = [];
  for (let repetition = 0; repetition < repetitions; repetition++) {
    for (let example = 0; example < exampleCount; example++) {
      const error = failed[`${example}:${repetition}`];
      const cells = keys.map((key) => {
        const given = scores[key]?.[example]?.[repetition] ?? 0;
        if (error) return [key, { score: 0, error: `the run failed: ${error}` }];
        return [key, typeof given === 'string' ? { score: 0, error: given } : { score: given }];
      });
      runs.push({
        example,
        repetition,
        outputs: { answer: `out${example}` },
        ...(error && { error }),
        scores: Object.fromEntries(cells),
      });
    }
  }
  return {
    keys,
    runs,
    exampleCount,
    repetitions,
    failedRuns: Object.keys(failed).length,
  };
}

/**
 * A fresh workspace directory with `files` written into it (paths relative to it), removed when
 * the test that made it ends.
 */
export async function workspaceWith(files: Record<string, string | Buffer>): Promise<string> {
  const workspace = await mkdtemp(join(tmpdir(), 'eval-workspace-'));
  onTestFinished(() => rm(workspace, { recursive: true, force: true }));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(workspace, path)), { recursive: true });
    await writeFile(join(workspace, path), content);
  }
  return workspace;
}
