// The checks the deploy action makes before its first write, through the bundled action: each
// refusal is one ::error naming the input, the job summary shows it, and the service sees no
// write at all.
import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';

const emulator = useEmulator();
const DEPLOYMENT_ID = '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';
const BAD_INPUT = /^::error title=Deploy not started%3A bad input::/m;

/** Every request the emulator saw that could change something. */
const writes = (emu: Emulator) => emu.requests.filter((request) => request.method !== 'GET');

describe('commands in source-config', () => {
  // The summary is Markdown: _ and & come escaped.
  it.each([
    [
      '{"install_command": "pip install .; make"}',
      'install_command holds ";"',
      'install\\_command holds ";"',
    ],
    [
      'build_command: "make\\nmake install"',
      'build_command holds a newline',
      'build\\_command holds a newline',
    ],
    [
      '{"install_command": "pip install . & wait"}',
      'install_command holds a single "&"',
      'install\\_command holds a single "&amp;"',
    ],
  ])('refuses %s before any request', async (config, named, inSummary) => {
    const emu = emulator();
    const run = await runDeploy(emu, DEPLOYMENT_ID, { 'source-config': config });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(BAD_INPUT);
    expect(failureMessage(run)).toContain(`Input "source-config": ${named}`);
    expect(failureMessage(run)).toContain('Join steps with &&');
    expect(run.summary).toContain('Deploy not started: bad input');
    expect(run.summary).toContain(inSummary);
    expect(emu.requests).toEqual([]);
  });

  it('sends commands joined with &&', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, {
      'source-config': '{"install_command": "pip install . && pip check"}',
    });

    expect(failureMessage(run)).toBe('');
    expect(requestsTo(emu, 'PATCH')[0]?.body).toEqual({
      source_config: { install_command: 'pip install . && pip check' },
    });
  });
});

describe('empty secrets', () => {
  it('are refused, named, with the usual cause, and nothing is sent', async () => {
    const emu = emulator();
    const run = await runDeploy(emu, DEPLOYMENT_ID, {
      secrets: 'OPENAI_API_KEY=\nDB_PASSWORD=set-value-123',
    });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(BAD_INPUT);
    const message = failureMessage(run);
    expect(message).toContain('Input "secrets": OPENAI_API_KEY is empty.');
    expect(message).toContain('not available to this event (a pull request from a fork');
    expect(message).toContain('allow-empty-secrets: true');
    expect(message).not.toContain('DB_PASSWORD');
    expect(run.summary).toContain('OPENAI\\_API\\_KEY is empty');
    expect(emu.requests).toEqual([]);
  });

  it('are sent on purpose with allow-empty-secrets', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, {
      secrets: 'FEATURE_FLAG=\nDB_PASSWORD=set-value-123',
      'allow-empty-secrets': 'true',
    });

    expect(failureMessage(run)).toBe('');
    expect(run.outputs.result).toBe('deployed');
    expect(requestsTo(emu, 'PATCH')[0]?.body).toEqual({
      secrets: [
        { name: 'FEATURE_FLAG', value: '' },
        { name: 'DB_PASSWORD', value: 'set-value-123' },
      ],
    });
  });
});

describe('deployment names', () => {
  it('two deployments with the exact name: the step names both and writes to neither', async () => {
    const emu = emulator();
    const first = emu.seedDeployment({ name: 'twin-agent' });
    emu.seedDeployment({ name: 'twin-agent-2' });
    const second = emu.seedDeployment({ name: 'twin-agent' });
    const run = await runDeploy(emu, '', {
      'deployment-name': 'twin-agent',
      'repo-ref': 'feature',
      'create-if-missing': 'true',
      source: 'sourcehost',
      'source-config': '{"repo_url": "https://sourcehost.example.com/acme/agents"}',
    });

    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(/^Input "deployment-name": "twin-agent" names 2 deployments: /);
    expect(message).toContain(first.id);
    expect(message).toContain(second.id);
    expect(message).toContain('give the one you mean as deployment-id');
    expect(run.summary).toContain('names 2 deployments');
    expect(run.outputs.result).toBe('failed');
    expect(writes(emu)).toEqual([]);
    for (const { id, latest_revision_id } of [first, second]) {
      expect(emu.getDeployment(id)?.latest_revision_id).toBe(latest_revision_id);
    }
  });

  it('a name the service would not accept is refused with create-if-missing, the accepted form suggested', async () => {
    const emu = emulator();
    const run = await runDeploy(emu, '', {
      'deployment-name': 'Support Agent',
      'create-if-missing': 'true',
      source: 'external_image',
      'image-uri': 'registry.example.com/agent:1',
    });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(BAD_INPUT);
    expect(failureMessage(run)).toBe(
      'Input "deployment-name": is not a name the service accepts for a new deployment, which holds only lower-case letters, digits and hyphens: use "support-agent"; got "Support Agent".',
    );
    expect(run.summary).toContain('use "support-agent"');
    expect(emu.requests).toEqual([]);
  });
});
