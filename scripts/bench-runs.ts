// How `npm run bench` runs things: the bundled action as the runner runs it, a bare Node fetch,
// and GNU time around a process for its peak RSS.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Emulator } from '../emulator/index.ts';
import { defaultInputs } from './runner/action-manifest.ts';
import { collectOutput, parseOutputFile, runnerEnvironment } from './runner/run-action.ts';

export const API_KEY = 'emulator-key';

/** The emulator's clock: `requests[].at` and `deployedAt` are read on it. */
export const now = () => performance.timeOrigin + performance.now();

export interface ChildRun {
  spawnedAt: number;
  exitedAt: number;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Peak resident set of the process, in kB (KiB), when it could be measured. */
  peakRssKb: number | undefined;
  /** CPU time of the process and its threads (user + system), in ms, with GNU time. */
  cpuMs?: number;
}

export type RssProbe = 'gnu-time' | 'proc-sampling' | 'none';

/** GNU time (`/usr/bin/time -f %M`) when installed; otherwise /proc sampling on Linux. */
export function rssProbe(): RssProbe {
  const probe = spawnSync('/usr/bin/time', ['-f', '%M', 'true'], { encoding: 'utf8' });
  if (probe.status === 0 && /^\d+\s*$/.test(probe.stderr)) return 'gnu-time';
  return existsSync('/proc/self/status') ? 'proc-sampling' : 'none';
}

export const RSS_HINT =
  'peak RSS needs GNU time (Debian/Ubuntu: `apt-get install -y time`); without it the bench samples /proc/<pid>/status (VmHWM) every 10 ms, or reports n/a off Linux';

/** Spawns a process and reports when it started and when it exited, on the emulator's clock. */
export function runChild(
  command: string,
  args: string[],
  env: Record<string, string>,
  rss: RssProbe = 'none',
): Promise<ChildRun> {
  const scratch = rss === 'gnu-time' ? mkdtempSync(join(tmpdir(), 'bench-rss-')) : undefined;
  const rssFile = scratch && join(scratch, 'rss.txt');
  const [file, argv] = rssFile
    ? ['/usr/bin/time', ['-f', '%M %U %S', '-o', rssFile, command, ...args]]
    : [command, args];
  const spawnedAt = now();
  const child = spawn(file, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectOutput(child);
  let sampledKb = 0;
  const sampler =
    rss === 'proc-sampling'
      ? setInterval(() => {
          try {
            const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
            sampledKb = Math.max(sampledKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
          } catch {
            // Already gone.
          }
        }, 10)
      : undefined;
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => {
      const exitedAt = now();
      clearInterval(sampler);
      // 'exit' can come before the last output; 'close' waits for the pipes.
      child.once('close', () => {
        let peakRssKb: number | undefined = sampledKb || undefined;
        let cpuMs: number | undefined;
        if (rssFile) {
          const [rssKb, user, system] =
            readFileSync(rssFile, 'utf8').trim().split('\n').at(-1)?.split(' ') ?? [];
          peakRssKb = Number(rssKb);
          cpuMs = (Number(user) + Number(system)) * 1000;
          rmSync(scratch as string, { recursive: true, force: true });
        }
        resolve({ spawnedAt, exitedAt, exitCode, ...output, peakRssKb, cpuMs });
      });
    });
  });
}

export interface DeployRun extends ChildRun {
  outputs: Record<string, string>;
  summary: string;
}

export interface DeployOptions {
  emulator: Emulator;
  entry: string;
  deploymentId: string;
  /** On top of action.yml's defaults and the connection inputs. */
  inputs: Record<string, string>;
  nodeArgs?: string[];
  env?: Record<string, string>;
  rss?: RssProbe;
}

/** Runs the bundled deploy action exactly as the runner does (see scripts/runner/run-action.ts). */
export async function runDeploy(options: DeployOptions): Promise<DeployRun> {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-deploy-'));
  try {
    const inputs = {
      ...defaultInputs('deploy'),
      'base-url': options.emulator.url,
      'api-key': API_KEY,
      'deployment-id': options.deploymentId,
      ...options.inputs,
    };
    const env = { ...runnerEnvironment(inputs, workDir), ...options.env };
    const args = [...(options.nodeArgs ?? []), options.entry];
    const run = await runChild(process.execPath, args, env, options.rss);
    return {
      ...run,
      outputs: parseOutputFile(readFileSync(env.GITHUB_OUTPUT as string, 'utf8')),
      summary: readFileSync(env.GITHUB_STEP_SUMMARY as string, 'utf8'),
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The baseline: a bare Node process that makes one fetch to the emulator, in the same environment. */
export function runBareFetch(
  emulator: Emulator,
  deploymentId: string,
  nodeArgs: string[] = [],
): Promise<ChildRun> {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const env = runnerEnvironment({}, workDir);
  const code =
    "fetch(process.argv[1], { headers: { 'x-api-key': process.argv[2] } }).then((r) => r.text())";
  const url = `${emulator.url}/v2/deployments/${deploymentId}`;
  return runChild(process.execPath, [...nodeArgs, '-e', code, url, API_KEY], env).finally(() =>
    rmSync(workDir, { recursive: true, force: true }),
  );
}

export function expectDeployed(run: DeployRun, what: string): void {
  if (run.exitCode === 0 && run.outputs.result === 'deployed') return;
  throw new Error(
    `${what}: the action ended with exit code ${run.exitCode} and result ${run.outputs.result}\n${run.stdout}\n${run.stderr}`,
  );
}
