import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * A file of the checkout, as a path input names it: its real path, which must lie inside the
 * workspace (a symlink that leads out is refused), and a file. `problem` words the error for
 * the input.
 */
export async function workspaceFile(
  path: string,
  workspace: string,
  problem: (message: string) => Error,
): Promise<string> {
  const [real, realWorkspace] = await Promise.all([
    realpath(resolve(workspace, path)).catch(() => undefined),
    realpath(workspace).catch(() => resolve(workspace)),
  ]);
  const got = path.length <= 80 ? ` (${JSON.stringify(path)})` : '';
  const isFile = real
    ? await stat(real).then(
        (found) => found.isFile(),
        () => false,
      )
    : false;
  if (!real || !isFile) throw problem(`is not a file in the workspace${got}`);
  const inside = relative(realWorkspace, real);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    throw problem(`leads out of the workspace through a symlink${got}`);
  }
  return real;
}
