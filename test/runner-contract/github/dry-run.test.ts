import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/deploy-fixture.ts';
import { deployOn, ENVIRONMENT, PULL_REQUEST, seedPreview, useRunnerContract } from './setup.ts';

// The bundled deploy action with dry-run on a pull request, the real Octokit against the fake
// GitHub: the plan goes in the sticky comment, and no GitHub deployment is made.
const emulator = useEmulator();
const contract = useRunnerContract();

describe('a dry run on a pull request', () => {
  it('puts the plan in the sticky comment, replaces it with the next plan, and makes no GitHub deployment', async () => {
    const fake = contract.github();
    const deployment = seedPreview(emulator());
    const inputs = { 'dry-run': 'true', 'comment-on-pr': 'true', environment: ENVIRONMENT };
    const first = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, {
      ...inputs,
      'repo-ref': 'plan-one',
    });

    expect(first.exitCode).toBe(0);
    expect(first.outputs.result).toBe('planned');
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]?.body.split('\n')[0]).toBe('<!-- agent-deploy:support-agent-pr-7 -->');
    expect(fake.comments[0]?.body).toContain('📋 Plan: `support-agent-pr-7` would be changed');
    expect(fake.comments[0]?.body).toContain('| `repo_ref` | `main` | `plan-one` |');

    const second = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, {
      ...inputs,
      'repo-ref': 'plan-two',
    });
    expect(second.exitCode).toBe(0);
    expect(fake.requestsTo('create-comment')).toHaveLength(1);
    expect(fake.requestsTo('update-comment')).toHaveLength(1);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]?.body).toContain('`plan-two`');
    expect(fake.comments[0]?.body).not.toContain('plan-one');
    expect(fake.requestsTo('create-deployment')).toEqual([]);
    expect(fake.requestsTo('create-deployment-status')).toEqual([]);
    expect(emulator().requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
