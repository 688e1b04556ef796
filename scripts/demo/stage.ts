// What every scene of the demo plays on: the emulator, the bundled actions run the way the
// runner runs them, their log shown as the runner's log viewer shows it, and the demo's own
// checks, told apart from what the actions wrote.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { type Emulator, startEmulator } from '../../emulator/index.ts';
import { readAsGitLab } from '../../test/support/gitlab-dotenv.ts';
import { type ActionName, defaultInputs } from '../runner/action-manifest.ts';
import { ACTION_ENTRIES, parseOutputFile, runnerEnvironment } from '../runner/run-action.ts';
import { type LineKind, RunnerLog } from '../runner/runner-log.ts';

/** One thing a scene checked, and whether it went as it should. */
export interface Check {
  what: string;
  ok: boolean;
}

export interface Scene {
  title: string;
  /** Plays the scene; says what it checked. */
  play(stage: Stage): Promise<Check[]>;
}

export interface StepRun {
  exitCode: number;
  outputs: Record<string, string>;
  summary: string;
}

export interface StepOptions {
  /** The runner's environment beyond its defaults (GITHUB_WORKSPACE is the repository's). */
  env?: Record<string, string>;
  /** Inputs shown as `***`, as a workflow's secrets are. */
  secretInputs?: string[];
}

const tty = process.stdout.isTTY;
const paint = (code: string) => (text: string) => (tty ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = paint('1');
const dim = paint('2');
const COLOURS: Record<LineKind, (text: string) => string> = {
  plain: (text) => text,
  group: bold,
  debug: paint('35'),
  notice: paint('36'),
  warning: paint('33'),
  error: paint('31'),
};

export class Stage {
  readonly emulator: Emulator;
  readonly #debug: boolean;
  /** Files and folders the demo wrote, removed however it ends. */
  readonly #written = new Set<string>();

  private constructor(emulator: Emulator, debug: boolean) {
    this.emulator = emulator;
    this.#debug = debug;
  }

  /**
   * The emulator with the real agent server for JS agents (the Python sample agent of the other
   * scenes is served by its stand-in), its clock quick enough for a demo.
   */
  static async open(options: { debug: boolean }): Promise<Stage> {
    const emulator = await startEmulator({
      stepMs: 500,
      serviceGeneration: 'new',
      agentServerKind: 'real',
    });
    return new Stage(emulator, options.debug);
  }

  /** The control plane's inputs, as a workflow passes them. */
  get connection(): Record<string, string> {
    return { 'base-url': this.emulator.url, 'api-key': 'emulator-key' };
  }

  /** Something the demo wrote that `close()` removes: the tree stays as it was. */
  wrote(path: string): string {
    this.#written.add(path);
    return path;
  }

  async close(): Promise<void> {
    this.removeWritten();
    await this.emulator.close();
  }

  removeWritten(): void {
    for (const path of this.#written) rmSync(path, { recursive: true, force: true });
    this.#written.clear();
  }

  banner(text: string): void {
    this.heading(`${'━'.repeat(4)} ${text} ${'━'.repeat(Math.max(4, 64 - text.length))}`);
  }

  heading(text: string): void {
    console.log(`\n${bold(text)}`);
  }

  /** A check of the demo's own, said apart from the step's log and summary. */
  check(what: string, ok: boolean): Check {
    console.log(`${ok ? '✔' : '✘'} demo check: ${what}`);
    return { what, ok };
  }

  /** Runs an action's bundled entry once as the runner would; shows inputs, log, outputs, summary. */
  async run(action: ActionName, own: Record<string, string>, options: StepOptions = {}) {
    const inputs = { ...defaultInputs(action), ...own };
    this.heading('Inputs (as INPUT_* variables)');
    const secret = new Set(['api-key', 'secrets', ...(options.secretInputs ?? [])]);
    const width = Math.max(...Object.keys(own).map((name) => name.length));
    for (const [name, value] of Object.entries(own)) {
      const shown = secret.has(name) ? '***' : value.replace(/\n/g, '⏎');
      console.log(`  ${name.padEnd(width)}  ${shown}`);
    }
    const workDir = mkdtempSync(join(tmpdir(), 'agent-deploy-demo-'));
    try {
      const env: Record<string, string> = {
        ...runnerEnvironment(inputs, workDir),
        GITHUB_WORKSPACE: process.cwd(),
        ...options.env,
      };
      this.heading(`node dist/${action}.js`);
      const exitCode = await this.#spawn(ACTION_ENTRIES[action], env);
      this.heading(`Exit code: ${exitCode}`);
      const outputs = parseOutputFile(readFileSync(env.GITHUB_OUTPUT as string, 'utf8'));
      this.heading('Outputs ($GITHUB_OUTPUT)');
      for (const [name, value] of Object.entries(outputs)) {
        console.log(`  ${name.padEnd(21)} ${value}`);
      }
      const summary = readFileSync(env.GITHUB_STEP_SUMMARY as string, 'utf8');
      this.heading('Job summary ($GITHUB_STEP_SUMMARY)');
      console.log(summary.trimEnd().replace(/^/gm, '  '));
      console.log();
      return { exitCode, outputs, summary } satisfies StepRun;
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }

  /**
   * Runs the command line's bundled entry as another CI's job would: its log (stderr) shown as
   * it comes, its outputs read from the dotenv file it writes.
   */
  async runCli(args: string[], env: Record<string, string>): Promise<Omit<StepRun, 'summary'>> {
    const workDir = this.wrote(mkdtempSync(join(tmpdir(), 'agent-deploy-cli-')));
    const outputsFile = join(workDir, 'deploy.env');
    const all = [...args, '--outputs-file', outputsFile];
    this.heading(`agent-deploy ${all.join(' ')}`);
    const child = spawn(process.execPath, ['dist/cli.js', ...all], {
      env: { PATH: process.env.PATH ?? '', HOME: workDir, ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    const exitCode = await eachLine(child, child.stderr, (line) =>
      console.log(`  ${dim('│')} ${line}`),
    );
    this.heading(`Exit code: ${exitCode}`);
    const written = readFileSync(outputsFile, { encoding: 'utf8', flag: 'a+' });
    this.heading('Outputs file (a GitLab dotenv report)');
    console.log(written.trimEnd().replace(/^/gm, '  '));
    return { exitCode, outputs: readAsGitLab(written) };
  }

  /** The step's stdout through the runner's eyes; its stderr as it comes. */
  async #spawn(entry: string, env: Record<string, string>): Promise<number> {
    const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    const log = new RunnerLog({ debug: this.#debug });
    return eachLine(child, child.stdout, (line) => {
      for (const { kind, text } of log.read(line))
        console.log(`  ${dim('│')} ${COLOURS[kind](text)}`);
    });
  }
}

/**
 * Shows each line of the child's stream as it comes, and the last, unended one once the child
 * has closed; resolves with the child's exit code (1 when a signal ended it).
 */
function eachLine(
  child: ChildProcess,
  stream: Readable,
  show: (line: string) => void,
): Promise<number> {
  let rest = '';
  stream.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) show(line);
  });
  return new Promise((done) =>
    child.on('close', (code) => {
      if (rest) show(rest);
      done(code ?? 1);
    }),
  );
}
