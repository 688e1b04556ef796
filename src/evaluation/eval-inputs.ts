import { z } from 'zod';
import { baseUrlInput } from '../common/connection-inputs.ts';
import {
  booleanInput,
  durationInput,
  enumInput,
  multiLine,
  optionalText,
  type SettingsOf,
  withDefault,
} from '../common/inputs.ts';
import {
  BUILTIN_EVALUATORS,
  baselineInput,
  countInput,
  datasetInput,
  evaluatorsInput,
  fractionInput,
  specName,
  thresholdsInput,
} from './input-lines.ts';

const REGRESSION_MODES = ['delta', 'significant'] as const;
const DEFAULT_LANGSMITH_ENDPOINT = 'https://api.smith.langchain.com';

/**
 * The evaluation gate's inputs by name, each with its rule and action.yml's default: spread into
 * an action's shape (the deploy's, the eval sub-action's). The gate is on when eval-dataset is
 * given; evalProblems holds the rules between them.
 */
export const evalShape = {
  'eval-dataset': datasetInput,
  'eval-assistant': optionalText.pipe(
    z.string().max(256, { error: 'must be at most 256 characters' }).optional(),
  ),
  'eval-evaluators': multiLine(evaluatorsInput),
  'eval-threshold': multiLine(thresholdsInput),
  'eval-baseline': baselineInput,
  'eval-max-regression': withDefault(fractionInput, '0.05'),
  'eval-regression': withDefault(enumInput(REGRESSION_MODES), 'delta'),
  'eval-concurrency': withDefault(countInput(1, 32), '4'),
  'eval-repetitions': withDefault(countInput(1, 10), '1'),
  'eval-timeout': withDefault(durationInput(1000), '2m'),
  'eval-upload': withDefault(booleanInput, 'false'),
  'langsmith-endpoint': withDefault(baseUrlInput, DEFAULT_LANGSMITH_ENDPOINT),
};

/** The gate's inputs, checked, each under its camelCase name (eval-timeout in milliseconds). */
export type EvalSettings = SettingsOf<typeof evalShape>;

/** The settings of a gate that is on: eval-dataset, eval-assistant and eval-evaluators given. */
export type EvalGateSettings = EvalSettings &
  Required<Pick<EvalSettings, 'evalDataset' | 'evalAssistant' | 'evalEvaluators'>>;

export function isGateOn(settings: EvalSettings): settings is EvalGateSettings {
  return Boolean(settings.evalDataset && settings.evalAssistant && settings.evalEvaluators);
}

type Problem = { input: string; message: string };

/** What the gate's inputs need beside themselves. */
export interface EvalInputContext {
  /** Whether `api-key` is given: LangSmith takes the key, not a bearer token. */
  hasApiKey: boolean;
}

/**
 * The rules between the gate's inputs, each told against the input to change; all are checked
 * before anything is sent. Without eval-dataset the gate is off, and an input that only the gate
 * reads is a mistake (one with a default cannot be told apart from not given, and is let be).
 */
export function evalProblems(settings: EvalSettings, context: EvalInputContext): Problem[] {
  const problem = (input: string, message: string) => ({ input, message });
  if (!settings.evalDataset) {
    const needy = (['evalAssistant', 'evalEvaluators', 'evalThreshold', 'evalBaseline'] as const)
      .filter((name) => settings[name] !== undefined)
      .map((name) => problem(inputName(name), 'needs eval-dataset: the gate runs on a dataset'));
    if (settings.evalUpload) needy.push(problem('eval-upload', 'needs eval-dataset'));
    return needy;
  }
  const problems: Problem[] = [];
  if (!settings.evalAssistant) {
    problems.push(
      problem('eval-assistant', 'is required with eval-dataset: the graph id or assistant id'),
    );
  }
  if (!settings.evalEvaluators) {
    problems.push(
      problem(
        'eval-evaluators',
        `is required with eval-dataset: one a line, ${BUILTIN_EVALUATORS.join(', ')} or the path of an evaluator module`,
      ),
    );
  }
  if (!settings.evalThreshold && !settings.evalBaseline) {
    problems.push(
      problem('eval-threshold', 'or eval-baseline is required: a gate with neither cannot fail'),
    );
  }
  problems.push(...thresholdKeyProblems(settings));
  if (settings.evalRegression === 'significant' && !settings.evalBaseline) {
    problems.push(problem('eval-regression', 'compares with eval-baseline, which is not given'));
  }
  const fromLangSmith = settings.evalDataset.kind === 'langsmith';
  if (settings.evalUpload && !fromLangSmith) {
    problems.push(
      problem(
        'eval-upload',
        'needs a dataset in LangSmith (eval-dataset: langsmith:<name>): an experiment belongs to a dataset there',
      ),
    );
  }
  if ((fromLangSmith || settings.evalUpload) && !context.hasApiKey) {
    problems.push(
      problem(
        'api-key',
        'is required to reach LangSmith (eval-dataset from langsmith:, or eval-upload): it takes the key, not a bearer token',
      ),
    );
  }
  return problems;
}

/**
 * A threshold on a key no evaluator gives: known before the run only when every evaluator is a
 * built-in, whose key is its name (a module's keys show once it runs).
 */
function thresholdKeyProblems(settings: EvalSettings): Problem[] {
  const evaluators = settings.evalEvaluators;
  if (!evaluators || evaluators.some((spec) => spec.kind === 'module')) return [];
  const keys = new Set<string>(evaluators.map(specName));
  return (settings.evalThreshold ?? [])
    .filter(({ key }) => !keys.has(key))
    .map(({ key }) => ({
      input: 'eval-threshold',
      message: `names ${JSON.stringify(key)}, which no evaluator of eval-evaluators gives (they give ${[...keys].join(', ') || 'none'})`,
    }));
}

/** `evalAssistant` → `eval-assistant`. */
function inputName(setting: string): string {
  return setting.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
