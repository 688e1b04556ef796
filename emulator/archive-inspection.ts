import { gunzipSync } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import type { ArchiveEntry } from './service-types.ts';

export interface InspectedArchive {
  /** A gzip stream holding a tar archive that the `tar` package reads without error. */
  valid: boolean;
  /** The entries read before any error, in archive order. */
  entries: ArchiveEntry[];
}

/** Reads an uploaded body as the service's builder would: gzip first, then tar, strictly. */
export function inspectArchive(body: Buffer): InspectedArchive {
  let tarBytes: Buffer;
  try {
    tarBytes = gunzipSync(body);
  } catch {
    return { valid: false, entries: [] };
  }
  const entries: ArchiveEntry[] = [];
  let valid = true;
  // Fed one buffer of plain tar, the parser works synchronously: every event has fired
  // by the time end() returns.
  const parser = new Parser({ strict: true });
  parser.on('entry', (entry: ReadEntry) => {
    entries.push({ path: entry.path, type: entry.type, size: entry.size ?? 0 });
    entry.resume();
  });
  parser.on('error', () => {
    valid = false;
  });
  parser.end(tarBytes);
  return { valid, entries };
}

/** 'agent/./x.json' and './agent/x.json' name the same file as 'agent/x.json'. */
export function normalizeArchivePath(path: string): string {
  return path
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/');
}
