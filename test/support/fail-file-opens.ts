// Loaded into a spawned action with `--import` (never imported by a test): opening a file whose
// path holds $FAIL_FILE_OPENS fails with EIO, as on a failing disk, while listing and stat-ing it
// still work: packing walks the file, then cannot read it.
import { createRequire, syncBuiltinESMExports } from 'node:module';

type Open = (...args: unknown[]) => unknown;

const marker = process.env.FAIL_FILE_OPENS;
const require = createRequire(import.meta.url);
const fs = require('node:fs') as Record<string, Open>;
const fsPromises = require('node:fs/promises') as Record<string, Open>;

const failing = (args: unknown[]) => Boolean(marker) && String(args[0]).includes(marker as string);
const ioError = (args: unknown[]) =>
  Object.assign(new Error(`EIO: i/o error, open '${String(args[0])}'`), { code: 'EIO' });

const openSync = fs.openSync as Open;
fs.openSync = (...args) => {
  if (failing(args)) throw ioError(args);
  return openSync(...args);
};
const open = fs.open as Open;
fs.open = (...args) => {
  const callback = args.at(-1);
  if (!failing(args) || typeof callback !== 'function') return open(...args);
  process.nextTick(() => callback(ioError(args)));
};
const openPromise = fsPromises.open as Open;
fsPromises.open = (...args) =>
  failing(args) ? Promise.reject(ioError(args)) : openPromise(...args);
syncBuiltinESMExports();
