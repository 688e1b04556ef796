import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/client/service-error.ts';
import type { Deployment } from '../../../src/client/service-schemas.ts';
import { StepStopped } from '../../../src/common/step-control.ts';
import type { HealthCheckOutcome } from '../../../src/deploy/after-deployed/health-check.ts';
import type { AfterDeployedOutcome } from '../../../src/deploy/after-deployed/prove-revision.ts';
import type { ServingRevisionOutcome } from '../../../src/deploy/after-deployed/serving-revision.ts';
import type { SmokeOutcome } from '../../../src/deploy/after-deployed/smoke-test.ts';
import type { Submission } from '../../../src/deploy/change/make-revision.ts';
import { githubStatus } from '../../../src/deploy/github-view.ts';
import { deployOutputs, toStepReport } from '../../../src/deploy/report/outputs.ts';
import { buildDeployReport, type DeployFindings } from '../../../src/deploy/report/report.ts';
import { DEPLOYMENT_ID, gateOutcome, PREVIOUS_ID, REVISION_ID } from './deploy-report-fixture.ts';

const STILL_GOING =
  ' The service had already accepted the change, so the revision may still go live.';

function deployment(given: Partial<Deployment> = {}): Deployment {
  return {
    id: DEPLOYMENT_ID,
    name: 'agent-prod',
    source: 'sourcehost',
    source_revision_config: { repo_ref: 'main' },
    latest_revision_id: PREVIOUS_ID,
    ...given,
  };
}

/** A deploy that found its deployment and sent a change that made a new revision. */
function findings(given: Partial<DeployFindings> = {}): DeployFindings {
  return {
    target: { name: 'agent-prod' },
    resolved: { deployment: deployment(), created: false },
    changeSent: true,
    submission: {
      deployment: deployment({ latest_revision_id: REVISION_ID }),
      revisionId: REVISION_ID,
      newRevision: true,
    },
    timeline: [],
    durationMs: 42_400,
    ...given,
  };
}

function changeError(status: number | undefined): ServiceError {
  return new ServiceError({
    kind: status === undefined ? 'network' : 'http',
    method: 'PATCH',
    path: `/v1/deployments/${DEPLOYMENT_ID}`,
    ...(status !== undefined && { status }),
    detail: status === undefined ? 'socket hang up' : 'bad change',
    mayHaveReachedService: true,
  });
}

describe('buildDeployReport: the deploy time', () => {
  const deployed = { result: 'deployed', status: 'DEPLOYED', source: undefined } as const;
  const typical = { typicalMs: 4100, earlyMs: 3900, lateMs: 4300, count: 5 };

  it('runs from the answer to the change to the poll that saw the end status, beside the typical one', () => {
    const built = buildDeployReport(
      findings({ changedAtMs: 1200, waited: { ...deployed, seenAtMs: 6400 }, typical }),
    );
    expect(built.changeToEndMs).toBe(5200);
    expect(built.typicalDeploy).toEqual({ ms: 4100, count: 5 });
  });

  it('is not measured without a new revision that reached an end status', () => {
    const unchanged = findings({ changedAtMs: 1200, waited: { ...deployed, seenAtMs: 1300 } });
    unchanged.submission = { ...(unchanged.submission as Submission), newRevision: false };
    expect(buildDeployReport(unchanged).changeToEndMs).toBeUndefined();
    const notWaited = buildDeployReport(findings({ changedAtMs: 1200, typical }));
    expect(notWaited.changeToEndMs).toBeUndefined();
    expect(notWaited.typicalDeploy).toEqual({ ms: 4100, count: 5 });
  });
});

describe('buildDeployReport: how the deploy ended', () => {
  it('is deployed when the revision it waited for went live', () => {
    const built = buildDeployReport(
      findings({
        waited: { result: 'deployed', status: 'DEPLOYED', source: undefined, seenAtMs: 1000 },
      }),
    );
    expect(built).toMatchObject({ result: 'deployed', status: 'DEPLOYED' });
    expect(built.problem).toBeUndefined();
  });

  it('is submitted when it did not wait, with the last status seen if any', () => {
    expect(buildDeployReport(findings()).result).toBe('submitted');
    const seen = buildDeployReport(findings({ timeline: [{ status: 'QUEUED', atMs: 10 }] }));
    expect(seen).toMatchObject({ result: 'submitted', status: 'QUEUED' });
  });

  it('is failed when the revision failed, naming the status and what it means', () => {
    const built = buildDeployReport(
      findings({
        waited: { result: 'failed', status: 'BUILD_FAILED', source: undefined, seenAtMs: 1000 },
      }),
    );
    expect(built.result).toBe('failed');
    expect(built.problem).toBe(
      `Revision ${REVISION_ID} ended in BUILD_FAILED: the image build failed; its build log shows why.`,
    );
  });

  it.each<['timed-out' | 'cancelled']>([['timed-out'], ['cancelled']])(
    'is %s when the step was stopped, telling where the revision was and that it may go live',
    (kind) => {
      const stopped = new StepStopped(kind, `The deploy was ${kind}.`);
      const built = buildDeployReport(
        findings({ error: stopped, stopped, timeline: [{ status: 'BUILDING', atMs: 900 }] }),
      );
      expect(built.result).toBe(kind);
      expect(built.problem).toBe(
        `The deploy was ${kind}. Revision ${REVISION_ID} was last seen as BUILDING.${STILL_GOING}`,
      );
    },
  );

  it('says a stopped deploy whose change made no new revision will not go live', () => {
    const stopped = new StepStopped('cancelled', 'Cancelled.');
    const submission = { deployment: deployment(), revisionId: PREVIOUS_ID, newRevision: false };
    const built = buildDeployReport(findings({ error: stopped, stopped, submission }));
    expect(built.problem).toBe(
      `Cancelled. Revision ${PREVIOUS_ID} was last seen as not yet polled.`,
    );
  });

  it('is failed when anything else went wrong, in the error own words', () => {
    const built = buildDeployReport(
      findings({ changeSent: false, submission: undefined, error: new TypeError('boom') }),
    );
    expect(built).toMatchObject({ result: 'failed', problem: 'TypeError: boom' });
  });

  it('keeps what the service answered a refused change, which did not go live', () => {
    const error = changeError(400);
    const built = buildDeployReport(findings({ submission: undefined, error }));
    expect(built.changeAnswer).toBe('HTTP 400');
    expect(built.problem).toBe(error.message);
  });

  it('says a change with no answer, or a transient one, may still go live', () => {
    for (const status of [undefined, 503]) {
      const error = changeError(status);
      const built = buildDeployReport(findings({ submission: undefined, error }));
      expect(built.problem).toBe(`${error.message}${STILL_GOING}`);
    }
    const unanswered = buildDeployReport(
      findings({ submission: undefined, error: changeError(undefined) }),
    );
    expect(unanswered.changeAnswer).toBeUndefined();
  });
});

describe('buildDeployReport: what it tells of the deployment', () => {
  it('describes the deployment as the latest answer did, and the revision before', () => {
    const built = buildDeployReport(
      findings({
        waited: { result: 'deployed', status: 'DEPLOYED', source: 'override', seenAtMs: 1000 },
      }),
    );
    expect(built).toMatchObject({
      deploymentId: DEPLOYMENT_ID,
      deploymentName: 'agent-prod',
      created: false,
      previousRevisionId: PREVIOUS_ID,
      revisionId: REVISION_ID,
      newRevision: true,
      repoRef: 'main',
      source: 'override',
    });
  });

  it('names what the inputs named until the deployment is found', () => {
    const built = buildDeployReport({
      target: { id: DEPLOYMENT_ID },
      changeSent: false,
      timeline: [],
      error: changeError(404),
      durationMs: 5,
    });
    expect(built).toMatchObject({ deploymentId: DEPLOYMENT_ID, result: 'failed' });
    expect(built.deploymentName).toBeUndefined();
  });

  it('has no previous revision for a deployment this run created', () => {
    const built = buildDeployReport(
      findings({ resolved: { deployment: deployment(), created: true } }),
    );
    expect(built.created).toBe(true);
    expect(built.previousRevisionId).toBeUndefined();
  });

  it.each([
    ['https://agent.example.com/app', 'https://agent.example.com/app'],
    ['javascript:alert(1)', undefined],
    ['https://user:pw@agent.example.com', undefined],
    ['https://agent.example.com/a b', undefined],
    [`https://agent.example.com/${'a'.repeat(2050)}`, undefined],
    ['https://agent.example.com', 'https://agent.example.com'],
    ['https://Agent.Example.com:443/app/', 'https://Agent.Example.com:443/app/'],
    ['http://agent.example.com/app', undefined],
    ['http://127.0.0.1:8123', 'http://127.0.0.1:8123'],
    ['http://localhost:8123/x', 'http://localhost:8123/x'],
    ['http://[::1]:8123', 'http://[::1]:8123'],
    ['https://agent.example.com/$(curl-evil.example)', undefined],
    ['https://agent.example.com/`id`', undefined],
    ['https://agent.example.com/x;reboot', undefined],
    ['https://agent.example.com\\@good.example.com', undefined],
  ])(
    'keeps custom_url %j as the service wrote it, only when it is https: or loopback http: and holds nothing a shell acts on',
    (customUrl, url) => {
      const plain = deployment({ source_config: { custom_url: customUrl } });
      const built = buildDeployReport(
        findings({ submission: undefined, resolved: { deployment: plain, created: false } }),
      );
      expect(built.url).toBe(url);
    },
  );
});

describe('buildDeployReport: the checks after DEPLOYED', () => {
  const DEPLOYED = {
    waited: {
      result: 'deployed' as const,
      status: 'DEPLOYED',
      source: undefined,
      seenAtMs: 1000,
    },
  };
  const check = (given: Partial<HealthCheckOutcome>): HealthCheckOutcome => ({
    healthy: false,
    sent: true,
    url: 'https://agent.example.com/ok',
    attempts: 3,
    lastStatus: 503,
    lastBody: 'warming up',
    problem: 'The health check GET https://agent.example.com/ok never answered 2xx.',
    startedAtMs: 10_000,
    endedAtMs: 16_000,
    ...given,
  });
  const serving: ServingRevisionOutcome = {
    verdict: 'proved',
    servingRevisionId: REVISION_ID,
    url: 'https://agent.example.com/info',
    attempts: 2,
    startedAtMs: 8_000,
    endedAtMs: 10_000,
  };
  const proof = (given: Partial<AfterDeployedOutcome>): AfterDeployedOutcome => ({
    sent: true,
    passed: true,
    revisionAtFault: false,
    serving,
    ...given,
  });
  const unhealthy = (health: HealthCheckOutcome) =>
    proof({
      passed: false,
      revisionAtFault: health.sent,
      health,
      failure: 'the server did not pass its health check',
      ...(health.problem && { problem: health.problem }),
    });
  const smoke = (passed: boolean): SmokeOutcome => ({
    passed,
    cases: [
      { name: 'greets', passed: true, ms: 120, answer: '{"messages": []}' },
      ...(passed ? [] : [{ name: 'refunds', passed: false, ms: 80, problem: 'HTTP 500: boom' }]),
    ],
    startedAtMs: 16_000,
    endedAtMs: 17_000,
  });

  it('is unhealthy when the server never answered 2xx: exit 1, healthy false, the problem said', () => {
    const built = buildDeployReport(findings({ ...DEPLOYED, proof: unhealthy(check({})) }));
    expect(built.result).toBe('unhealthy');
    expect(built.status).toBe('DEPLOYED');
    expect(built.problem).toContain(
      `Revision ${REVISION_ID} is DEPLOYED, but the server did not pass`,
    );
    expect(built.problem).toContain('never answered 2xx');
    expect(deployOutputs(built).healthy).toBe('false');
    expect(deployOutputs(built)['serving-revision']).toBe(REVISION_ID);
    expect(toStepReport(built, '').failure?.title).toBe('Deployed, but the health check failed');
    expect(githubStatus(built).state).toBe('failure');
    expect(built.proof?.health).toMatchObject({ startedAtMs: 10_000, endedAtMs: 16_000 });
  });

  it('is deployed with healthy true once the server answered 2xx', () => {
    const built = buildDeployReport(
      findings({
        ...DEPLOYED,
        proof: proof({ health: check({ healthy: true, lastStatus: 200 }) }),
      }),
    );
    expect(built.result).toBe('deployed');
    expect(deployOutputs(built).healthy).toBe('true');
  });

  it('leaves healthy unset when no request could be sent, and is still not deployed', () => {
    const built = buildDeployReport(
      findings({
        ...DEPLOYED,
        proof: {
          sent: false,
          passed: false,
          revisionAtFault: false,
          failure: 'nothing could be asked of its server',
          problem: 'No health check was sent: the service gave the deployment no URL.',
        },
      }),
    );
    expect(built.result).toBe('unhealthy');
    expect(deployOutputs(built).healthy).toBeUndefined();
    expect(deployOutputs(built)['serving-revision']).toBeUndefined();
    expect(built.problem).toContain('the service gave the deployment no URL');
    expect(toStepReport(built, '').failure?.title).toBe('Deployed, but not checked');
  });

  it('leaves healthy, smoke and serving-revision unset when no check was asked for', () => {
    const outputs = deployOutputs(buildDeployReport(findings(DEPLOYED)));
    expect(outputs.healthy).toBeUndefined();
    expect(outputs.smoke).toBeUndefined();
    expect(outputs['smoke-results']).toBeUndefined();
    expect(outputs['serving-revision']).toBeUndefined();
  });

  it('writes smoke passed and one JSON result per case, without the answers', () => {
    const built = buildDeployReport(
      findings({ ...DEPLOYED, proof: proof({ smoke: smoke(true) }) }),
    );
    expect(built.result).toBe('deployed');
    const step = toStepReport(built, '');
    expect(step.outputs.smoke).toBe('passed');
    expect(JSON.parse(step.outputs['smoke-results'] ?? '')).toEqual([
      { name: 'greets', passed: true, ms: 120 },
    ]);
    expect(step.jsonOutputs?.has('smoke-results')).toBe(true);
    expect(step.ownWords?.has('smoke')).toBe(true);
  });

  it('is unhealthy when the smoke test failed, with the count and the first failed case', () => {
    const built = buildDeployReport(
      findings({
        ...DEPLOYED,
        proof: proof({
          passed: false,
          revisionAtFault: true,
          smoke: smoke(false),
          failure: 'its smoke test failed (1 of 2 cases)',
          problem: 'First failed case "refunds": HTTP 500: boom.',
        }),
      }),
    );
    expect(built.result).toBe('unhealthy');
    const step = toStepReport(built, '');
    expect(step.outputs.smoke).toBe('failed');
    expect(JSON.parse(step.outputs['smoke-results'] ?? '')[1]).toEqual({
      name: 'refunds',
      passed: false,
      ms: 80,
      problem: 'HTTP 500: boom',
    });
    expect(step.failure?.title).toBe('Deployed, but the smoke test failed');
    expect(step.failure?.message).toContain(
      `Revision ${REVISION_ID} is DEPLOYED, but its smoke test failed (1 of 2 cases). First failed case "refunds"`,
    );
  });

  it('names the revision still serving when the new one never was', () => {
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const built = buildDeployReport(
      findings({
        ...DEPLOYED,
        proof: proof({
          passed: false,
          revisionAtFault: true,
          serving: { ...serving, verdict: 'other-revision', servingRevisionId: other },
          failure: 'it was never seen serving',
          problem: `The server at the deployment's URL still runs revision ${other}, not this run's ${REVISION_ID}.`,
        }),
      }),
    );
    expect(deployOutputs(built)['serving-revision']).toBe(other);
    expect(toStepReport(built, '').failure?.title).toBe(
      'Deployed, but the new revision was not seen serving',
    );
  });

  it('takes the URL from the deployment as read after DEPLOYED', () => {
    const deployedAs = deployment({ source_config: { custom_url: 'https://agent.example.com' } });
    const built = buildDeployReport(findings({ ...DEPLOYED, proof: proof({ deployedAs }) }));
    expect(built.url).toBe('https://agent.example.com');
  });

  it('takes the URL from the deployment read once more after DEPLOYED, and GitHub gets it', () => {
    const endedAs = deployment({ source_config: { custom_url: 'https://agent-pr-7.example.com' } });
    const built = buildDeployReport(
      findings({ ...DEPLOYED, resolved: { deployment: deployment(), created: true }, endedAs }),
    );
    expect(built.url).toBe('https://agent-pr-7.example.com');
    expect(deployOutputs(built).url).toBe('https://agent-pr-7.example.com');
    expect(githubStatus(built).details.environmentUrl).toBe('https://agent-pr-7.example.com');
  });

  it('says a revision that went live is live when a check breaks off, not that it may still go live', () => {
    const stopped = new StepStopped('timed-out', "The step's time-out of 40000ms ran out.");
    const built = buildDeployReport(findings({ ...DEPLOYED, error: stopped, stopped }));
    expect(built.problem).toBe(
      `The step's time-out of 40000ms ran out. Revision ${REVISION_ID} was last seen as DEPLOYED. Revision ${REVISION_ID} is live: it was DEPLOYED before this.`,
    );
    expect(built.problem).not.toContain('may still go live');
  });
});

describe('buildDeployReport: the evaluation gate', () => {
  const DEPLOYED = {
    waited: { result: 'deployed' as const, status: 'DEPLOYED', source: undefined, seenAtMs: 1000 },
  };
  const checked = (given: Partial<AfterDeployedOutcome>): AfterDeployedOutcome => ({
    sent: true,
    passed: true,
    revisionAtFault: false,
    ...given,
  });
  const gateOutputs = (outputs: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(outputs).filter(([name]) => name.startsWith('eval')));

  it('sets no eval output without the gate', () => {
    const built = buildDeployReport(findings(DEPLOYED));
    expect(built.gateSkipped).toBeUndefined();
    expect(Object.values(gateOutputs(deployOutputs(built)))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('is unhealthy when the gate failed: eval failed, its scores, the message, its own title', async () => {
    const evaluation = await gateOutcome(false, { baseline: true });
    const proof = checked({
      passed: false,
      revisionAtFault: true,
      evaluation,
      failure: 'its evaluation failed',
      problem: evaluation.result.message,
    });
    const built = buildDeployReport(findings({ ...DEPLOYED, proof, gateOn: true }));
    expect(built.result).toBe('unhealthy');
    const step = toStepReport(built, '');
    expect(gateOutputs(step.outputs)).toEqual({
      eval: 'failed',
      'eval-scores': '{"exact":0.25}',
      'eval-baseline-scores': '{"exact":1}',
      'eval-examples': '4',
      'eval-failed-examples': '3',
      'eval-experiment-url': undefined,
    });
    expect(step.failure?.title).toBe('Deployed, but the evaluation failed');
    expect(step.failure?.message).toBe(
      `Revision ${REVISION_ID} is DEPLOYED, but its evaluation failed. Evaluation failed on 4 examples: exact 0.25 (threshold 0.50, live 1.00): 0.25 < 0.50.`,
    );
    expect(step.jsonOutputs?.has('eval-scores')).toBe(true);
    expect(step.ownWords?.has('eval-scores')).toBe(false);
  });

  it.each([
    [
      'the revision failed',
      { waited: { ...DEPLOYED.waited, result: 'failed' as const } },
      'the revision was not DEPLOYED',
    ],
    [
      'a check before it failed',
      {
        ...DEPLOYED,
        proof: checked({ passed: false, failure: 'its smoke test failed (1 of 1 cases)' }),
      },
      'the revision is DEPLOYED, but its smoke test failed (1 of 1 cases)',
    ],
    ['the deploy broke off', { error: new Error('boom') }, 'the deploy stopped before it'],
  ])('is skipped, and says why, when %s', (_, given, why) => {
    const built = buildDeployReport(findings({ ...given, gateOn: true }));
    expect(built.gateSkipped).toBe(why);
    expect(gateOutputs(deployOutputs(built))).toMatchObject({
      eval: 'skipped',
      'eval-scores': undefined,
    });
  });
});
