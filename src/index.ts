// The actions' bundle (dist/index.js). Each action's entry, dist/<action>.js, is two lines the
// bundle script writes: import that action's function from here and call it, which runs the
// action's core on GitHub's runner (GitHubRuntime, run()'s default runtime).
//
// Each function imports its action when its step runs, so a step compiles its own action and
// the libraries it uses, not the others, before its first request. The deploy, eval and changes
// actions are a chunk each; the five small ones share a chunk (webpackChunkName), so the
// modules they have in common are in one chunk instead of copied into each.
import { fileURLToPath } from 'node:url';

export const deploy = async () => (await import('./deploy/main.ts')).run();
export const changes = async () => (await import('./changes/main.ts')).run();

export const listener = async () =>
  (await import(/* webpackChunkName: "service-actions" */ './listener/main.ts')).run();
export const repos = async () =>
  (await import(/* webpackChunkName: "service-actions" */ './repos/main.ts')).run();
export const registry = async () =>
  (await import(/* webpackChunkName: "service-actions" */ './registry/main.ts')).run();
export const registryPost = async () =>
  (await import(/* webpackChunkName: "service-actions" */ './registry/post.ts')).runPost();
export const sweep = async () =>
  (await import(/* webpackChunkName: "service-actions" */ './sweep/main.ts')).run();
/** `delete` is a reserved word: its function is exported under that name from a list. */
const deleteAction = async () =>
  (await import(/* webpackChunkName: "service-actions" */ './delete/main.ts')).run();

/** `eval` may not name a binding in a module: it is exported under that name from a list. */
const evalAction = async () => (await import('./eval/main.ts')).run();

export { deleteAction as delete, evalAction as eval };

/** The command line, `agent-deploy` (dist/cli.js, which says where the package's folder is). */
export async function cli(packageRoot: URL): Promise<void> {
  const { runCli } = await import('./cli/run-cli.ts');
  // runCli hands the process its exit code itself (cli-runtime.ts owns the process's end).
  await runCli(fileURLToPath(packageRoot));
}
