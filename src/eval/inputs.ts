import { z } from 'zod';
import { checkServerUrl } from '../agent-server-client/request.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
  baseUrlInput,
  type ConnectionSettings,
  connectionInputs,
} from '../common/connection-inputs.ts';
import {
  booleanInput,
  durationInput,
  EVEN_WITH_OTHER_PROBLEMS,
  optionalText,
  readActionInputs,
  settingsOf,
  withDefault,
} from '../common/inputs.ts';
import { type DeploymentTarget, targetInputs } from '../deployments/target.ts';
import { type EvalSettings, evalProblems, evalShape } from '../evaluation/eval-inputs.ts';

/** The agent server's URL, given directly: checked as the deploy checks a deployment's URL. */
const serverUrlInput = optionalText.transform((text, context): string | undefined => {
  if (text === undefined) return undefined;
  const checked = checkServerUrl(text);
  if (checked.ok) return checked.url;
  context.addIssue({
    code: 'custom',
    message: `must be an agent server's URL that may be asked (https://, or http:// to a loopback address): ${checked.problem}`,
  });
  return z.NEVER;
});

/**
 * Every eval input by name, with its rule: the connection (base-url only when the control
 * plane is asked), what is evaluated, the gate's own inputs as the deploy has them, the time.
 */
export const evalActionShape = {
  ...connectionInputs,
  'base-url': optionalText.pipe(baseUrlInput.optional()),
  ...targetInputs,
  url: serverUrlInput,
  ...evalShape,
  timeout: withDefault(durationInput(1000), '30m'),
  'dry-run': withDefault(booleanInput, 'false'),
};

const TARGET_INPUTS = ['deployment-id', 'deployment-name', 'url'] as const;

const EvalActionInputs = z
  .object(evalActionShape)
  .superRefine((inputs, context) => {
    const given = TARGET_INPUTS.filter((name) => inputs[name]);
    if (given.length === 1) return;
    context.addIssue({
      code: 'custom',
      path: [given[0] ?? 'deployment-id'],
      message:
        given.length === 0
          ? "or deployment-name or url is required: the deployment to evaluate, by its id, its exact name, or its agent server's URL"
          : `and ${given.slice(1).join(' and ')} were both given: give one of them`,
    });
  }, EVEN_WITH_OTHER_PROBLEMS)
  .superRefine((inputs, context) => {
    if (TARGET_INPUTS.filter((name) => inputs[name]).length !== 1) return;
    for (const { input, message } of evalActionProblems(evalActionSettingsFrom(inputs))) {
      context.addIssue({ code: 'custom', path: [input], message });
    }
  });

/** What is evaluated: a deployment the control plane finds, or an agent server's URL. */
export type EvalTarget = DeploymentTarget | { url: string };

/** Every eval input, checked. The gate's own under their camelCase names, as the deploy's. */
export type EvalActionSettings = EvalSettings & {
  /** base-url is absent when only a URL is evaluated; the key still goes to it and LangSmith. */
  connection: Omit<ConnectionSettings, 'baseUrl'> & { baseUrl?: string };
  target: EvalTarget;
  timeout: number;
  dryRun: boolean;
};

type Problem = { input: string; message: string };

/** Whether the control plane is asked: to find what is evaluated, or a baseline deployment. */
export function needsControlPlane(settings: Pick<EvalActionSettings, 'target' | 'evalBaseline'>) {
  return !('url' in settings.target) || settings.evalBaseline?.kind === 'deployment';
}

/**
 * The rules between the eval action's inputs, each told against the input to change, all
 * checked before anything is sent: the gate's rules as the deploy has them (eval-dataset,
 * eval-assistant and eval-evaluators required here, since the gate is the action); `live`
 * refused, since nothing is deployed; base-url and a credential exactly when the control
 * plane is asked, and neither base-url nor bearer-token when it is not.
 */
export function evalActionProblems(settings: EvalActionSettings): Problem[] {
  const problem = (input: string, message: string) => ({ input, message });
  const problems = settings.evalDataset
    ? evalProblems(settings, { hasApiKey: Boolean(settings.connection.apiKey) })
    : gateRequired(settings);
  const baseline = settings.evalBaseline;
  if (baseline?.kind === 'live') {
    problems.push(
      problem(
        'eval-baseline',
        'cannot be live here: nothing is deployed, so no revision replaces the live one; give another deployment’s name or id to compare with',
      ),
    );
  } else if (baseline && sameDeployment(baseline, settings.target)) {
    problems.push(
      problem('eval-baseline', 'names the deployment evaluated: give another one to compare with'),
    );
  }
  return [...problems, ...connectionProblems(settings)];
}

/** Without eval-dataset: the three inputs the action cannot run without, each that is missing. */
function gateRequired(settings: EvalSettings): Problem[] {
  const required = [
    [
      'evalDataset',
      'eval-dataset',
      'the examples (a JSONL or JSON file of the checkout, or langsmith:NAME)',
    ],
    ['evalAssistant', 'eval-assistant', 'the graph id or assistant id each example runs on'],
    [
      'evalEvaluators',
      'eval-evaluators',
      'one a line, exact, contains or the path of an evaluator module',
    ],
  ] as const;
  return required
    .filter(([setting]) => settings[setting] === undefined)
    .map(([, input, what]) => ({ input, message: `is required: ${what}` }));
}

function sameDeployment(baseline: DeploymentTarget, target: EvalTarget): boolean {
  if ('id' in baseline) return 'id' in target && target.id.toLowerCase() === baseline.id;
  return 'name' in target && target.name === baseline.name;
}

function connectionProblems(settings: EvalActionSettings): Problem[] {
  const { connection, target } = settings;
  if (needsControlPlane(settings)) {
    const asker =
      'url' in target ? 'eval-baseline' : 'id' in target ? 'deployment-id' : 'deployment-name';
    return [
      ...(connection.baseUrl
        ? []
        : [
            {
              input: 'base-url',
              message: `is required with ${asker}: the control plane finds the deployment and its URL`,
            },
          ]),
      ...(connection.apiKey || connection.bearerToken
        ? []
        : [{ input: 'api-key', message: 'is required unless bearer-token is given' }]),
    ];
  }
  const unused =
    'the control plane is asked only for deployment-id, deployment-name, or an eval-baseline that names a deployment';
  return [
    ...(connection.baseUrl
      ? [{ input: 'base-url', message: `is not used with url: ${unused}` }]
      : []),
    ...(connection.bearerToken
      ? [
          {
            input: 'bearer-token',
            message: `is not used with url (an agent server takes api-key): ${unused}`,
          },
        ]
      : []),
  ];
}

/** The settings of checked inputs: what readEvalSettings returns. */
export function evalActionSettingsFrom(
  inputs: z.output<z.ZodObject<typeof evalActionShape>>,
): EvalActionSettings {
  const connection = settingsOf(connectionInputs, inputs);
  const { 'deployment-id': id, 'deployment-name': name, url } = inputs;
  return {
    ...settingsOf(evalShape, inputs),
    connection: Object.fromEntries(
      Object.entries(connection).filter(([, value]) => value),
    ) as EvalActionSettings['connection'],
    target: url ? { url } : id ? { id } : { name: name ?? '' },
    timeout: inputs.timeout,
    dryRun: inputs['dry-run'],
  } as EvalActionSettings;
}

/** Reads, masks and validates every input before the first request. */
export async function readEvalSettings(runtime: ActionRuntime): Promise<EvalActionSettings> {
  const inputs = await readActionInputs(runtime, {
    shape: evalActionShape,
    schema: EvalActionInputs,
  });
  return evalActionSettingsFrom(inputs);
}
