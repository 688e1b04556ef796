import { execFileSync } from 'node:child_process';

/**
 * Runner-contract tests spawn dist/, so dist/ must be built from the sources under test.
 * CI then checks that this build is byte for byte what is committed.
 */
export default function bundleOnce(): void {
  if (process.env.SKIP_BUNDLE === '1') return;
  execFileSync(process.execPath, ['scripts/bundle.ts'], { stdio: 'inherit' });
}
