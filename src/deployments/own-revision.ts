import { type Deployment, REVISION_FIELDS, type Revision } from '../client/service-schemas.ts';

/** What a write sent that a revision or deployment made by it carries. */
export interface SentValues {
  source?: string | null;
  source_revision_config?: object | null;
  secrets?: Array<{ name: string }> | null;
}

/**
 * Whether `made` (a revision, or a deployment just created) is provably what this request
 * made: it carries every revision-level value that was sent, and the deployment's earlier
 * value of each one that was not (so a deploy that changed only another member is not taken
 * for this one), the source if one was picked, and the deployment now holds exactly the
 * secret names that were sent. One another deploy made differs in at least one of them; one
 * that matches deploys exactly what this run asked for either way.
 */
export function isOwnRevision(
  made: Pick<Revision, 'source' | 'source_revision_config'>,
  before: Deployment | undefined,
  deployment: Deployment,
  sent: SentValues,
): boolean {
  const values = (config: object | null | undefined) => (config ?? {}) as Record<string, unknown>;
  const given = values(sent.source_revision_config);
  const earlier = values(before?.source_revision_config);
  const has = values(made.source_revision_config);
  for (const member of REVISION_FIELDS) {
    const expected = given[member] ?? earlier[member];
    if (expected != null && has[member] !== expected) return false;
  }
  if (sent.source && made.source !== sent.source) return false;
  if (sent.secrets) {
    const names = (list: Array<{ name: string }>) => [...new Set(list.map((s) => s.name))].sort();
    const held = names(deployment.secrets ?? []);
    const wanted = names(sent.secrets);
    if (held.length !== wanted.length || held.some((name, i) => name !== wanted[i])) return false;
  }
  return true;
}
