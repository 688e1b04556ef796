import { describe, expect, it } from 'vitest';
import { requestsTo, useEmulator } from '../../support/deploy-fixture.ts';
import { deployOn, ENVIRONMENT, PULL_REQUEST, useRunnerContract } from '../github/setup.ts';

const emulator = useEmulator({ serviceGeneration: 'new' });
const contract = useRunnerContract();

describe('the url of a deployment this run created', () => {
  it('is read once more after DEPLOYED, and carried by the output, the PR comment and the GitHub deployment', async () => {
    const emu = emulator();
    const fake = contract.github();
    const run = await deployOn(contract, emu, '', PULL_REQUEST, {
      'deployment-name': 'agent-pr-7',
      'create-if-missing': 'true',
      source: 'sourcehost',
      'agent-config-path': 'agent.json',
      'source-config': JSON.stringify({ repo_url: 'https://sourcehost.example.com/acme/agents' }),
      environment: ENVIRONMENT,
      'comment-on-pr': 'true',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    const id = run.outputs['deployment-id'] as string;
    const url = `${emu.agentServerUrl}/${id}`;
    expect(run.outputs).toMatchObject({ created: 'true', result: 'deployed', url });
    expect(requestsTo(emu, 'GET', new RegExp(`^/v2/deployments/${id}$`))).toHaveLength(1);
    expect(fake.comments[0]?.body).toContain(`| URL | \`${url}\` |`);
    expect(fake.deployments[0]?.statuses.at(-1)).toMatchObject({
      state: 'success',
      environment_url: url,
    });
  });
});
