import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { defaultRevisionPath, type Emulator } from '../../../emulator/index.ts';

/* What the runner-contract tests of the evaluation gate share: a checkout, and a slow build. */

export interface Checkout {
  /** The checkout's folder: the step's GITHUB_WORKSPACE. */
  dir(): string;
  /** Writes `files` into it (paths relative to it). */
  write(files: Record<string, string>): Promise<void>;
}

/** A checkout of the test file's own, made before its tests and removed after them. */
export function useCheckout(): Checkout {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'eval-checkout-'));
  });
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));
  const folder = () => {
    if (!dir) throw new Error('the checkout is made before the tests');
    return dir;
  };
  return {
    dir: folder,
    async write(files) {
      for (const [name, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(folder(), name)), { recursive: true });
        await writeFile(path.join(folder(), name), text);
      }
    },
  };
}

/** The next revision builds for `ms`: time for a baseline to be evaluated beside it. */
export function slowBuild(emu: Emulator, ms: number): void {
  emu.scriptNextRevision(
    defaultRevisionPath.map((status) => ({ status, ms: status === 'BUILDING' ? ms : 5 })),
  );
}
