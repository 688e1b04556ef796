// Builds each action's entry into dist/ with ncc. `dist/` is committed, so the build must be
// reproducible: same sources and lockfile, same bytes (CI rebuilds and compares).
// The build goes to a scratch folder first and replaces dist/ in one step, so a test that is
// running the previous bundle never sees a half-written one.
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const ENTRIES = [
  { source: 'src/index.ts', out: '' },
  { source: 'src/listener/index.ts', out: 'listener' },
  { source: 'src/repos/index.ts', out: 'repos' },
];

const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
const scratch = `dist.building-${process.pid}`;
try {
  for (const { source, out } of ENTRIES) {
    const args = [ncc, 'build', source, '-o', `${scratch}/${out}`, '--minify', '--source-map'];
    args.push(
      '--no-source-map-register',
      '--target',
      'es2022',
      '--license',
      'licenses.txt',
      '--quiet',
    );
    execFileSync(process.execPath, args, { stdio: 'inherit' });
  }
  rmSync('dist.previous', { recursive: true, force: true });
  try {
    renameSync('dist', 'dist.previous');
  } catch {
    // First build: there is no dist/ yet.
  }
  renameSync(scratch, 'dist');
  rmSync('dist.previous', { recursive: true, force: true });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
