import type { AgentServerClient } from '../../agent-server-client/client.ts';
import { readInfo } from '../after-deployed/serving-revision.ts';

/** What one `GET /info` told of the revision a URL serves. */
export type ServedRevision =
  | { kind: 'named'; revisionId: string }
  /** The URL answers for another deployment's server. */
  | { kind: 'other-deployment'; note: string }
  /** The server does not say (no `host.revision_id`), or gave no answer to read. */
  | { kind: 'unknown' };

/**
 * The revision the server at the baseline's URL names, once, read as the serving proof reads
 * it (`host.revision_id`, and `host.project_id` against the deployment expected).
 */
export async function servedRevision(
  server: AgentServerClient,
  expected: { deploymentId: string; revisionId: string },
): Promise<ServedRevision> {
  const answer = await server.info();
  if (answer.kind !== 'answer') return { kind: 'unknown' };
  const reading = readInfo(answer.status, answer.text, expected);
  if (reading.named !== undefined) return { kind: 'named', revisionId: reading.named };
  if (reading.kind === 'final' && reading.verdict === 'other-deployment') {
    return {
      kind: 'other-deployment',
      note: reading.note ?? 'its URL answers for another deployment',
    };
  }
  return { kind: 'unknown' };
}
