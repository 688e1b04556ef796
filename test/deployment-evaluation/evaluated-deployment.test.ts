// src/deployment-evaluation/evaluated-deployment.ts: a deployment an evaluation runs on, found
// through the control plane by id or exact name, with its URL checked; each refusal told against
// the input that named it.
import { describe, expect, it } from 'vitest';
import {
  evaluatedDeployment,
  findNamedDeployment,
  refusalFor,
} from '../../src/deployment-evaluation/evaluated-deployment.ts';
import { clientFor, recordingContext } from '../client/client-helpers.ts';
import { useEmulator } from '../support/emulator.ts';

const emulator = useEmulator();

const context = () => recordingContext(clientFor(emulator()).client).context;

describe('refusalFor', () => {
  it('words a refusal against the input, naming the deployment by id or name', () => {
    const byId = refusalFor('deployment-id', { id: 'd-1' });
    expect(byId('was not found').message).toBe('deployment-id: deployment d-1 was not found.');
    const byName = refusalFor('eval-baseline', { name: 'production' });
    expect(byName('has no URL').message).toBe('eval-baseline: deployment "production" has no URL.');
  });
});

describe('findNamedDeployment and evaluatedDeployment', () => {
  it('find a deployment by its exact name, with its URL and active revision', async () => {
    const seeded = emulator().seedDeployment({ name: 'evaluated-by-name' });
    const target = { name: 'evaluated-by-name' };
    const refuse = refusalFor('deployment-name', target);
    const found = await findNamedDeployment(context(), target, refuse);
    expect(evaluatedDeployment(found, refuse)).toEqual({
      label: 'evaluated-by-name',
      deploymentId: seeded.id,
      revisionId: seeded.latest_revision_id,
      url: `${emulator().agentServerUrl}/${seeded.id}`,
    });
  });

  it.each([
    [
      'a name no deployment has',
      { name: 'nowhere' },
      'deployment-name: deployment "nowhere" was not found: no deployment has exactly this name.',
    ],
    [
      'an id no deployment has',
      { id: '00000000-0000-4000-8000-000000000000' },
      /^deployment-id: deployment 00000000-0000-4000-8000-000000000000 was not found \(.+\)\.$/,
    ],
  ])('refuse %s', async (_, target, told) => {
    const refuse = refusalFor('id' in target ? 'deployment-id' : 'deployment-name', target);
    await expect(findNamedDeployment(context(), target, refuse)).rejects.toThrow(told);
  });

  it.each([
    ['no URL', undefined, 'the service gave the deployment no URL'],
    ['plain http to another machine', 'http://agents.example.com', 'is plain http:// to'],
    ['a query', 'https://agents.example.com/?x=1', 'has a query or a fragment'],
  ])('refuse a deployment with %s', async (_, customUrl, why) => {
    const seeded = emulator().seedDeployment({
      ...(customUrl ? { source_config: { custom_url: customUrl } } : { withoutUrl: true }),
    });
    const refuse = refusalFor('deployment-id', { id: seeded.id });
    const found = await findNamedDeployment(context(), { id: seeded.id }, refuse);
    expect(() => evaluatedDeployment(found, refuse)).toThrow(
      `deployment-id: deployment ${seeded.id} cannot be evaluated: `,
    );
    expect(() => evaluatedDeployment(found, refuse)).toThrow(why);
  });
});
