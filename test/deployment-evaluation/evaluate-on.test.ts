import { Agent } from 'undici';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type LangSmithStandIn,
  startLangSmithStandIn,
} from '../../emulator/langsmith/langsmith-server.ts';
import { evaluateOn } from '../../src/deployment-evaluation/evaluate-on.ts';
import { prepareEvaluation } from '../../src/evaluation/prepare-evaluation.ts';
import { capitalsPlan, quizServer } from '../deploy/gate/gate-fixture.ts';
import { gateSettings } from '../evaluation/eval-fixtures.ts';
import { testServer } from '../support/fake-agent-server.ts';

/*
 * One evaluation of the dataset on a deployment's server: offline, nothing goes to LangSmith;
 * uploaded, the experiment goes through a pool of its own, with the facts given.
 */
const dispatcher = new Agent();
afterAll(() => dispatcher.close());
const KEY = 'lsv2_pt_evaluate_on';
let standIn: LangSmithStandIn;
beforeEach(async () => {
  standIn = await startLangSmithStandIn({ apiKey: KEY });
});
afterEach(() => standIn.close());

const request = (lines: string[] = []) => ({
  evaluated: 'deployed' as const,
  named: 'revision r-2',
  signal: new AbortController().signal,
  log: (line: string) => lines.push(line),
  debug: () => {},
  experiment: { deploymentId: 'd-1', revisionId: 'r-2' },
});

describe('evaluateOn', () => {
  it('runs every example on the server and says so, sending nothing to LangSmith', async () => {
    const server = await quizServer({ wrong: ['Japan'] });
    const lines: string[] = [];
    const { run, tally } = await evaluateOn(
      testServer(server.url, { apiKey: 'sk', dispatcher }),
      await capitalsPlan({ 'eval-concurrency': '2' }),
      request(lines),
    );
    expect(lines[0]).toBe(`Evaluating revision r-2: 4 runs of quiz on ${server.url}, 2 at once`);
    expect(run.runs.map((scored) => scored.scores.exact?.score)).toEqual([1, 0, 1, 1]);
    expect(tally).toEqual({ done: 4, failed: 0, unjudged: 0 });
    expect(standIn.store.requests).toEqual([]);
  });

  it('uploads the experiment to LangSmith when eval-upload is on', async () => {
    const dataset = standIn.store.addDataset('capitals', [
      { inputs: { country: 'France' }, outputs: { answer: 'Paris' } },
    ]);
    const settings = await gateSettings({
      'eval-dataset': 'langsmith:capitals',
      'eval-assistant': 'quiz',
      'eval-upload': 'true',
      'langsmith-endpoint': standIn.url,
    });
    const plan = await prepareEvaluation(settings, { workspace: '/nowhere', apiKey: KEY });
    const server = await quizServer({});
    const { run } = await evaluateOn(
      testServer(server.url, { apiKey: 'sk', dispatcher }),
      plan,
      request(),
    );
    expect(run.experimentUrl).toContain(`/datasets/${dataset.id}/compare?selectedSessions=`);
    const [session] = [...standIn.store.sessions.values()].filter((s) => s.name !== 'default');
    expect(session?.extra).toMatchObject({
      metadata: { deployment_id: 'd-1', deployment_revision_id: 'r-2' },
    });
  });
});
