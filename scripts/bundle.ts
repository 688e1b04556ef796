// Builds each action's entry into dist/ with ncc. `dist/` is committed, so the build must be
// reproducible: same sources and lockfile, same bytes (CI rebuilds and compares).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const ENTRIES = [
  { source: 'src/index.ts', out: 'dist' },
  { source: 'src/listener/index.ts', out: 'dist/listener' },
  { source: 'src/repos/index.ts', out: 'dist/repos' },
];

const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
rmSync('dist', { recursive: true, force: true });
for (const { source, out } of ENTRIES) {
  const args = [ncc, 'build', source, '-o', out, '--minify', '--source-map', '--no-source-map-register'];
  args.push('--target', 'es2022', '--license', 'licenses.txt', '--quiet');
  execFileSync(process.execPath, args, { stdio: 'inherit' });
}
