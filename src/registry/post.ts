import type { ActionRuntime } from '../common/action-runtime.ts';
import { GitHubRuntime } from '../common/github-runtime.ts';
import { inRunEnvironment } from '../common/step-environment.ts';
import { REGISTRY_HOST_STATE, REGISTRY_LOGIN_PID_STATE } from './main.ts';
import { isRegistryHost } from './registry-url.ts';
import { undoLogin } from './undo-login.ts';

/**
 * The registry action's post step (`runs.post`, `post-if: always()`): undoes the main step's
 * login to the host it saved, also after a failed or cancelled job. Nothing to log out of (the
 * main step failed before its login) is no error; what goes wrong here is a warning, since the
 * job's own result is already decided.
 */
export async function runPost(runtime: ActionRuntime = new GitHubRuntime()): Promise<void> {
  const host = runtime.readState(REGISTRY_HOST_STATE);
  if (!host) {
    runtime.info('No registry login to undo: the main step did not log in.');
    return;
  }
  // The state is a file on a command line: what it holds reaches docker only as a host.
  if (!isRegistryHost(host)) {
    runtime.warning(
      `The saved registry host ${JSON.stringify(host.slice(0, 100))} is no registry host name: nothing was logged out.`,
    );
    return;
  }
  const pid = Number(runtime.readState(REGISTRY_LOGIN_PID_STATE));
  await inRunEnvironment(runtime.environment, () =>
    undoLogin(
      { host, ...(Number.isSafeInteger(pid) && pid > 0 && { loginPid: pid }) },
      { info: (line) => runtime.info(line), warn: (line) => runtime.warning(line) },
    ),
  );
}
