// Loaded into a spawned action with `--import` (never imported by a test): reading a directory
// whose path holds $HANG_DIRECTORY_READS never finishes, as on a stalled network file system.
// The first such read says so on stderr, so a test can act while the step waits on it.
import { createRequire, syncBuiltinESMExports } from 'node:module';

type Read = (...args: unknown[]) => Promise<unknown>;

const marker = process.env.HANG_DIRECTORY_READS;
const fsPromises = createRequire(import.meta.url)('node:fs/promises') as Record<string, Read>;
let noticed = false;
for (const name of ['opendir', 'readdir']) {
  const original = fsPromises[name] as Read;
  fsPromises[name] = (...args: unknown[]) => {
    if (!marker || !String(args[0]).includes(marker)) return original(...args);
    if (!noticed) process.stderr.write(`a directory read hangs: ${String(args[0])}\n`);
    noticed = true;
    return new Promise(() => {});
  };
}
syncBuiltinESMExports();
