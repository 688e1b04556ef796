import { checkReferences } from './builtin-evaluators.ts';
import { readDatasetFile } from './dataset-file.ts';
import { readLangSmithExamples } from './dataset-langsmith.ts';
import type { EvalGateSettings } from './eval-inputs.ts';
import { type LoadedEvaluator, loadEvaluators } from './evaluator-modules.ts';
import type { Dataset } from './examples.ts';
import type { BuiltinName } from './input-lines.ts';
import type { LangSmithConnection } from './langsmith-run.ts';

/** The gate, ready to run: its settings, the dataset read and the evaluators loaded. */
export interface EvalPlan {
  settings: EvalGateSettings;
  dataset: Dataset;
  evaluators: LoadedEvaluator[];
  /** How LangSmith is reached; present when the dataset comes from it or eval-upload is on. */
  langSmith?: LangSmithConnection;
}

export interface PrepareContext {
  /** The checkout: eval-dataset's and the evaluator modules' paths are inside it. */
  workspace: string;
  /** The connection's credentials: LangSmith takes the same key, and workspace (tenant-id). */
  apiKey?: string;
  tenantId?: string;
  /** The fetch LangSmith's client sends with (the action's transport); the global one else. */
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * Everything the gate needs before anything is sent: the dataset read and checked, each
 * evaluator found and loaded, each example giving the built-ins a reference. Each problem is
 * an InputError naming its input; LangSmith failing to answer a dataset read is a StepFailure.
 */
export async function prepareEvaluation(
  settings: EvalGateSettings,
  context: PrepareContext,
): Promise<EvalPlan> {
  const langSmith = langSmithConnection(settings, context);
  const source = settings.evalDataset;
  const [dataset, evaluators] = await Promise.all([
    source.kind === 'file'
      ? readDatasetFile(source.path, context.workspace, context.signal)
      : readLangSmithExamples(source, requireConnection(langSmith), context.signal),
    loadEvaluators(settings.evalEvaluators, context.workspace),
  ]);
  const builtins = settings.evalEvaluators.flatMap((spec): BuiltinName[] =>
    spec.kind === 'builtin' ? [spec.name] : [],
  );
  checkReferences(builtins, dataset);
  return { settings, dataset, evaluators, ...(langSmith && { langSmith }) };
}

function langSmithConnection(
  settings: EvalGateSettings,
  context: PrepareContext,
): LangSmithConnection | undefined {
  const needed = settings.evalDataset.kind === 'langsmith' || settings.evalUpload;
  if (!needed || !context.apiKey) return undefined;
  return {
    endpoint: settings.langsmithEndpoint,
    apiKey: context.apiKey,
    ...(context.tenantId && { workspaceId: context.tenantId }),
    ...(context.fetch && { fetch: context.fetch }),
  };
}

/** evalProblems has refused a LangSmith dataset without api-key; this is its promise kept. */
function requireConnection(connection: LangSmithConnection | undefined): LangSmithConnection {
  if (!connection) throw new Error('a LangSmith dataset is read with api-key (see evalProblems)');
  return connection;
}
