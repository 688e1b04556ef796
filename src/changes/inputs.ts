import { z } from 'zod';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
  baseUrlInput,
  type ConnectionSettings,
  connectionFrom,
  connectionInputs,
} from '../common/connection-inputs.ts';
import {
  booleanInput,
  EVEN_WITH_OTHER_PROBLEMS,
  gitHubTokenProblem,
  multiLine,
  optionalText,
  readActionInputs,
  withDefault,
} from '../common/inputs.ts';
import { words } from '../common/wording.ts';

/** More patterns than any monorepo needs; each is matched against every file. */
const MAX_PATTERNS = 100;

/**
 * A template where `{name}` stands for the agent's name; it must hold it, or all agents share
 * one. (That it is one line of visible text is checked for every one-line input.)
 */
const template = (example: string) =>
  z
    .string()
    .max(255, { error: 'must be at most 255 characters' })
    .refine((value) => value.includes('{name}'), {
      error: `must hold {name}, which stands for each agent's name (e.g. ${example}); without it every agent would map to the same one`,
    });

const agentPatterns = z.string().transform((text, context) => {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^(!?)\.\//, '$1'))
    .filter((line) => line !== '' && !line.startsWith('#'));
  const include = lines.filter((line) => !line.startsWith('!'));
  const exclude = lines.filter((line) => line.startsWith('!')).map((line) => line.slice(1));
  const bad = lines.find((line) => /[\p{Cc}\p{Cf}]/u.test(line) || line.startsWith('/'));
  if (include.length === 0 || lines.length > MAX_PATTERNS || bad !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `must be glob patterns relative to the workspace, one a line (at most ${MAX_PATTERNS}; "!" before one leaves its matches out), with at least one that is not "!"`,
    });
    return z.NEVER;
  }
  return { include, exclude };
});

/**
 * A commit id, or a name git resolves to one (`origin/main`). Never starts with `-` (git would
 * read an option), holds no `..` range, no space and no control character.
 */
const baseInput = optionalText.pipe(
  z
    .string()
    .max(255)
    .regex(/^(?!-)(?!.*\.\.)[\w./@^~{}-]+$/, {
      error: 'must be a commit id (or a branch or tag name), such as 4f2c1d0e…',
    })
    .optional(),
);

/** Every changes input by name, with its rule: the one place an input is named. */
export const changesShape = {
  agents: withDefault(multiLine(agentPatterns), '**/langgraph.json'),
  all: withDefault(booleanInput, 'false'),
  base: baseInput,
  'deployment-name': withDefault(template('prod-{name}'), '{name}'),
  environment: optionalText.pipe(template('production-{name}').optional()),
  ...connectionInputs,
  'base-url': optionalText.pipe(baseUrlInput.optional()),
  'github-token': optionalText,
};

const ChangesInputs = z.object(changesShape).superRefine((inputs, context) => {
  const credential = inputs['api-key'] || inputs['bearer-token'];
  if (inputs['base-url'] && !credential) {
    context.addIssue({
      code: 'custom',
      path: ['api-key'],
      message: `is required with ${words().input('base-url')} unless ${words().input('bearer-token')} is given`,
    });
  }
  if (!inputs['base-url'] && (credential || inputs['tenant-id'])) {
    const given = inputs['api-key']
      ? 'api-key'
      : inputs['bearer-token']
        ? 'bearer-token'
        : 'tenant-id';
    context.addIssue({
      code: 'custom',
      path: ['base-url'],
      message: `is required with ${words().input(given)}: it says which control plane to ask what is live`,
    });
  }
  const message = gitHubTokenProblem(!!inputs.environment, inputs['github-token'], ['environment']);
  if (message) context.addIssue({ code: 'custom', path: ['github-token'], message });
}, EVEN_WITH_OTHER_PROBLEMS);

/** Every changes input, checked. */
export interface ChangesSettings {
  patterns: { include: string[]; exclude: string[] };
  /** Every agent counts as changed (a manual run that deploys them all). */
  all: boolean;
  /** The base of every agent, when given. */
  base?: string;
  deploymentName: string;
  /** The control plane to ask for each agent's live commit. */
  connection?: ConnectionSettings;
  /** A GitHub environment template and the token to read its deployments. */
  github?: { environment: string; token: string };
}

/** Reads and checks every input before any request; credentials are masked first. */
export async function readChangesSettings(runtime: ActionRuntime): Promise<ChangesSettings> {
  const inputs = await readActionInputs(runtime, {
    shape: changesShape,
    schema: ChangesInputs,
  });
  const baseUrl = inputs['base-url'];
  const { environment, base } = inputs;
  const token = inputs['github-token'];
  return {
    patterns: inputs.agents,
    all: inputs.all,
    ...(base && { base }),
    deploymentName: inputs['deployment-name'],
    ...(baseUrl && { connection: connectionFrom({ ...inputs, 'base-url': baseUrl }) }),
    ...(environment && token && { github: { environment, token } }),
  };
}
