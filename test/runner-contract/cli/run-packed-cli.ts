// Running the installed `agent-deploy` as a CI job's script does, and reading back what it wrote.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectOutput } from '../../../scripts/runner/run-action.ts';
import { readAsGitLab } from '../../support/gitlab-dotenv.ts';
import { installPackedCli, pathWith } from './packed-cli.ts';

export interface CliRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The outputs file as GitLab's dotenv report reads it, by variable name. */
  outputs: Record<string, string>;
  outputsText: string;
  summary: string;
}

export interface CliRunOptions {
  /** The job's variables; nothing of this process's environment but PATH is passed on. */
  env?: Record<string, string>;
  cwd?: string;
  /** The `node` the bin's shebang finds first on PATH; this process's own by default. */
  node?: string;
  /** Adds --outputs-file and --summary-file (of a fresh directory); true by default. */
  files?: boolean;
  /** Written to the command's standard input. */
  stdin?: string;
  onSpawn?: (child: ChildProcess) => void;
}

/** Runs the packed command line's `agent-deploy` with `args`. */
export async function runPackedCli(args: string[], options: CliRunOptions = {}): Promise<CliRun> {
  const { bin } = await installPackedCli();
  const workDir = mkdtempSync(join(tmpdir(), 'cli-run-'));
  const outputsFile = join(workDir, 'outputs.env');
  const summaryFile = join(workDir, 'summary.md');
  const files =
    options.files === false ? [] : ['--outputs-file', outputsFile, '--summary-file', summaryFile];
  try {
    const child = spawn(bin, [...args, ...files], {
      cwd: options.cwd ?? workDir,
      env: { PATH: pathWith(options.node ?? process.execPath), HOME: workDir, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stdin.end(options.stdin ?? '');
    const output = collectOutput(child);
    options.onSpawn?.(child);
    const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
      child.on('close', (code, killedBy) => done([code, killedBy])),
    );
    const outputsText = read(outputsFile);
    return {
      exitCode,
      signal,
      ...output,
      outputs: readAsGitLab(outputsText),
      outputsText,
      summary: read(summaryFile),
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The JSON events of a run with --json, one a line, each parsed. */
export function eventsOf(run: CliRun): Array<{ type: string } & Record<string, unknown>> {
  return run.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}

/** Everything the run wrote where a person or a later job can read it. */
export function everythingWritten(run: CliRun): string {
  return [run.stdout, run.stderr, run.outputsText, run.summary].join('\n');
}

/** `agent-deploy deploy` of `deploymentId` on `emulator`, as the tests run it, plus `extra` flags. */
export function deployArgs(emulator: { url: string }, deploymentId: string, extra: string[] = []) {
  return [
    'deploy',
    '--base-url',
    emulator.url,
    '--deployment-id',
    deploymentId,
    '--repo-ref',
    'main',
    '--poll-interval',
    '100ms',
    ...extra,
  ];
}
