import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type LangSmithStandIn,
  startLangSmithStandIn,
} from '../../../emulator/langsmith/langsmith-server.ts';
import { everythingWritten } from '../../../scripts/runner/run-action.ts';
import { API_KEY, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { useCheckout } from './eval-fixture.ts';

/*
 * eval-upload as the runner runs it: the bundled deploy action against the emulator, and the
 * LangSmith stand-in on a loopback port of its own, which counts every request it is sent. On,
 * the experiment is LangSmith's own, with the deployment, the revision and the commit in its
 * metadata; off (the default), not one request reaches it, even with LANGSMITH_TRACING=true and
 * the rest of LangSmith's variables in the step's environment.
 */
const emulator = useEmulator({ serviceGeneration: 'new' });
/** What run-action.ts gives the step as GITHUB_SHA on a push. */
const COMMIT = '0123456789abcdef0123456789abcdef01234567';

let standIn: LangSmithStandIn;
beforeEach(async () => {
  standIn = await startLangSmithStandIn({ apiKey: API_KEY });
});
afterEach(() => standIn.close());

const checkout = useCheckout();

const examples = ['one', 'two', 'three'].map((said) => ({
  inputs: { messages: [{ role: 'user', content: said }] },
  outputs: { reply: `You said: ${said}` },
}));

const GATE = {
  'repo-ref': 'main',
  'eval-assistant': 'agent',
  'eval-evaluators': 'contains',
  'eval-threshold': 'contains >= 0.9',
};

describe('eval-upload', () => {
  it('sends the experiment to LangSmith, with the deployment, revision and commit, and links it', async () => {
    const dataset = standIn.store.addDataset('echo-qa', examples);
    const deployment = emulator().seedDeployment();
    const run = await runDeploy(emulator(), deployment.id, {
      ...GATE,
      'eval-dataset': 'langsmith:echo-qa',
      'eval-upload': 'true',
      'langsmith-endpoint': standIn.url,
    });

    expect(run.exitCode, run.stdout).toBe(0);
    const revisionId = run.outputs['revision-id'];
    const [experiment] = [...standIn.store.sessions.values()].filter((s) => s.name !== 'default');
    expect(experiment?.name).toMatch(/^agent-deploy-/);
    expect(experiment).toMatchObject({
      reference_dataset_id: dataset.id,
      extra: {
        metadata: {
          deployment_id: deployment.id,
          deployment_revision_id: revisionId,
          commit: COMMIT,
          revision_id: COMMIT,
        },
      },
    });
    expect(standIn.store.runsOf(experiment?.name ?? '')).toHaveLength(3);
    expect(standIn.store.feedback.map(({ key, score }) => [key, score])).toEqual([
      ['contains', 1],
      ['contains', 1],
      ['contains', 1],
    ]);
    expect(run.outputs['eval-experiment-url']).toBe(
      `http://localhost:3000/o/${standIn.store.tenantId}/datasets/${dataset.id}/compare?selectedSessions=${experiment?.id}`,
    );
    expect(run.summary).toContain('[The experiment in LangSmith](http://localhost:3000/o/');
    expect(new Set(standIn.store.requests.map((request) => request.apiKey))).toEqual(
      new Set([API_KEY]),
    );
    expect(everythingWritten(run)).not.toContain(API_KEY);
  });

  it('is off by default: not one request reaches LangSmith, even with LANGSMITH_TRACING=true', async () => {
    await checkout.write({
      'evals/echo.jsonl': examples.map((example) => JSON.stringify(example)).join('\n'),
    });
    const deployment = emulator().seedDeployment();
    const run = await runDeploy(
      emulator(),
      deployment.id,
      { ...GATE, 'eval-dataset': 'evals/echo.jsonl', 'eval-baseline': 'live' },
      {
        env: {
          GITHUB_WORKSPACE: checkout.dir(),
          LANGSMITH_TRACING: 'true',
          LANGCHAIN_TRACING_V2: 'true',
          LANGSMITH_ENDPOINT: standIn.url,
          LANGSMITH_API_KEY: API_KEY,
        },
      },
    );

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.eval).toBe('passed');
    expect(run.outputs['eval-experiment-url']).toBeUndefined();
    expect(standIn.store.requests).toEqual([]);
  });
});
