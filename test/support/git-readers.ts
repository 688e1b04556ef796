// The `git cat-file` processes this test process started: the changes action's object reader
// must never outlive what it reads for.
import { execFileSync } from 'node:child_process';

/** The `git cat-file` children of this process that still run, as `ps` shows them. */
export function gitReaders(): string[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], {
      encoding: 'utf8',
    });
  } catch {
    // ps says nothing, and exits 1, when there is no child.
  }
  return out.split('\n').filter((line) => /git cat-file/.test(line));
}

/** Waits until no `git cat-file` child runs (git ends moments after its input does); 10 s at most. */
export async function noGitReaderLeft(): Promise<void> {
  for (let tries = 0; gitReaders().length > 0; tries++) {
    if (tries > 200) throw new Error(`git still runs: ${gitReaders().join('; ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
