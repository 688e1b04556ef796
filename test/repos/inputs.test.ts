// src/repos/inputs.ts: how the repos action reads its inputs into one settings object.
import { describe, expect, it } from 'vitest';
import { readReposSettings } from '../../src/repos/inputs.ts';
import {
  BLANKS,
  CONNECTION,
  problemsOf,
  recordingRuntime,
  setInputs,
} from '../support/runner-inputs.ts';

const INTEGRATION_ID = '7b3e9d1c-5a2f-4c8e-b6d4-0e9f8a7b6c52';
const CONNECTION_SETTINGS = { baseUrl: 'https://cp.example.com/', apiKey: 'sk-unit-1234' };

const repos = (inputs: Record<string, string>) => {
  setInputs({ ...CONNECTION, 'integration-id': INTEGRATION_ID, ...inputs });
  return readReposSettings(recordingRuntime().runtime);
};

describe('the repos settings', () => {
  it.each(['acme/agents', 'my-org/my.repo_2', 'A/B'])('accept the repository %s', async (name) => {
    expect(await repos({ repository: name })).toEqual({
      connection: CONNECTION_SETTINGS,
      integrationId: INTEGRATION_ID,
      repository: name,
    });
  });

  it.each(['agents', 'acme/', '/agents', 'acme/agents/extra', 'acme /agents', 'acme//agents'])(
    'refuse the repository %j',
    async (name) => {
      expect(await problemsOf(repos({ repository: name }))).toEqual([
        `repository: must be owner/name, such as acme/agents; got ${JSON.stringify(name)}.`,
      ]);
    },
  );

  it('list every repository when none is named', async () => {
    expect(await repos({ repository: '' })).toEqual({
      connection: CONNECTION_SETTINGS,
      integrationId: INTEGRATION_ID,
    });
  });

  it('need an integration-id that is a UUID', async () => {
    expect(await problemsOf(repos({ 'integration-id': '' }))).toEqual([
      'integration-id: is required.',
    ]);
    expect(await problemsOf(repos({ 'integration-id': 'github' }))).toEqual([
      'integration-id: must be a UUID such as 123e4567-e89b-12d3-a456-426614174000; got "github".',
    ]);
  });

  it('read a credential of only blanks as missing', async () => {
    expect(await problemsOf(repos({ 'api-key': BLANKS }))).toEqual([
      'api-key: is required unless bearer-token is given.',
    ]);
  });

  it('take a bearer-token in place of an api-key, and mask it', async () => {
    setInputs({
      'base-url': 'https://cp.example.com',
      'bearer-token': 'bt-unit-5678',
      'integration-id': INTEGRATION_ID,
    });
    const { runtime, masked } = recordingRuntime();
    const settings = await readReposSettings(runtime);
    expect(settings.connection).toEqual({
      baseUrl: 'https://cp.example.com/',
      bearerToken: 'bt-unit-5678',
    });
    expect(masked).toEqual(['bt-unit-5678']);
  });
});
