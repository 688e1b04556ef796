// Git's own output for the changes action's readers, written from plain data: the tree objects
// `git cat-file` would give for these files, and what `git diff --raw -z` would print for these
// changes.
import { CommitFiles } from '../../src/changes/commit-files.ts';
import { DiffIndex } from '../../src/changes/diff-index.ts';
import { GitTree } from '../../src/changes/git-tree.ts';

interface Entry {
  mode: string;
  oid: string;
}

const ZERO = '0'.repeat(40);

/** A commit's files (path → mode and blob), from the tree objects that hold them. */
export function treeListing(files: Iterable<[string, Entry]>): CommitFiles {
  // Per directory, its entries: a file's mode and blob, or a subdirectory (no entry).
  const trees = new Map<string, Map<string, Entry | undefined>>([['', new Map()]]);
  for (const [file, entry] of files) {
    const names = file.split('/');
    names.forEach((name, depth) => {
      const dir = names.slice(0, depth).join('/');
      const tree = trees.get(dir) ?? new Map<string, Entry | undefined>();
      trees.set(dir, tree);
      tree.set(name, depth === names.length - 1 ? entry : undefined);
    });
  }
  const listing = new CommitFiles();
  for (const [dir, entries] of trees) {
    // Git's order: a directory's name as if it ended in `/`.
    const sorted = [...entries].sort(([a, x], [b, y]) =>
      Buffer.compare(Buffer.from(x ? a : `${a}/`), Buffer.from(y ? b : `${b}/`)),
    );
    const bytes = sorted.map(([name, entry]) =>
      Buffer.concat([
        Buffer.from(`${entry ? entry.mode : '40000'} ${name}\0`),
        Buffer.from(entry ? entry.oid : ZERO, 'hex'),
      ]),
    );
    listing.add(dir, GitTree.parse(Buffer.concat(bytes), 20));
  }
  return listing;
}

/** What `git diff --raw -z` prints for these entries, in the order given. */
export function rawDiff(
  entries: ReadonlyArray<{
    status: string;
    from?: { path: string } & Entry;
    to?: { path: string } & Entry;
  }>,
): string {
  return entries
    .map(({ status, from, to }) => {
      const header = `:${from?.mode ?? '000000'} ${to?.mode ?? '000000'} ${from?.oid ?? ZERO} ${to?.oid ?? ZERO} ${status === 'R' ? 'R100' : status}`;
      const paths = status === 'R' ? [from?.path, to?.path] : [(to ?? from)?.path];
      return [header, ...paths].map((field) => `${field}\0`).join('');
    })
    .join('');
}

/** The diff index of these entries. */
export function diffIndex(entries: Parameters<typeof rawDiff>[0]): DiffIndex {
  return DiffIndex.parse(Buffer.from(rawDiff(entries)));
}
