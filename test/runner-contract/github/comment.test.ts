import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/deploy-fixture.ts';
import {
  CUSTOM_URL,
  deployOn,
  HEAD_SHAS,
  PR_NUMBER,
  PULL_REQUEST,
  PUSH,
  runUrl,
  seedPreview,
  useRunnerContract,
  warnings,
} from './setup.ts';

// The bundled actions, spawned as the runner spawns them, with the real Octokit talking to a
// fake GitHub over loopback sockets. Everything asserted is what GitHub would be sent, or what
// the step shows. Deployments and the delete action are in runner-contract.test.ts.
const emulator = useEmulator();
const contract = useRunnerContract();

describe('the pull-request comment', () => {
  it('is created once, then the same comment is updated by the next push', async () => {
    const fake = contract.github();
    const deployment = seedPreview(emulator());
    const first = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, {
      'comment-on-pr': 'true',
    });

    expect(first.exitCode).toBe(0);
    expect(fake.requestsTo('create-comment').map((r) => r.url)).toEqual([
      `/repos/${fake.owner}/${fake.repo}/issues/${PR_NUMBER}/comments`,
    ]);
    expect(fake.comments).toHaveLength(1);
    const comment = fake.comments[0];
    const firstRevision = first.outputs['revision-id'] as string;
    expect(comment?.body.split('\n')[0]).toBe('<!-- agent-deploy:support-agent-pr-7 -->');
    expect(comment?.body).toContain('✅ Deployed');
    expect(comment?.body).toContain('| Result | **deployed** (`DEPLOYED`) |');
    expect(comment?.body).toContain(`| Revision | \`${firstRevision}\` |`);
    expect(comment?.body).toContain(`| URL | \`${CUSTOM_URL}\` |`);
    expect(comment?.body).toContain(`[Workflow run](${runUrl(fake)})`);

    const second = await deployOn(
      contract,
      emulator(),
      deployment.id,
      { name: 'pull_request', headSha: HEAD_SHAS[1] },
      { 'comment-on-pr': 'true', 'repo-ref': HEAD_SHAS[1] },
    );

    expect(second.exitCode).toBe(0);
    const secondRevision = second.outputs['revision-id'] as string;
    expect(secondRevision).not.toBe(firstRevision);
    expect(fake.requestsTo('create-comment')).toHaveLength(1);
    expect(fake.requestsTo('update-comment').map((r) => r.url)).toEqual([
      `/repos/${fake.owner}/${fake.repo}/issues/comments/${comment?.id}`,
    ]);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]?.body).toContain(`| Revision | \`${secondRevision}\` |`);
    expect(fake.comments[0]?.body).not.toContain(firstRevision);
    expect(warnings(second)).toEqual([]);
  });

  it('shows a deployment name with Markdown and HTML in it as text', async () => {
    const fake = contract.github();
    const name = 'x` <img src=x onerror=alert(1)> **bold** [click](https://evil.example) @octocat';
    const deployment = seedPreview(emulator(), name);
    const run = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, {
      'comment-on-pr': 'true',
    });

    expect(run.exitCode).toBe(0);
    const body = fake.comments[0]?.body ?? '';
    expect(body).toContain('<img src=x onerror=alert(1)>');
    // Every line keeps its code spans closed, and outside them nothing of the name is left:
    // inside a code span GitHub shows HTML, links, emphasis and mentions as typed.
    const lines = body.split('\n').slice(1);
    for (const line of lines) expect(line.split('`').length % 2).toBe(1);
    const outside = lines.map((line) => line.replace(/`[^`]*`/g, '')).join('\n');
    expect(outside).not.toMatch(/<img|\*\*bold|evil|@octocat/);
    expect(outside).toContain('✅ Deployed');
  });

  it('is not written on a push, which has no pull request', async () => {
    const fake = contract.github();
    const deployment = seedPreview(emulator());
    const run = await deployOn(contract, emulator(), deployment.id, PUSH, {
      'comment-on-pr': 'true',
    });

    expect(run.exitCode).toBe(0);
    expect(fake.requests).toEqual([]);
    expect(warnings(run)).toEqual([]);
  });
});
