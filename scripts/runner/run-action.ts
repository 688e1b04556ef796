import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { unescapeCommand } from './runner-log.ts';

export interface ActionRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** What the step saved for its post step (GITHUB_STATE), as written. */
  state: string;
}

export interface RunActionOptions {
  /** Inputs by their action.yml names; set as INPUT_<NAME> the way the runner does. */
  inputs: Record<string, string>;
  env?: Record<string, string>;
  /**
   * What an earlier step saved (its GITHUB_STATE file, as ActionRun.state holds it): the runner
   * hands each entry to the post step as STATE_<name>.
   */
  state?: string;
  /** Called once the process has started, e.g. to send it a signal. */
  onSpawn?: (child: ReturnType<typeof spawn>) => void;
}

/** The bundled entries, spawned by runAction's callers. */
export { ACTION_ENTRIES, POST_ENTRIES } from './action-manifest.ts';

/** The runner's environment for a step: inputs, output and summary files, workflow context. */
export function runnerEnvironment(
  inputs: Record<string, string>,
  workDir: string,
): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: workDir,
    GITHUB_OUTPUT: join(workDir, 'output.txt'),
    GITHUB_STEP_SUMMARY: join(workDir, 'summary.md'),
    GITHUB_STATE: join(workDir, 'state.txt'),
    GITHUB_ENV: join(workDir, 'env.txt'),
    GITHUB_PATH: join(workDir, 'path.txt'),
    GITHUB_ACTIONS: 'true',
    RUNNER_TEMP: workDir,
    GITHUB_REPOSITORY: 'acme/agents',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_WORKFLOW: 'deploy',
    GITHUB_JOB: 'deploy',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_ACTOR: 'octocat',
    // Where GitHub's API is, as the runner says; nothing listens here, so a step that calls it
    // without a test's own fake gets a refused connection, never the real GitHub.
    GITHUB_API_URL: 'http://127.0.0.1:9',
  };
  for (const file of ['output.txt', 'summary.md', 'state.txt', 'env.txt', 'path.txt']) {
    writeFileSync(join(workDir, file), '');
  }
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  return env;
}

/** Parses the runner's output file: `name<<DELIMITER` blocks or `name=value` lines. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc as unknown as [string, string, string];
      const value: string[] = [];
      while (++i < lines.length && lines[i] !== delimiter) value.push(lines[i] as string);
      outputs[name] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}

/** Gathers what a child process prints, as text, as it comes. */
export function collectOutput(child: { stdout: Readable; stderr: Readable }): {
  stdout: string;
  stderr: string;
} {
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output.stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output.stderr += chunk;
  });
  return output;
}

/** Runs a bundled action exactly as the runner does and reads back what it wrote. */
export async function runAction(entry: string, options: RunActionOptions): Promise<ActionRun> {
  const workDir = mkdtempSync(join(tmpdir(), 'action-run-'));
  try {
    const saved = Object.entries(parseOutputFile(options.state ?? ''));
    const env = {
      ...runnerEnvironment(options.inputs, workDir),
      ...Object.fromEntries(saved.map(([name, value]) => [`STATE_${name}`, value])),
      ...options.env,
    };
    const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collectOutput(child);
    options.onSpawn?.(child);
    const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
      child.on('close', (code, sig) => done([code, sig])),
    );
    return {
      exitCode,
      signal,
      stdout: output.stdout,
      stderr: output.stderr,
      outputs: parseOutputFile(readFileSync(env.GITHUB_OUTPUT as string, 'utf8')),
      summary: readFileSync(env.GITHUB_STEP_SUMMARY as string, 'utf8'),
      state: readFileSync(env.GITHUB_STATE as string, 'utf8'),
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * Everything the step wrote where a person or a later step can read it. `::add-mask::` lines
 * are how a value is handed to the runner for masking; the runner consumes them unshown.
 */
export function everythingWritten(run: ActionRun): string {
  const log = `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'));
  return [...log, run.summary, JSON.stringify(run.outputs)].join('\n');
}

/** The `::error::` line the runner turns into the step's failure annotation, unescaped. */
export function failureMessage(run: ActionRun): string {
  const line = run.stdout.split('\n').find((text) => /^::error( [^:]*)?::/.test(text));
  return unescapeCommand((line ?? '').replace(/^::error( [^:]*)?::/, ''));
}
