import { type ActionRuntime, describeFailure } from './action-runtime.ts';
import { InputError } from './inputs.ts';
import { renderFailureSummary } from './markdown.ts';
import { type StepBase, stepBase } from './step-context.ts';
import { StepClock, type StepStopped } from './step-control.ts';
import { inRunEnvironment } from './step-environment.ts';
import { inWording, wordingOf } from './wording.ts';

/** What a step tells the runner when it ends: the one report each action writes. */
export interface StepReport {
  outputs: Record<string, string | undefined>;
  /** Outputs whose values the action picks itself, so redaction must not star them out. */
  ownWords?: ReadonlySet<string>;
  /** Outputs that hold JSON, which may be longer than one line of text. */
  jsonOutputs?: ReadonlySet<string>;
  /** Warnings of the report itself (an output cut to fit), written before the outputs. */
  warnings?: string[];
  summary: string;
  /**
   * Set when the step fails: the annotation's title and the message under it, and, when the
   * step ended before its work could report, why (a front end's exit code tells them apart).
   */
  failure?: { title: string; message: string; kind?: StepEnding };
  /** A line for the log when the step succeeds. */
  conclusion?: string;
}

/** Why a step ended before its work reported: its inputs were refused, or it was stopped. */
export type StepEnding = 'bad-input' | StepStopped['kind'];

/** What an action's work is handed: the step's base, and the runtime it writes to. */
export interface WorkContext extends StepBase {
  runtime: ActionRuntime;
}

export interface ActionDefinition<Inputs> {
  /** What the action does, as a noun for messages: "Deploy", "Listener registration". */
  noun: string;
  /** Reads, masks and validates every input; throws an InputError naming each bad one. */
  readInputs(runtime: ActionRuntime): Promise<Inputs>;
  /**
   * Checks of the inputs that read the file system, still before any request: they run on the
   * step's clock, so the time-out and a cancel end them. Throws an InputError as readInputs does.
   */
  checkInputs?(inputs: Inputs, context: WorkContext): Promise<Inputs>;
  /** How long the work may take; cancellation stops it at any time. */
  timeoutMs(inputs: Inputs): number;
  work(inputs: Inputs, context: WorkContext): Promise<StepReport>;
  /** Outputs set when the step ends before its work could report, e.g. `result: failed`. */
  failedOutputs?: Record<string, string>;
  /** Outputs set instead when the time-out or a cancel ended the step before it could report. */
  stoppedOutputs?: (kind: StepStopped['kind']) => Record<string, string>;
  ownWords?: ReadonlySet<string>;
}

/**
 * The one path every action here takes, whichever runtime it runs on: read and validate the
 * inputs, do the work, always write outputs and the job summary, then conclude. Bad input, an
 * error from the service, the time-out and cancellation all end the same way: a failed step
 * with one clear message, which the runtime turns into the process's exit code. Returns the
 * report it wrote.
 */
export async function runAction<Inputs>(
  action: ActionDefinition<Inputs>,
  runtime: ActionRuntime,
): Promise<StepReport> {
  const report = await produceReport(action, runtime);
  for (const line of report.warnings ?? []) runtime.warning(line);
  runtime.setOutputs(report.outputs, report.ownWords, report.jsonOutputs);
  await runtime.writeSummary(report.summary).catch((error: unknown) => {
    runtime.warning(`Could not write the job summary: ${describeFailure(error)}`);
  });
  if (report.failure) runtime.error(report.failure.message, report.failure.title);
  else if (report.conclusion) runtime.info(report.conclusion);
  runtime.stepEnded(report.failure !== undefined);
  return report;
}

/**
 * The report of one run of `action`: what runAction writes. The step runs in the runtime's
 * environment, a child process it starts begins from it (step-environment.ts), and its
 * messages are in the runtime's words (wording.ts).
 */
export function produceReport<Inputs>(
  action: ActionDefinition<Inputs>,
  runtime: ActionRuntime,
): Promise<StepReport> {
  return inRunEnvironment(runtime.environment, () =>
    inWording(wordingOf(runtime), () => reportOf(action, runtime)),
  );
}

async function reportOf<Inputs>(
  action: ActionDefinition<Inputs>,
  runtime: ActionRuntime,
): Promise<StepReport> {
  // Started before anything else, so a cancel while the inputs are checked is heard too.
  const stepClock = new StepClock(undefined, runtime.stops);
  try {
    const context = { runtime, ...stepBase(runtime, stepClock) };
    const checked = await checkedInputs(action, context);
    if ('report' in checked) return checked.report;
    const { inputs } = checked;
    try {
      return await Promise.race([action.work(inputs, context), strayRejection()]);
    } catch (error) {
      const stopped = stepClock.stopped;
      return stopped
        ? stoppedReport(action, stopped)
        : failedReport(action, `${action.noun} failed`, describeError(error, runtime));
    }
  } finally {
    stepClock.dispose();
  }
}

/** The inputs, read and checked before any request, or the report of why the step ends there. */
async function checkedInputs<Inputs>(
  action: ActionDefinition<Inputs>,
  context: WorkContext,
): Promise<{ inputs: Inputs } | { report: StepReport }> {
  const { runtime, stepClock } = context;
  try {
    let inputs = await stepClock.untilStopped(action.readInputs(runtime));
    stepClock.limit(action.timeoutMs(inputs));
    if (action.checkInputs) {
      inputs = await stepClock.untilStopped(action.checkInputs(inputs, context));
    }
    return { inputs };
  } catch (error) {
    const stopped = stepClock.stopped;
    if (stopped) {
      return {
        report: stoppedReport(action, stopped, 'while its inputs were checked; nothing was sent'),
      };
    }
    const title = `${action.noun} not started: bad input`;
    const report = failedReport(action, title, describeError(error, runtime));
    return { report: withEnding(report, 'bad-input') };
  }
}

function stoppedReport<Inputs>(
  action: ActionDefinition<Inputs>,
  stopped: StepStopped,
  when?: string,
): StepReport {
  const title = `${action.noun} ${stopped.kind.replace('-', ' ')}`;
  const message = when ? `${stopped.message.replace(/\.$/, '')} ${when}.` : stopped.message;
  const report = failedReport(action, title, message);
  if (action.stoppedOutputs) report.outputs = action.stoppedOutputs(stopped.kind);
  return withEnding(report, stopped.kind);
}

function withEnding(report: StepReport, kind: StepEnding): StepReport {
  return report.failure ? { ...report, failure: { ...report.failure, kind } } : report;
}

/** A failure's message, with each bad input named as the runtime's front end names it. */
function describeError(error: unknown, runtime: ActionRuntime): string {
  if (error instanceof InputError) return error.describe(wordingOf(runtime).subject);
  return describeFailure(error);
}

/**
 * Rejects with the first rejection nothing handled, so that a promise some library left behind
 * ends the step with its normal failed report instead of a crash that writes nothing. Later ones
 * are ignored: the step has reported by then.
 */
function strayRejection(): Promise<never> {
  return new Promise<never>((_, reject) => {
    process.on('unhandledRejection', reject);
  });
}

function failedReport<Inputs>(
  action: ActionDefinition<Inputs>,
  title: string,
  message: string,
): StepReport {
  return {
    outputs: action.failedOutputs ?? {},
    ...(action.ownWords && { ownWords: action.ownWords }),
    summary: renderFailureSummary(title, message),
    failure: { title, message },
  };
}
