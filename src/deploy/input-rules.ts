import { z } from 'zod';
import { REVISION_SOURCES, type Secret } from '../client/service-schemas.ts';
import { gitHubTokenProblem, optionalText } from '../common/inputs.ts';
import { newNameProblem } from '../deployments/target.ts';

const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** Names the platform sets itself (docs/service.md); public clients drop them, this action refuses them. */
export const RESERVED_SECRET_NAMES: ReadonlySet<string> = new Set([
  'POSTGRES_URI',
  'POSTGRES_PASSWORD',
  'DATABASE_URI',
  'REDIS_URI',
  'POSTGRES_URI_CUSTOM',
  'REDIS_URI_CUSTOM',
  'PATH',
  'PORT',
  'MOUNT_PREFIX',
  'LOG_JSON',
  'LOG_DICT_TRACEBACKS',
  'DD_TRACE_PSYCOPG_ENABLED',
  'DD_TRACE_REDIS_ENABLED',
  'LSD_ENV',
  'LSD_DD_API_KEY',
  'LSD_DD_ENDPOINT',
  'LSD_DEPLOYMENT_TYPE',
]);

type ParsedLine = { ok: true; secret: Secret } | { ok: false; line: number; problem: string };

/**
 * `NAME=value` lines; the value is everything after the first `=`. Blank lines and
 * `#` comments are skipped. Never puts a value into a problem description.
 */
export function parseSecretLines(text: string): ParsedLine[] {
  const parsed: ParsedLine[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    const name = at < 0 ? '' : line.slice(0, at).trim();
    const problem =
      at < 0
        ? 'has no "=": write NAME=value'
        : !SECRET_NAME.test(name)
          ? `has an invalid name ${JSON.stringify(name.slice(0, 40))}: use letters, digits and _`
          : RESERVED_SECRET_NAMES.has(name)
            ? `sets ${name}, which the platform reserves for itself: choose another name`
            : seen.has(name)
              ? `repeats the name ${name}`
              : undefined;
    if (problem) {
      parsed.push({ ok: false, line: index + 1, problem });
      continue;
    }
    seen.add(name);
    parsed.push({ ok: true, secret: { name, value: line.slice(at + 1).trim() } });
  }
  return parsed;
}

/**
 * Why empty secret values are refused, naming each; undefined when there are none, or when
 * allow-empty-secrets asks for them. `NAME=${{ secrets.X }}` becomes `NAME=` when the GitHub
 * secret is missing, and the deployment would start without its key.
 */
export function emptySecretsProblem(
  secrets: readonly Secret[] | undefined,
  allowEmpty: boolean,
): string | undefined {
  const empty = (secrets ?? []).filter((secret) => secret.value === '').map(({ name }) => name);
  if (allowEmpty || empty.length === 0) return undefined;
  const names =
    empty.length === 1
      ? `${empty[0]} is empty`
      : `${empty.slice(0, -1).join(', ')} and ${empty.at(-1)} are empty`;
  return `${names}. Usually the GitHub secret it comes from is not set in this repository or its environment, or is not available to this event (a pull request from a fork gets no secrets). Set it, or set allow-empty-secrets: true to send empty values on purpose`;
}

export function secretValuesOf(lines: ParsedLine[]): string[] {
  return lines.flatMap((line) => (line.ok ? [line.secret.value] : []));
}

/** The `secrets` input: undefined when empty, so a deploy never wipes secrets by accident. */
export const secretsInput = z.string().transform((text, context): Secret[] | undefined => {
  const lines = parseSecretLines(text);
  const problems = lines.filter((line) => !line.ok);
  for (const problem of problems) {
    context.addIssue({ code: 'custom', message: `line ${problem.line} ${problem.problem}` });
  }
  if (problems.length > 0) return z.NEVER;
  const secrets = lines.flatMap((line) => (line.ok ? [line.secret] : []));
  return secrets.length > 0 ? secrets : undefined;
});

/** A path inside the workspace: relative, no `..`, nothing the runner could read as a command. */
export const workspacePath = optionalText.pipe(
  z
    .string()
    .regex(/^[^\p{Cc}]*$/u, { error: 'must be one line without control characters' })
    .refine((path) => !path.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(path), {
      error: 'must be a path relative to the workspace',
    })
    .refine((path) => !path.split(/[\\/]/).includes('..'), {
      error: 'must not leave the workspace with ..',
    })
    .optional(),
);

/**
 * The health-check input: a path on the deployment's URL (`/ok`), appended to it as written.
 * Printable ASCII without spaces or backslashes, so it cannot turn into another host or a
 * second line of the request.
 */
export const healthCheckPath = optionalText.pipe(
  z
    .string()
    .max(256, { error: 'must be at most 256 characters' })
    .regex(/^\/(?!\/)[\x21-\x5B\x5D-\x7E]*$/, {
      error:
        "must be a path on the deployment's URL starting with one /, such as /ok (printable ASCII, no spaces or backslashes)",
    })
    .optional(),
);

/** The deploy inputs these rules look at, as zod has read them. */
interface Combined {
  'deployment-id'?: string | undefined;
  'deployment-name'?: string | undefined;
  'create-if-missing': boolean;
  secrets?: Secret[] | undefined;
  'allow-empty-secrets'?: boolean;
  source?: string | undefined;
  'source-path'?: string | undefined;
  'source-tarball-path'?: string | undefined;
  'redeploy-revision'?: string | undefined;
  'integration-id'?: string | undefined;
  repository?: string | undefined;
  environment?: string | undefined;
  'github-token'?: string | undefined;
  'comment-on-pr': boolean;
  wait: boolean;
  'health-check'?: string | undefined;
}

const CHANGES_DEPLOYMENT = z.registry<{ changesDeployment: true }>();

/**
 * Marks a deploy input whose value goes into the deployment's create or PATCH body: such an
 * input changes the deployment, so redeploy-revision (which deploys an earlier revision as it
 * was) refuses it. The rule is copied first: one rule (optionalText) serves several inputs.
 */
export function changesDeployment<T extends z.ZodType>(rule: T): T {
  const marked = rule.clone();
  CHANGES_DEPLOYMENT.add(marked as z.ZodType, { changesDeployment: true });
  return marked;
}

/** The names in a shape whose rules changesDeployment marked, in its order. */
export function changingInputs(shape: Record<string, z.ZodType>): string[] {
  return Object.keys(shape).filter((name) => CHANGES_DEPLOYMENT.has(shape[name] as z.ZodType));
}

/**
 * The rules that need several inputs at once, each reported against the input to change (one
 * of deployment-id and deployment-name is checked by requireOneTarget); `changing` are the
 * inputs redeploy-revision refuses. Every one is checked
 * before the first request, so a bad combination sends nothing.
 */
export function checkCombinations<T extends z.ZodType<Combined>>(
  schema: T,
  changing: readonly string[],
) {
  return schema.superRefine((inputs, context) => {
    const problem = (input: string, message: string) =>
      context.addIssue({ code: 'custom', path: [input], message });
    const all = inputs as Combined & Record<string, unknown>;
    const byId = Boolean(inputs['deployment-id']);
    const byName = Boolean(inputs['deployment-name']);
    if (inputs['create-if-missing'] && !byName) {
      problem('create-if-missing', 'needs deployment-name: a deployment is created by its name');
    }
    const name = inputs['deployment-name'];
    const badName = name && inputs['create-if-missing'] ? newNameProblem(name) : undefined;
    if (badName) problem('deployment-name', badName);
    const empty = emptySecretsProblem(inputs.secrets, inputs['allow-empty-secrets'] ?? false);
    if (empty) problem('secrets', empty);
    const source = inputs.source;
    const patchOnly = byId || !inputs['create-if-missing'];
    if (source && patchOnly && !(REVISION_SOURCES as readonly string[]).includes(source)) {
      problem(
        'source',
        `can be ${source} only when the deployment is created; a deployment that exists takes ${REVISION_SOURCES.join(', ')}`,
      );
    }
    if (inputs['source-path']) {
      if (source && source !== 'internal_source') {
        problem('source', 'must be internal_source (or empty) with source-path');
      }
      if (!all['agent-config-path']) {
        problem(
          'agent-config-path',
          'is required with source-path: the config file, relative to source-path',
        );
      }
      if (inputs['source-tarball-path']) {
        problem('source-tarball-path', 'cannot be given with source-path, which uploads its own');
      }
    }
    if (
      (inputs.repository || inputs['integration-id']) &&
      !(inputs.repository && inputs['integration-id'])
    ) {
      problem(
        inputs.repository ? 'integration-id' : 'repository',
        'is needed too: integration-id and repository together name the repository to deploy',
      );
    }
    if (inputs['redeploy-revision']) {
      const clashing = changing.filter((name) => all[name] !== undefined);
      for (const name of clashing) {
        problem(
          name,
          'cannot be given with redeploy-revision, which deploys an earlier revision as it was',
        );
      }
      if (inputs['create-if-missing']) {
        problem('create-if-missing', 'cannot be given with redeploy-revision');
      }
    }
    if (inputs['health-check'] && !inputs.wait) {
      problem('health-check', 'needs wait: true: the check runs once the revision is DEPLOYED');
    }
    const wanted = Boolean(inputs.environment || inputs['comment-on-pr']);
    const token = gitHubTokenProblem(
      wanted,
      inputs['github-token'],
      'environment or comment-on-pr',
    );
    if (token) problem('github-token', token);
  });
}
