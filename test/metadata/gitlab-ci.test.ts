// scripts/validate/gitlab-ci.ts: the .gitlab-ci.yml examples held to GitLab's own schema.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GITLAB_CI_NOTE, gitLabCiProblems } from '../../scripts/validate/gitlab-ci.ts';
import { includingProblems } from '../../scripts/validate/gitlab-template.ts';
import { yamlBlocks } from '../../scripts/validate/readme-yaml-blocks.ts';

describe('the .gitlab-ci.yml examples', () => {
  const examples = ['README.md', 'docs/cli.md'].flatMap((file) =>
    yamlBlocks(readFileSync(file, 'utf8'), file).filter((block) =>
      block.note?.startsWith(GITLAB_CI_NOTE),
    ),
  );
  const copied = examples.find((block) => block.text.includes('stop-preview:'));

  it('are found in the README and docs/cli.md, and kept out of the workflow check', () => {
    expect(examples.map((block) => block.file)).toEqual([
      'README.md',
      'README.md',
      'docs/cli.md',
      'docs/cli.md',
    ]);
    expect(examples.every((block) => block.skipped)).toBe(true);
  });

  it('fit GitLab’s schema, a template included at a release with its file in place', () => {
    for (const block of examples) expect(includingProblems(block.text)).toEqual([]);
  });

  it('would be refused with a keyword GitLab does not know', () => {
    const broken = (copied?.text ?? '').replace('dotenv: deploy.env', 'dotenvs: deploy.env');
    expect(gitLabCiProblems(broken).join('\n')).toContain(
      "'dotenvs' property is not expected to be here",
    );
  });
});
