import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How a message names what its reader can change, in the words of the front end the step runs
 * on: an action's inputs as a workflow writes them (`tenant-id`, `wait: true`), or a command
 * line's flags (`--tenant-id`, `--wait`), and whether GitHub's own terms (its secrets,
 * `github.token`, actions/checkout, its runners) mean anything where the step runs. Each
 * runtime gives its own (wordingOf); a message made while a step runs asks words().
 */
export interface Wording {
  /** Which front end reads the inputs: the runner fills action.yml's defaults in, a command line does not. */
  readonly frontEnd: 'action' | 'command-line';
  /** The step runs in a GitHub Actions job (GITHUB_ACTIONS=true): GitHub's terms apply. */
  readonly onGitHub: boolean;
  /** An input at the start of its problem's line: `Input "wait"`, `--wait`, `LANGSMITH_API_KEY`. */
  subject(input: string): string;
  /** An input named within a sentence: `tenant-id`, `--tenant-id`. */
  input(input: string): string;
  /** An input given a value, as its reader would write it: `wait: true`, `--wait`, `--no-wait`, `--source x`. */
  setting(input: string, value: string): string;
}

/** An action's words: its inputs as a workflow's `with:` writes them, on GitHub's runner. */
export const ACTION_WORDING: Wording = {
  frontEnd: 'action',
  onGitHub: true,
  subject: (input) => `Input "${input}"`,
  input: (input) => input,
  setting: (input, value) => `${input}: ${value}`,
};

/**
 * A command line's words: each input as the flag (or the variable) it comes from, `nameOf`'s
 * name for it; a switch set as `--wait` or `--no-wait`.
 */
export function commandLineWording(nameOf: (input: string) => string, onGitHub: boolean): Wording {
  return {
    frontEnd: 'command-line',
    onGitHub,
    subject: nameOf,
    input: nameOf,
    setting: (input, value) => {
      if (value === 'true') return `--${input}`;
      if (value === 'false') return `--no-${input}`;
      return `--${input} ${value}`;
    },
  };
}

/** The words of a runtime (an ActionRuntime): its inputs' own, else an action's. */
export function wordingOf(runtime: { inputs: { wording?: Wording } }): Wording {
  return runtime.inputs.wording ?? ACTION_WORDING;
}

const stepWording = new AsyncLocalStorage<Wording>();

/** Runs `work` with `wording` as the words of every message it makes. */
export function inWording<T>(wording: Wording, work: () => T): T {
  return stepWording.run(wording, work);
}

/**
 * The words of the step running now, for a message made where no runtime is at hand (an input
 * rule, a service's answer); outside a step, an action's.
 */
export function words(): Wording {
  return stepWording.getStore() ?? ACTION_WORDING;
}

/** An input as a sentence refers to it: "the `github-token` input" of an action, a flag or variable of a command line. */
export function theInput(input: string, wording: Wording = words()): string {
  return wording.frontEnd === 'action' ? `the \`${input}\` input` : wording.input(input);
}
