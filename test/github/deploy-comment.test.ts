import { describe, expect, it } from 'vitest';
import { renderDeployComment } from '../../src/github/deploy-comment.ts';

const RUN_URL = 'https://github.example/octo-org/agents/actions/runs/4242';

/** The text outside code spans, where Markdown and HTML would act. */
function outsideCode(text: string): string {
  return text.replace(/`[^`]*`/g, '');
}

describe('renderDeployComment', () => {
  it('tells the result, revision, status, URL, duration and links the run', () => {
    const body = renderDeployComment({
      result: 'deployed',
      deploymentName: 'agent-prod',
      environment: 'preview-pr-12',
      revisionId: 'rev-42',
      status: 'LIVE',
      url: 'https://agent-prod.example.com',
      durationMs: 95_000,
      sha: 'a'.repeat(40),
      runUrl: RUN_URL,
    });
    expect(body).toContain('### ✅ Deployed: `agent-prod`');
    expect(body).toContain('| Result | **deployed** (`LIVE`) |');
    expect(body).toContain('| Revision | `rev-42` |');
    expect(body).toContain('| URL | `https://agent-prod.example.com` |');
    expect(body).toContain('| Environment | `preview-pr-12` |');
    expect(body).toContain('| Duration | 1m 35s |');
    expect(body).toContain(`[Workflow run](${RUN_URL})`);
  });

  it('shows the commit and what the rollback did, as the job summary words it', () => {
    const live = '0b3c9a52-6f1e-4d7a-9c2b-8e4f1a0d5c36';
    const again = '5d2e8f41-3a7b-4c9e-b1d6-7f0a2c4e9b83';
    const body = renderDeployComment({
      result: 'failed',
      sha: 'c'.repeat(40),
      rollback: { result: 'deployed', revisionId: live, newRevisionId: again },
    });
    expect(body).toContain(`| Commit | \`${'c'.repeat(12)}\` |`);
    expect(body).toContain(
      `| Rollback | rolled back: \`${live}\` is live again (as \`${again}\`) |`,
    );
  });

  it('quotes the problem of a failed deploy', () => {
    const body = renderDeployComment({ result: 'failed', problem: 'CrashLoopBackOff\nexit 1' });
    expect(body).toContain('### ❌ Deploy failed');
    expect(body).toContain('> CrashLoopBackOff<br>\n> exit 1');
  });

  it('service text cannot add markup, HTML, links, mentions or table rows', () => {
    const hostile =
      'x | y\n| row |<img src=x onerror=alert(1)>[click](https://evil.example) @org/team';
    const body = renderDeployComment({
      result: 'failed',
      deploymentName: hostile,
      revisionId: hostile,
      status: hostile,
      url: `https://evil.example/) [phish](https://evil.example`,
      problem: hostile,
    });
    const outside = outsideCode(body);
    expect(outside).not.toMatch(/<img|\]\(https:\/\/evil/);
    expect(outside).not.toMatch(/@org/);
    const tableLines = body.split('\n').filter((line) => line.startsWith('|'));
    for (const line of tableLines) expect(line.split(/(?<!\\)\|/).slice(1, -1)).toHaveLength(2);
  });

  it('links the run only when it is an http(s) URL', () => {
    expect(
      renderDeployComment({ result: 'deployed', runUrl: 'javascript:alert(1)' }),
    ).not.toContain('Workflow run');
  });
});
