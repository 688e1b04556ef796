import { describe, expect, it, vi } from 'vitest';
import { startGitHubDeployment } from '../../src/github/deployment-tracker.ts';
import { markEnvironmentInactive } from '../../src/github/inactive-environment.ts';
import { upsertPullRequestComment } from '../../src/github/pull-request-comment.ts';
import type { FakeGitHub } from '../support/fake-github.ts';
import type { FakeFault } from '../support/fake-github-faults.ts';
import { collectWarnings, runContextFor, TOKEN, useFakeGitHub } from './github-test-setup.ts';

const fakeGitHub = useFakeGitHub();

/** Each public function, run once against the fake with every request failing as told. */
const CALLS = {
  deployment: async (fake: FakeGitHub, warn: (message: string) => void, timeoutMs?: number) => {
    const tracker = await startGitHubDeployment({
      token: TOKEN,
      environment: 'preview-pr-12',
      warn,
      run: runContextFor(fake),
      ...(timeoutMs && { timeoutMs }),
    });
    return tracker === undefined;
  },
  inactive: async (fake: FakeGitHub, warn: (message: string) => void, timeoutMs?: number) => {
    fake.addDeployment('preview-pr-12', ['success']);
    const marked = await markEnvironmentInactive({
      token: TOKEN,
      environment: 'preview-pr-12',
      warn,
      run: runContextFor(fake),
      ...(timeoutMs && { timeoutMs }),
    });
    return marked === 0;
  },
  comment: async (fake: FakeGitHub, warn: (message: string) => void, timeoutMs?: number) => {
    const result = await upsertPullRequestComment({
      token: TOKEN,
      marker: 'agent-prod',
      body: 'x',
      warn,
      run: runContextFor(fake),
      ...(timeoutMs && { timeoutMs }),
    });
    return result.outcome === 'failed';
  },
};

const FAULTS: FakeFault[] = [
  'missing-permission',
  'rate-limit-403',
  'rate-limit-429',
  'not-found',
  'server-error',
  'disconnect',
  'html-page',
];

describe.each(Object.entries(CALLS))('%s: every kind of trouble', (_name, call) => {
  it.each(FAULTS)('%s: resolves with nothing done and exactly one warning', async (fault) => {
    const fake = fakeGitHub();
    fake.fail('all', fault);
    const { warn, warnings } = collectWarnings();
    expect(await call(fake, warn)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("The deploy's result is not affected.");
  });

  it.each(FAULTS)('%s: the token is in no warning, even when GitHub repeats it', async (fault) => {
    const fake = fakeGitHub();
    fake.fail('all', fault, { echoAuthorization: true });
    const { warn, warnings } = collectWarnings();
    await call(fake, warn);
    expect(warnings.join('\n')).not.toContain(TOKEN);
  });

  it('a GitHub that never answers: one warning once the request time-out passes', async () => {
    const fake = fakeGitHub();
    fake.fail('all', 'hang');
    const { warn, warnings } = collectWarnings();
    expect(await call(fake, warn, 200)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('no answer within');
  });
});

describe.each(Object.entries(CALLS))('%s: an answer nested too deeply', (_name, call) => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

  it.each([200, 404, 500])(
    '(%s) is one warning that says so, never a RangeError',
    async (status) => {
      const fake = fakeGitHub();
      fake.fail('all', 'answer', { answer: { status, body: deep } });
      const { warn, warnings } = collectWarnings();
      expect(await call(fake, warn)).toBe(true);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(
        `: GitHub answered ${status} with JSON nested too deeply (more than 256 levels). The deploy's result is not affected.`,
      );
    },
  );
});

describe('a caller that stops the requests', () => {
  it('ends them at once, and leaves the warning to the caller', async () => {
    const fake = fakeGitHub();
    fake.addDeployment('preview-pr-12', ['success']);
    fake.fail('all', 'hang');
    const stop = new AbortController();
    const { warn, warnings } = collectWarnings();
    const marking = markEnvironmentInactive({
      token: TOKEN,
      environment: 'preview-pr-12',
      warn,
      run: runContextFor(fake),
      signal: stop.signal,
    });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    stop.abort();
    expect(await marking).toBe(0);
    expect(warnings).toEqual([]);
  });
});

describe('what the warnings say', () => {
  async function warningFor(fault: FakeFault): Promise<string> {
    const fake = fakeGitHub();
    fake.fail('all', fault);
    const { warn, warnings } = collectWarnings();
    await CALLS.deployment(fake, warn);
    return warnings[0] ?? '';
  }

  it('a 403 rate limit is a rate limit, not a missing permission', async () => {
    const warning = await warningFor('rate-limit-403');
    expect(warning).toContain('rate limit is used up');
    expect(warning).toContain('resets at 12:00:00 UTC');
    expect(warning).not.toContain('deployments: write');
  });

  it('a 429 says when the limit frees up', async () => {
    expect(await warningFor('rate-limit-429')).toContain('frees up in 60s');
  });

  it('a 500 is an error on GitHub’s side', async () => {
    expect(await warningFor('server-error')).toContain(
      "GitHub answered 500 (Server Error): an error on GitHub's side",
    );
  });

  it('a dropped connection names the API it could not reach', async () => {
    const fake = fakeGitHub();
    expect(await warningFor('disconnect')).toContain(`could not reach ${fake.url}`);
  });

  it.each(Object.entries(CALLS))(
    '%s: a page that is no JSON is named for what it is, in words for a person',
    async (_name, call) => {
      const fake = fakeGitHub();
      fake.fail('all', 'html-page');
      const { warn, warnings } = collectWarnings();
      expect(await call(fake, warn)).toBe(true);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(
        'GitHub answered 200 with an HTML page ("Sign in to continue") instead of JSON',
      );
      expect(warnings[0]).not.toMatch(/Cannot use|TypeError|undefined/);
    },
  );

  it('a 404 suggests the permission too, since GitHub hides what a token may not see', async () => {
    expect(await warningFor('not-found')).toContain('`deployments: write`');
  });
});
