// src/common/step-environment.ts: what a child process inherits, and the step's environment.
import { describe, expect, it } from 'vitest';
import { runEnvironmentOf } from '../../src/common/run-environment.ts';
import {
  childEnvironment,
  currentRunEnvironment,
  inRunEnvironment,
} from '../../src/common/step-environment.ts';

const STEP = runEnvironmentOf({
  PATH: '/usr/bin',
  HOME: '/home/runner',
  DOCKER_CONFIG: '/tmp/docker',
  GITHUB_WORKSPACE: '/work/checkout',
  'INPUT_API-KEY': 'lsv2_pt_secret',
  INPUT_BEARER_TOKEN: 'bearer',
  ACTIONS_RUNTIME_TOKEN: 'runtime',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
  GITHUB_TOKEN: 'ghs_job',
  github_token: 'ghs_lower',
  LANGSMITH_API_KEY: 'lsv2_pt_env',
  CONTROL_PLANE_API_KEY: 'cp-key',
  CONTROL_PLANE_BEARER_TOKEN: 'cp-bearer',
  CONTROL_PLANE_ANYTHING: 'cp-other',
  UNSET: undefined,
});

describe('childEnvironment', () => {
  it('starts from the step’s environment, without the inputs, the runner’s tokens or any credential variable', () => {
    const env = inRunEnvironment(STEP, () => childEnvironment({ LC_ALL: 'C' }));
    expect(env).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/runner',
      DOCKER_CONFIG: '/tmp/docker',
      GITHUB_WORKSPACE: '/work/checkout',
      LC_ALL: 'C',
    });
  });

  it('starts from the variables given instead, by the same rule', () => {
    expect(childEnvironment({}, { PATH: '/bin', GITHUB_TOKEN: 'ghs_job' })).toEqual({
      PATH: '/bin',
    });
  });

  it('gives a child nothing but its own variables outside a step', () => {
    expect(childEnvironment({ GIT_TERMINAL_PROMPT: '0' })).toEqual({ GIT_TERMINAL_PROMPT: '0' });
  });
});

describe('currentRunEnvironment', () => {
  it('is the step’s, across awaits, and unknown outside a step', async () => {
    const seen = await inRunEnvironment(STEP, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return currentRunEnvironment().workspace;
    });
    expect(seen).toBe('/work/checkout');
    expect(() => currentRunEnvironment()).toThrow('no step is running');
  });
});
