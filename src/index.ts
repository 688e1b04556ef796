// The GitHub runner's front end, and the one bundle of the actions (dist/index.js). Each
// action's entry, dist/<action>.js, is two lines the bundle script writes: import that action's
// function from here and call it. Each runs the action's core on the runner's runtime.
import { run as runChanges } from './changes/main.ts';
import type { ActionRuntime } from './common/action-runtime.ts';
import { GitHubRuntime } from './common/github-runtime.ts';
import { run as runDelete } from './delete/main.ts';
import { run as runDeploy } from './deploy/main.ts';
import { run as runListener } from './listener/main.ts';
import { run as runRegistry } from './registry/main.ts';
import { runPost as runRegistryPost } from './registry/post.ts';
import { run as runRepos } from './repos/main.ts';
import { run as runSweep } from './sweep/main.ts';

/** An action's core, run on GitHub's runner. */
function onRunner(run: (runtime: ActionRuntime) => Promise<unknown>): () => Promise<void> {
  return async () => {
    await run(new GitHubRuntime());
  };
}

const changes = onRunner(runChanges);
const remove = onRunner(runDelete);
const deploy = onRunner(runDeploy);
const listener = onRunner(runListener);
const registry = onRunner(runRegistry);
const registryPost = onRunner(runRegistryPost);
const repos = onRunner(runRepos);
const sweep = onRunner(runSweep);

export { changes, deploy, listener, registry, registryPost, remove as delete, repos, sweep };
