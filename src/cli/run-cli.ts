import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { cleanMessage } from '../common/action-runtime.ts';
import { closest } from '../packing/nearest-name.ts';
import { CliRuntime, cliInputs } from './cli-runtime.ts';
import { type CliCommand, COMMANDS } from './commands.ts';
import { exitCodeOf, outcomeOf } from './exit-codes.ts';
import { readFlagValues } from './flag-values.ts';
import { type ParsedFlags, parseFlags } from './flags.ts';
import { commandHelp, mainHelp, readActionText } from './help.ts';
import { JsonView } from './json-view.ts';
import type { LogView } from './log-view.ts';
import { defaultStateFile, fileState, memoryState } from './state-file.ts';
import { TextView } from './text-view.ts';

/** What the command line reads and writes: the process's own, or a test's. */
export interface CliIo {
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  stdin: Readable;
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
}

const processIo = (): CliIo => ({
  args: process.argv.slice(2),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});

/**
 * `agent-deploy <command> [flags]`: reads the flags by the action's shape, runs the action's
 * core on the command line's runtime, and returns the exit code (exit-codes.ts). `root` is the
 * package's folder, where each action.yml is (for --help). A first SIGINT or SIGTERM stops the
 * step as a cancelled job does, outputs file and all; a second one ends the process at once.
 */
export async function runCli(root: string, io: CliIo = processIo()): Promise<number> {
  const [first = '--help', second = ''] = io.args;
  if (['--help', '-h', 'help'].includes(first)) {
    const texts = await Promise.all(
      COMMANDS.map(async (c) => [c, await readActionText(root, c)] as const),
    );
    io.stdout.write(mainHelp(new Map(texts)));
    return 0;
  }
  if (first === '--version') {
    io.stdout.write(`${packageVersion(root)}\n`);
    return 0;
  }
  const found = findCommand(first, second);
  if ('problem' in found) {
    // No command, so no flags to read: --json is looked for as it is most often written.
    const json = io.args.some((arg) => /^--json(=true)?$/i.test(arg));
    return badInput(usageView(io, json), '', [found.problem]);
  }
  const { command } = found;
  const parsed = parseFlags(io.args.slice(command.name.split(' ').length), command);
  if ('problems' in parsed) {
    const json = parsed.options.json === 'true';
    return badInput(usageView(io, json), command.name, parsed.problems);
  }
  const { flags } = parsed;
  if (flags.options.help === 'true') {
    io.stdout.write(commandHelp(command, await readActionText(root, command)));
    return 0;
  }
  const view = viewOf(io, flags);
  const signals = watchSignals();
  try {
    const values = await readFlagValues(flags, command, io);
    if ('problems' in values) return badInput(view, command.name, values.problems);
    const runtime = new CliRuntime(
      cliInputs(values.read),
      view,
      filesOf(flags),
      stateOf(command, flags),
    );
    // Stopped while the files were read: the step starts, hears nothing, and would run on.
    const report = signals.received() ? undefined : await command.run(runtime);
    runtime.finishOutputsFile();
    const outcome = signals.received() && !report ? 'cancelled' : outcomeOf(report);
    const exitCode = exitCodeOf(outcome, signals.received());
    // Redacted and bounded as every line the view shows: the failure may quote the service.
    const failure = report?.failure && {
      title: cleanMessage(report.failure.title),
      message: cleanMessage(report.failure.message),
    };
    const outputs = Object.fromEntries(runtime.outputs);
    view.result({ command: command.name, outcome, exitCode, outputs, ...(failure && { failure }) });
    return exitCode;
  } finally {
    signals.dispose();
  }
}

/**
 * Which signal asked the step to stop, while StepClock hears it too and stops the step; a
 * second signal ends the process at once with the first one's exit code.
 */
function watchSignals() {
  let received: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (received) process.exit(exitCodeOf('cancelled', received));
    received = signal;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    received: () => received,
    dispose: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

function findCommand(first: string, second: string): { command: CliCommand } | { problem: string } {
  const command = COMMANDS.find((c) => c.name === first || c.name === `${first} ${second}`);
  if (command) return { command };
  const shown = cleanMessage(first).slice(0, 40);
  const words = [...new Set(COMMANDS.map((c) => c.name.split(' ')[0] as string))];
  if (words.includes(first)) {
    const subcommands = COMMANDS.filter((c) => c.name.startsWith(`${first} `)).map((c) => c.name);
    return { problem: `${first} needs one of: ${subcommands.join(', ')}` };
  }
  const near = closest(first, words);
  return {
    problem: `unknown command ${JSON.stringify(shown)}${near ? `; did you mean ${near}?` : ''} (agent-deploy --help lists them)`,
  };
}

/** Ends a command the command line itself refused: nothing was sent, and no file is written. */
function badInput(view: LogView, command: string, problems: readonly string[]): number {
  const exitCode = exitCodeOf('bad-input');
  const message = problems.map(cleanMessage).join('\n');
  const title = `${command || 'agent-deploy'} not started: bad input`;
  view.error(message, title);
  view.result({
    command,
    outcome: 'bad-input',
    exitCode,
    outputs: {},
    failure: { title, message },
  });
  return exitCode;
}

function viewOf(io: CliIo, flags: ParsedFlags): LogView {
  const debug = flags.options.debug === 'true';
  if (flags.options.json === 'true') return new JsonView(io.stdout, { debug });
  return new TextView(io.stderr, { terminal: io.stderr.isTTY === true, debug });
}

/** The view for problems found before the flags were all read: --json, if it was asked for. */
function usageView(io: CliIo, json: boolean): LogView {
  return json
    ? new JsonView(io.stdout, { debug: false })
    : new TextView(io.stderr, { terminal: false, debug: false });
}

function filesOf(flags: ParsedFlags) {
  const { 'outputs-file': outputs, 'summary-file': summary } = flags.options;
  return { ...(outputs && { outputs }), ...(summary && { summary }) };
}

function stateOf(command: CliCommand, flags: ParsedFlags) {
  if (!command.keepsState) return memoryState();
  return fileState(flags.options['state-file'] ?? defaultStateFile());
}

function packageVersion(root: string): string {
  try {
    return String(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
  } catch {
    return 'unknown';
  }
}
