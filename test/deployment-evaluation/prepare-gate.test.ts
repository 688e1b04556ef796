import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type LangSmithStandIn,
  startLangSmithStandIn,
} from '../../emulator/langsmith/langsmith-server.ts';
import { InputError } from '../../src/common/inputs.ts';
import type { DeploySettings } from '../../src/deploy/settings.ts';
import { prepareGate } from '../../src/deployment-evaluation/prepare-gate.ts';
import { deployInputs } from '../deploy/deploy-inputs-fixture.ts';
import { gateSettings, workspaceWith } from '../evaluation/eval-fixtures.ts';

/*
 * The gate made ready while the inputs are checked: off without eval-dataset; a plan; bad input
 * thrown as such; LangSmith's trouble kept for the deploy to fail with, before any request.
 */
const KEY = 'lsv2_pt_prepare';
let standIn: LangSmithStandIn;
beforeEach(async () => {
  standIn = await startLangSmithStandIn({ apiKey: KEY });
});
afterEach(() => standIn.close());

const signal = new AbortController().signal;

async function settingsWith(raw: Record<string, string>): Promise<DeploySettings> {
  return deployInputs({
    connection: { baseUrl: 'https://cp.example.com/', apiKey: KEY },
    ...(await gateSettings(raw)),
  });
}

describe('prepareGate', () => {
  it('is nothing without eval-dataset', async () => {
    expect(await prepareGate(deployInputs(), '/nowhere', signal)).toBeUndefined();
  });

  it('reads a dataset of the checkout and loads the evaluators', async () => {
    const workspace = await workspaceWith({
      'evals/qa.jsonl': '{"inputs": {"q": 1}, "outputs": {"a": 1}}\n',
    });
    const prepared = await prepareGate(await settingsWith({}), workspace, signal);
    expect(prepared && 'plan' in prepared && prepared.plan.dataset.examples).toHaveLength(1);
  });

  it('throws a bad dataset as bad input', async () => {
    const workspace = await workspaceWith({ 'evals/qa.jsonl': '{"outputs": {}}\n' });
    await expect(prepareGate(await settingsWith({}), workspace, signal)).rejects.toBeInstanceOf(
      InputError,
    );
  });

  it('reads a LangSmith dataset through its own pool, with the key', async () => {
    standIn.store.addDataset('qa', [{ inputs: { q: 1 }, outputs: { a: 1 } }]);
    const settings = await settingsWith({
      'eval-dataset': 'langsmith:qa',
      'langsmith-endpoint': standIn.url,
    });
    const prepared = await prepareGate(settings, '/nowhere', signal);
    expect(prepared && 'plan' in prepared && prepared.plan.dataset.label).toBe('langsmith:qa');
    expect(standIn.store.requests.every((request) => request.apiKey === KEY)).toBe(true);
  });

  it('keeps LangSmith’s refusal as the trouble the deploy fails with', async () => {
    const settings = await settingsWith({
      'eval-dataset': 'langsmith:qa',
      'langsmith-endpoint': standIn.url,
    });
    const wrongKey = { ...settings, connection: { ...settings.connection, apiKey: 'lsv2_wrong' } };
    const prepared = await prepareGate(wrongKey, '/nowhere', signal);
    expect(prepared && 'trouble' in prepared && prepared.trouble.message).toMatch(/HTTP 401/);
  });
});
