// src/cli/dotenv.ts: the outputs file as GitLab's dotenv report reads it.
import { describe, expect, it } from 'vitest';
import { CHANGES_OUTPUT_NAMES } from '../../src/changes/report.ts';
import { dotenvText, variableName } from '../../src/cli/dotenv.ts';
import { DELETE_OUTPUT_NAMES } from '../../src/delete/report.ts';
import { DEPLOY_OUTPUT_NAMES } from '../../src/deploy/report/outputs.ts';
import { LISTENER_OUTPUT_NAMES } from '../../src/listener/report.ts';
import { REGISTRY_OUTPUT_NAMES } from '../../src/registry/main.ts';
import { REPOS_OUTPUT_NAMES } from '../../src/repos/report.ts';
import { SWEEP_OUTPUT_NAMES } from '../../src/sweep/report.ts';
import { readAsGitLab } from '../support/gitlab-dotenv.ts';

describe('the outputs file', () => {
  it('names each output with "-" as "_", a valid GitLab variable for every output of every action', () => {
    const every = [
      ...DEPLOY_OUTPUT_NAMES,
      ...CHANGES_OUTPUT_NAMES,
      ...SWEEP_OUTPUT_NAMES,
      ...DELETE_OUTPUT_NAMES,
      ...LISTENER_OUTPUT_NAMES,
      ...REPOS_OUTPUT_NAMES,
      ...REGISTRY_OUTPUT_NAMES,
    ];
    for (const name of every) expect(variableName(name)).toMatch(/^[a-z0-9_]+$/);
    expect(variableName('deployment-id')).toBe('deployment_id');
  });

  it('is one NAME=value a line that GitLab reads back as written, JSON included', () => {
    const written: Array<[string, string]> = [
      ['deployment-id', '3f1c'],
      ['url', 'https://support.example.com/agent?a=b'],
      ['smoke-results', '[{"name":"greets","passed":true,"ms":12}]'],
      ['rolled-back-to', ''],
    ];
    const { text, warnings } = dotenvText(written);
    expect(warnings).toEqual([]);
    expect(text.endsWith('\n')).toBe(true);
    expect(readAsGitLab(text)).toEqual({
      deployment_id: '3f1c',
      url: 'https://support.example.com/agent?a=b',
      smoke_results: '[{"name":"greets","passed":true,"ms":12}]',
      rolled_back_to: '',
    });
  });

  it('is empty, and still read, when there is no output', () => {
    expect(dotenvText([])).toEqual({ text: '', warnings: [] });
    expect(readAsGitLab('')).toEqual({});
  });

  it('leaves out a value GitLab would change, and says why', () => {
    const { text, warnings } = dotenvText([
      ['smoke-results', '[{"name":"costs $HOME"}]'],
      ['deployment-name', ' padded'],
      ['result', 'failed'],
    ]);
    expect(readAsGitLab(text)).toEqual({ result: 'failed' });
    expect(warnings).toEqual([
      'Output smoke-results is left out of the outputs file: it holds "$", which GitLab would expand as a variable.',
      'Output deployment-name is left out of the outputs file: it starts or ends with a space, which GitLab would trim.',
    ]);
  });

  it('warns when the file reaches GitLab’s default limit of 5 KB', () => {
    const { warnings } = dotenvText([['changes', 'x'.repeat(5200)]]);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^The outputs file is 5209 bytes: GitLab refuses a dotenv report of 5120 bytes or more/,
      ),
    ]);
    expect(dotenvText([['changes', 'x'.repeat(5000)]]).warnings).toEqual([]);
  });
});
