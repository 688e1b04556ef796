import type { Dirent } from 'node:fs';
import { opendir } from 'node:fs/promises';
import path from 'node:path';

/** At most this many entries of one directory are compared. */
const MAX_NAMES = 1000;

/**
 * What the "did you mean" look-ups of one check may spend together: a suggestion is a
 * courtesy, and a config naming many missing files in a huge directory must not turn it into
 * minutes of reading. Each directory is read once, at most MAX_NAMES of its entries.
 */
export class SuggestionBudget {
  readonly #listings = new Map<string, Promise<Dirent[] | undefined>>();
  readonly #signal: AbortSignal | undefined;
  readonly #maxEntries: number;
  readonly #maxMs: number;
  #deadline: number | undefined;
  #entriesRead = 0;

  constructor(signal?: AbortSignal, limits = { entries: 10_000, ms: 1000 }) {
    this.#signal = signal;
    this.#maxEntries = limits.entries;
    this.#maxMs = limits.ms;
  }

  /** How many directory entries the look-ups have read so far. */
  get entriesRead(): number {
    return this.#entriesRead;
  }

  /** The entries of `dir` (at most MAX_NAMES of them), or undefined when it cannot be read. */
  list(dir: string): Promise<Dirent[] | undefined> {
    this.#deadline ??= performance.now() + this.#maxMs;
    let listing = this.#listings.get(dir);
    if (!listing) {
      listing = this.#read(dir);
      this.#listings.set(dir, listing);
    }
    return listing;
  }

  #spent(): boolean {
    return (
      this.#entriesRead >= this.#maxEntries ||
      performance.now() >= (this.#deadline ?? 0) ||
      this.#signal?.aborted === true
    );
  }

  async #read(dir: string): Promise<Dirent[] | undefined> {
    if (this.#spent()) return [];
    const entries: Dirent[] = [];
    try {
      // Breaking out of the loop closes the directory: the rest of it is never read.
      for await (const entry of await opendir(dir, { bufferSize: 64 })) {
        entries.push(entry);
        this.#entriesRead++;
        if (entries.length >= MAX_NAMES || this.#spent()) break;
      }
    } catch {
      if (entries.length === 0) return undefined;
    }
    return entries;
  }
}

/**
 * The existing file closest to the missing `file`, shown as `./path` relative to `base`, when
 * one is close enough to be a typo (`agnet.py` for `agent.py`): a file of the same directory,
 * or, when that directory is missing, of a sibling directory with a close name. Only what
 * `budget` still allows is read.
 */
export async function nearestName(
  file: string,
  base: string,
  budget: SuggestionBudget,
): Promise<string | undefined> {
  const dir = path.dirname(file);
  const name = path.basename(file);
  const namesIn = async (of: string, keep: (entry: Dirent) => boolean) =>
    (await budget.list(of))?.filter(keep).map((entry) => entry.name);
  const filesIn = (of: string) => namesIn(of, (entry) => entry.isFile());
  const inDir = await filesIn(dir);
  let found = inDir && closest(name, inDir);
  if (inDir === undefined) {
    const parent = path.dirname(dir);
    const siblings = await namesIn(parent, (entry) => entry.isDirectory());
    const sibling = closest(path.basename(dir), siblings ?? []);
    const inSibling = sibling && (await filesIn(path.join(parent, sibling)));
    const match = inSibling && (inSibling.includes(name) ? name : closest(name, inSibling));
    if (sibling && match) found = path.join('..', sibling, match);
  }
  if (!found) return undefined;
  const relative = path.relative(base, path.join(dir, found)).split(path.sep).join('/');
  return relative.startsWith('..') ? relative : `./${relative}`;
}

/** The candidate within a typo's distance of `wanted`: at most 1 edit per 4 characters, 3 at most. */
export function closest(wanted: string, candidates: readonly string[]): string | undefined {
  const allowed = Math.min(3, Math.max(1, Math.floor(wanted.length / 4)));
  let best: { name: string; distance: number } | undefined;
  for (const name of candidates) {
    if (name === wanted) continue;
    const distance = editDistance(wanted, name);
    if (distance <= allowed && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 4;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      if (i === 0) {
        row.push(j);
        continue;
      }
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] as number) + 1);
      }
      row.push(best);
    }
  }
  return rows[a.length]?.[b.length] as number;
}
