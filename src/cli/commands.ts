import { changesShape } from '../changes/inputs.ts';
import { run as changes } from '../changes/main.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import type { StepReport } from '../common/action-step.ts';
import type { InputShape } from '../common/inputs.ts';
import { deleteShape } from '../delete/inputs.ts';
import { run as deleteDeployment } from '../delete/main.ts';
import { run as deploy } from '../deploy/main.ts';
import { deployShape } from '../deploy/settings.ts';
import { evalActionShape } from '../eval/inputs.ts';
import { run as evaluate } from '../eval/main.ts';
import { listenerShape } from '../listener/inputs.ts';
import { run as listener } from '../listener/main.ts';
import { registryShape } from '../registry/inputs.ts';
import {
  REGISTRY_HOST_STATE,
  REGISTRY_LOGIN_PID_STATE,
  run as registryLogin,
} from '../registry/main.ts';
import { runPost as registryLogout } from '../registry/post.ts';
import { reposShape } from '../repos/inputs.ts';
import { run as repos } from '../repos/main.ts';
import { sweepShape } from '../sweep/inputs.ts';
import { run as sweep } from '../sweep/main.ts';

/** One subcommand: an action's core, with the shape its flags are read by. */
export interface CliCommand {
  /** The words that name it: `deploy`, `registry login`. */
  name: string;
  /** The folder of the action's action.yml, from the package's root: its descriptions. */
  actionDir: string;
  /** The action's inputs: the one source of the flags, their defaults and their kinds. */
  shape: InputShape;
  /** The action's core on a runtime; the report it wrote, when it writes one. */
  run(runtime: ActionRuntime): Promise<StepReport | undefined>;
  /** Saves state for a later command (the registry's login, for its logout). */
  keepsState?: true;
  /** What it does, where action.yml's description is another step's (the logout). */
  about?: string;
}

/** Every subcommand, one per action (the registry's two steps are two). */
export const COMMANDS: readonly CliCommand[] = [
  { name: 'deploy', actionDir: '.', shape: deployShape, run: deploy },
  { name: 'eval', actionDir: 'eval', shape: evalActionShape, run: evaluate },
  { name: 'changes', actionDir: 'changes', shape: changesShape, run: changes },
  { name: 'sweep', actionDir: 'sweep', shape: sweepShape, run: sweep },
  { name: 'delete', actionDir: 'delete', shape: deleteShape, run: deleteDeployment },
  { name: 'listener', actionDir: 'listener', shape: listenerShape, run: listener },
  { name: 'repos', actionDir: 'repos', shape: reposShape, run: repos },
  {
    name: 'registry login',
    actionDir: 'registry',
    shape: registryShape,
    run: registryLogin,
    keepsState: true,
  },
  {
    name: 'registry logout',
    actionDir: 'registry',
    shape: {},
    run: async (runtime) => {
      await registryLogout(runtime);
      // Logged out: a second logout has nothing to undo.
      for (const name of [REGISTRY_HOST_STATE, REGISTRY_LOGIN_PID_STATE])
        runtime.saveState(name, '');
      return undefined;
    },
    keepsState: true,
    about: 'Log docker out of the registry the last `registry login` logged in to.',
  },
];
