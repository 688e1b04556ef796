import { pathToFileURL } from 'node:url';
import { InputError } from '../common/inputs.ts';
import { BUILTINS, type EvaluatorArgs } from './builtin-evaluators.ts';
import type { EvaluatorSpec } from './input-lines.ts';
import { workspaceFile } from './workspace-file.ts';

/** An evaluator in LangSmith's signature: what a module's default export holds. */
export type UserEvaluator = (args: EvaluatorArgs, example?: unknown) => unknown;

/** An evaluator ready to run, and how messages name it. */
export interface LoadedEvaluator {
  /** `exact`, `evals/judge.mjs`, or `evals/judge.mjs[2]` for the third of an array. */
  label: string;
  evaluate: UserEvaluator;
}

const MAX_MODULE_EVALUATORS = 20;

function evaluatorsProblem(message: string): InputError {
  return new InputError([{ input: 'eval-evaluators', message }]);
}

/**
 * The evaluators eval-evaluators names, each found and loaded before anything is sent: a built-in
 * by its name; a module by its path in the checkout (inside the workspace), imported, its default
 * export an evaluator or an array of them. Importing runs the checkout's code, as the step's
 * own scripts do.
 */
export async function loadEvaluators(
  specs: readonly EvaluatorSpec[],
  workspace: string,
): Promise<LoadedEvaluator[]> {
  const loaded: LoadedEvaluator[] = [];
  for (const spec of specs) {
    if (spec.kind === 'builtin') {
      loaded.push({ label: spec.name, evaluate: BUILTINS[spec.name] as UserEvaluator });
    } else {
      loaded.push(...(await loadModule(spec.path, spec.line, workspace)));
    }
  }
  return loaded;
}

async function loadModule(
  path: string,
  line: number,
  workspace: string,
): Promise<LoadedEvaluator[]> {
  const problem = (message: string) => evaluatorsProblem(`line ${line}: ${message}`);
  const file = await workspaceFile(path, workspace, problem);
  let exported: unknown;
  try {
    const module = (await import(/* webpackIgnore: true */ pathToFileURL(file).href)) as {
      default?: unknown;
    };
    exported = module.default;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw problem(`${path} could not be loaded: ${why.split('\n')[0]?.slice(0, 300)}`);
  }
  const functions = Array.isArray(exported) ? exported : [exported];
  const shape =
    'needs a default export that is an evaluator (a function) or an array of them, such as export default ({ outputs, referenceOutputs }) => ({ key: "correct", score: 1 })';
  if (functions.length === 0 || !functions.every((item) => typeof item === 'function')) {
    throw problem(`${path} ${shape}`);
  }
  if (functions.length > MAX_MODULE_EVALUATORS) {
    throw problem(
      `${path} exports ${functions.length} evaluators; at most ${MAX_MODULE_EVALUATORS} are run`,
    );
  }
  return functions.map((evaluate, index) => ({
    label: Array.isArray(exported) ? `${path}[${index}]` : path,
    evaluate: evaluate as UserEvaluator,
  }));
}
