import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { resolveDeployment } from '../../../src/deploy/find/resolve-deployment.ts';
import type { DeploySettings } from '../../../src/deploy/settings.ts';
import { clientFor, recordingContext } from '../../client/client-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';
import { deployInputs } from '../deploy-inputs-fixture.ts';

const NAME = 'agent-pr-7';

let emu: Emulator;
const emulator = useEmulator({ serviceGeneration: 'new' }, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
});

function byName(given: Partial<DeploySettings> = {}): DeploySettings {
  return deployInputs({
    target: { name: NAME },
    createIfMissing: true,
    source: 'sourcehost',
    repoRef: 'ours',
    agentConfigPath: 'agent.json',
    sourceConfig: { repo_url: 'https://sourcehost.example.com/acme/agents' },
    ...given,
  });
}

function creates() {
  return emu.requests.filter((r) => r.method === 'POST' && r.path === '/v2/deployments');
}

describe('the deployment a run works on', () => {
  it('is the one deployment-name names exactly, not one that only contains it', async () => {
    emu.seedDeployment({ name: `${NAME}7` });
    const exact = emu.seedDeployment({ name: NAME });
    const { context, said } = recordingContext(clientFor(emu).client);
    const resolved = await resolveDeployment(context, byName());

    expect(resolved).toMatchObject({ deployment: { id: exact.id }, created: false });
    expect(said.logs).toEqual([`Deployment "${NAME}" is ${exact.id}.`]);
    expect(creates()).toEqual([]);
  });

  it('is not created without create-if-missing', async () => {
    const { context } = recordingContext(clientFor(emu).client);
    await expect(resolveDeployment(context, byName({ createIfMissing: false }))).rejects.toThrow(
      `No deployment is named exactly "${NAME}"`,
    );
    expect(creates()).toEqual([]);
  });

  it('is created from the inputs, once, when no deployment has the name', async () => {
    const { context, said } = recordingContext(clientFor(emu).client);
    const resolved = await resolveDeployment(context, byName());

    expect(resolved.created).toBe(true);
    expect(resolved.deployment.name).toBe(NAME);
    expect(creates().map((r) => r.body)).toEqual([
      {
        name: NAME,
        source: 'sourcehost',
        source_config: { repo_url: 'https://sourcehost.example.com/acme/agents' },
        source_revision_config: { repo_ref: 'ours', agent_config_path: 'agent.json' },
      },
    ]);
    expect(said.warnings).toEqual([]);
  });
});

describe('deployment-type', () => {
  it('goes into the create, beside source-config', async () => {
    const { context, said } = recordingContext(clientFor(emu).client);
    await resolveDeployment(context, byName({ deploymentType: 'prod' }));

    expect(creates()[0]?.body).toMatchObject({
      source_config: {
        repo_url: 'https://sourcehost.example.com/acme/agents',
        deployment_type: 'prod',
      },
    });
    expect(said.warnings).toEqual([]);
  });

  it('leaves a deployment that exists as it is, with one warning when its type differs', async () => {
    const existing = emu.seedDeployment({ name: NAME, source_config: { deployment_type: 'dev' } });
    const { context, said } = recordingContext(clientFor(emu).client);
    const resolved = await resolveDeployment(context, byName({ deploymentType: 'prod' }));

    expect(resolved).toMatchObject({ created: false, deployment: { id: existing.id } });
    expect(said.warnings).toEqual([
      `deployment-type prod is used only when the deployment is created; ${NAME} exists and is a dev deployment, which this run does not change.`,
    ]);
    expect(creates()).toEqual([]);
  });

  it('says nothing when the deployment that exists has the type asked for', async () => {
    emu.seedDeployment({ name: NAME, source_config: { deployment_type: 'prod' } });
    const { context, said } = recordingContext(clientFor(emu).client);
    await resolveDeployment(context, byName({ deploymentType: 'prod' }));

    expect(said.warnings).toEqual([]);
  });
});
