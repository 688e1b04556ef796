import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanMessage, describeFailure } from '../common/action-runtime.ts';
import type { StepReport } from '../common/action-step.ts';
import { inGitHubActions, runEnvironmentOf } from '../common/run-environment.ts';
import type { StopSignal } from '../common/stop-signals.ts';
import { inWording, wordingOf } from '../common/wording.ts';
import { closest } from '../packing/nearest-name.ts';
import { type CliIo, CliRuntime, processIo } from './cli-runtime.ts';
import { type CliCommand, COMMANDS } from './commands.ts';
import { exitCodeOf, outcomeOf } from './exit-codes.ts';
import { type ParsedFlags, parseFlags } from './flags.ts';
import { commandHelp, mainHelp, readActionText } from './help.ts';
import { JsonView } from './json-view.ts';
import type { LogView } from './log-view.ts';
import { checkCommandLine } from './preflight.ts';
import { fileState, memoryState } from './state-file.ts';
import { TextView } from './text-view.ts';

export type { CliIo } from './cli-runtime.ts';

/**
 * `agent-deploy <command> [flags]`: reads the flags by the action's shape, runs the action's
 * core on the command line's runtime, and returns the exit code (exit-codes.ts), which it also
 * hands the process (`io.ended`). `root` is the package's folder, where each action.yml is (for
 * --help). A first SIGINT or SIGTERM stops the step as a cancelled job does, outputs file and
 * all, a read of standard input included; a second one ends the process at once.
 */
export async function runCli(root: string, io: CliIo = processIo()): Promise<number> {
  const exitCode = await commandLine(root, io);
  io.ended(exitCode);
  return exitCode;
}

async function commandLine(root: string, io: CliIo): Promise<number> {
  // A closed standard output or error (the reader of a pipe went away, `| head`) is no reason
  // to stop: what was to be shown there is lost; the step still finishes, writes its files
  // and ends with its own exit code.
  for (const stream of [io.stdout, io.stderr]) stream.on('error', () => {});
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
  const { flags } = parsed;
  if (flags.options.help === 'true' && parsed.problems.length === 0) {
    io.stdout.write(commandHelp(command, await readActionText(root, command)));
    return 0;
  }
  const view = viewOf(io, flags);
  const environment = runEnvironmentOf(io.env);
  const stop = new AbortController();
  let heard: StopSignal | undefined;
  const stopListening = io.stops.listen((signal) => {
    if (heard) io.exit(exitCodeOf('cancelled', heard));
    heard = signal;
    stop.abort();
  });
  try {
    // Every file the command writes is checked, and every problem named, before anything is
    // read or sent.
    const checked = await checkCommandLine(
      command,
      parsed,
      {
        env: io.env,
        stdin: io.stdin,
        signal: stop.signal,
        debug: (line) => view.debug(cleanMessage(line)),
      },
      inGitHubActions(environment.facts),
    );
    if (checked.problems.length > 0) return badInput(view, command.name, checked.problems);
    const { files } = checked;
    const runtime = new CliRuntime(checked.inputs, view, {
      environment,
      stops: io.stops,
      files: {
        outputs: files['outputs-file'],
        outputsPrefix: flags.options['outputs-prefix'],
        summary: files['summary-file'],
      },
      state: files['state-file'] ? fileState(files['state-file']) : memoryState(),
    });
    // A stop heard while the files were read reaches the step's clock, which ends it at once.
    const ran = await runCommand(command, runtime);
    runtime.finishOutputsFile();
    const { report } = ran;
    const outcome = 'crash' in ran ? 'failed' : heard && !report ? 'cancelled' : outcomeOf(report);
    const exitCode = exitCodeOf(outcome, heard);
    // Redacted and bounded as every line the view shows: the failure may quote the service.
    const failure = 'crash' in ran ? ran.crash : report?.failure;
    const outputs = Object.fromEntries(runtime.outputs);
    view.result({
      command: command.name,
      outcome,
      exitCode,
      outputs,
      ...(failure && {
        failure: { title: cleanMessage(failure.title), message: cleanMessage(failure.message) },
      }),
    });
    return exitCode;
  } finally {
    stopListening();
  }
}

/**
 * The command's report; should it throw (it writes its own failures, so only a fault of this
 * program would), the failure as the step's, so that even then the files are written and the
 * result comes last.
 */
async function runCommand(
  command: CliCommand,
  runtime: CliRuntime,
): Promise<{ report: StepReport | undefined } | { report?: undefined; crash: Failure }> {
  try {
    return { report: await inWording(wordingOf(runtime), () => command.run(runtime)) };
  } catch (error) {
    const crash = { title: `${command.name} failed`, message: describeFailure(error) };
    runtime.error(crash.message, crash.title);
    return { crash };
  }
}

type Failure = { title: string; message: string };

function findCommand(first: string, second: string): { command: CliCommand } | { problem: string } {
  const command = COMMANDS.find((c) => c.name === first || c.name === `${first} ${second}`);
  if (command) return { command };
  const shown = cleanMessage(first).slice(0, 40);
  const words = [...new Set(COMMANDS.map((c) => c.name.split(' ')[0] as string))];
  if (words.includes(first)) {
    const subcommands = COMMANDS.filter((c) => c.name.startsWith(`${first} `)).map((c) => c.name);
    return { problem: `${first} needs one of: ${subcommands.join(', ')}.` };
  }
  const near = closest(first, words);
  return {
    problem: `Unknown command ${JSON.stringify(shown)}${near ? `; did you mean ${near}?` : ''} (agent-deploy --help lists them).`,
  };
}

/** Ends a command the command line itself refused: nothing was sent, and no file is written. */
function badInput(view: LogView, command: string, problems: readonly string[]): number {
  const exitCode = exitCodeOf('bad-input');
  const message = problems.map(cleanMessage).join('\n');
  const title = `${command ? capitalized(command) : 'agent-deploy'} not started: bad input`;
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

/** `registry login` → `Registry login`: a title starts as a sentence does. */
function capitalized(words: string): string {
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
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

function packageVersion(root: string): string {
  try {
    return String(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
  } catch {
    return 'unknown';
  }
}
