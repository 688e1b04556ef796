// The two sides `npm run bench:pack` compares, each timed from its spawn to the moment the
// storage host answered the upload, on the emulator's clock: the bundled deploy action shipping
// `source-path`, and `tar -czf` followed by a plain `curl -T` PUT to the same storage host.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Emulator, RecordedUpload } from '../emulator/index.ts';
import { AGENT_CONFIG, SOURCE_PATH } from './bench-pack-tree.ts';
import { API_KEY, now, type RssProbe, runDeploy } from './bench-runs.ts';

export interface ShipRun {
  /** Spawn → the storage host's answer to the upload, in ms. */
  ms: number;
  /** The archive's size. */
  bytes: number;
  /** Files in the archive. */
  files: number;
  /**
   * CPU time (user + system, every thread) with GNU time: the action's whole step, which goes
   * on a little after the upload; tar's and gzip's, plus curl's.
   */
  cpuMs?: number;
  /** Peak RSS of the action's process (the whole step), in MB of 2^20 bytes. */
  peakRssMb?: number;
  /** The action's own log, for the profile's note of where its time went. */
  stdout?: string;
}

/** The deploy action, spawned as the runner spawns it, shipping `agent/` of `workspace`. */
export async function runAction(
  emulator: Emulator,
  entry: string,
  workspace: string,
  rss: RssProbe,
  nodeArgs: string[] = [],
): Promise<ShipRun> {
  const deployment = emulator.seedDeployment({ source: 'internal_source' });
  const run = await runDeploy({
    emulator,
    entry,
    deploymentId: deployment.id,
    inputs: { 'source-path': SOURCE_PATH, 'agent-config-path': AGENT_CONFIG, wait: 'false' },
    env: { GITHUB_WORKSPACE: workspace },
    nodeArgs,
    rss,
  });
  const upload = lastUpload(emulator, `the action (exit code ${run.exitCode})\n${run.stdout}`);
  if (run.exitCode !== 0) throw new Error(`the action failed:\n${run.stdout}\n${run.stderr}`);
  return {
    ms: (upload.answeredAt as number) - run.spawnedAt,
    bytes: upload.bytes,
    files: filesIn(upload),
    cpuMs: run.cpuMs,
    peakRssMb: run.peakRssKb === undefined ? undefined : run.peakRssKb / 1024,
    stdout: run.stdout,
  };
}

/**
 * `tar -czf` of the same folder (gzip's default level, 6), then `curl -T` of the archive to a
 * signed URL of the same storage host, with the headers the URL is signed for. The URL is asked
 * for before the clock starts: the baseline is packing and sending, nothing else.
 */
export async function runTarPut(
  emulator: Emulator,
  workspace: string,
  scratch: string,
): Promise<ShipRun> {
  const deployment = emulator.seedDeployment({ source: 'internal_source' });
  const answer = await fetch(`${emulator.url}/v2/deployments/${deployment.id}/upload-url`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY },
  });
  const { upload_url: url } = (await answer.json()) as { upload_url: string };
  const archive = path.join(scratch, 'baseline.tar.gz');
  const startedAt = now();
  const tarCpuMs = await exec('tar', [
    '-czf',
    archive,
    '-C',
    path.join(workspace, SOURCE_PATH),
    '.',
  ]);
  const curlCpuMs = await exec('curl', [
    '--silent',
    '--show-error',
    '--fail',
    '--output',
    '/dev/null',
    '-T',
    archive,
    '-H',
    'content-type: application/gzip',
    '-H',
    'x-goog-content-length-range: 0,209715200',
    // No `Expect: 100-continue` round trip: a plain PUT.
    '-H',
    'Expect:',
    url,
  ]);
  const upload = lastUpload(emulator, 'curl');
  await rm(archive);
  return {
    ms: (upload.answeredAt as number) - startedAt,
    bytes: upload.bytes,
    files: filesIn(upload),
    cpuMs: tarCpuMs === undefined || curlCpuMs === undefined ? undefined : tarCpuMs + curlCpuMs,
  };
}

function lastUpload(emulator: Emulator, who: string): RecordedUpload {
  const upload = emulator.uploads.at(-1);
  if (upload?.status !== 200 || upload.answeredAt === undefined || !upload.validArchive) {
    throw new Error(`${who}: no valid archive was stored (${upload?.status})`);
  }
  // The sink's record holds every entry's name: only the last one is needed.
  emulator.uploads.splice(0);
  return upload;
}

const filesIn = (upload: RecordedUpload) =>
  upload.entries.filter((entry) => entry.type === 'File').length;

/** Runs `command` to its end; its CPU time (and its children's) in ms, under GNU time. */
async function exec(command: string, args: string[]): Promise<number | undefined> {
  const timed = existsSync('/usr/bin/time');
  const file = timed ? '/usr/bin/time' : command;
  const argv = timed ? ['-f', 'cpu=%U %S', command, ...args] : args;
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let text = '';
    child.stderr.on('data', (chunk) => (text += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`${command} failed (${code}): ${text}`)),
    );
  });
  const cpu = /cpu=([\d.]+) ([\d.]+)/.exec(stderr);
  return cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined;
}
