// The one bundle of the actions (dist/index.js). Each action's entry, dist/<action>.js, is two
// lines the bundle script writes: import that action's run() from here and call it, which runs
// the action's core on GitHub's runner (GitHubRuntime, run()'s default runtime).
import { fileURLToPath } from 'node:url';

export { run as changes } from './changes/main.ts';
export { run as delete } from './delete/main.ts';
export { run as deploy } from './deploy/main.ts';
export { run as listener } from './listener/main.ts';
export { run as registry } from './registry/main.ts';
export { runPost as registryPost } from './registry/post.ts';
export { run as repos } from './repos/main.ts';
export { run as sweep } from './sweep/main.ts';

/**
 * The command line, `agent-deploy` (dist/cli.js, which says where the package's folder is):
 * loaded only when it runs, so an action's start pays nothing for it.
 */
export async function cli(packageRoot: URL): Promise<void> {
  const { runCli } = await import('./cli/run-cli.ts');
  // runCli hands the process its exit code itself (cli-runtime.ts owns the process's end).
  await runCli(fileURLToPath(packageRoot));
}
