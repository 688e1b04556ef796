import { describe, expect, it } from 'vitest';
import { contract, documentVerdict, SOME_ID } from './contract-helpers.ts';

/* emulator/openapi.yaml itself: it compiles, and it covers every operation of the seed and the facts. */

const OPERATIONS = [
  ['getListener', 'GET', '/v2/listeners/{listener_id}'],
  ['createListener', 'POST', '/v2/listeners'],
  ['patchListener', 'PATCH', '/v2/listeners/{listener_id}'],
  ['listListeners', 'GET', '/v2/listeners'],
  ['listSourceRepositories', 'GET', '/v1/integrations/forge/sourcehost/{integration_id}/repos'],
  ['listDeployments', 'GET', '/v2/deployments'],
  ['createDeployment', 'POST', '/v2/deployments'],
  ['deleteDeployments', 'DELETE', '/v2/deployments'],
  ['getDeployment', 'GET', '/v2/deployments/{deployment_id}'],
  ['patchDeployment', 'PATCH', '/v2/deployments/{deployment_id}'],
  ['deleteDeployment', 'DELETE', '/v2/deployments/{deployment_id}'],
  ['listRevisions', 'GET', '/v2/deployments/{deployment_id}/revisions'],
  ['createRevision', 'POST', '/v2/deployments/{deployment_id}/revisions'],
  ['getRevision', 'GET', '/v2/deployments/{deployment_id}/revisions/{revision_id}'],
  ['redeployRevision', 'POST', '/v2/deployments/{deployment_id}/revisions/{revision_id}/redeploy'],
  ['createUploadUrl', 'POST', '/v2/deployments/{deployment_id}/upload-url'],
  ['createPushToken', 'POST', '/v2/deployments/{deployment_id}/push-token'],
  ['getBuildLogs', 'POST', '/v1/projects/{deployment_id}/revisions/{revision_id}/build_logs'],
  [
    'getRevisionDeployLogs',
    'POST',
    '/v1/projects/{deployment_id}/revisions/{revision_id}/deploy_logs',
  ],
  ['getDeployLogs', 'POST', '/v1/projects/{deployment_id}/deploy_logs'],
  // The agent server's routes, at the deployment's URL.
  ['agentServerOk', 'GET', '/ok'],
  ['agentServerInfo', 'GET', '/info'],
  ['searchAssistants', 'POST', '/assistants/search'],
  ['getAssistant', 'GET', '/assistants/{assistant_id}'],
  ['waitForRun', 'POST', '/runs/wait'],
  ['createThread', 'POST', '/threads'],
  ['waitForThreadRun', 'POST', '/threads/{thread_id}/runs/wait'],
] as const;

describe('emulator/openapi.yaml', () => {
  it('compiles every validator it describes', () => {
    expect(() => contract.prepare()).not.toThrow();
  });

  it('describes exactly the operations docs/service.md lists', () => {
    const described = contract
      .operations()
      .map(({ operationId, method, path }) => [operationId, method, path]);
    expect(described.sort()).toEqual(OPERATIONS.map((operation) => [...operation]).sort());
  });

  it.each([
    [
      'listDeployments',
      {
        name_contains: 'agent',
        status: 'READY',
        deployment_type: 'prod',
        deployment_ids: `${SOME_ID},${SOME_ID}`,
        limit: '50',
        offset: '100',
      },
    ],
    ['listRevisions', { status: 'DEPLOYED,BUILD_FAILED', limit: '1' }],
    ['deleteDeployment', { delete_tracing_project: 'true' }],
    ['deleteDeployments', { deployment_ids: SOME_ID }],
  ] as const)('accepts the query parameters of %s', (operationId, query) => {
    const path = contract.operation(operationId)?.path.replaceAll(/\{\w+\}/g, SOME_ID) ?? '';
    expect(contract.checkRequest({ operationId, path, query: { ...query } })).toEqual([]);
  });

  it.each([
    ['listDeployments', { deployment_type: 'staging' }, 'deployment_type'],
    ['listDeployments', { limit: 'many' }, 'limit'],
    ['deleteDeployment', { delete_tracing_project: 'perhaps' }, 'delete_tracing_project'],
  ] as const)('refuses bad query parameters of %s', (operationId, query, name) => {
    const path = contract.operation(operationId)?.path.replaceAll(/\{\w+\}/g, SOME_ID) ?? '';
    const issues = contract.checkRequest({ operationId, path, query: { ...query } });
    expect(issues.map((issue) => issue.loc)).toEqual([['query', name]]);
  });

  it('holds log queries to their members', () => {
    const accepted = (body: unknown) => documentVerdict('getBuildLogs', body).accepted;
    expect(accepted({ limit: 50, order: 'asc' })).toBe(true);
    expect(accepted({ limit: 30, order: 'desc', offset: 'abc', level: 'error', query: 'x' })).toBe(
      true,
    );
    expect(accepted({ limit: 50 })).toBe(false);
    expect(accepted({ limit: 50, order: 'up' })).toBe(false);
    expect(accepted({ limit: 50, order: 'asc', follow: true })).toBe(false);
  });
});
