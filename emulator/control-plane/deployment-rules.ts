import type { RevisionConfig } from '../state/resources.ts';
import {
  EMPTY_REVISION_CONFIG,
  type EmulatorState,
  type StoredDeployment,
} from '../state/state.ts';
import { tracingProjectTaken } from '../state/tracing-projects.ts';
import type { DeploymentCreateBody, DeploymentPatchBody } from './request-bodies.ts';

/*
 * The emulator's 400 rules (the service documents only "a general failure"):
 * - a deployment name is unique per workspace; a name that a tracing project left over from a
 *   deleted deployment holds is refused with 409 instead (see tracing-projects.ts);
 * - `secret_references` apply only to `external_image` deployments;
 * - `revision_source` cannot be used on an `external_image` deployment;
 * - an image revision (`external_image`, `internal_image`) needs `image_uri`, except that an
 *   `internal_image` deployment may be created with an empty `source_revision_config`: it
 *   then has no revision yet;
 * - a `sourcehost` revision needs `repo_ref` (and a `sourcehost` deployment `source_config.repo_url`).
 * A PATCH's `source_revision_config` is merged into the latest revision's, unless
 * `revision_source` switches to another source: then it stands alone.
 */

const IMAGE_SOURCES = new Set(['external_image', 'internal_image']);

type RevisionInput = Omit<RevisionConfig, 'repo_commit_sha'>;

/** Why a create cannot succeed: 409 for a name a tracing project holds, 400 for the rest. */
export function createProblem(
  state: EmulatorState,
  tenantId: string,
  body: DeploymentCreateBody,
): { status: 400 | 409; detail: string } | undefined {
  if (state.deploymentsOf(tenantId).some((d) => d.name === body.name)) {
    return {
      status: 400,
      detail: `A deployment named '${body.name}' already exists in workspace ${tenantId}.`,
    };
  }
  if (state.tracingProjects.has(tenantId, body.name)) {
    return { status: 409, detail: tracingProjectTaken(body.name, tenantId) };
  }
  const problem = createRuleBroken(body);
  return problem === undefined ? undefined : { status: 400, detail: problem };
}

function createRuleBroken(body: DeploymentCreateBody): string | undefined {
  if (body.secret_references && body.source !== 'external_image') return SECRET_REFERENCES_ONLY;
  if (body.source === 'sourcehost' && !body.source_config?.repo_url) {
    return 'source_config.repo_url is required for source sourcehost.';
  }
  if (waitsForFirstImage(body)) return undefined;
  return revisionProblem(body.source, revisionInput(body.source_revision_config));
}

/**
 * An `internal_image` deployment created with an empty (or no) `source_revision_config`
 * (facts: created before any image exists, then pushed to, then changed to deploy the pushed
 * image): it has no revision yet.
 */
export function waitsForFirstImage(body: DeploymentCreateBody): boolean {
  const given = Object.values(body.source_revision_config ?? {}).filter((value) => value != null);
  return body.source === 'internal_image' && given.length === 0;
}

export type PatchPlan =
  | { problem: string }
  | { problem?: undefined; revision?: { source: string; config: RevisionInput } };

/** What a PATCH (or, with `alwaysNewRevision`, a POST …/revisions) would do, or why it cannot. */
export function planPatch(
  state: EmulatorState,
  deployment: StoredDeployment,
  body: DeploymentPatchBody,
  alwaysNewRevision = false,
): PatchPlan {
  if (body.secret_references && deployment.source !== 'external_image') {
    return { problem: SECRET_REFERENCES_ONLY };
  }
  if (body.revision_source && deployment.source === 'external_image') {
    return { problem: 'revision_source cannot change the source of an external_image deployment.' };
  }
  const needsRevision =
    alwaysNewRevision || body.source_revision_config != null || body.secrets != null;
  if (!needsRevision) return {};

  const latest = state.latestRevision(deployment) ?? {
    source: deployment.source,
    config: EMPTY_REVISION_CONFIG,
  };
  const source = body.revision_source ?? latest.source;
  const given = revisionInput(body.source_revision_config);
  const config =
    source === latest.source ? { ...revisionInput(latest.config), ...definedOnly(given) } : given;
  const problem = revisionProblem(source, config);
  return problem ? { problem } : { revision: { source, config } };
}

const SECRET_REFERENCES_ONLY =
  'secret_references can only be set on deployments whose source is external_image.';

function revisionProblem(source: string, config: RevisionInput): string | undefined {
  if (IMAGE_SOURCES.has(source) && !config.image_uri) {
    return `source_revision_config.image_uri is required when the revision source is ${source}.`;
  }
  if (source === 'sourcehost' && !config.repo_ref) {
    return 'source_revision_config.repo_ref is required when the revision source is sourcehost.';
  }
  return undefined;
}

function revisionInput(config: Partial<RevisionInput> | null | undefined): RevisionInput {
  return {
    repo_ref: config?.repo_ref ?? null,
    agent_config_path: config?.agent_config_path ?? null,
    image_uri: config?.image_uri ?? null,
    source_tarball_path: config?.source_tarball_path ?? null,
  };
}

function definedOnly(config: RevisionInput): Partial<RevisionInput> {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== null));
}
