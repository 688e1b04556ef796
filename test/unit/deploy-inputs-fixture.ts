import type { DeployInputs } from '../../src/deploy/inputs.ts';

/** Inputs as validation leaves them when the workflow gives only the connection and the id. */
export function deployInputs(given: Partial<DeployInputs> = {}): DeployInputs {
  return {
    'base-url': 'https://cp.example.com/',
    'api-key': 'sk-test',
    'bearer-token': undefined,
    'tenant-id': undefined,
    'deployment-id': '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77',
    source: undefined,
    'repo-ref': undefined,
    'agent-config-path': undefined,
    'image-uri': undefined,
    'source-tarball-path': undefined,
    'source-config': undefined,
    secrets: undefined,
    'secret-references': undefined,
    'deployment-name': undefined,
    'create-if-missing': false,
    'source-path': undefined,
    'integration-id': undefined,
    repository: undefined,
    'redeploy-revision': undefined,
    'rollback-on-failure': false,
    wait: true,
    timeout: 1_800_000,
    'poll-interval': 5000,
    logs: 'on-failure',
    environment: undefined,
    'github-token': undefined,
    'comment-on-pr': false,
    ...given,
  };
}
