import { describe, expect, it } from 'vitest';
import type { DeployReport } from '../../src/deploy/deploy-report.ts';
import { DEPLOY_OUTPUT_NAMES, deployOutputs, OWN_WORDS } from '../../src/deploy/outputs.ts';

const DEPLOYMENT_ID = '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';

function report(given: Partial<DeployReport> = {}): DeployReport {
  return {
    deploymentId: DEPLOYMENT_ID,
    changeSent: false,
    timeline: [],
    result: 'failed',
    durationMs: 0,
    ...given,
  };
}

describe('deployOutputs', () => {
  it('writes duration-seconds in seconds, not milliseconds', () => {
    expect(deployOutputs(report({ durationMs: 95_000 }))['duration-seconds']).toBe('95');
  });

  it.each([
    [0, '0'],
    [499, '0'],
    [500, '1'],
    [1499, '1'],
    [1500, '2'],
    [59_999, '60'],
    [1_800_000, '1800'],
  ])('rounds %i ms to %s whole seconds', (durationMs, seconds) => {
    expect(deployOutputs(report({ durationMs }))['duration-seconds']).toBe(seconds);
  });

  it('sets every output of a deploy that went live', () => {
    const outputs = deployOutputs(
      report({
        deploymentName: 'agent-prod',
        previousRevisionId: 'rev-1',
        revisionId: 'rev-2',
        newRevision: true,
        changeSent: true,
        status: 'DEPLOYED',
        result: 'deployed',
        durationMs: 42_400,
      }),
    );
    expect(outputs).toEqual({
      'deployment-id': DEPLOYMENT_ID,
      'deployment-name': 'agent-prod',
      'revision-id': 'rev-2',
      'previous-revision-id': 'rev-1',
      'new-revision': 'true',
      status: 'DEPLOYED',
      result: 'deployed',
      'duration-seconds': '42',
    });
  });

  it('names an output for each name action.yml declares, and no other', () => {
    expect(Object.keys(deployOutputs(report())).sort()).toEqual([...DEPLOY_OUTPUT_NAMES].sort());
  });

  it('writes an unchanged revision as new-revision false, not as unset', () => {
    expect(deployOutputs(report({ newRevision: false }))['new-revision']).toBe('false');
  });

  it('leaves unset what the step never learned, rather than writing "undefined"', () => {
    const outputs = deployOutputs(report({ result: 'failed', durationMs: 1200 }));
    expect(outputs).toEqual({
      'deployment-id': DEPLOYMENT_ID,
      'deployment-name': undefined,
      'revision-id': undefined,
      'previous-revision-id': undefined,
      'new-revision': undefined,
      status: undefined,
      result: 'failed',
      'duration-seconds': '1',
    });
  });

  it('marks as its own words only outputs whose values it picks itself', () => {
    expect([...OWN_WORDS].sort()).toEqual([
      'created',
      'duration-seconds',
      'new-revision',
      'result',
    ]);
  });
});
