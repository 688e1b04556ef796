import {
  type Deployment,
  type DeploymentCreate,
  type DeploymentPatch,
  REVISION_FIELDS,
  type SecretReference,
} from '../../client/service-schemas.ts';
import { redact } from '../../common/redactor.ts';
import { stripControls, truncate } from '../../common/runner-text.ts';

/** One field a deploy would change: what the deployment has now and what the run would send. */
export interface PlannedChange {
  field: string;
  /** null: the deployment has no value (or does not exist yet). */
  from: string | null;
  to: string | null;
}

/** A secret's value is never compared or shown: these words stand in for it. */
export const SECRET_WORDS = {
  set: 'set',
  /** On both sides: the service's value is dropped as it arrives, so it cannot be compared. */
  resent: 'set (value not compared)',
  removed: 'removed',
} as const;

/** Longest value a change shows; the summary and the `changes` output stay bounded. */
export const MAX_VALUE_CHARS = 200;
export const MAX_CHANGES = 50;

/**
 * The fields a PATCH (or a POST …/revisions) with `body` would change on `deployment`, one
 * entry per field. A member the body leaves out changes nothing and is not listed. Secrets are
 * listed by name: sending `secrets` replaces them all, so a name the deployment has and the
 * body lacks is removed.
 */
export function planUpdate(deployment: Deployment, body: DeploymentPatch): PlannedChange[] {
  const changes: PlannedChange[] = [];
  const differs = (field: string, from: unknown, to: unknown) => {
    if (to === undefined || sameValue(from, to)) return;
    changes.push({ field, from: shown(from), to: shown(to) });
  };
  differs('source', deployment.source, body.revision_source);
  const revision = (deployment.source_revision_config ?? {}) as Record<string, unknown>;
  const sentRevision = (body.source_revision_config ?? {}) as Record<string, unknown>;
  for (const field of REVISION_FIELDS) differs(field, revision[field], sentRevision[field]);
  const config = deployment.source_config ?? {};
  for (const [member, value] of Object.entries(body.source_config ?? {})) {
    differs(`source_config.${member}`, config[member], value);
  }
  if (body.secret_references != null) {
    differs(
      'secret_references',
      sortedReferences(deployment.secret_references ?? []),
      sortedReferences(body.secret_references),
    );
  }
  if (body.secrets != null) {
    const now = new Set((deployment.secrets ?? []).map((secret) => secret.name));
    const sent = new Set(body.secrets.map((secret) => secret.name));
    for (const name of [...sent].sort()) {
      changes.push({
        field: `secrets.${name}`,
        from: now.has(name) ? SECRET_WORDS.set : null,
        to: now.has(name) ? SECRET_WORDS.resent : SECRET_WORDS.set,
      });
    }
    for (const name of [...now].filter((name) => !sent.has(name)).sort()) {
      changes.push({ field: `secrets.${name}`, from: SECRET_WORDS.set, to: SECRET_WORDS.removed });
    }
  }
  return changes;
}

/** Every field a create would give the new deployment, each from nothing. */
export function planCreate(body: DeploymentCreate): PlannedChange[] {
  const changes: PlannedChange[] = [
    { field: 'name', from: null, to: body.name },
    { field: 'source', from: null, to: body.source },
  ];
  for (const [field, value] of Object.entries(body.source_revision_config ?? {})) {
    if (value !== undefined && value !== null)
      changes.push({ field, from: null, to: shown(value) });
  }
  for (const [member, value] of Object.entries(body.source_config ?? {})) {
    if (value !== undefined && value !== null)
      changes.push({ field: `source_config.${member}`, from: null, to: shown(value) });
  }
  if (body.secret_references?.length) {
    changes.push({
      field: 'secret_references',
      from: null,
      to: shown(sortedReferences(body.secret_references)),
    });
  }
  for (const name of (body.secrets ?? []).map((secret) => secret.name).sort()) {
    changes.push({ field: `secrets.${name}`, from: null, to: SECRET_WORDS.set });
  }
  return changes;
}

/**
 * The `changes` output: at most MAX_CHANGES entries, each text at most MAX_VALUE_CHARS, with no
 * secret value and no control character. Line separators become `\n`, which JSON escapes.
 */
export function boundedChanges(changes: readonly PlannedChange[]): PlannedChange[] {
  return changes.slice(0, MAX_CHANGES).map((change) => ({
    field: bounded(change.field),
    from: change.from === null ? null : bounded(change.from),
    to: change.to === null ? null : bounded(change.to),
  }));
}

/** Redacted as controls go and again as separators turn into breaks (as oneLine does), then cut. */
function bounded(text: string): string {
  const printable = redact(stripControls(text)).replace(/[\u2028\u2029]/g, '\n');
  return truncate(printable, MAX_VALUE_CHARS);
}

/** Text for a value: strings as they are, anything else as JSON with sorted keys; null for none. */
function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : stableJson(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  const none = (value: unknown) => value === undefined || value === null;
  if (none(a) || none(b)) return none(a) && none(b);
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * Each reference as docs/service.md lists it, `{name, secret_name, secret_key}`, sorted. Any
 * other member an answer carries (a resolved value, say) is neither compared nor shown.
 */
function sortedReferences(references: readonly Record<string, unknown>[]): SecretReference[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return references
    .map((reference) => ({
      name: text(reference.name),
      secret_name: text(reference.secret_name),
      secret_key: text(reference.secret_key),
    }))
    .sort((a, b) => stableJson(a).localeCompare(stableJson(b)));
}
