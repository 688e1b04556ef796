import * as core from '@actions/core';
import { ActionRuntime, describeFailure } from '../common/action-runtime.ts';
import { oneLine } from '../common/runner-text.ts';
import { runDocker } from './docker.ts';
import { REGISTRY_HOST_STATE } from './main.ts';

/**
 * The registry action's post step (`runs.post`, `post-if: always()`): `docker logout <host>`
 * for the host the main step logged in to, also after a failed job. Nothing to log out of (the
 * main step failed before its login) is no error; a logout that fails is a warning, since the
 * job's own result is already decided.
 */
export async function runPost(): Promise<void> {
  const runtime = new ActionRuntime();
  const host = core.getState(REGISTRY_HOST_STATE);
  if (!host) {
    runtime.info('No registry login to undo: the main step did not log in.');
    return;
  }
  try {
    const logout = await runDocker(['logout', host]);
    if (logout.exitCode === 0) {
      runtime.info(`Logged out of ${host}.`);
      return;
    }
    const said = oneLine(`${logout.stderr}\n${logout.stdout}`, 1000) || 'nothing';
    runtime.warning(`docker logout ${host} failed (exit code ${logout.exitCode}): ${said}`);
  } catch (error) {
    runtime.warning(`docker logout ${host} could not run: ${describeFailure(error)}`);
  }
}
