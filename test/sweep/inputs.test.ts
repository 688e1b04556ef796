// src/sweep/inputs.ts: how the sweep action reads its inputs into one settings object.
import { describe, expect, it } from 'vitest';
import { readSweepSettings } from '../../src/sweep/inputs.ts';
import {
  BLANKS,
  CONNECTION,
  problemsOf,
  recordingRuntime,
  setInputs,
} from '../support/runner-inputs.ts';

const TOKEN = 'ghs_sweepUnitToken000000000000000000000';
const DAY = 86_400_000;

const sweep = (inputs: Record<string, string>) => {
  setInputs({
    ...CONNECTION,
    'name-pattern': 'agent-pr-{number}',
    'github-token': TOKEN,
    ...inputs,
  });
  return readSweepSettings(recordingRuntime().runtime);
};

describe('the sweep settings', () => {
  it("take action.yml's defaults for what is not given", async () => {
    expect(await sweep({})).toEqual({
      connection: { baseUrl: 'https://cp.example.com/', apiKey: 'sk-unit-1234' },
      namePattern: { before: 'agent-pr-', after: '' },
      token: TOKEN,
      maxDeletes: 10,
      deleteTracingProject: true,
      dryRun: false,
    });
  });

  it('read every input given', async () => {
    const settings = await sweep({
      'environment-pattern': 'preview-pr-{number}',
      'max-idle': '14d',
      'max-deletes': '25',
      'delete-tracing-project': 'false',
      'dry-run': 'TRUE',
    });
    expect(settings).toMatchObject({
      environmentPattern: { before: 'preview-pr-', after: '' },
      maxIdleMs: 14 * DAY,
      maxDeletes: 25,
      deleteTracingProject: false,
      dryRun: true,
    });
  });

  it('mask the GitHub token with the credentials, before anything is checked', async () => {
    setInputs({ ...CONNECTION, 'name-pattern': 'no-placeholder', 'github-token': TOKEN });
    const { runtime, masked } = recordingRuntime();
    await readSweepSettings(runtime).catch(() => undefined);
    expect(masked).toEqual(['sk-unit-1234', TOKEN]);
  });

  it.each([
    ['36h', 36 * 3_600_000],
    ['1h', 3_600_000],
    ['1d12h', 36 * 3_600_000],
    ['3650d', 3650 * DAY],
  ])('take max-idle %j as %i ms', async (text, ms) => {
    expect((await sweep({ 'max-idle': text })).maxIdleMs).toBe(ms);
  });

  it.each([
    ['14', 'max-idle: must be a duration with its unit, such as 14d or 36h; got "14".'],
    ['2w', 'max-idle: must be a duration with its unit, such as 14d or 36h; got "2w".'],
    ['59m', 'max-idle: must be between 1h and 3650d; got "59m".'],
    ['3651d', 'max-idle: must be between 1h and 3650d; got "3651d".'],
  ])('refuse max-idle %j', async (text, problem) => {
    expect(await problemsOf(sweep({ 'max-idle': text }))).toEqual([problem]);
  });

  it.each([
    ['0', 'max-deletes: must be a whole number of at least 1; got "0".'],
    ['-1', 'max-deletes: must be a whole number of at least 1; got "-1".'],
    ['2.5', 'max-deletes: must be a whole number of at least 1; got "2.5".'],
    ['1001', 'max-deletes: must be at most 1000; got "1001".'],
    ['9'.repeat(400), 'max-deletes: must be at most 1000.'],
  ])('refuse max-deletes %j', async (text, problem) => {
    expect(await problemsOf(sweep({ 'max-deletes': text }))).toEqual([problem]);
  });

  it('name every bad input at once, the patterns included', async () => {
    const problems = await problemsOf(
      sweep({
        'name-pattern': BLANKS,
        'environment-pattern': 'preview-{number}-{number}',
        'github-token': '',
        'api-key': '',
      }),
    );
    expect(problems).toEqual([
      'name-pattern: is required.',
      'environment-pattern: must hold {number} once, not 2 times; got "preview-{number}-{number}".',
      'api-key: is required unless bearer-token is given.',
      'github-token: is required with environment-pattern, whose GitHub deployments it marks (its default is github.token).',
      'max-idle: is required without github-token: with no pull request to ask about, only idle time can make a preview stale.',
    ]);
  });

  it('judge by idle time alone without a token: max-idle is then required, and read', async () => {
    expect(await sweep({ 'github-token': '', 'max-idle': '14d' })).toMatchObject({
      maxIdleMs: 14 * DAY,
    });
    expect(await sweep({ 'github-token': '', 'max-idle': '14d' })).not.toHaveProperty('token');
    expect(await problemsOf(sweep({ 'github-token': '' }))).toEqual([
      'max-idle: is required without github-token: with no pull request to ask about, only idle time can make a preview stale.',
    ]);
  });

  it('refuse an environment pattern that leaves no room for the number', async () => {
    expect(
      await problemsOf(sweep({ 'environment-pattern': `${'e'.repeat(250)}{number}` })),
    ).toEqual([
      'environment-pattern: must leave room for the number within the 255 characters of an environment name.',
    ]);
  });
});
