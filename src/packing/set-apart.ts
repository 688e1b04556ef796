import { LeftOutTally } from './left-out.ts';

/** What a walk set apart, so the log and the warnings can say so. */
export interface SetApart {
  /** What the archive leaves out although git does not ignore it, by kind. */
  symlinks: string[];
  hardLinks: string[];
  /** Sockets, FIFOs, devices, and names no extractor can take safely (a backslash in them). */
  other: string[];
  /** `.env` and `.env.*` files: never packed, whatever the ignore files say. */
  envFiles: string[];
  /** Credential files another step wrote (`gha-creds-*.json`): never packed either. */
  credentialFiles: string[];
  /** What the always-left-out directories and the ignore rules kept out, by reason. */
  leftOut: LeftOutTally;
}

export function nothingSetApart(): SetApart {
  return {
    symlinks: [],
    hardLinks: [],
    other: [],
    envFiles: [],
    credentialFiles: [],
    leftOut: new LeftOutTally(),
  };
}

/** How many entries a walk set apart (a directory left out whole counts once), and the first few. */
export interface SetApartCount {
  count: number;
  examples: string[];
}

const SET_APART_EXAMPLES = 3;

/** Everything set apart, counted: `.env` and credential files first, as the ones to notice. */
export function countSetApart(setApart: SetApart): SetApartCount {
  const { envFiles, credentialFiles, leftOut, symlinks, hardLinks, other } = setApart;
  const groups = leftOut.groups;
  const named = [envFiles, credentialFiles, ...groups.map((group) => group.examples)];
  const examples = [...named, symlinks, hardLinks, other].flat().slice(0, SET_APART_EXAMPLES);
  const inGroups = groups.reduce((sum, group) => sum + group.files + group.directories, 0);
  const count = [envFiles, credentialFiles, symlinks, hardLinks, other].reduce(
    (sum, list) => sum + list.length,
    inGroups,
  );
  return { count, examples };
}
