import { cp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everythingWritten, failureMessage } from '../../../scripts/runner/run-action.ts';
import CAPITALS from '../../support/real-agent/capitals.json' with { type: 'json' };
import {
  type RealAgentServer,
  startRealAgentServer,
  TEST_AGENT_DIR,
} from '../../support/real-agent-server.ts';
import { useCheckout } from '../deploy/eval-fixture.ts';
import { runEval } from './run-eval.ts';

/*
 * The eval action on the real agent server (the published JS one), asked at its URL alone, as
 * a self-hosted server or a local one is: the test agent's quiz graph answers capitals, and the
 * copy served here answers three of them wrongly (quiz-revision.json), so the gate falls short on
 * the server's own answers.
 */
const checkout = useCheckout();
let server: RealAgentServer | undefined;
beforeAll(async () => {
  const agent = path.join(checkout.dir(), 'agent');
  await cp(TEST_AGENT_DIR, agent, { recursive: true });
  await writeFile(
    path.join(agent, 'quiz-revision.json'),
    JSON.stringify({ wrong: ['Japan', 'Peru', 'Chile'] }),
  );
  const examples = Object.entries(CAPITALS).map(([country, answer]) =>
    JSON.stringify({ inputs: { country }, outputs: { answer } }),
  );
  await checkout.write({ 'evals/capitals.jsonl': examples.join('\n') });
  server = await startRealAgentServer({ agentDir: agent });
}, 120_000);
afterAll(() => server?.stop());

describe('the eval action on the real agent server', () => {
  it('fails the gate on the server’s wrong answers, asking only its URL, with its key', async () => {
    if (!server) throw new Error('the real agent server has not started');
    const run = await runEval(checkout.dir(), {
      url: server.url,
      'api-key': server.apiKey,
      'eval-dataset': 'evals/capitals.jsonl',
      'eval-assistant': 'quiz',
      'eval-evaluators': 'exact',
      'eval-threshold': 'exact >= 0.9',
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'unhealthy',
      eval: 'failed',
      'eval-scores': '{"exact":0.7}',
      'eval-examples': '10',
      'eval-failed-examples': '3',
    });
    expect(failureMessage(run)).toBe(
      'Evaluation failed on 10 examples: exact 0.70 (threshold 0.90): 0.70 < 0.90.',
    );
    expect(run.summary).toContain(`| Evaluated | \`${server.url}\` |`);
    expect(run.stdout).toContain(`Evaluating the agent server: 10 runs of quiz on ${server.url}`);
    expect(everythingWritten(run)).not.toContain(server.apiKey);
  }, 120_000);
});
