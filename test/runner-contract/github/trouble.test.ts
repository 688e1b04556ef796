import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { useEmulator } from '../../support/deploy-fixture.ts';
import {
  deleteOn,
  deployOn,
  ENVIRONMENT,
  PULL_REQUEST,
  TOKEN,
  tokenKeptSecret,
  useRunnerContract,
  warnings,
} from './setup.ts';

// GitHub trouble, with the bundled actions spawned as the runner spawns them: the step's
// result is the control plane's alone, and GitHub's side is one warning per feature that says
// what to change. The token is never shown, even when an answer repeats it.
const emulator = useEmulator();
const contract = useRunnerContract();
const BOTH = { environment: ENVIRONMENT, 'comment-on-pr': 'true' };
const GRANT = (permission: string) =>
  `add the line \`${permission}: write\` under \`permissions:\``;

describe('a token without the permissions (403)', () => {
  it('leaves a DEPLOYED revision a success and names each permission to add', async () => {
    const fake = contract.github();
    fake.fail('all', 'missing-permission', { echoAuthorization: true });
    const deployment = emulator().seedDeployment();
    const run = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, BOTH);

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    const said = warnings(run);
    expect(said).toHaveLength(2);
    expect(said[0]).toContain('Could not create a GitHub deployment');
    expect(said[0]).toContain(GRANT('deployments'));
    expect(said[1]).toContain('Could not write the deploy comment');
    expect(said[1]).toContain(GRANT('pull-requests'));
    expect(said.every((line) => line.includes('Resource not accessible by integration'))).toBe(
      true,
    );
    // A refusal is not tried again: no status for a deployment that was never made.
    expect(fake.requests.map((r) => r.route)).toEqual(['create-deployment', 'list-comments']);
    expect(tokenKeptSecret(run)).toEqual({ masked: true, shown: false });
  });

  it('leaves a failed revision a failure, for the control plane’s reason', async () => {
    const fake = contract.github();
    fake.fail('all', 'missing-permission');
    const deployment = emulator().seedDeployment();
    emulator().failNextRevision('DEPLOY_FAILED');
    const run = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, BOTH);

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'DEPLOY_FAILED' });
    expect(failureMessage(run)).toContain('DEPLOY_FAILED');
    expect(failureMessage(run)).not.toContain('GitHub');
    expect(warnings(run).map((line) => line.includes('permissions:'))).toEqual([true, true]);
    expect(tokenKeptSecret(run)).toEqual({ masked: true, shown: false });
  });

  it('in the delete action, still deletes and names deployments: write', async () => {
    const fake = contract.github();
    fake.addDeployment(ENVIRONMENT, ['success']);
    fake.fail('all', 'missing-permission', { echoAuthorization: true });
    const deployment = emulator().seedDeployment();
    const run = await deleteOn(contract, emulator(), deployment.id, { environment: ENVIRONMENT });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.deleted).toBe('true');
    const said = warnings(run);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`Could not mark the deployments of GitHub environment`);
    expect(said[0]).toContain(GRANT('deployments'));
    expect(fake.deployments[0]?.statuses.map((s) => s.state)).toEqual(['success']);
    expect(tokenKeptSecret(run)).toEqual({ masked: true, shown: false });
  });
});

describe('a rate limit', () => {
  it.each(['rate-limit-403', 'rate-limit-429'] as const)(
    '(%s) is a warning that blames no permission',
    async (fault) => {
      const fake = contract.github();
      fake.fail('all', fault, { echoAuthorization: true });
      const deployment = emulator().seedDeployment();
      const run = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, BOTH);

      expect(run.exitCode).toBe(0);
      expect(run.outputs.result).toBe('deployed');
      const said = warnings(run);
      expect(said).toHaveLength(2);
      for (const line of said) {
        expect(line).toContain('the API rate limit is used up');
        expect(line).not.toContain('permissions:');
      }
      expect(fake.requests.map((r) => r.route)).toEqual(['create-deployment', 'list-comments']);
      expect(tokenKeptSecret(run)).toEqual({ masked: true, shown: false });
    },
  );
});

describe('GitHub failing on its side', () => {
  it('costs one status and one warning; the next status still goes', async () => {
    const fake = contract.github();
    fake.fail('create-deployment-status', 'server-error', { times: 1 });
    const deployment = emulator().seedDeployment();
    const run = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, {
      environment: ENVIRONMENT,
    });

    expect(run.exitCode).toBe(0);
    const said = warnings(run);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('to "in_progress": GitHub answered 500');
    expect(said[0]).not.toContain('permissions:');
    expect(fake.deployments[0]?.statuses.map((s) => s.state)).toEqual(['success']);
  });

  it.each(['server-error', 'disconnect'] as const)(
    '(%s) on every request leaves the deploy a success',
    async (fault) => {
      const fake = contract.github();
      fake.fail('all', fault, { echoAuthorization: true });
      const deployment = emulator().seedDeployment();
      const run = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, BOTH);

      expect(run.exitCode).toBe(0);
      expect(run.outputs.result).toBe('deployed');
      const said = warnings(run);
      expect(said).toHaveLength(2);
      expect(said.some((line) => line.includes('permissions:'))).toBe(false);
      expect(fake.comments).toEqual([]);
      expect(run.summary).toContain('Deployed');
      expect(tokenKeptSecret(run)).toEqual({ masked: true, shown: false });
    },
  );
});

describe('the github-token', () => {
  it('is masked before anything is printed, and sent to GitHub only', async () => {
    const fake = contract.github();
    const deployment = emulator().seedDeployment();
    const run = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, BOTH);

    expect(run.exitCode).toBe(0);
    expect(tokenKeptSecret(run)).toEqual({ masked: true, shown: false });
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    const toControlPlane = JSON.stringify(emulator().requests.map((r) => r.headers));
    expect(toControlPlane).not.toContain(TOKEN);
  });
});
