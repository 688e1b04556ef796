// A repository whose comparison takes minutes however it is done: one agent that packs a shared
// library, a root `.gitignore` of 20,000 rules that each path of it must be judged by, and a
// commit that adds 20,000 files to the library. Written with one `git fast-import` stream and
// never checked out (the changes action reads commits through git), so it takes a second.
import { execFileSync } from 'node:child_process';
import { agentConfig, GIT_ENV, GitRepository, git } from './git-repository.ts';

export const LONG_COMPARISON = { rules: 20_000, files: 20_000 };

/** The repository, its base commit (before the files were added) and its head. */
export function longComparison(): { repo: GitRepository; base: string; head: string } {
  const repo = GitRepository.create('changes-long-');
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const rules = Array.from(
    { length: LONG_COMPARISON.rules },
    (_, n) => `build-${n}/**/*.o${n}\n`,
  ).join('');
  const commit = (mark: number, ops: string) =>
    `commit refs/heads/main\nmark :${mark}\ncommitter Test <test@example.com> ${1_700_000_000 + mark} +0000\n${data(`commit ${mark}`)}${mark > 10 ? `from :${mark - 1}\n` : ''}${ops}\n`;
  const first = [
    `M 100644 inline .gitignore\n${data(rules)}`,
    `M 100644 inline agents/support/langgraph.json\n${data(agentConfig(['.', '../../libs/common']))}`,
    'M 100644 :1 agents/support/agent.py\n',
    'M 100644 :1 libs/common/util.py\n',
  ].join('');
  const added = Array.from(
    { length: LONG_COMPARISON.files },
    (_, n) => `M 100644 :1 libs/common/pkg-${n % 50}/mod_${n}.py\n`,
  ).join('');
  execFileSync('git', ['fast-import', '--quiet'], {
    cwd: repo.dir,
    env: GIT_ENV,
    input: `blob\nmark :1\n${data('x = 1\n')}${commit(10, first)}${commit(11, added)}`,
  });
  return {
    repo,
    base: git(repo.dir, 'rev-parse', 'main~1'),
    head: git(repo.dir, 'rev-parse', 'main'),
  };
}
