// src/github/live-deployment.ts: the commit GitHub's deployments say is live in an environment.
import { describe, expect, it } from 'vitest';
import type { GitHubSession } from '../../src/github/github-session.ts';
import { findLiveDeployment } from '../../src/github/live-deployment.ts';

const A = 'a'.repeat(40);
const OWN = 'https://api.github.com/repos/acme/agents';

type Answer = { id: number; sha: string; environment?: unknown; repository_url?: unknown };

/** A session whose GitHub lists `deployments`, each with `success` as its latest status. */
function session(deployments: Answer[]) {
  const warned: string[] = [];
  const asked: number[] = [];
  const repos = {
    listDeployments: async () => ({ data: deployments }),
    listDeploymentStatuses: async ({ deployment_id }: { deployment_id: number }) => {
      asked.push(deployment_id);
      return { data: [{ state: 'success' }] };
    },
  };
  const fake = {
    usable: true,
    run: { owner: 'acme', repo: 'agents' },
    client: { rest: { repos } },
    report: () => 'odd-answer',
    warnOnce: (message: string) => warned.push(message),
  } as unknown as GitHubSession;
  return { fake, warned, asked };
}

const deployment = (id: number, extra: Partial<Answer> = {}): Answer => ({
  id,
  sha: A,
  environment: 'staging-support',
  repository_url: OWN,
  ...extra,
});

describe('findLiveDeployment', () => {
  it('takes an answer about the environment asked for, whatever the case of its name', async () => {
    const { fake, warned } = session([
      deployment(7, { environment: 'Staging-Support', repository_url: `${OWN.toUpperCase()}` }),
    ]);
    expect(await findLiveDeployment(fake, 'staging-support')).toEqual({
      kind: 'live',
      id: 7,
      sha: A,
    });
    expect(warned).toEqual([]);
  });

  it.each([
    [
      'another environment',
      { environment: 'staging-somethingelse' },
      'environment "staging-somethingelse"',
    ],
    ['no environment', { environment: undefined }, 'a deployment that names no environment'],
    [
      'another repository',
      { repository_url: 'https://api.github.com/repos/someone/else' },
      'the repository of https://api.github.com/repos/someone/else',
    ],
    ['no repository', { repository_url: null }, 'a deployment that names no repository'],
  ])(
    'ignores a whole answer that holds a deployment of %s, with one warning',
    async (_, extra, about) => {
      const { fake, warned, asked } = session([deployment(1), deployment(2, extra)]);
      expect(await findLiveDeployment(fake, 'staging-support')).toEqual({ kind: 'other', about });
      expect(asked).toEqual([]);
      expect(warned).toEqual([
        `Could not read the deployments of GitHub environment "staging-support": GitHub's answer is about ${about}, not about that environment of acme/agents. It is ignored, and the agents it was asked for are marked changed.`,
      ]);
    },
  );
});
