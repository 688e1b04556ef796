// src/common/wording.ts: messages in the words of the front end the step runs on.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ActionDefinition } from '../../src/common/action-step.ts';
import { produceReport } from '../../src/common/action-step.ts';
import { requireCredential } from '../../src/common/connection-inputs.ts';
import { GitHubRuntime } from '../../src/common/github-runtime.ts';
import { gitHubTokenProblem, InputError, validateInputs } from '../../src/common/inputs.ts';
import {
  ACTION_WORDING,
  commandLineWording,
  inWording,
  theInput,
  type Wording,
  wordingOf,
  words,
} from '../../src/common/wording.ts';

const flags = (input: string) =>
  input === 'bearer-token'
    ? 'CONTROL_PLANE_BEARER_TOKEN or --bearer-token-file FILE'
    : `--${input}`;
const elsewhere = commandLineWording(flags, false);
const onGitHub = commandLineWording(flags, true);

describe('the words of each front end', () => {
  it('name an action’s inputs as a workflow writes them, on GitHub', () => {
    expect(ACTION_WORDING).toMatchObject({ frontEnd: 'action', onGitHub: true });
    expect(ACTION_WORDING.subject('wait')).toBe('Input "wait"');
    expect(ACTION_WORDING.input('tenant-id')).toBe('tenant-id');
    expect(ACTION_WORDING.setting('wait', 'true')).toBe('wait: true');
    expect(theInput('github-token', ACTION_WORDING)).toBe('the `github-token` input');
  });

  it('name a command line’s inputs as its flags, or where they came from', () => {
    expect(elsewhere).toMatchObject({ frontEnd: 'command-line', onGitHub: false });
    expect(onGitHub.onGitHub).toBe(true);
    expect(elsewhere.subject('timeout')).toBe('--timeout');
    expect(elsewhere.input('bearer-token')).toBe(
      'CONTROL_PLANE_BEARER_TOKEN or --bearer-token-file FILE',
    );
    expect(
      [
        ['wait', 'true'],
        ['wait', 'false'],
        ['deployment-type', 'prod'],
      ].map(([input, value]) => elsewhere.setting(input as string, value as string)),
    ).toEqual(['--wait', '--no-wait', '--deployment-type prod']);
    expect(theInput('github-token', elsewhere)).toBe('--github-token');
  });

  it('are a runtime’s own, else an action’s', () => {
    expect(wordingOf({ inputs: {} })).toBe(ACTION_WORDING);
    expect(wordingOf({ inputs: { wording: elsewhere } })).toBe(elsewhere);
  });
});

describe('the words of the step running now', () => {
  it('are an action’s outside a step', () => {
    expect(words()).toBe(ACTION_WORDING);
  });

  it('are the ones given, through every await of the work', async () => {
    const seen = await inWording(elsewhere, async () => {
      await new Promise((done) => setTimeout(done, 1));
      return words();
    });
    expect(seen).toBe(elsewhere);
    expect(words()).toBe(ACTION_WORDING);
  });

  it('are the runtime’s for every message a step makes, its inputs’ problems among them', async () => {
    const runtime = Object.assign(new GitHubRuntime(), {
      inputs: { read: () => '', wording: elsewhere },
    });
    const definition: ActionDefinition<undefined> = {
      noun: 'Test',
      readInputs: async () => {
        throw new InputError([
          { input: 'health-check', message: `needs ${words().setting('wait', 'true')}` },
        ]);
      },
      timeoutMs: () => 1000,
      work: async () => ({ outputs: {}, summary: '' }),
    };
    const report = await produceReport(definition, runtime);
    expect(report.failure?.message).toBe('--health-check: needs --wait');
    const onRunner = await produceReport(definition, new GitHubRuntime());
    expect(onRunner.failure?.message).toBe('Input "health-check": needs wait: true');
  });
});

describe('messages of the common rules, in each front end’s words', () => {
  const tokenProblem = (wording: Wording) =>
    inWording(wording, () => gitHubTokenProblem(true, undefined, ['environment', 'comment-on-pr']));

  it('says github.token is the default only to an action', () => {
    expect(tokenProblem(ACTION_WORDING)).toBe(
      'is required with environment or comment-on-pr (its default is github.token)',
    );
    for (const wording of [elsewhere, onGitHub]) {
      expect(tokenProblem(wording)).toBe('is required with --environment or --comment-on-pr');
    }
    expect(inWording(elsewhere, () => gitHubTokenProblem(true, 'ghs_x', ['environment']))).toBe(
      undefined,
    );
  });

  it('names the other credential as the command line takes it', async () => {
    const schema = requireCredential(
      z.object({ 'api-key': z.string(), 'bearer-token': z.string() }),
    );
    const refused = await inWording(elsewhere, () =>
      validateInputs(schema, { 'api-key': '', 'bearer-token': '' }).catch((error) => error),
    );
    expect(refused).toBeInstanceOf(InputError);
    expect((refused as InputError).message).toBe(
      '--api-key: is required unless CONTROL_PLANE_BEARER_TOKEN or --bearer-token-file FILE is given.',
    );
  });
});
