import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/index.ts';
import { ControlPlaneClient } from '../../src/client/control-plane-client.ts';
import { ServiceError } from '../../src/client/service-error.ts';
import type { Deployment, DeploymentCreate } from '../../src/client/service-schemas.ts';
import type { DeploySettings } from '../../src/deploy/inputs.ts';
import { resolveDeployment } from '../../src/deploy/resolve-deployment.ts';
import { API_KEY, clientFor, recordingContext } from '../client/client-helpers.ts';
import { deployInputs } from './deploy-inputs-fixture.ts';

const CREATE = { method: 'POST', path: '/v2/deployments' } as const;
const NAME = 'agent-pr-7';

let emu: Emulator;
beforeEach(async () => {
  emu = await startEmulator({ serviceGeneration: 'new' });
});
afterEach(() => emu.close());

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
    const resolved = await resolveDeployment(byName(), context);

    expect(resolved).toMatchObject({ deployment: { id: exact.id }, created: false });
    expect(said.logs).toEqual([`Deployment "${NAME}" is ${exact.id}.`]);
    expect(creates()).toEqual([]);
  });

  it('is not created without create-if-missing', async () => {
    const { context } = recordingContext(clientFor(emu).client);
    await expect(resolveDeployment(byName({ createIfMissing: false }), context)).rejects.toThrow(
      `No deployment is named exactly "${NAME}"`,
    );
    expect(creates()).toEqual([]);
  });

  it('is created from the inputs, once, when no deployment has the name', async () => {
    const { context, said } = recordingContext(clientFor(emu).client);
    const resolved = await resolveDeployment(byName(), context);

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
    await resolveDeployment(byName({ deploymentType: 'prod' }), context);

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
    const resolved = await resolveDeployment(byName({ deploymentType: 'prod' }), context);

    expect(resolved).toMatchObject({ created: false, deployment: { id: existing.id } });
    expect(said.warnings).toEqual([
      `deployment-type prod is used only when the deployment is created; ${NAME} exists and is a dev deployment, which this run does not change.`,
    ]);
    expect(creates()).toEqual([]);
  });

  it('says nothing when the deployment that exists has the type asked for', async () => {
    emu.seedDeployment({ name: NAME, source_config: { deployment_type: 'prod' } });
    const { context, said } = recordingContext(clientFor(emu).client);
    await resolveDeployment(byName({ deploymentType: 'prod' }), context);

    expect(said.warnings).toEqual([]);
  });
});

describe('a create whose answer is lost', () => {
  it('takes the deployment it made, found by name, without sending it again', async () => {
    emu.addFault({ ...CREATE, action: 'apply-then-reset' });
    const { context, said } = recordingContext(clientFor(emu).client);
    const resolved = await resolveDeployment(byName(), context);

    const [made] = emu.requests.filter(
      (r) => r.method === 'GET' && r.path.startsWith('/v2/deployments/'),
    );
    expect(resolved).toMatchObject({ created: true, deployment: { name: NAME } });
    expect(made?.path).toBe(`/v2/deployments/${resolved.deployment.id}`);
    expect(creates()).toHaveLength(1);
    expect(said.warnings).toEqual([
      expect.stringContaining('The create may have reached the service'),
    ]);
    expect(said.logs).toContain(
      `Deployment "${NAME}" now exists as ${resolved.deployment.id} and holds what this run sent: that is this create's deployment, so it is not sent again.`,
    );
  });

  it('is sent once more when no deployment has the name', async () => {
    emu.addFault({ ...CREATE, action: 'reset' });
    const { context, said } = recordingContext(clientFor(emu).client);
    const resolved = await resolveDeployment(byName(), context);

    expect(resolved.created).toBe(true);
    expect(creates()).toHaveLength(2);
    expect(said.logs).toContain(
      `No deployment is named "${NAME}", so the service did not act on the create: sending it once more.`,
    );
  });

  it("fails, sending nothing more, when another run's deployment of that name appeared", async () => {
    /** A client whose create goes unanswered while another run creates the name with its own ref. */
    class RacedClient extends ControlPlaneClient {
      override async createDeployment(body: DeploymentCreate): Promise<Deployment> {
        emu.seedDeployment({ name: body.name, source_revision_config: { repo_ref: 'theirs' } });
        throw new ServiceError({
          kind: 'network',
          method: 'POST',
          path: '/v2/deployments',
          detail: 'connection reset',
          mayHaveReachedService: true,
        });
      }
    }
    const client = new RacedClient({ baseUrl: emu.url, apiKey: API_KEY });
    const { context } = recordingContext(client);
    const failure = await resolveDeployment(byName(), context).catch((error) => error);

    const theirs = emu.requests.find((r) => r.path.startsWith('/v2/deployments/'))?.path;
    expect(failure.message).toContain(`Deployment "${NAME}" appeared as`);
    expect(failure.message).toContain('another run created it');
    expect(theirs).toBeDefined();
    expect(failure.message).toContain(theirs?.split('/').at(-1));
  });
});

describe('a create refused 409: the name is taken by a tracing project left over', () => {
  const detail = `A project named '${NAME}' already exists.`;

  it("fails with the service's detail and says what blocks the name and what prevents it", async () => {
    emu.addFault({ ...CREATE, status: 409, body: { detail } });
    const { context } = recordingContext(clientFor(emu).client);
    const failure = await resolveDeployment(byName(), context).catch((error) => error);

    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure.message).toContain(
      `POST /v2/deployments → 409: ${detail} No deployment is named "${NAME}"`,
    );
    expect(failure.message).toContain(
      'most likely the tracing project of a deployment of that name',
    );
    expect(failure.message).toContain("delete action's `delete-tracing-project: true`");
    expect(failure.message).toContain('which the sweep action does by default');
    expect(creates()).toHaveLength(1);
  });

  it('leaves any other refusal of a create as the service worded it', async () => {
    emu.addFault({ ...CREATE, status: 400, body: { detail: 'Nope.' } });
    const { context } = recordingContext(clientFor(emu).client);
    const failure = await resolveDeployment(byName(), context).catch((error) => error);
    expect(failure.message).toBe('POST /v2/deployments → 400: Nope.');
  });
});
