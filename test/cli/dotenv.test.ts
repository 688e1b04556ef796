// src/cli/dotenv.ts: the outputs file as GitLab's dotenv report reads it.
import { parse } from 'dotenv';
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

  it('puts --outputs-prefix before every name, the action’s own names kept after it', () => {
    expect(variableName('deployment-id', 'AGENT_')).toBe('AGENT_deployment_id');
    const written: Array<[string, string]> = [
      ['url', 'https://support.example.com'],
      ['smoke-results', '[{"name":"a#1","passed":true}]'],
    ];
    const { text } = dotenvText(written, new Set(['smoke-results']), 'AGENT_');
    expect(readAsGitLab(text)).toEqual({
      AGENT_url: 'https://support.example.com',
      AGENT_smoke_results: '[{"name":"a\\u00231","passed":true}]',
    });
  });

  it('is empty, and still read, when there is no output', () => {
    expect(dotenvText([])).toEqual({ text: '', warnings: [] });
    expect(readAsGitLab('')).toEqual({});
  });

  it('leaves out a value GitLab would change, and says why', () => {
    const { text, warnings } = dotenvText([
      ['url', 'https://agents.example.com/$HOME'],
      ['deployment-name', ' padded'],
      ['result', 'failed'],
    ]);
    expect(readAsGitLab(text)).toEqual({ result: 'failed' });
    expect(warnings).toEqual([
      'Output url is left out of the outputs file: it holds "$", which GitLab would expand as a variable.',
      'Output deployment-name is left out of the outputs file: it starts or ends with a space, which GitLab would trim.',
    ]);
  });

  it('writes a JSON output’s "#" and "$" as JSON escapes: GitLab and a dotenv library read the same JSON', () => {
    const json = '[{"name":"order #1","problem":"costs $HOME","quoted":"\'it\'"}]';
    const { text, warnings } = dotenvText([['smoke-results', json]], new Set(['smoke-results']));
    expect(warnings).toEqual([]);
    const byGitLab = readAsGitLab(text).smoke_results as string;
    const byLibrary = parse(text).smoke_results as string;
    expect(byLibrary).toBe(byGitLab);
    expect(JSON.parse(byGitLab)).toEqual(JSON.parse(json));
    expect(byGitLab).not.toMatch(/[#$]/);
  });

  it('writes any other value as GitLab reads it, and warns where a dotenv library would read it otherwise', () => {
    const { text, warnings } = dotenvText([
      ['url', 'https://agents.example.com/#/chat'],
      ['deployment-name', '"quoted"'],
      ['result', 'deployed'],
    ]);
    expect(readAsGitLab(text)).toEqual({
      url: 'https://agents.example.com/#/chat',
      deployment_name: '"quoted"',
      result: 'deployed',
    });
    expect(parse(text)).toEqual({
      url: 'https://agents.example.com/',
      deployment_name: 'quoted',
      result: 'deployed',
    });
    expect(warnings).toEqual([
      'Output url holds "#" or starts with a quote: GitLab reads it as written, a dotenv library would cut it or take the quotes away.',
      'Output deployment-name holds "#" or starts with a quote: GitLab reads it as written, a dotenv library would cut it or take the quotes away.',
    ]);
  });

  it('warns when the file reaches GitLab’s default limit of 5 KiB', () => {
    const { warnings } = dotenvText([['changes', 'x'.repeat(5200)]]);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^The outputs file is 5209 bytes: GitLab refuses a dotenv report of 5 KiB \(5120 bytes\) or more/,
      ),
    ]);
    expect(dotenvText([['changes', 'x'.repeat(5000)]]).warnings).toEqual([]);
  });
});
