// Builds the actions into dist/ as one bundle: ncc compiles src/index.ts, which exports
// each action's run(), into dist/index.js, and each action's entry is a two-line file that
// imports its run() from there; so is the command line's, dist/cli.js. `dist/` is committed, so the build must be reproducible: same
// sources and lockfile, same bytes (CI rebuilds and compares). It goes to a scratch folder
// first and replaces dist/ in one step, so a test running the previous bundle never sees a
// half-written one.
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Each action's entry, named as in its action.yml's `runs.main`. */
export const ACTIONS = [
  'deploy',
  'listener',
  'repos',
  'delete',
  'registry',
  'changes',
  'sweep',
] as const;

/** Post steps (`runs.post`): the entry file and the run function src/index.ts exports for it. */
export const POST_ENTRIES = { 'registry-post': 'registryPost' } as const;

const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
const scratch = `dist.building-${process.pid}`;
try {
  execFileSync(
    process.execPath,
    [
      ncc,
      'build',
      'src/index.ts',
      '-o',
      scratch,
      '--target',
      'es2022',
      '--license',
      'licenses.txt',
      '--quiet',
    ],
    { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  for (const action of ACTIONS) {
    writeFileSync(
      `${scratch}/${action}.js`,
      `import { ${action} as run } from './index.js';\n\nawait run();\n`,
    );
  }
  // The command line: the same bundle, told where the package's folder is (its action.yml files).
  writeFileSync(
    `${scratch}/cli.js`,
    "#!/usr/bin/env node\nimport { cli as run } from './index.js';\n\nawait run(new URL('..', import.meta.url));\n",
    { mode: 0o755 },
  );
  for (const [file, name] of Object.entries(POST_ENTRIES)) {
    writeFileSync(
      `${scratch}/${file}.js`,
      `import { ${name} as run } from './index.js';\n\nawait run();\n`,
    );
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
