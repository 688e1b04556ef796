// The wide shape `npm run bench:changes` measures besides the history: a monorepo whose agents
// each name every shared library, and one commit that adds a great many files to them, so every
// agent's comparison covers nearly the whole diff. Written with one `git fast-import` stream and
// never checked out: the changes action reads commits through git, not the working tree.
import { execFileSync } from 'node:child_process';
import { GIT_ENV } from './bench-changes-repo.ts';

export interface WideShape {
  agents: number;
  /** Each agent names every one of them (with `.`, at most 64 local directories). */
  libraries: number;
  /** How many files the head commit adds: five in each agent, the rest in libraries or data. */
  addedFiles: number;
  /** The share of the rest added to the libraries (every agent packs them), not to `data/` (none does). */
  inLibraries: number;
}

/** The shape the time-out was found with: 1,000 agents, 63 libraries, 320,000 files added. */
export const WIDE: WideShape = { agents: 1000, libraries: 63, addedFiles: 320_000, inLibraries: 0 };

/** The shape a cancel was found deaf in: 300 agents, 32 libraries, 50,000 files added. */
export const CANCEL: WideShape = { agents: 300, libraries: 32, addedFiles: 50_000, inLibraries: 0 };

const agentDir = (n: number) => `agents/agent-${String(n).padStart(4, '0')}`;
const libDir = (n: number) => `libs/lib-${String(n).padStart(2, '0')}`;

/**
 * Builds the repository at `dir` (a new, empty directory): a first commit with the agents and
 * the libraries' first files, then one commit that adds `addedFiles` files: a few in each agent
 * (two under `tests/`, which its `.dockerignore` leaves out), the rest in the libraries (a `*.log`
 * now and then, which the root `.gitignore` leaves out) or in `data/`. Returns both commits.
 */
export function buildWideRepository(dir: string, shape: WideShape): { base: string; head: string } {
  execFileSync('git', ['init', '--quiet', '--initial-branch=main', dir], { env: GIT_ENV });
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const chunks: string[] = [];
  // A handful of blobs, each written once and named by mark: the paths are what is measured.
  const blobs = ['def f():\n    return 1\n', 'def g():\n    return 2\n', 'debug\n'];
  blobs.forEach((content, index) => {
    chunks.push(`blob\nmark :${index + 1}\n${data(content)}`);
  });
  const put = (file: string, content: string) => `M 100644 inline ${file}\n${data(content)}`;
  const mark = (file: string, blob: number) => `M 100644 :${blob + 1} ${file}\n`;

  const libraries = Array.from({ length: shape.libraries }, (_, n) => `../../${libDir(n)}`);
  const first: string[] = [put('.gitignore', '*.log\n'), put('README.md', '# Agents\n')];
  for (let n = 0; n < shape.libraries; n++) first.push(mark(`${libDir(n)}/__init__.py`, 0));
  for (let n = 0; n < shape.agents; n++) {
    const config = { dependencies: ['.', ...libraries], graphs: { agent: './agent.py:graph' } };
    first.push(
      put(`${agentDir(n)}/langgraph.json`, `${JSON.stringify(config, null, 2)}\n`),
      put(`${agentDir(n)}/.dockerignore`, 'tests/\n'),
      mark(`${agentDir(n)}/agent.py`, 1),
    );
  }
  // Each agent gets two tests its .dockerignore leaves out; one in five gets three tools too,
  // so a fifth of the agents change (fewer than the 256 jobs a matrix runs).
  const added: string[] = [];
  for (let n = 0; n < shape.agents; n++) {
    const files = ['tests/test_0.py', 'tests/test_1.py'];
    if (n % 5 === 0) files.push('tools/tool_2.py', 'tools/tool_3.py', 'tools/tool_4.py');
    for (const [i, file] of files.entries()) added.push(mark(`${agentDir(n)}/${file}`, i % 2));
  }
  const rest = shape.addedFiles - added.length;
  const inLibraries = Math.round(rest * shape.inLibraries);
  const outside = rest - inLibraries;
  for (let i = 0; i < inLibraries; i++) {
    const library = libDir(i % shape.libraries);
    const file = `${library}/pkg-${Math.floor(i / 5000)}/mod_${i}.${i % 97 === 0 ? 'log' : 'py'}`;
    added.push(mark(file, i % 97 === 0 ? 2 : i % 2));
  }
  for (let i = 0; i < outside; i++) {
    added.push(mark(`data/set-${Math.floor(i / 5000)}/row_${i}.py`, i % 2));
  }
  const commit = (number: number, message: string, ops: string[]) => {
    chunks.push(
      `commit refs/heads/main\nmark :${100 + number}\ncommitter Bench <bench@example.com> ${1_700_000_000 + number * 60} +0000\n${data(message)}`,
      number > 1 ? `from :${100 + number - 1}\n` : '',
      ops.join(''),
      '\n',
    );
  };
  commit(1, 'agents and libraries', first);
  commit(2, `${shape.addedFiles} files added`, added);
  execFileSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    env: GIT_ENV,
    input: chunks.join(''),
    maxBuffer: 1 << 30,
  });
  const [head = '', base = ''] = execFileSync('git', ['rev-list', '-n', '2', 'main'], {
    cwd: dir,
    env: GIT_ENV,
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  return { base, head };
}
