import { describe, expect, it } from 'vitest';
import { dockerEnvironment } from '../../src/registry/docker.ts';

describe('dockerEnvironment', () => {
  it('keeps the step’s environment but none of the action’s inputs or the runner’s own tokens', () => {
    const env = dockerEnvironment({
      PATH: '/usr/bin',
      HOME: '/home/runner',
      DOCKER_CONFIG: '/tmp/docker',
      'INPUT_API-KEY': 'lsv2_pt_secret',
      INPUT_BEARER_TOKEN: 'bearer',
      ACTIONS_RUNTIME_TOKEN: 'runtime',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
      UNSET: undefined,
    });
    expect(env).toEqual({ PATH: '/usr/bin', HOME: '/home/runner', DOCKER_CONFIG: '/tmp/docker' });
  });
});
