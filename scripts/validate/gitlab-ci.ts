// The .gitlab-ci.yml examples of the Markdown files (a ```yaml block marked with GITLAB_CI_NOTE),
// checked against GitLab's own JSON schema for .gitlab-ci.yml by gitlab-ci-local, which carries
// it (GitLab's app/assets/javascripts/editor/schema/ci.json) and validates with ajv as GitLab's
// pipeline editor does, once it has interpolated the inputs of the files it includes. It reads
// the file from a git checkout, so each block gets one.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** How a Markdown file marks a ```yaml block as a .gitlab-ci.yml: the start of its note. */
export const GITLAB_CI_NOTE = '<!-- not-a-workflow: .gitlab-ci.yml';

const cli = createRequire(import.meta.url).resolve('gitlab-ci-local/dist/index.js');

/**
 * What GitLab's schema refuses in `text`, as gitlab-ci-local says it; none when it is valid.
 * `files` (by path) are committed beside it, for a `.gitlab-ci.yml` that includes them.
 */
export function gitLabCiProblems(text: string, files: Record<string, string> = {}): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'gitlab-ci-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  try {
    git('init', '--quiet', '--initial-branch=main');
    git('remote', 'add', 'origin', 'https://gitlab.example.com/acme/agents.git');
    writeFileSync(join(dir, '.gitlab-ci.yml'), text);
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    git('add', '--all');
    git(
      '-c',
      'user.name=validate',
      '-c',
      'user.email=validate@example.com',
      'commit',
      '--quiet',
      '--allow-empty',
      '-m',
      'ci',
    );
    execFileSync(process.execPath, [cli, '--list'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return [];
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    const said = `${stdout}${stderr}`.split('\n');
    const refused = said.filter((line) => line.trim().startsWith('•') && !line.includes('--'));
    return refused.length > 0
      ? refused.map((line) => line.trim().replace(/^• /, ''))
      : said.filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
