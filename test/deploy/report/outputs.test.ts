// src/deploy/report/outputs.ts: what the runner reads of a deploy's report.
import { describe, expect, it } from 'vitest';
import {
  DEPLOY_OUTPUT_NAMES,
  deployOutputs,
  OWN_WORDS,
  toStepReport,
} from '../../../src/deploy/report/outputs.ts';
import type { DeployReport, DeployResult } from '../../../src/deploy/report/report.ts';
import { DEPLOYMENT_ID, PREVIOUS_ID, report } from './deploy-report-fixture.ts';

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

  it('names the revision rolled back to only when the rollback went live', () => {
    const rollback = { result: 'deployed', revisionId: PREVIOUS_ID, newRevisionId: 'x' } as const;
    expect(deployOutputs(report({ rollback }))['rolled-back-to']).toBe(PREVIOUS_ID);
    const failed = { ...rollback, result: 'failed' } as const;
    expect(deployOutputs(report({ rollback: failed }))['rolled-back-to']).toBeUndefined();
  });

  it('marks as its own words only outputs whose values it picks itself', () => {
    expect([...OWN_WORDS].sort()).toEqual([
      'created',
      'duration-seconds',
      'eval',
      'eval-examples',
      'eval-failed-examples',
      'healthy',
      'new-revision',
      'result',
      'smoke',
    ]);
  });
});

describe('toStepReport', () => {
  it('concludes a deploy that succeeded with its result, status and duration', () => {
    const done = toStepReport(
      report({ result: 'deployed', status: 'DEPLOYED', durationMs: 95_000 }),
      'S',
    );
    expect(done).toMatchObject({
      summary: 'S',
      conclusion: 'Result: deployed (DEPLOYED) after 1m 35s',
    });
    expect(done.failure).toBeUndefined();
    const sent = toStepReport(report({ result: 'submitted', durationMs: 400 }), 'S');
    expect(sent.conclusion).toBe('Result: submitted (no status) after 400ms');
  });

  it.each<[DeployResult, string]>([
    ['failed', 'Deploy failed'],
    ['timed-out', 'Deploy timed out'],
    ['cancelled', 'Deploy cancelled'],
  ])('fails a %s deploy under the title %j, with the problem as its message', (result, title) => {
    const step = toStepReport(report({ result, problem: 'It broke.' }), 'S');
    expect(step.failure).toEqual({ title, message: 'It broke.' });
    expect(step.conclusion).toBeUndefined();
    expect(toStepReport(report({ result }), 'S').failure?.message).toBe(
      `The deploy ended as ${result}.`,
    );
  });

  it('adds what the rollback did to the failure message', () => {
    const message = (rollback: DeployReport['rollback']) =>
      toStepReport(report({ problem: 'It broke.', ...(rollback && { rollback }) }), 'S').failure
        ?.message;
    expect(message({ result: 'none', reason: 'nothing was live before' })).toBe(
      'It broke. Not rolled back: nothing was live before.',
    );
    expect(message({ result: 'deployed', revisionId: 'r1', newRevisionId: 'r3' })).toBe(
      'It broke. Rolled back: revision r1 is live again (as r3).',
    );
    expect(message({ result: 'failed', revisionId: 'r1', status: 'DEPLOY_FAILED' })).toBe(
      'It broke. The rollback to revision r1 ended as failed (DEPLOY_FAILED).',
    );
    expect(message({ result: 'not-started', revisionId: 'r1', problem: 'HTTP 409' })).toBe(
      'It broke. The rollback to revision r1 ended as not-started: HTTP 409.',
    );
  });

  it('ends a rollback the time-out cut short with one full stop, not two', () => {
    const problem = "The step's time-out of 40000ms ran out.";
    const step = toStepReport(
      report({
        problem: 'It broke.',
        rollback: { result: 'timed-out', revisionId: 'r1', problem },
      }),
      'S',
    );
    expect(step.failure?.message).toBe(
      "It broke. The rollback to revision r1 ended as timed-out: The step's time-out of 40000ms ran out.",
    );
  });

  it('hands the runner the outputs and which of them are its own words', () => {
    const step = toStepReport(report({ result: 'deployed' }), 'S');
    expect(step.outputs).toEqual(deployOutputs(report({ result: 'deployed' })));
    expect(step.ownWords).toBe(OWN_WORDS);
  });
});

describe('the deployment-name output', () => {
  it.each([
    ['agent-$(id>/tmp/pwned)', 'holds "$", which a shell would act on'],
    ['agent-`id`', 'holds "`", which a shell would act on'],
    ['agent\n::error::x', 'holds spaces or control characters'],
  ])('leaves %j unset, with one warning saying why', (name, why) => {
    const step = toStepReport(report({ result: 'deployed', deploymentName: name }), 'S');
    expect(step.outputs['deployment-name']).toBeUndefined();
    expect(step.warnings).toEqual([
      `Output deployment-name is left unset: the deployment's name ${why}.`,
    ]);
  });

  it('writes a name a shell takes as it is, with no warning', () => {
    const step = toStepReport(report({ result: 'failed', deploymentName: 'agent-pr-7' }), 'S');
    expect(step.outputs['deployment-name']).toBe('agent-pr-7');
    expect(step.warnings).toBeUndefined();
  });
});
