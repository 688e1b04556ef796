// How `npm run bench:pack` runs its children: this script bundled with ncc, each child timed by
// itself and its peak RSS read from outside, uploading to a local sink that discards the bytes.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface ChildResult {
  ms: number;
  bytes: number;
  peakRssMb: number;
}

/** `script` (this script) bundled with ncc into `work`, as the action's dist/ is built. */
export function bundleThisScript(script: string, work: string): string {
  const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
  const out = path.join(work, 'bundle');
  execFileSync(process.execPath, [ncc, 'build', script, '-o', out, '--quiet', '--transpile-only'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return path.join(out, 'index.js');
}

/** Runs this script as a child, timed by itself, its peak RSS read from outside. */
export async function measure(script: string, args: string[]): Promise<ChildResult> {
  const useTime = existsSync('/usr/bin/time');
  const command = useTime ? '/usr/bin/time' : process.execPath;
  const argv = useTime
    ? ['-f', 'peak-rss-kb=%M', process.execPath, script, ...args]
    : [script, ...args];
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let sampledKb = 0;
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const sampler = useTime
    ? undefined
    : setInterval(() => (sampledKb = Math.max(sampledKb, vmHwmKb(child.pid))), 20);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`child ${args.join(' ')} failed (${code}): ${stderr}`);
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    ms: number;
    bytes: number;
  };
  const peakKb = useTime ? Number(/peak-rss-kb=(\d+)/.exec(stderr)?.[1]) : sampledKb;
  return { ...result, peakRssMb: peakKb / 1024 };
}

function vmHwmKb(pid: number | undefined): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

export async function startSink() {
  let count = 0;
  const server = createServer((req, res) => {
    req.resume().on('end', () => {
      count++;
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
