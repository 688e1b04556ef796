// The actions' bundle (dist/index.js). Each action's entry, dist/<action>.js, is two lines the
// bundle script writes: import that action's function from here and call it. Each loads its
// action's code when it runs (a chunk of dist/), so a step loads only what it uses; the action
// runs its core on GitHub's runner (GitHubRuntime, run()'s default runtime).
import { fileURLToPath } from 'node:url';

export const changes = async () => (await import('./changes/main.ts')).run();
/** `delete` is a reserved word, so its function is exported by that name in a list. */
const deleteAction = async () => (await import('./delete/main.ts')).run();
export { deleteAction as delete };
export const deploy = async () => (await import('./deploy/main.ts')).run();
export const listener = async () => (await import('./listener/main.ts')).run();
export const registry = async () => (await import('./registry/main.ts')).run();
export const registryPost = async () => (await import('./registry/post.ts')).runPost();
export const repos = async () => (await import('./repos/main.ts')).run();
export const sweep = async () => (await import('./sweep/main.ts')).run();

/** The command line, `agent-deploy` (dist/cli.js, which says where the package's folder is). */
export async function cli(packageRoot: URL): Promise<void> {
  const { runCli } = await import('./cli/run-cli.ts');
  process.exitCode = await runCli(fileURLToPath(packageRoot));
}
