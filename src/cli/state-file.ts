import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { parseBoundedJson } from '../common/bounded-json.ts';

/** What one command saves for a later one (the registry's login, for its logout). */
export interface StateStore {
  save(name: string, value: string): void;
  read(name: string): string;
}

/** State that lives as long as the command: for the commands that keep none. */
export function memoryState(): StateStore {
  const values = new Map<string, string>();
  return { save: (name, value) => values.set(name, value), read: (name) => values.get(name) ?? '' };
}

/** Where login keeps its state unless --state-file says: the user's own file in the temp directory. */
export function defaultStateFile(): string {
  let user: string | number = 'user';
  try {
    user = userInfo().uid;
  } catch {
    // No user entry (a container's arbitrary uid): one file for the machine will do.
  }
  return join(tmpdir(), `agent-deploy-state-${user}.json`);
}

/**
 * State kept in a JSON file between commands, written at once on each save (a command killed
 * mid-login still leaves what its logout needs), readable by its owner alone.
 */
export function fileState(file: string): StateStore {
  const values: Record<string, string> = readState(file);
  return {
    save(name, value) {
      if (value) values[name] = value;
      else delete values[name];
      writeFileSync(file, `${JSON.stringify(values)}\n`, { mode: 0o600 });
    },
    read: (name) => values[name] ?? '',
  };
}

function readState(file: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const parsed = parseBoundedJson(text);
  const value = parsed.kind === 'json' ? parsed.value : undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
