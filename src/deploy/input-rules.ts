import type { z } from 'zod';
import { REVISION_SOURCES } from '../client/deployment-schemas.ts';
import { gitHubTokenProblem } from '../common/inputs.ts';

/** The deploy inputs these rules look at, as zod has read them. */
interface Combined {
  'deployment-id'?: string | undefined;
  'deployment-name'?: string | undefined;
  'create-if-missing': boolean;
  source?: string | undefined;
  'source-path'?: string | undefined;
  'source-tarball-path'?: string | undefined;
  'redeploy-revision'?: string | undefined;
  'integration-id'?: string | undefined;
  repository?: string | undefined;
  environment?: string | undefined;
  'github-token'?: string | undefined;
  'comment-on-pr': boolean;
}

/** Inputs that change the deployment: none of them may come with redeploy-revision. */
const CHANGING_INPUTS = [
  'source',
  'repo-ref',
  'agent-config-path',
  'image-uri',
  'source-path',
  'source-tarball-path',
  'source-config',
  'secrets',
  'secret-references',
] as const;

/**
 * The rules that need several inputs at once, each reported against the input to change (one
 * of deployment-id and deployment-name is checked by requireOneTarget). Every one is checked
 * before the first request, so a bad combination sends nothing.
 */
export function checkCombinations<T extends z.ZodType<Combined>>(schema: T) {
  return schema.superRefine((inputs, context) => {
    const problem = (input: string, message: string) =>
      context.addIssue({ code: 'custom', path: [input], message });
    const all = inputs as Combined & Record<string, unknown>;
    const byId = Boolean(inputs['deployment-id']);
    const byName = Boolean(inputs['deployment-name']);
    if (inputs['create-if-missing'] && !byName) {
      problem('create-if-missing', 'needs deployment-name: a deployment is created by its name');
    }
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
      const clashing = CHANGING_INPUTS.filter((name) => all[name] !== undefined);
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
    const wanted = Boolean(inputs.environment || inputs['comment-on-pr']);
    const token = gitHubTokenProblem(
      wanted,
      inputs['github-token'],
      'environment or comment-on-pr',
    );
    if (token) problem('github-token', token);
  });
}
