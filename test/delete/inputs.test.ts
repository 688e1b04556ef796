// src/delete/inputs.ts: how the delete action reads its inputs into one settings object.
import { describe, expect, it } from 'vitest';
import { readDeleteSettings } from '../../src/delete/inputs.ts';
import {
  BLANKS,
  CONNECTION,
  problemsOf,
  recordingRuntime,
  setInputs,
} from '../support/runner-inputs.ts';

const DEPLOYMENT_ID = '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';
const CONNECTION_SETTINGS = { baseUrl: 'https://cp.example.com/', apiKey: 'sk-unit-1234' };

const remove = (inputs: Record<string, string>) => {
  setInputs({ ...CONNECTION, 'delete-tracing-project': 'false', ...inputs });
  return readDeleteSettings(recordingRuntime().runtime);
};

describe('the delete settings', () => {
  it('name the deployment by id, the connection apart', async () => {
    expect(await remove({ 'deployment-id': DEPLOYMENT_ID })).toEqual({
      connection: CONNECTION_SETTINGS,
      target: { id: DEPLOYMENT_ID },
      deleteTracingProject: false,
    });
  });

  it('name the deployment by its exact name', async () => {
    const settings = await remove({ 'deployment-name': 'pr-7', 'delete-tracing-project': 'True' });
    expect(settings).toMatchObject({ target: { name: 'pr-7' }, deleteTracingProject: true });
  });

  it('need exactly one of deployment-id and deployment-name', async () => {
    expect(await problemsOf(remove({ 'deployment-id': BLANKS }))).toEqual([
      'deployment-id: or deployment-name is required: give the deployment id, or its exact name.',
    ]);
    expect(
      await problemsOf(remove({ 'deployment-id': DEPLOYMENT_ID, 'deployment-name': 'pr-7' })),
    ).toEqual([
      `deployment-id: and deployment-name were both given: give one of them; got "${DEPLOYMENT_ID}".`,
    ]);
  });

  it('refuse a deployment name of more than one line, and an id that is no UUID', async () => {
    expect(await problemsOf(remove({ 'deployment-name': 'pr-7\u0007' }))).toEqual([
      'deployment-name: must be one line without control or invisible characters; it holds \\u0007 (a control character); got "pr-7\\u0007".',
    ]);
    expect(await problemsOf(remove({ 'deployment-id': '../listeners' }))).toEqual([
      'deployment-id: must be a UUID such as 123e4567-e89b-12d3-a456-426614174000; got "../listeners".',
    ]);
  });

  it('mark a GitHub environment inactive only with a token, which is masked', async () => {
    setInputs({
      ...CONNECTION,
      'deployment-id': DEPLOYMENT_ID,
      environment: 'pr-7',
      'github-token': 'ghs-unit-3456',
    });
    const { runtime, masked } = recordingRuntime();
    const settings = await readDeleteSettings(runtime);
    expect(settings.github).toEqual({ environment: 'pr-7', token: 'ghs-unit-3456' });
    expect(masked).toEqual(['sk-unit-1234', 'ghs-unit-3456']);
    expect(
      await problemsOf(remove({ 'deployment-id': DEPLOYMENT_ID, environment: 'pr-7' })),
    ).toEqual(['github-token: is required with environment (its default is github.token).']);
  });

  it('name every bad input at once', async () => {
    setInputs({ 'base-url': 'http://cp.example.com', 'delete-tracing-project': 'yes' });
    expect(await problemsOf(readDeleteSettings(recordingRuntime().runtime))).toEqual([
      'base-url: must use https:// (plain http:// is accepted only for localhost, where the API key cannot be overheard).',
      'delete-tracing-project: must be true or false; got "yes".',
      'api-key: is required unless bearer-token is given.',
      'deployment-id: or deployment-name is required: give the deployment id, or its exact name.',
    ]);
  });
});
