// The synthetic monorepo `npm run bench:changes` measures: 50 agents, 3 shared libraries and
// docs, about 20,000 files, and a history of 100 commits shaped like real work. It is written
// with one `git fast-import` stream, so building it takes seconds.
import { execFileSync } from 'node:child_process';

export const AGENTS = 50;
export const LIBRARIES = 3;
export const COMMITS = 100;

export const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

/** What one commit of the history did, for the report. */
export type CommitKind =
  | 'agent code'
  | 'agent tests'
  | 'shared library'
  | 'docs only'
  | 'rename out of an agent'
  | 'mode change'
  | 'deleted file'
  | 'new agent'
  | 'removed agent'
  | '.dockerignore'
  | 'root .gitignore'
  | '.env file'
  | 'config dependency';

interface FileState {
  content: string;
  mode: '100644' | '100755';
}

/** A small deterministic generator, so every run builds the same history. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const agentDir = (n: number) => `agents/agent-${String(n).padStart(2, '0')}`;
const libDir = (n: number) => `libs/lib-${n}`;

/** Which libraries agent `n` names: most one, some two, some none. */
function librariesOf(n: number): number[] {
  if (n % 7 === 0) return [];
  if (n % 5 === 0) return [n % LIBRARIES, (n + 1) % LIBRARIES];
  return [n % LIBRARIES];
}

function config(dependencies: string[]): string {
  const graphs = { agent: './src/agent.py:graph' };
  return `${JSON.stringify({ dependencies, graphs, python_version: '3.12' }, null, 2)}\n`;
}

function agentFiles(n: number, files: Map<string, FileState>): void {
  const dir = agentDir(n);
  const put = (name: string, content: string) =>
    files.set(`${dir}/${name}`, { content, mode: '100644' });
  put('langgraph.json', config(['.', ...librariesOf(n).map((lib) => `../../${libDir(lib)}`)]));
  put('.dockerignore', 'tests/\n*.md\n');
  put('README.md', `# Agent ${n}\n`);
  put('pyproject.toml', `[project]\nname = "agent-${n}"\n`);
  put('src/agent.py', `graph = ${n}\n`);
  for (let i = 0; i < 245; i++)
    put(`src/pkg${i % 12}/mod${i}.py`, `def f${i}():\n    return ${n * 1000 + i}\n`);
  for (let i = 0; i < 110; i++)
    put(`tests/test_${i}.py`, `def test_${i}():\n    assert ${i} == ${i}\n`);
  for (let i = 0; i < 10; i++) put(`prompts/p${i}.txt`, `You are agent ${n}, prompt ${i}.\n`);
}

/** The first commit's files: about 20,000. */
function initialFiles(): Map<string, FileState> {
  const files = new Map<string, FileState>();
  const put = (name: string, content: string) => files.set(name, { content, mode: '100644' });
  put('README.md', '# Agents\n');
  put('.gitignore', '*.log\n__pycache__/\n');
  for (let lib = 0; lib < LIBRARIES; lib++) {
    for (let i = 0; i < 300; i++) put(`${libDir(lib)}/pkg/m${i}.py`, `V = ${lib * 1000 + i}\n`);
  }
  for (let i = 0; i < 560; i++) put(`docs/page-${i}.md`, `# Page ${i}\n`);
  for (let n = 0; n < AGENTS; n++) agentFiles(n, files);
  return files;
}

/** The history's shape: most commits touch one agent or its tests, some a library, some docs. */
function kindsOf(next: () => number): CommitKind[] {
  const special: CommitKind[] = [
    'rename out of an agent',
    'mode change',
    'deleted file',
    'new agent',
    'removed agent',
    '.dockerignore',
    'root .gitignore',
    '.env file',
    'config dependency',
  ];
  const kinds: CommitKind[] = [];
  for (let i = 0; i < COMMITS; i++) {
    const roll = next();
    kinds.push(
      roll < 0.55
        ? 'agent code'
        : roll < 0.72
          ? 'agent tests'
          : roll < 0.82
            ? 'shared library'
            : 'docs only',
    );
  }
  // The special kinds at fixed places through the history, once each.
  special.forEach((kind, index) => {
    kinds[8 + index * 10] = kind;
  });
  return kinds;
}

/**
 * Builds the repository at `dir` (a new, empty directory): the first commit, then COMMITS more.
 * Returns each commit's kind, oldest first (the first commit is not among them).
 */
export function buildRepository(dir: string): CommitKind[] {
  execFileSync('git', ['init', '--quiet', '--initial-branch=main', dir], { env: GIT_ENV });
  const next = random(30);
  const files = initialFiles();
  const present = new Set(Array.from({ length: AGENTS }, (_, n) => n));
  let extraAgent = AGENTS;
  const chunks: string[] = [];
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const commit = (mark: number, message: string, ops: string[]) => {
    chunks.push(
      `commit refs/heads/main\nmark :${mark}\ncommitter Bench <bench@example.com> ${1_700_000_000 + mark * 60} +0000\n${data(message)}`,
      mark > 1 ? `from :${mark - 1}\n` : '',
      ...ops,
      '\n',
    );
  };
  const modify = (path: string, content: string, mode: FileState['mode'] = '100644') => {
    files.set(path, { content, mode });
    return `M ${mode} inline ${path}\n${data(content)}`;
  };
  const remove = (path: string) => {
    files.delete(path);
    return `D ${path}\n`;
  };
  commit(
    1,
    'agents',
    [...files].map(([path, file]) => `M ${file.mode} inline ${path}\n${data(file.content)}`),
  );

  const pickAgent = () => [...present][Math.floor(next() * present.size)] as number;
  const kinds = kindsOf(next);
  kinds.forEach((kind, index) => {
    const mark = index + 2;
    const n = pickAgent();
    const dir = agentDir(n);
    const ops: string[] = [];
    const edit = (path: string) =>
      ops.push(
        modify(path, `${files.get(path)?.content ?? ''}# edit ${mark}\n`, files.get(path)?.mode),
      );
    switch (kind) {
      case 'agent code':
        for (let i = 0; i < 1 + Math.floor(next() * 3); i++)
          edit(`${dir}/src/pkg${i}/mod${i + Math.floor(next() * 20) * 12}.py`);
        break;
      case 'agent tests':
        edit(`${dir}/tests/test_${Math.floor(next() * 110)}.py`);
        break;
      case 'shared library':
        edit(`${libDir(Math.floor(next() * LIBRARIES))}/pkg/m${Math.floor(next() * 300)}.py`);
        break;
      case 'docs only':
        edit(`docs/page-${Math.floor(next() * 560)}.md`);
        edit(`${dir}/README.md`);
        break;
      case 'rename out of an agent': {
        const from = `${dir}/src/pkg1/mod1.py`;
        const file = files.get(from) as FileState;
        ops.push(remove(from), modify(`${libDir(0)}/moved/mod1.py`, file.content));
        break;
      }
      case 'mode change': {
        const path = `${dir}/src/agent.py`;
        ops.push(modify(path, files.get(path)?.content ?? '', '100755'));
        break;
      }
      case 'deleted file':
        ops.push(remove(`${dir}/prompts/p3.txt`));
        break;
      case 'new agent': {
        const added = new Map<string, FileState>();
        agentFiles(extraAgent, added);
        for (const [path, file] of added) ops.push(modify(path, file.content, file.mode));
        present.add(extraAgent++);
        break;
      }
      case 'removed agent':
        for (const path of [...files.keys()].filter((path) => path.startsWith(`${dir}/`)))
          ops.push(remove(path));
        present.delete(n);
        break;
      case '.dockerignore':
        ops.push(modify(`${dir}/.dockerignore`, 'tests/\n*.md\nprompts/\n'));
        break;
      case 'root .gitignore':
        ops.push(modify('.gitignore', '*.log\n__pycache__/\nagents/agent-0*/prompts/p9.txt\n'));
        break;
      case '.env file':
        ops.push(modify(`${dir}/.env`, 'OPENAI_API_KEY=sk-not-a-real-key\n'));
        break;
      case 'config dependency':
        ops.push(
          modify(
            `${dir}/langgraph.json`,
            config(['.', `../../${libDir(2)}`, `../../${libDir(1)}`]),
          ),
        );
        break;
    }
    commit(mark, kind, ops);
  });
  execFileSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    env: GIT_ENV,
    input: chunks.join(''),
    maxBuffer: 1 << 30,
  });
  execFileSync('git', ['checkout', '--quiet', '-f', 'main'], { cwd: dir, env: GIT_ENV });
  return kinds;
}
