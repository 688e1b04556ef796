import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { oneLine } from '../common/runner-text.ts';
import { StepFailure } from '../common/step-control.ts';
import { words } from '../common/wording.ts';
import type { CommitFiles } from './commit-files.ts';
import type { Git } from './git-commands.ts';

/** The head commit's files, the checkout's top and the workspace, both real paths. */
export interface Checkout {
  commit: string;
  files: CommitFiles;
  top: string;
  workspace: string;
}

/**
 * Where the checkout's top is, with the head's files. git says which of the head's directories
 * the workspace is (`here`: its tree's id, see Git.treeHere): the top itself when that is the
 * top's tree, or the one directory whose tree it is; the top is then the workspace's real path
 * that many levels up, when that path ends in the directory's. When git's answer does not settle
 * it (two directories alike, a workspace the head lacks, or git refusing the question), git is
 * asked for the top (`git rev-parse`), whose answer or error decides, as it always did.
 */
export async function locateCheckout(
  git: Git,
  workspace: string,
  head: Promise<{ commit: string; files: CommitFiles }>,
  here: Promise<string | undefined>,
): Promise<Checkout> {
  const answered = await Promise.all([head, here, realpath(workspace)]).catch(() => undefined);
  if (answered) {
    const [{ commit, files }, tree, real] = answered;
    const dirs = tree === undefined ? [] : files.directoriesWithTree(tree);
    const top = dirs.length === 1 ? topAbove(real, dirs[0] as string) : undefined;
    if (top !== undefined) return { commit, files, top, workspace: real };
  }
  const { top, workspace: real } = await locate(git, workspace);
  const { commit, files } = await head;
  return { commit, files, top, workspace: real };
}

/** The directory `dir` (from the top, `/`-separated) levels above `real`, if `real` ends in it. */
function topAbove(real: string, dir: string): string | undefined {
  if (dir === '') return real;
  const names = dir.split('/');
  const ending = real.split(path.sep).slice(-names.length);
  if (ending.join('/') !== dir) return undefined;
  let top = real;
  for (const _ of names) top = path.dirname(top);
  return top;
}

/**
 * The repository's top and the workspace, both real paths, as `git rev-parse` says (the
 * workspace must lie in the repository, with a commit checked out).
 */
async function locate(git: Git, workspace: string): Promise<{ top: string; workspace: string }> {
  let top: string;
  try {
    top = await realpath(await git.top());
  } catch (error) {
    throw new StepFailure(notACheckout(workspace, error));
  }
  const real = await realpath(workspace);
  const inside = path.relative(top, real);
  if (inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new StepFailure(`The workspace ${workspace} lies outside its repository ${top}.`);
  }
  return { top, workspace: real };
}

/** Why git named no checkout for the workspace, and what to do, in the words of the step's home. */
function notACheckout(workspace: string, error: unknown): string {
  const { onGitHub } = words();
  const failed = error as { code?: unknown; path?: unknown; stderr?: unknown };
  if (failed.code === 'ENOENT' && failed.path === 'git') {
    return onGitHub
      ? 'git is not installed or not on PATH, and the changes are read from the checkout with it. Install git on the runner first.'
      : 'git is not installed or not on PATH, and changes reads the checkout with it: install it in the image first (apt-get update && apt-get install -y git in node:*-slim), or use an image that has it (node:24).';
  }
  const said = String(failed.stderr ?? '')
    .trim()
    .split('\n')[0];
  const git = said ? ` (git: ${oneLine(said, 300)})` : '';
  const fix = onGitHub
    ? 'Check the repository out first (actions/checkout), into the workspace itself.'
    : 'Run it in a clone of the repository, at its top or in one of its directories.';
  return `The workspace ${workspace} is not a git checkout with a commit checked out${git}. ${fix}`;
}
