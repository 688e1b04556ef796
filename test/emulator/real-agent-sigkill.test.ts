// The emulator's command line in real mode, killed with SIGKILL while a deployed JS agent is
// served: its real agent server (and every process that server started) ends with it, and the
// server's folder goes too. The server processes are found by a secret of the deployment, which
// only their environment holds (Linux: /proc/<pid>/environ).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployArchive, packDir } from '../support/deploy-agent-dir.ts';
import { TEST_AGENT_DIR } from '../support/real-agent-server.ts';
import { eventually } from './http-test-helpers.ts';

/** The processes whose environment holds `text`. */
function processesHolding(text: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').includes(text);
      } catch {
        return false; // Gone meanwhile, or not ours.
      }
    })
    .map(Number);
}

async function answers(url: string): Promise<boolean> {
  return fetch(`${url}/info`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
}

describe.runIf(process.platform === 'linux')('npm run emulator -- --agent-server real', () => {
  it('takes its real agent servers and their folders with it when it is SIGKILLed', async () => {
    const secret = `secret-${randomUUID()}`;
    const tmp = await mkdtemp(join(tmpdir(), 'emulator-killed-'));
    let emulator: ChildProcess | undefined;
    try {
      emulator = spawn(
        process.execPath,
        ['emulator/cli.ts', '--port', '0', '--step-ms', '5', '--agent-server', 'real'],
        { env: { ...process.env, TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      emulator.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      const banner = await eventually(
        () => output,
        (text) => text.includes('seeded integration'),
        15_000,
      );
      const url = /listening on (\S+)/.exec(banner)?.[1] ?? '';
      const deploymentId = /seeded deployment:\s+(\S+)/.exec(banner)?.[1] ?? '';
      const secrets = await fetch(`${url}/v2/deployments/${deploymentId}`, {
        method: 'PATCH',
        headers: { 'x-api-key': 'emulator-key', 'content-type': 'application/json' },
        body: JSON.stringify({ secrets: [{ name: 'REAL_AGENT_API_KEY', value: secret }] }),
      });
      expect(secrets.status).toBe(200);
      const deployed = await deployArchive({ url }, await packDir(TEST_AGENT_DIR), deploymentId);
      const serving = await eventually(
        () => /serves at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1],
        (found) => found !== undefined,
        90_000,
      );
      expect(await answers(deployed.url)).toBe(true);
      expect(processesHolding(secret).length).toBeGreaterThan(0);
      expect(readdirSync(tmp).filter((name) => name.startsWith('emulator-agent-'))).toHaveLength(1);

      emulator.kill('SIGKILL');
      await once(emulator, 'exit');
      const ended = async () =>
        processesHolding(secret).length === 0 && !(await answers(serving ?? ''));
      // A generous bound: the servers go within a second or two of the emulator.
      expect(await eventually(ended, Boolean, 20_000).catch(() => false)).toBe(true);
      expect(readdirSync(tmp).filter((name) => name.startsWith('emulator-agent-'))).toEqual([]);
    } finally {
      if (emulator?.exitCode === null && emulator.signalCode === null) emulator.kill('SIGKILL');
      // Left over only when the test failed: they were started here.
      for (const pid of processesHolding(secret)) process.kill(pid, 'SIGKILL');
      await rm(tmp, { recursive: true, force: true });
    }
  });
});
