// What the gate's in-process tests build on: a plan read as the deploy reads it (a dataset file
// of a fresh workspace, the built-ins loaded), a fake agent server that answers runs with each
// example's reference (or a wrong one), and a step context on a real step clock.
import { onTestFinished } from 'vitest';
import type { ControlPlaneClient } from '../../../src/client/control-plane-client.ts';
import { StepClock } from '../../../src/common/step-control.ts';
import { prepareEvaluation } from '../../../src/evaluation/prepare-evaluation.ts';
import { gateSettings, workspaceWith } from '../../evaluation/eval-fixtures.ts';
import { fakeAgentServer, type SeenRequest } from '../../support/fake-agent-server.ts';

export const COUNTRIES = { France: 'Paris', Japan: 'Tokyo', Peru: 'Lima', Chile: 'Santiago' };

/** The gate's plan on four capitals, `exact` against each reference, plus `raw` inputs. */
export async function capitalsPlan(raw: Record<string, string> = {}) {
  const dataset = Object.entries(COUNTRIES)
    .map(([country, answer]) => JSON.stringify({ inputs: { country }, outputs: { answer } }))
    .join('\n');
  const workspace = await workspaceWith({ 'evals/qa.jsonl': dataset });
  const settings = await gateSettings({
    'eval-dataset': 'evals/qa.jsonl',
    'eval-assistant': 'quiz',
    'eval-threshold': 'exact >= 0.5',
    ...raw,
  });
  return prepareEvaluation(settings, { workspace });
}

/**
 * A fake agent server: runs answer each country's capital, but `wrong` ones; `/info` answers
 * what `info()` says at the time (a revision id, or null for a server that cannot tell).
 */
export async function quizServer(options: {
  wrong?: string[];
  info?: () => string | null;
  deploymentId?: string;
}) {
  const runs: SeenRequest[] = [];
  const server = await fakeAgentServer((request) => {
    if (request.path === '/info') {
      const revision = options.info?.() ?? null;
      const host = { project_id: options.deploymentId ?? 'd-1', revision_id: revision };
      return { status: 200, body: { version: '1', host } };
    }
    runs.push(request);
    const { country } = JSON.parse(request.body).input as { country: keyof typeof COUNTRIES };
    const answer = options.wrong?.includes(country) ? 'Atlantis' : COUNTRIES[country];
    return { status: 200, body: { country, answer } };
  });
  return { ...server, runs };
}

/** What the gate takes of the step: the client, a real clock (disposed after the test), the log. */
export function gateContext(client: ControlPlaneClient, timeoutMs = 60_000) {
  const stepClock = new StepClock(timeoutMs);
  onTestFinished(() => stepClock.dispose());
  const said = { logs: [] as string[], debug: [] as string[], warnings: [] as string[] };
  return {
    said,
    context: {
      client,
      stepClock,
      signal: stepClock.signal,
      log: (line: string) => said.logs.push(line),
      debug: (line: string) => said.debug.push(line),
      warn: (line: string) => said.warnings.push(line),
      group: () => {},
    },
  };
}
