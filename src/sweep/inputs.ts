import { z } from 'zod';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
  type ConnectionSettings,
  connectionFrom,
  connectionInputs,
  requireCredential,
} from '../common/connection-inputs.ts';
import {
  booleanInput,
  EVEN_WITH_OTHER_PROBLEMS,
  gitHubTokenProblem,
  optionalText,
  readActionInputs,
  withDefault,
} from '../common/inputs.ts';
import { formatLongDuration, parseDuration } from '../common/parse-duration.ts';
import { words } from '../common/wording.ts';
import { type NamePattern, nameFor, parsePattern } from './name-pattern.ts';

/** Shorter than this, a preview between two pushes of one afternoon would count as idle. */
const MIN_IDLE_MS = 3_600_000;
const MAX_IDLE_MS = 3650 * 86_400_000;
/** A bound on one run's deletes; more are left for the next run. */
const MAX_DELETES = 1000;

const patternInput = (required: boolean) =>
  z.string().transform((text, context): NamePattern | undefined => {
    if (text === '') {
      if (required) context.addIssue({ code: 'custom', message: 'is required' });
      return required ? z.NEVER : undefined;
    }
    const pattern = parsePattern(text);
    if ('problem' in pattern) {
      context.addIssue({ code: 'custom', message: pattern.problem });
      return z.NEVER;
    }
    return pattern;
  });

/** `14d`, `36h`: a unit is required, as a bare number of seconds is surely a mistake here. */
const maxIdleInput = z.string().transform((text, context): number | undefined => {
  if (text === '') return undefined;
  const ms = /^\s*\d+\s*$/.test(text) ? undefined : parseDuration(text);
  if (ms === undefined) {
    context.addIssue({
      code: 'custom',
      message: 'must be a duration with its unit, such as 14d or 36h',
    });
    return z.NEVER;
  }
  if (ms < MIN_IDLE_MS || ms > MAX_IDLE_MS) {
    const range = `${formatLongDuration(MIN_IDLE_MS)} and ${formatLongDuration(MAX_IDLE_MS)}`;
    context.addIssue({ code: 'custom', message: `must be between ${range}` });
    return z.NEVER;
  }
  return ms;
});

const maxDeletesInput = z.string().transform((text, context): number => {
  const count = /^\s*[1-9][0-9]*\s*$/.test(text) ? Number(text) : undefined;
  if (count === undefined) {
    context.addIssue({ code: 'custom', message: 'must be a whole number of at least 1' });
    return z.NEVER;
  }
  if (count > MAX_DELETES) {
    context.addIssue({ code: 'custom', message: `must be at most ${MAX_DELETES}` });
    return z.NEVER;
  }
  return count;
});

export const sweepShape = {
  ...connectionInputs,
  'name-pattern': patternInput(true),
  'environment-pattern': patternInput(false),
  'github-token': optionalText,
  'max-idle': maxIdleInput,
  'max-deletes': withDefault(maxDeletesInput, '10'),
  'delete-tracing-project': withDefault(booleanInput, 'true'),
  'dry-run': withDefault(booleanInput, 'false'),
};

const SweepInputs = requireCredential(z.object(sweepShape))
  .superRefine((inputs, context) => {
    const environment = inputs['environment-pattern'];
    // The longest number GitHub gives a pull request has 10 digits; GitHub takes 255 characters.
    if (environment && nameFor(environment, 2_147_483_647).length > 255) {
      context.addIssue({
        code: 'custom',
        path: ['environment-pattern'],
        message: 'must leave room for the number within the 255 characters of an environment name',
      });
    }
  })
  .superRefine((inputs, context) => {
    // Without a token no pull request is asked about (a sweep outside GitHub): idle time judges.
    if (inputs['github-token']) return;
    const wanted = Boolean(inputs['environment-pattern']);
    const why = 'whose GitHub deployments it marks';
    const token = gitHubTokenProblem(wanted, undefined, ['environment-pattern'], why);
    if (token) context.addIssue({ code: 'custom', path: ['github-token'], message: token });
    if (inputs['max-idle'] === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['max-idle'],
        message: `is required without ${words().input('github-token')}: with no pull request to ask about, only idle time can make a preview stale`,
      });
    }
  }, EVEN_WITH_OTHER_PROBLEMS);

/** Every sweep input, checked. */
export interface SweepSettings {
  connection: ConnectionSettings;
  namePattern: NamePattern;
  environmentPattern?: NamePattern;
  /** Without one, no pull request is asked about and max-idle alone judges. */
  token?: string;
  maxIdleMs?: number;
  maxDeletes: number;
  deleteTracingProject: boolean;
  dryRun: boolean;
}

/** Reads and checks every input before any request; credentials are masked first. */
export async function readSweepSettings(runtime: ActionRuntime): Promise<SweepSettings> {
  const inputs = await readActionInputs(runtime, {
    shape: sweepShape,
    schema: SweepInputs,
  });
  const environmentPattern = inputs['environment-pattern'];
  const maxIdleMs = inputs['max-idle'];
  return {
    connection: connectionFrom(inputs),
    namePattern: inputs['name-pattern'] as NamePattern,
    ...(environmentPattern && { environmentPattern }),
    ...(inputs['github-token'] && { token: inputs['github-token'] }),
    ...(maxIdleMs !== undefined && { maxIdleMs }),
    maxDeletes: inputs['max-deletes'],
    deleteTracingProject: inputs['delete-tracing-project'],
    dryRun: inputs['dry-run'],
  };
}
