import { z } from 'zod';
import { REVISION_SOURCES, type Secret } from '../client/service-schemas.ts';
import { gitHubTokenProblem, optionalText } from '../common/inputs.ts';
import { newNameProblem } from '../deployments/target.ts';
import { emptySecretsProblem } from './secret-lines.ts';

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
  'deployment-type'?: string | undefined;
  'source-config'?: { deployment_type?: string | null | undefined } | undefined;
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
  'smoke-test'?: unknown;
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
    if (inputs['deployment-type']) {
      if (!inputs['create-if-missing']) {
        problem(
          'deployment-type',
          'is used only when this step creates the deployment: give it with create-if-missing: true and deployment-name',
        );
      } else if (inputs['source-config']?.deployment_type) {
        problem('deployment-type', "and source-config's deployment_type were both given: give one");
      }
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
    if (inputs['smoke-test'] && !inputs.wait) {
      problem('smoke-test', 'needs wait: true: the cases run once the revision is DEPLOYED');
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
