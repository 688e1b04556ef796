// Git's own output for the changes action's readers, written from plain data: what
// `git ls-tree -r -z` and `git diff --raw -z` would print for these files and changes.
import { DiffIndex } from '../../src/changes/diff-index.ts';
import { TreeListing } from '../../src/changes/tree-listing.ts';

interface Entry {
  mode: string;
  oid: string;
}

const ZERO = '0'.repeat(40);

/** A commit's listing of these files (path → mode and blob), in git's order. */
export function treeListing(files: Iterable<[string, Entry]>): TreeListing {
  const records = [...files]
    .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map(([file, { mode, oid }]) => {
      const type = mode === '160000' ? 'commit' : 'blob';
      return `${mode} ${type} ${oid}\t${file}\0`;
    });
  return TreeListing.parse(Buffer.from(records.join('')));
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
