// What the service sends cannot make the actions write without bound. Outputs hold one
// bounded line (JSON outputs: bounded JSON) and the job summary stays far under GitHub's 1 MiB.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { MAX_JSON_OUTPUT_CHARS, MAX_OUTPUT_CHARS } from '../../../src/common/action-runtime.ts';
import { runDeploy } from '../../support/deploy-fixture.ts';
import { useEmulator } from '../../support/emulator.ts';
import { runSubAction, TEST_API_KEY } from '../listener/sub-action.ts';

let emu: Emulator;
const emulator = useEmulator({ apiKeys: [TEST_API_KEY, 'emulator-key'] });
beforeEach(() => {
  emu = emulator();
});

const summaryBytes = (summary: string) => Buffer.byteLength(summary);

describe('a service that sends far too much', () => {
  it('repos: 400 repositories of 600-character fields give bounded outputs and summary', async () => {
    const integration = emu.seedIntegration({
      repositories: Array.from({ length: 400 }, (_, n) => ({
        owner: `o${n}`,
        name: '&'.repeat(600),
        default_branch: '|'.repeat(600),
      })),
    });
    const run = await runSubAction('repos', emu, { 'integration-id': integration.id });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.count).toBe('400');
    const listed = JSON.parse(run.outputs.repositories ?? '') as unknown[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(400);
    expect(listed).toEqual(integration.repositories.slice(0, listed.length));
    expect(run.outputs.repositories?.length).toBeLessThanOrEqual(MAX_JSON_OUTPUT_CHARS);
    expect(run.summary).toContain(
      `The \`repositories\` output holds the first ${listed.length} of them`,
    );
    expect(summaryBytes(run.summary)).toBeLessThan(1024 * 1024);
  });

  it('listener: 3000 namespaces of 600 characters give a bounded summary, and no oversized output', async () => {
    const listener = emu.seedListener({
      compute_id: 'cluster-a',
      k8s_namespaces: Array.from({ length: 3000 }, () => '|'.repeat(600)),
    });
    const run = await runSubAction('listener', emu, { 'listener-id': listener.id });

    expect(run.exitCode).toBe(0);
    expect(run.outputs['listener-id']).toBe(listener.id);
    expect(run.outputs.listener).toBeUndefined();
    expect(run.stdout).toContain('Output listener is left unset: the value is');
    expect(run.summary).toContain('and 2950 more');
    expect(summaryBytes(run.summary)).toBeLessThan(256 * 1024);
  });

  it('deploy: a name of a million characters, or of two lines, is never an output', async () => {
    for (const name of ['n'.repeat(1_000_000), 'agent\nsecond line']) {
      const deployment = emu.seedDeployment({ name });
      const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

      expect(run.exitCode).toBe(0);
      expect(run.outputs.result).toBe('deployed');
      expect(run.outputs['deployment-name']).toBeUndefined();
      expect(run.stdout).toContain('Output deployment-name is left unset');
      for (const value of Object.values(run.outputs)) {
        expect(value.length).toBeLessThanOrEqual(MAX_OUTPUT_CHARS);
      }
      expect(summaryBytes(run.summary)).toBeLessThan(64 * 1024);
    }
  });
});
