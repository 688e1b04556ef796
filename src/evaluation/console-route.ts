import { format } from 'node:util';

/*
 * LangSmith's evaluate() writes to the console as it goes: "Starting evaluation of experiment",
 * a link, "Error running target function: …" with a stack, an evaluator's error. On a runner
 * the console is the step's log, where a line is read for workflow commands and no secret is
 * starred out by this action. So while an evaluation runs, the console's lines go to a sink of
 * the caller's (its debug log, which words each line as data) instead. The action itself never
 * writes to the console (its runtime writes the log), so nothing else is caught.
 */

const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
type Method = (typeof METHODS)[number];
type Sink = (line: string) => void;

/** The sinks of the evaluations running; the newest takes the lines. */
const sinks: Sink[] = [];
let saved: Record<Method, Console[Method]> | undefined;
let routing = false;

/** Runs `work` with every console line it writes given to `sink`, one call per line. */
export async function withConsoleRouted<T>(sink: Sink, work: () => Promise<T>): Promise<T> {
  if (sinks.length === 0) {
    const kept = {} as Record<Method, Console[Method]>;
    for (const method of METHODS) {
      kept[method] = console[method];
      console[method] = (...args: unknown[]) => {
        // A sink that writes to the console itself reaches the console as it was.
        if (routing) kept[method](...args);
        else route(format(...args));
      };
    }
    saved = kept;
  }
  sinks.push(sink);
  try {
    return await work();
  } finally {
    sinks.splice(sinks.lastIndexOf(sink), 1);
    if (sinks.length === 0 && saved) {
      Object.assign(console, saved);
      saved = undefined;
    }
  }
}

function route(text: string): void {
  const sink = sinks.at(-1);
  if (!sink) return;
  routing = true;
  try {
    for (const line of text.split(/\r?\n/)) if (line.trim() !== '') sink(line);
  } finally {
    routing = false;
  }
}
