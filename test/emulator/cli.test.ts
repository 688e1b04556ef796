import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { eventually } from './http-test-helpers.ts';

describe('npm run emulator', () => {
  it('prints its URL and seeds, logs requests without secrets, and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [
        'emulator/cli.ts',
        '--port',
        '0',
        '--path-prefix',
        '/api-host',
        '--service-generation',
        'new',
        '--latency-ms',
        '5',
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const banner = await eventually(
      () => output,
      (text) => text.includes('seeded integration'),
    );
    const url = /listening on (\S+)/.exec(banner)?.[1] ?? '';
    const deploymentId = /seeded deployment:\s+(\S+)/.exec(banner)?.[1] ?? '';
    const integrationId = /seeded integration:\s+(\S+)/.exec(banner)?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api-host$/);
    const sink = /storage sink:\s+(\S+)/.exec(banner)?.[1] ?? '';
    expect(sink).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(sink).port).not.toBe(new URL(url).port);
    expect(banner).toContain('emulator-key');
    expect(banner).toMatch(/service generation:\s+new/);
    expect(banner).toMatch(/latency:\s+5 ms before each control-plane request/);

    const headers = { 'x-api-key': 'emulator-key' };
    const deployment = await fetch(`${url}/v2/deployments/${deploymentId}`, { headers });
    expect(deployment.status).toBe(200);
    const repos = await fetch(`${url}/v1/integrations/forge/sourcehost/${integrationId}/repos`, {
      headers,
    });
    expect(((await repos.json()) as unknown[]).length).toBeGreaterThan(1);
    await eventually(
      () => output,
      (text) => text.includes(`GET /api-host/v2/deployments/${deploymentId} → 200`),
    );

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output).not.toContain('x-api-key');
  });

  it('prints the organization key, and with --deployments-disabled refuses /v2/deployments', async () => {
    // The line about deployments comes last: the banner is whole once it is there.
    const { banner, stop } = await startCli(['--deployments-disabled'], 'deployments:');
    try {
      const url = /listening on (\S+)/.exec(banner)?.[1] ?? '';
      const tenantId = /X-Tenant-Id: (\S+)/.exec(banner)?.[1] ?? '';
      expect(banner).toMatch(/organization key:\s+emulator-org-key/);
      expect(banner).toMatch(/deployments:\s+not enabled/);
      const withoutWorkspace = await fetch(`${url}/v2/listeners`, {
        headers: { 'x-api-key': 'emulator-org-key' },
      });
      expect(withoutWorkspace.status).toBe(403);
      expect(await withoutWorkspace.text()).toContain('requires workspace specification');
      const listeners = await fetch(`${url}/v2/listeners`, {
        headers: { 'x-api-key': 'emulator-org-key', 'x-tenant-id': tenantId },
      });
      expect(listeners.status).toBe(200);
      const deployments = await fetch(`${url}/v2/deployments`, {
        headers: { 'x-api-key': 'emulator-key' },
      });
      expect(deployments.status).toBe(403);
      expect(await deployments.text()).toContain('not enabled');
    } finally {
      await stop();
    }
  });

  it('with --agent-server-unhealthy, the URL a deployed deployment has answers GET /ok with 503', async () => {
    const { banner, stop } = await startCli([
      '--agent-server-unhealthy',
      '--previous-revision-ms',
      '5000',
    ]);
    try {
      expect(banner).toMatch(/agent server:\s+http:\/\/127\.0\.0\.1:\d+ .*answers 503/);
      expect(banner).toContain('the previous revision serves 5000 ms after DEPLOYED');
      const url = /listening on (\S+)/.exec(banner)?.[1] ?? '';
      const deploymentId = /seeded deployment:\s+(\S+)/.exec(banner)?.[1] ?? '';
      const deployment = await fetch(`${url}/v2/deployments/${deploymentId}`, {
        headers: { 'x-api-key': 'emulator-key' },
      });
      const { source_config } = (await deployment.json()) as {
        source_config: { custom_url: string };
      };
      const ok = await fetch(`${source_config.custom_url}/ok`);
      expect(ok.status).toBe(503);
    } finally {
      await stop();
    }
  });

  it('--help prints every option and starts nothing; an unknown option says so and shows them', () => {
    const help = spawnSync(process.execPath, ['emulator/cli.ts', '--help'], { encoding: 'utf8' });
    expect(help.status, help.stderr).toBe(0);
    expect(help.stderr).toBe('');
    for (const option of [
      '--port',
      '--step-ms',
      '--service-generation',
      '--deployments-disabled',
      '--agent-server stand-in|real',
      '--trusted-network',
    ]) {
      expect(help.stdout).toContain(option);
    }
    expect(help.stdout).not.toContain('listening on');

    const unknown = spawnSync(process.execPath, ['emulator/cli.ts', '--prot', '1'], {
      encoding: 'utf8',
    });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--prot'");
    expect(unknown.stderr).toContain('--port');
    expect(unknown.stderr).not.toMatch(/ERR_PARSE_ARGS| {4}at /);

    const kind = spawnSync(process.execPath, ['emulator/cli.ts', '--agent-server', 'docker'], {
      encoding: 'utf8',
    });
    expect(kind.status).toBe(2);
    expect(kind.stderr).toContain('--agent-server stand-in|real');
  });

  it('refuses --agent-server real on an address other than loopback without --trusted-network', async () => {
    const refused = spawnSync(
      process.execPath,
      ['emulator/cli.ts', '--port', '0', '--host', '0.0.0.0', '--agent-server', 'real'],
      { encoding: 'utf8', timeout: 15_000 },
    );
    expect(refused.status).toBe(2);
    expect(refused.stdout).not.toContain('listening on');
    expect(refused.stderr).toContain('--host 0.0.0.0');
    expect(refused.stderr).toContain('--trusted-network');
    expect(refused.stderr).not.toMatch(/ {4}at /);

    const { banner, stop } = await startCli([
      '--host',
      '0.0.0.0',
      '--agent-server',
      'real',
      '--trusted-network',
    ]);
    await stop();
    expect(banner).toMatch(/listening on http:\/\/0\.0\.0\.0:\d+/);
  });

  it('with --agent-server real, says that the real agent server serves deployed JS agents', async () => {
    const { banner, stop } = await startCli(['--agent-server', 'real']);
    await stop();
    expect(banner).toContain('a revision holding a JS agent: served by the real agent server');
  });
});

/** `npm run emulator` on a free port with these options, once its banner printed `until`. */
async function startCli(
  options: string[],
  until = 'seeded integration',
): Promise<{ banner: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['emulator/cli.ts', '--port', '0', ...options], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  };
  try {
    const banner = await eventually(
      () => output,
      (text) => text.includes(until),
      15_000,
    );
    return { banner, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
