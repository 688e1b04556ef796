// src/deployments/find-or-create.ts: the one routine that finds a deployment by id or exact
// name and maybe creates it, and createOnce, which never sends a create twice blindly.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { ControlPlaneClient } from '../../src/client/control-plane-client.ts';
import { ServiceError } from '../../src/client/service-error.ts';
import type { Deployment, DeploymentCreate } from '../../src/client/service-schemas.ts';
import { createOnce, findOrCreateDeployment } from '../../src/deployments/find-or-create.ts';
import { API_KEY, clientFor, recordingContext } from '../client/client-helpers.ts';
import { useEmulator } from '../support/emulator.ts';

const CREATE = { method: 'POST', path: '/v2/deployments' } as const;
const NAME = 'agent-pr-7';

/** What deploy's create-if-missing sends for NAME from a repository. */
const BODY: DeploymentCreate = {
  name: NAME,
  source: 'sourcehost',
  source_config: { repo_url: 'https://sourcehost.example.com/acme/agents' },
  source_revision_config: { repo_ref: 'ours', agent_config_path: 'agent.json' },
};

let emu: Emulator;
const emulator = useEmulator({ serviceGeneration: 'new' }, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
});

function creates() {
  return emu.requests.filter((r) => r.method === 'POST' && r.path === '/v2/deployments');
}

describe('findOrCreateDeployment', () => {
  const refusal = (name: string) => `No deployment is named "${name}" here.`;

  it('reads the deployment an id names, creating nothing', async () => {
    const seeded = emu.seedDeployment({ name: 'by-id' });
    const { context } = recordingContext(clientFor(emu).client);
    const found = await findOrCreateDeployment(context, { id: seeded.id }, { refusal });
    expect(found).toMatchObject({ created: false, deployment: { id: seeded.id } });
    expect(creates()).toEqual([]);
  });

  it('fails with the refusal, sending nothing, when it may not create the name', async () => {
    const { context } = recordingContext(clientFor(emu).client);
    const failure = findOrCreateDeployment(context, { name: NAME }, { refusal });
    await expect(failure).rejects.toThrow(`No deployment is named "${NAME}" here.`);
    expect(creates()).toEqual([]);
  });

  it('creates a missing name from the body it is given, logging the note first', async () => {
    const { context, said } = recordingContext(clientFor(emu).client);
    const create = async () => ({ body: BODY, note: 'creating it' });
    const found = await findOrCreateDeployment(context, { name: NAME }, { refusal, create });
    expect(found).toMatchObject({ created: true, deployment: { name: NAME } });
    expect(said.logs).toEqual(['creating it']);
    expect(creates()).toHaveLength(1);
  });
});

describe('a create whose answer is lost', () => {
  it('takes the deployment it made, found by name, without sending it again', async () => {
    emu.addFault({ ...CREATE, action: 'apply-then-reset' });
    const { context, said } = recordingContext(clientFor(emu).client);
    const deployment = await createOnce(context, BODY);

    const [made] = emu.requests.filter(
      (r) => r.method === 'GET' && r.path.startsWith('/v2/deployments/'),
    );
    expect(deployment).toMatchObject({ name: NAME });
    expect(made?.path).toBe(`/v2/deployments/${deployment.id}`);
    expect(creates()).toHaveLength(1);
    expect(said.warnings).toEqual([
      expect.stringContaining('The create may have reached the service'),
    ]);
    expect(said.logs).toContain(
      `Deployment "${NAME}" now exists as ${deployment.id} and holds what this run sent: that is this create's deployment, so it is not sent again.`,
    );
  });

  it('is sent once more when no deployment has the name', async () => {
    emu.addFault({ ...CREATE, action: 'reset' });
    const { context, said } = recordingContext(clientFor(emu).client);
    const deployment = await createOnce(context, BODY);

    expect(deployment.name).toBe(NAME);
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
    const failure = await createOnce(context, BODY).catch((error) => error);

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
    const failure = await createOnce(context, BODY).catch((error) => error);

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
    const failure = await createOnce(context, BODY).catch((error) => error);
    expect(failure.message).toBe('POST /v2/deployments → 400: Nope.');
  });
});
