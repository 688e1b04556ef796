// scripts/validate/gitlab-template.ts: the GitLab templates held to GitLab's schema with their
// inputs filled, and the examples that include them held to their inputs.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GITLAB_TEMPLATES,
  includingProblems,
  templateInputs,
  templateProblems,
} from '../../scripts/validate/gitlab-template.ts';

const DEPLOY = 'gitlab/agent-deploy.yml';
const PREVIEW = 'gitlab/agent-preview.yml';
const RELEASE = 'https://raw.githubusercontent.com/your-org/agent-deploy-action/v1.0.0';
/** A template is included at a release's tag, and installs that release's package by default. */
const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version;

/** A repository root holding `template` as `path`, changed by `change`. */
function rootWith(path: string, change: (text: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'gitlab-template-'));
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), change(readFileSync(path, 'utf8')));
  return root;
}

describe('the GitLab templates', () => {
  it('are both there, each with a spec: inputs: header, installing the package of its own release', () => {
    expect(GITLAB_TEMPLATES).toEqual([DEPLOY, PREVIEW]);
    for (const template of GITLAB_TEMPLATES) {
      const { inputs, problems } = templateInputs(readFileSync(template, 'utf8'));
      expect(problems).toEqual([]);
      expect(inputs).toHaveProperty('deployment-name');
      expect(inputs['deployment-name']?.default).toBeUndefined();
      expect(inputs.version).toMatchObject({ default: VERSION });
    }
  });

  it.each(GITLAB_TEMPLATES)('%s fits GitLab’s schema with its inputs filled', (template) => {
    expect(templateProblems(template)).toEqual([]);
  });

  it('refuses a template whose jobs GitLab’s schema refuses once its inputs are filled', () => {
    const root = rootWith(DEPLOY, (text) => text.replace('when: always', 'when: sometimes'));
    expect(templateProblems(DEPLOY, root).join('\n')).toContain(
      "'when' property must be one of [on_success, on_failure, always] (found sometimes)",
    );
  });

  it('refuses a header key spec:inputs does not take, and an input no job uses', () => {
    const root = rootWith(DEPLOY, (text) =>
      text
        .replace('      default: production', '      defualt: production')
        .replace('spec:\n  inputs:\n', 'spec:\n  inputs:\n    unused:\n      description: x\n'),
    );
    expect(templateProblems(DEPLOY, root)).toEqual([
      'input environment: GitLab takes no defualt:',
      'input unused is declared, but no job uses it',
    ]);
  });

  it('refuses a job that uses an input the header does not declare', () => {
    const root = rootWith(PREVIEW, (text) =>
      text.replace('$[[ inputs.stage ]]', '$[[ inputs.stag ]]'),
    );
    expect(templateProblems(PREVIEW, root)).toEqual([
      'input stage is declared, but no job uses it',
      'a job uses the input stag, which is not declared',
    ]);
  });

  it('refuses a version that is no release number, as GitLab would', () => {
    const ci = `include:\n  - remote: ${RELEASE}/${DEPLOY}\n    inputs:\n      deployment-name: a\n      version: latest\n`;
    expect(includingProblems(ci).join('\n')).toContain('does not match required regex');
  });
});

describe('an example that includes a template at a release', () => {
  it('is checked with the template’s file in place of its URL', () => {
    const ci = [
      'include:',
      `  - remote: ${RELEASE}/${DEPLOY}`,
      '    inputs:',
      '      deployment-name: support-agent',
      '      flags: --smoke-test @smoke-test.yaml --rollback-on-failure',
      `  - remote: ${RELEASE}/${PREVIEW}`,
      '    inputs:',
      '      deployment-name: support',
      '',
    ].join('\n');
    expect(includingProblems(ci)).toEqual([]);
  });

  it('must give the template’s own inputs, every required one among them', () => {
    const ci = `include:\n  - remote: ${RELEASE}/${DEPLOY}\n    inputs:\n      deployment: support-agent\n`;
    expect(includingProblems(ci)).toEqual([
      `${DEPLOY} has no input deployment`,
      `${DEPLOY} needs the input deployment-name`,
    ]);
  });
});
