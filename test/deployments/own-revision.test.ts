// src/deployments/own-revision.ts: whether a revision (or a created deployment) is provably
// what this run's request made.
import { describe, expect, it } from 'vitest';
import type { Deployment, Revision } from '../../src/client/service-schemas.ts';
import { isOwnRevision } from '../../src/deployments/own-revision.ts';

const OURS = { source_revision_config: { repo_ref: 'ours' } };

describe('isOwnRevision', () => {
  const before = {
    id: 'd',
    source_revision_config: { repo_ref: 'main', agent_config_path: 'agent.json' },
  } as Deployment;
  const made = (values: Record<string, string>, source = 'sourcehost') =>
    ({ id: 'r', status: 'QUEUED', source, source_revision_config: values }) as Revision;
  const holding = (names: string[]) =>
    ({ id: 'd', secrets: names.map((name) => ({ name })) }) as Deployment;

  it.each([
    [
      'carries the sent value and the earlier others',
      made({ repo_ref: 'ours', agent_config_path: 'agent.json' }),
      true,
    ],
    ['lacks the sent value', made({ repo_ref: 'theirs', agent_config_path: 'agent.json' }), false],
    [
      'changed a member this run did not send',
      made({ repo_ref: 'ours', agent_config_path: 'other.json' }),
      false,
    ],
  ])('a revision that %s', (_case, revision, ours) => {
    expect(isOwnRevision(revision, before, holding([]), OURS)).toBe(ours);
  });

  it('needs the source this run picked', () => {
    const revision = made({ repo_ref: 'ours', agent_config_path: 'agent.json' }, 'sourcehost');
    expect(
      isOwnRevision(revision, before, holding([]), { ...OURS, source: 'internal_source' }),
    ).toBe(false);
  });

  it('needs the deployment to hold exactly the secret names that were sent', () => {
    const revision = made({ repo_ref: 'main', agent_config_path: 'agent.json' });
    const sent = { secrets: [{ name: 'B' }, { name: 'A' }] };
    expect(isOwnRevision(revision, before, holding(['A', 'B']), sent)).toBe(true);
    expect(isOwnRevision(revision, before, holding(['A']), sent)).toBe(false);
    expect(isOwnRevision(revision, before, holding(['A', 'B', 'C']), sent)).toBe(false);
  });
});
