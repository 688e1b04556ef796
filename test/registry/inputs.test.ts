// src/registry/inputs.ts: how the registry action reads its inputs into one settings object.
import { describe, expect, it } from 'vitest';
import { readRegistrySettings } from '../../src/registry/inputs.ts';
import { CONNECTION, problemsOf, recordingRuntime, setInputs } from '../support/runner-inputs.ts';

const read = (inputs: Record<string, string>) => {
  setInputs({ ...CONNECTION, 'create-if-missing': 'false', 'deployment-type': 'dev', ...inputs });
  return readRegistrySettings(recordingRuntime().runtime);
};

describe('the registry settings', () => {
  it('name the deployment, whether to create it and as what, and the image name', async () => {
    expect(
      await read({
        'deployment-name': 'image-agent',
        'create-if-missing': 'true',
        'deployment-type': 'prod',
        'image-name': 'team/agent',
      }),
    ).toMatchObject({
      target: { name: 'image-agent' },
      createIfMissing: true,
      deploymentType: 'prod',
      imageName: 'team/agent',
    });
  });

  it('leave image-name unset when empty, for the deployment name to stand in', async () => {
    const settings = await read({ 'deployment-name': 'image-agent' });
    expect(settings.imageName).toBeUndefined();
    expect(settings.deploymentType).toBe('dev');
  });

  it('create only by name, of a known deployment type, under an image name docker takes', async () => {
    const problems = await problemsOf(
      read({
        'deployment-id': '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77',
        'create-if-missing': 'true',
        'deployment-type': 'staging',
        'image-name': 'Team/Agent:latest',
      }),
    );
    expect(problems.join('\n')).toContain('create-if-missing: needs deployment-name');
    expect(problems.join('\n')).toContain('deployment-type: must be one of dev_free, dev, prod');
    expect(problems.join('\n')).toContain('image-name: must be an image repository name');
  });

  it('create only under a name the service accepts, suggesting the form it does', async () => {
    const problems = await problemsOf(
      read({ 'deployment-name': 'Support Agent', 'create-if-missing': 'true' }),
    );
    expect(problems.join('\n')).toContain(
      'deployment-name: is not a name the service accepts for a new deployment, which holds only lower-case letters, digits and hyphens: use "support-agent"',
    );
    // Looking up an existing deployment by that name is not refused.
    expect(await read({ 'deployment-name': 'Support Agent' })).toMatchObject({
      target: { name: 'Support Agent' },
    });
  });
});
