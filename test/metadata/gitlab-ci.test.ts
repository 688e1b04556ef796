// scripts/validate/gitlab-ci.ts: the .gitlab-ci.yml examples held to GitLab's own schema.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GITLAB_CI_NOTE, gitLabCiProblems } from '../../scripts/validate/gitlab-ci.ts';
import { yamlBlocks } from '../../scripts/validate/readme-yaml-blocks.ts';

describe('the .gitlab-ci.yml examples', () => {
  const examples = yamlBlocks(readFileSync('docs/cli.md', 'utf8'), 'docs/cli.md').filter((block) =>
    block.note?.startsWith(GITLAB_CI_NOTE),
  );

  it('are found in docs/cli.md, and kept out of the workflow check', () => {
    expect(examples).toHaveLength(1);
    expect(examples.every((block) => block.skipped)).toBe(true);
  });

  it('fit GitLab’s schema', () => {
    for (const block of examples) expect(gitLabCiProblems(block.text)).toEqual([]);
  });

  it('would be refused with a keyword GitLab does not know', () => {
    const broken = (examples[0]?.text ?? '').replace('dotenv: deploy.env', 'dotenvs: deploy.env');
    expect(gitLabCiProblems(broken).join('\n')).toContain(
      "'dotenvs' property is not expected to be here",
    );
  });
});
