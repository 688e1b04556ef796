// Builds the actions into dist/ as one bundle: ncc compiles src/index.ts, which exports a
// function per action, into dist/index.js and the chunks each action loads when it runs; each
// action's entry is a two-line file that imports its function from there. The command line's,
// dist/cli.js, first checks the Node it runs on (see cliEntry). `dist/` is committed, so the
// build must be reproducible: same sources and lockfile, same bytes (CI rebuilds and compares).
// It goes to a scratch folder first and replaces dist/ in one step, so a test running the
// previous bundle never sees a half-written one.
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Each action's entry, named as in its action.yml's `runs.main`. */
export const ACTIONS = [
  'deploy',
  'eval',
  'listener',
  'repos',
  'delete',
  'registry',
  'changes',
  'sweep',
] as const;

/** Post steps (`runs.post`): the entry file and the run function src/index.ts exports for it. */
export const POST_ENTRIES = { 'registry-post': 'registryPost' } as const;

/**
 * The command line's entry. The bundle needs the Node that package.json's `engines` names (undici
 * needs it as soon as it loads), so an older Node is told so in one line, and exit code 2,
 * before the bundle is loaded: `import()`, since a static import would load it first.
 */
function cliEntry(engines: string): string {
  const floor = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(engines)?.slice(1).map(Number);
  if (!floor) throw new Error(`package.json engines.node must read >=X.Y.Z, not ${engines}`);
  return `#!/usr/bin/env node
const needed = [${floor.join(', ')}];
const running = process.versions.node.split('.').map(Number);
const differs = needed.findIndex((part, index) => running[index] !== part);
if (differs !== -1 && running[differs] < needed[differs]) {
  process.stderr.write(\`agent-deploy needs Node.js ${floor.join('.')} or newer; this is Node.js \${process.versions.node}.\\n\`);
  process.exit(2);
}
const { cli } = await import('./index.js');
await cli(new URL('..', import.meta.url));
`;
}

/**
 * undici's experimental HTTP/1.1 parser, Milo (WebAssembly, 165 kB of base64), which undici
 * requires only when UNDICI_USE_MILO is set and which Node's own build of undici leaves out too:
 * left out of the bundle (ncc keeps the require), it costs the download nothing. undici parses
 * HTTP/1.1 with its default, llhttp, and h2 with Node's own code. (A run with UNDICI_USE_MILO
 * set would fail its HTTP/1.1 requests with MODULE_NOT_FOUND.)
 */
const UNUSED_PARSERS = ['../milo/simd.js', '../milo/no-simd.js'];

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
      ...UNUSED_PARSERS.flatMap((file) => ['--external', file]),
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
  const { engines } = JSON.parse(readFileSync('package.json', 'utf8'));
  writeFileSync(`${scratch}/cli.js`, cliEntry(engines.node), { mode: 0o755 });
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
