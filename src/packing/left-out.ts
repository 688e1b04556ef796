import { formatSize } from './sizes.ts';

/**
 * Directories the service's own client never packs, whatever the ignore files say: caches,
 * virtualenvs, installed packages and git's own data. They are left out wherever they appear,
 * and never read: a virtualenv or `node_modules` can hold more files than the agent itself.
 */
export const ALWAYS_LEFT_OUT = new Set([
  '__pycache__',
  '.git',
  '.venv',
  'venv',
  'node_modules',
  '.tox',
  '.mypy_cache',
]);

/**
 * Whether a directory of this name is never packed. Names are compared without regard to case:
 * on a macOS or Windows runner `Node_Modules` is `node_modules`.
 */
export function isAlwaysLeftOut(name: string): boolean {
  return ALWAYS_LEFT_OUT.has(name.toLowerCase());
}

/**
 * `.env` and `.env.*`, in any case, hold secrets, not code: never packed, whatever the ignore
 * files say.
 */
export function isEnvFile(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === '.env' || lower.startsWith('.env.');
}

/**
 * `gha-creds-*.json`, in any case: the key file Google's auth action for GitHub
 * (google-github-actions/auth) writes into the workspace for the steps after it. It holds a
 * cloud credential, not code: never packed, whatever the ignore files say.
 */
export function isCredentialFile(name: string): boolean {
  return /^gha-creds-.*\.json$/i.test(name);
}

/** What one reason left out: the files it decided on, and the directories it kept the walk out of. */
export interface LeftOutGroup {
  /** An always-left-out directory's name (`node_modules`), or the rule (`agent/.gitignore: *.log`). */
  reason: string;
  always: boolean;
  files: number;
  bytes: number;
  /** Directories left out whole; their contents are not read, so not counted. */
  directories: number;
  /** The first few paths, for the log line. */
  examples: string[];
}

const EXAMPLES = 3;
/** A tree with many rules still gets a bounded number of lines. */
const MAX_GROUP_LINES = 25;

/** What the walk left out, grouped by the reason, so the log says it in one line per reason. */
export class LeftOutTally {
  readonly #groups = new Map<string, LeftOutGroup>();

  alwaysLeftOut(name: string, entry: string): void {
    this.#group(name, entry, true).directories++;
  }

  ignored(rule: string, entry: string, isDirectory: boolean, bytes: number): void {
    const group = this.#group(rule, entry, false);
    if (isDirectory) {
      group.directories++;
    } else {
      group.files++;
      group.bytes += bytes;
    }
  }

  get groups(): LeftOutGroup[] {
    const key = (group: LeftOutGroup) => `${group.always ? 0 : 1}${group.reason}`;
    return [...this.#groups.values()].sort((a, b) => (key(a) < key(b) ? -1 : 1));
  }

  #group(reason: string, entry: string, always: boolean): LeftOutGroup {
    const key = `${always}:${reason}`;
    let group = this.#groups.get(key);
    if (!group) {
      group = { reason, always, files: 0, bytes: 0, directories: 0, examples: [] };
      this.#groups.set(key, group);
    }
    if (group.examples.length < EXAMPLES) group.examples.push(entry);
    return group;
  }
}

/**
 * One line per reason, always-left-out directories first:
 * `left out 2 node_modules/ directories (never packed, not read): "node_modules", "web/node_modules"`,
 * `left out 3 files (1.2 kB) by the rule "*.log" in agent/.gitignore: "a.log", …`.
 * A directory left out whole is named, never read: its files are not counted.
 */
export function describeLeftOut(groups: readonly LeftOutGroup[]): string[] {
  const lines = groups.slice(0, MAX_GROUP_LINES).map((group) => {
    const total = group.files + group.directories;
    const shown = group.examples.map((entry) => JSON.stringify(entry)).join(', ');
    const listed = `${shown}${total > group.examples.length ? ', …' : ''}`;
    if (group.always) {
      const what = plural(
        group.directories,
        `${group.reason}/ directory`,
        `${group.reason}/ directories`,
      );
      return `left out ${what} (never packed, not read): ${listed}`;
    }
    const counts: string[] = [];
    if (group.files > 0) {
      counts.push(`${plural(group.files, 'file')} (${formatSize(group.bytes)})`);
    }
    if (group.directories > 0) {
      counts.push(`${plural(group.directories, 'directory', 'directories')} (not read)`);
    }
    const split = group.reason.indexOf(': ');
    const file = split === -1 ? 'an ignore file' : group.reason.slice(0, split);
    const pattern = split === -1 ? group.reason : group.reason.slice(split + 2);
    return `left out ${counts.join(' and ')} by the rule ${JSON.stringify(pattern)} in ${file}: ${listed}`;
  });
  const hidden = groups.length - MAX_GROUP_LINES;
  if (hidden > 0) lines.push(`left out more by ${hidden} other rules, not listed`);
  return lines;
}

/** The one warning for `.env` files found and left out, or undefined when there were none. */
export function describeEnvFiles(envFiles: readonly string[]): string | undefined {
  if (envFiles.length === 0) return undefined;
  return `left out ${plural(envFiles.length, '.env file')} (never packed, whatever the ignore files say): ${listed(envFiles)}. A .env file holds secrets, not code: give the values the agent needs through the secrets input instead.`;
}

/** The one warning for credential files another step left in the tree, or undefined. */
export function describeCredentialFiles(files: readonly string[]): string | undefined {
  if (files.length === 0) return undefined;
  return `left out ${plural(files.length, 'credential file')} another step wrote into the workspace (never packed, whatever the ignore files say): ${listed(files)}. A gha-creds-*.json file is the Google Cloud credential google-github-actions/auth leaves for later steps, not code.`;
}

/** The first ten paths, quoted, and how many more there are. */
function listed(paths: readonly string[]): string {
  const shown = paths.slice(0, 10).map((entry) => JSON.stringify(entry));
  return `${shown.join(', ')}${paths.length > 10 ? ` and ${paths.length - 10} more` : ''}`;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
