import { AsyncLocalStorage } from 'node:async_hooks';
import { CREDENTIAL_VARIABLES } from './inputs.ts';
import type { RunEnvironment } from './run-environment.ts';

/** The run environment of the step that is running: runAction (and the post step) set it. */
const stepEnvironment = new AsyncLocalStorage<RunEnvironment>();

/** Runs `work` as a step of a run in `environment`: the children it starts begin from it. */
export function inRunEnvironment<T>(environment: RunEnvironment, work: () => T): T {
  return stepEnvironment.run(environment, work);
}

/**
 * The run environment of the step running now, for code a step reaches without its runtime
 * at hand (the deploy's packer, for its workspace and temporary directory).
 */
export function currentRunEnvironment(): RunEnvironment {
  const environment = stepEnvironment.getStore();
  if (!environment) throw new Error('no step is running: its run environment is unknown');
  return environment;
}

/** The action's inputs (one is the API key), the runner's own tokens, the control plane's. */
const NEVER_INHERITED = /^(?:INPUT_|ACTIONS_RUNTIME_TOKEN$|ACTIONS_ID_TOKEN_|CONTROL_PLANE_)/i;
const CREDENTIALS: ReadonlySet<string> = new Set(Object.values(CREDENTIAL_VARIABLES).flat());

/**
 * The one way a child process (git, docker) gets its environment: the variables of the step's
 * run environment (or `from`, which a test gives), without any credential a child has no use
 * for (the action's inputs, the runner's tokens, every variable a credential is read from), and
 * `own` on top. Outside a step, with no `from`, a child inherits nothing but `own`.
 */
export function childEnvironment(
  own: Readonly<Record<string, string>> = {},
  from?: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const base = from ?? stepEnvironment.getStore()?.variables ?? {};
  const inherited = Object.entries(base).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined &&
      !NEVER_INHERITED.test(entry[0]) &&
      !CREDENTIALS.has(entry[0].toUpperCase()),
  );
  return { ...Object.fromEntries(inherited), ...own };
}
