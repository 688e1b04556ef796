import type { DeploySettings } from '../../src/deploy/settings.ts';

/** Settings as validation leaves them when the workflow gives only the connection and the id. */
export function deployInputs(given: Partial<DeploySettings> = {}): DeploySettings {
  return {
    connection: { baseUrl: 'https://cp.example.com/', apiKey: 'sk-test' },
    target: { id: '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77' },
    createIfMissing: false,
    allowEmptySecrets: false,
    rollbackOnFailure: false,
    wait: true,
    timeout: 1_800_000,
    pollInterval: 5000,
    logs: 'on-failure',
    commentOnPr: false,
    dryRun: false,
    evalMaxRegression: 0.05,
    evalRegression: 'delta',
    evalConcurrency: 4,
    evalRepetitions: 1,
    evalTimeout: 120_000,
    evalUpload: false,
    langsmithEndpoint: 'https://api.smith.langchain.com/',
    ...given,
  };
}
