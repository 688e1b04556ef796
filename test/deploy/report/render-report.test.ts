import { describe, expect, it } from 'vitest';
import type { HealthCheckOutcome } from '../../../src/deploy/after-deployed/health-check.ts';
import {
  linksLine,
  renderDeployComment,
  renderSummary,
  runLinks,
} from '../../../src/deploy/report/render-report.ts';
import type { DeployReport, DeployResult } from '../../../src/deploy/report/report.ts';
import type { GitHubRunContext } from '../../../src/github/run-context.ts';

const DEPLOYMENT_ID = '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';
const REVISION_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const PREVIOUS_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';

function report(given: Partial<DeployReport> = {}): DeployReport {
  return {
    deploymentId: DEPLOYMENT_ID,
    deploymentName: 'agent-prod',
    source: 'sourcehost',
    repoRef: 'main',
    previousRevisionId: PREVIOUS_ID,
    revisionId: REVISION_ID,
    newRevision: true,
    changeSent: true,
    status: 'DEPLOYED',
    timeline: [],
    result: 'deployed',
    durationMs: 95_000,
    ...given,
  };
}

/** The rows of the first table: each cell, split on pipes that Markdown reads as cell borders. */
function tableRows(markdown: string, heading?: string): string[][] {
  const from = heading ? markdown.indexOf(heading) : 0;
  const lines = markdown.slice(from).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

function rowOf(markdown: string, label: string): string {
  const row = tableRows(markdown).find(([first]) => first === label);
  if (!row) throw new Error(`no row ${label}`);
  return row[1] as string;
}

describe('renderSummary', () => {
  it.each<[DeployResult, string]>([
    ['deployed', '## ✅ Deployed: `agent-prod`'],
    ['submitted', '## 📨 Submitted (not waiting): `agent-prod`'],
    ['failed', '## ❌ Deploy failed: `agent-prod`'],
    ['timed-out', '## ⏱️ Deploy timed out: `agent-prod`'],
    ['cancelled', '## ⛔ Deploy cancelled: `agent-prod`'],
  ])('heads a %s deploy with %j', (result, headline) => {
    const markdown = renderSummary(report({ result }), {});
    expect(markdown.split('\n')[0]).toBe(headline);
    expect(rowOf(markdown, 'Result')).toBe(`**${result}** (\`DEPLOYED\`)`);
  });

  it('leaves the status out of the result cell when no status was seen', () => {
    const markdown = renderSummary(report({ result: 'failed', status: undefined }), {});
    expect(rowOf(markdown, 'Result')).toBe('**failed**');
  });

  it('names the deployment by its id when the service gave no name', () => {
    const markdown = renderSummary(report({ deploymentName: undefined }), {});
    expect(markdown.split('\n')[0]).toBe(`## ✅ Deployed: \`${DEPLOYMENT_ID}\``);
  });

  it('has one two-column row for each fact', () => {
    const rows = tableRows(renderSummary(report({ imageUri: 'x/y:1' }), {}));
    expect(rows.map(([label]) => label)).toEqual([
      'Fact',
      '---',
      'Deployment',
      'Revision',
      'Previous revision',
      'Source',
      'Result',
      'Deploy time',
    ]);
    expect(rows[0]).toEqual(['Fact', 'Value']);
    for (const row of rows) expect(row).toHaveLength(2);
  });

  it('writes the facts of the deploy in their cells', () => {
    const markdown = renderSummary(report({ agentConfigPath: 'agents/a.json' }), {});
    expect(rowOf(markdown, 'Deployment')).toBe(`\`agent-prod\` (\`${DEPLOYMENT_ID}\`)`);
    expect(rowOf(markdown, 'Revision')).toBe(`\`${REVISION_ID}\` (new)`);
    expect(rowOf(markdown, 'Previous revision')).toBe(`\`${PREVIOUS_ID}\``);
    expect(rowOf(markdown, 'Source')).toBe('`sourcehost` · ref `main` · config `agents/a.json`');
    expect(rowOf(markdown, 'Deploy time')).toBe(
      '1m 35s for the whole step: no new revision reached an end status',
    );
  });

  it('has a packed row only when source-path was shipped, told by describePacked', () => {
    const packed = {
      directories: ['agents/support', 'libs/common'],
      files: 12,
      bytes: 50_000,
      untracked: 2,
      setApart: { count: 1, examples: ['agents/support/.env'] },
    };
    expect(rowOf(renderSummary(report({ packed }), {}), 'Packed')).toBe(
      '`agents/support`, `libs/common` · 12 files, a 48.8 kB archive · 2 of 12 not tracked by git · left out 1: `agents/support/.env`',
    );
    expect(renderSummary(report({}), {})).not.toContain('| Packed |');
  });

  it('says so when the revision did not change, is unknown, was refused or was never asked for', () => {
    expect(rowOf(renderSummary(report({ newRevision: false }), {}), 'Revision')).toBe(
      `\`${REVISION_ID}\` (unchanged: no new revision was needed)`,
    );
    const unanswered = report({ revisionId: undefined, newRevision: undefined, changeSent: true });
    expect(rowOf(renderSummary(unanswered, {}), 'Revision')).toBe(
      'unknown (the change got no answer)',
    );
    const refused = report({ revisionId: undefined, changeSent: true, changeAnswer: 'HTTP 400' });
    expect(rowOf(renderSummary(refused, {}), 'Revision')).toBe(
      'none: the service answered the change with HTTP 400',
    );
    const notSent = report({
      revisionId: undefined,
      previousRevisionId: undefined,
      changeSent: false,
      source: undefined,
      repoRef: undefined,
      durationMs: 0,
    });
    const markdown = renderSummary(notSent, {});
    expect(rowOf(markdown, 'Revision')).toBe('—');
    expect(rowOf(markdown, 'Previous revision')).toBe('—');
    expect(rowOf(markdown, 'Source')).toBe('source not reported');
    expect(rowOf(markdown, 'Deploy time')).toBe(
      '0ms for the whole step: no new revision reached an end status',
    );
  });

  describe('with hostile text from the service', () => {
    const HOSTILE = 'evil | name\n| injected | row |\r\n<img src=x onerror=alert(1)>`code`';
    const hostile = report({
      deploymentName: HOSTILE,
      status: `DEPLOYED | ${HOSTILE}`,
      source: HOSTILE,
      repoRef: HOSTILE,
      imageUri: HOSTILE,
      timeline: [
        { status: HOSTILE, atMs: 0 },
        { status: 'DEPLOYED', atMs: 2000 },
      ],
    });
    const markdown = renderSummary(hostile, {});

    it('keeps every table row at two cells', () => {
      const rows = tableRows(markdown);
      expect(rows).toHaveLength(8);
      for (const row of rows) expect(row).toHaveLength(2);
      const timeline = tableRows(markdown, '| Phase |');
      expect(timeline).toHaveLength(3);
      for (const row of timeline) expect(row).toHaveLength(3);
    });

    it('adds no line and no HTML outside code spans', () => {
      expect(markdown).not.toContain('| injected | row |');
      for (const line of markdown.split('\n')) {
        expect(line.replace(/`[^`]*`/g, ''), line).not.toMatch(/</);
      }
      // Headline, Deployment, Source, Result and the timeline table's header: one line each,
      // none added.
      expect(markdown.split('\n').filter((line) => line.includes('injected'))).toHaveLength(5);
    });

    it('cannot close the inline code it is shown in', () => {
      const cell = rowOf(markdown, 'Source');
      // Three code spans (source, ref, image): two backticks each, none from the value.
      expect(cell.match(/`/g)).toHaveLength(6);
      expect(cell).toContain('ˋcodeˋ');
    });
  });

  it('quotes every line of the problem, so a line of it cannot become a heading or a list', () => {
    const problem = 'PATCH → 400: bad\n## not a heading\n- not a list\n1. not a list either';
    const markdown = renderSummary(report({ result: 'failed', problem }), {});
    const quoted = markdown.split('\n').filter((line) => line.startsWith('>'));
    expect(quoted).toHaveLength(4);
    expect(quoted[0]).toContain('PATCH → 400: bad');
    for (const line of quoted.slice(1)) {
      expect(line, line).toMatch(/^> /);
      expect(line.slice(2), line).not.toMatch(/^(#|- |\d+\. )/);
    }
  });

  it('has no problem paragraph when there is no problem', () => {
    expect(renderSummary(report(), {})).not.toMatch(/^>/m);
  });

  it('shows the timeline once: the chart, then the same statuses in a table of one row', () => {
    const markdown = renderSummary(
      report({
        timeline: [
          { status: 'QUEUED', atMs: 400 },
          { status: 'BUILDING', atMs: 12_000 },
          { status: 'DEPLOYED', atMs: 95_000 },
        ],
      }),
      {},
    );
    expect(markdown.match(/^### Timeline/gm)).toEqual(['### Timeline']);
    expect(markdown).toContain('### Timeline (time since the step began)\n\n```mermaid\n');
    expect(markdown).toContain(
      [
        '```',
        '',
        '| Phase | `QUEUED` | `BUILDING` | `DEPLOYED` |',
        '| --- | --- | --- | --- |',
        '| When | 400ms | 12s | 1m 35s |',
      ].join('\n'),
    );
  });

  it('has no timeline when no status was seen', () => {
    expect(renderSummary(report(), {})).not.toContain('Timeline');
  });

  it('ends with links to the run and the commit when they are known', () => {
    const markdown = renderSummary(report(), {
      run: 'https://github.com/acme/agents/actions/runs/4242',
      commit: 'https://github.com/acme/agents/commit/0123456789abcdef',
      sha: '0123456789abcdef',
    });
    expect(
      markdown.endsWith(
        '\n\n[Workflow run](https://github.com/acme/agents/actions/runs/4242) · commit [`0123456`](https://github.com/acme/agents/commit/0123456789abcdef)\n',
      ),
    ).toBe(true);
    expect(renderSummary(report(), {}).endsWith('no new revision reached an end status |\n')).toBe(
      true,
    );
  });
});

describe('the deploy time: one figure, saying what it measures', () => {
  const deployTime = (given: Partial<DeployReport>) =>
    rowOf(renderSummary(report(given), {}), 'Deploy time');

  it('runs from the change to the end status, beside the typical time measured alike', () => {
    expect(deployTime({ changeToEndMs: 5200 })).toBe('5s from the change to `DEPLOYED`');
    expect(deployTime({ changeToEndMs: 5200, typicalDeploy: { ms: 4100, count: 5 } })).toBe(
      '5s from the change to `DEPLOYED` · typically 4s to `DEPLOYED` (the median of the last 5 deploys)',
    );
    expect(deployTime({ result: 'failed', status: 'BUILD_FAILED', changeToEndMs: 61_000 })).toBe(
      '1m 1s from the change to `BUILD_FAILED`',
    );
  });

  it('is the whole step, and why, when no new revision reached an end status', () => {
    expect(deployTime({ result: 'submitted', typicalDeploy: { ms: 4100, count: 3 } })).toBe(
      '1m 35s for the whole step: it did not wait for the revision · typically 4s to `DEPLOYED` (the median of the last 3 deploys)',
    );
    expect(deployTime({ newRevision: false })).toBe(
      '1m 35s for the whole step: no new revision to deploy',
    );
    expect(deployTime({ result: 'timed-out', status: 'BUILDING' })).toBe(
      '1m 35s for the whole step: no new revision reached an end status',
    );
  });

  it('is the same words in the PR comment', () => {
    const given = { changeToEndMs: 5200, typicalDeploy: { ms: 4100, count: 5 } };
    const body = renderDeployComment(report(given), {}, undefined);
    expect(body).toContain(`| Deploy time | ${deployTime(given)} |`);
    expect(body).not.toContain('Duration');
  });
});

const RUN_URL = 'https://github.example/octo-org/agents/actions/runs/4242';

/** The text outside code spans, where Markdown and HTML would act. */
function outsideCode(text: string): string {
  return text.replace(/`[^`]*`/g, '');
}

describe('renderSummary: the health check', () => {
  const checked = (health: HealthCheckOutcome) => ({
    proof: { sent: true, passed: health.healthy, revisionAtFault: !health.healthy, health },
  });
  const health: HealthCheckOutcome = {
    healthy: false,
    sent: true,
    url: 'https://agent.example.com/ok',
    attempts: 4,
    lastStatus: 503,
    lastBody: '<img src=x onerror=alert(1)> [link](https://evil.example.com) **bold** `tick`',
    startedAtMs: 1,
    endedAtMs: 2,
  };

  it('shows the last status code and the body as inline code, never as markup', () => {
    const summary = renderSummary(report({ result: 'unhealthy', ...checked(health) }), {});
    const row = tableRows(summary).find((cells) => cells[0] === 'Health check');
    expect(row?.[1]).toContain('**did not pass**');
    expect(row?.[1]).toContain('4 requests');
    expect(row?.[1]).toContain('last answer `503`');
    expect(row?.[1]).toContain(
      'body `<img src=x onerror=alert(1)> [link](https://evil.example.com) **bold** ˋtickˋ`',
    );
    expect(summary).toContain('## 🩺 Deployed, but unhealthy');
  });

  it('draws the check as its own bar in the chart, after the revision went live', () => {
    const timeline = [
      { status: 'BUILDING', atMs: 400 },
      { status: 'DEPLOYED', atMs: 60_000 },
    ];
    const passed = { ...health, healthy: true, startedAtMs: 60_100, endedAtMs: 64_200 };
    const summary = renderSummary(report({ timeline, ...checked(passed) }), {});
    expect(summary).toContain('  section Health check\n  health check :h0, 60100, 64200');
    const unchecked = renderSummary(report({ timeline }), {});
    expect(unchecked).toContain('```mermaid');
    expect(unchecked).not.toContain('Health check');
  });

  it('shows no body once the check passed', () => {
    const passed = { ...health, healthy: true, lastStatus: 200, lastBody: '{"ok": true}' };
    const summary = renderSummary(report({ ...checked(passed) }), {});
    expect(summary).toContain('**passed**');
    expect(summary).not.toContain('"ok"');
  });
});

describe('renderSummary and the PR comment: the smoke test', () => {
  const smoke = {
    passed: false,
    cases: [
      { name: 'greets', passed: true, ms: 120, answer: '{"messages": []}' },
      {
        name: 'refunds',
        passed: false,
        ms: 80,
        problem: 'HTTP 500: boom',
        answer: '{"detail": "boom"}',
      },
    ],
    startedAtMs: 5_000,
    endedAtMs: 5_300,
  };
  const proof = { sent: true, passed: false, revisionAtFault: true, smoke };

  it('gives the summary a row per case and the count in the facts table', () => {
    const timeline = [{ status: 'DEPLOYED', atMs: 4_000 }];
    const summary = renderSummary(report({ result: 'unhealthy', proof, timeline }), {});
    expect(summary).toContain('| Smoke test | **failed**: 1 of 2 cases |');
    expect(summary).toContain('### Smoke test\n\n| Case | Time | Result | Answer (start) |');
    expect(summary).toContain('| refunds | 80ms | ❌ HTTP 500: boom | `{"detail": "boom"}` |');
    expect(summary).toContain('  section Smoke test\n  smoke test :c1, 5000, 5300');
  });

  it('says passed or failed with the count in the PR comment, without the answers', () => {
    const body = renderDeployComment(report({ result: 'unhealthy', proof }), {}, undefined);
    expect(body).toContain('| Smoke test | **failed**: 1 of 2 cases |');
    expect(body).not.toContain('boom');
  });
});

describe('renderDeployComment', () => {
  it('tells the result, revision, status, URL, duration and links the run', () => {
    const body = renderDeployComment(
      report({ revisionId: 'rev-42', status: 'LIVE', url: 'https://agent-prod.example.com' }),
      { run: RUN_URL, sha: 'a'.repeat(40) },
      'preview-pr-12',
    );
    expect(body).toContain('### ✅ Deployed: `agent-prod`');
    expect(body).toContain('| Result | **deployed** (`LIVE`) |');
    expect(body).toContain('| Revision | `rev-42` |');
    expect(body).toContain('| URL | `https://agent-prod.example.com` |');
    expect(body).toContain('| Environment | `preview-pr-12` |');
    expect(body).toContain(
      '| Deploy time | 1m 35s for the whole step: no new revision reached an end status |',
    );
    expect(body).toContain(`[Workflow run](${RUN_URL})`);
  });

  it('shows the commit and what the rollback did, as the job summary words it', () => {
    const live = '0b3c9a52-6f1e-4d7a-9c2b-8e4f1a0d5c36';
    const again = '5d2e8f41-3a7b-4c9e-b1d6-7f0a2c4e9b83';
    const body = renderDeployComment(
      report({
        result: 'failed',
        rollback: { result: 'deployed', revisionId: live, newRevisionId: again },
      }),
      { sha: 'c'.repeat(40) },
      undefined,
    );
    expect(body).toContain(`| Commit | \`${'c'.repeat(12)}\` |`);
    expect(body).toContain(
      `| Rollback | rolled back: \`${live}\` is live again (as \`${again}\`) |`,
    );
  });

  it('quotes the problem of a failed deploy', () => {
    const failed = report({ result: 'failed', problem: 'CrashLoopBackOff\nexit 1' });
    const body = renderDeployComment(failed, {}, undefined);
    expect(body).toContain('### ❌ Deploy failed');
    expect(body).toContain('> CrashLoopBackOff<br>\n> exit 1');
  });

  it('service text cannot add markup, HTML, links, mentions or table rows', () => {
    const hostile =
      'x | y\n| row |<img src=x onerror=alert(1)>[click](https://evil.example) @org/team';
    const failed = report({
      result: 'failed',
      deploymentName: hostile,
      revisionId: hostile,
      status: hostile,
      url: `https://evil.example/) [phish](https://evil.example`,
      problem: hostile,
    });
    const body = renderDeployComment(failed, {}, hostile);
    const outside = outsideCode(body);
    expect(outside).not.toMatch(/<img|\]\(https:\/\/evil/);
    expect(outside).not.toMatch(/@org/);
    const tableLines = body.split('\n').filter((line) => line.startsWith('|'));
    for (const line of tableLines) expect(line.split(/(?<!\\)\|/).slice(1, -1)).toHaveLength(2);
  });

  it('links the run only when it is an http(s) URL', () => {
    expect(renderDeployComment(report(), { run: 'javascript:alert(1)' }, undefined)).not.toContain(
      'Workflow run',
    );
  });
});

describe('linksLine', () => {
  const run = 'https://github.com/acme/agents/actions/runs/4242';
  const commit = 'https://github.com/acme/agents/commit/0123456789abcdef';

  it('links the run and the commit, naming the commit by seven characters', () => {
    expect(linksLine({ run, commit, sha: '0123456789abcdef' })).toBe(
      `[Workflow run](${run}) · commit [\`0123456\`](${commit})`,
    );
  });

  it('links only what is known', () => {
    expect(linksLine({ run })).toBe(`[Workflow run](${run})`);
    expect(linksLine({ commit, sha: '0123456789abcdef' })).toBe(`commit [\`0123456\`](${commit})`);
    expect(linksLine({ commit })).toBe('');
    expect(linksLine({})).toBe('');
  });
});

describe('runLinks', () => {
  const run: GitHubRunContext = {
    apiUrl: 'https://api.github.com',
    serverUrl: 'https://github.com',
    owner: 'acme',
    repo: 'agents',
    eventName: 'pull_request',
    sha: 'merge0000000',
    runId: 4242,
    pullRequest: { number: 7, headSha: 'head0123456789' },
  };

  it('links the run and, on a pull request, the head commit it shows', () => {
    expect(runLinks(run)).toEqual({
      run: 'https://github.com/acme/agents/actions/runs/4242',
      commit: 'https://github.com/acme/agents/commit/head0123456789',
      sha: 'head0123456789',
    });
  });

  it('links the pushed commit, and no run page without a run id', () => {
    const { runId: _, pullRequest: __, ...push } = run;
    expect(runLinks({ ...push, eventName: 'push' })).toEqual({
      commit: 'https://github.com/acme/agents/commit/merge0000000',
      sha: 'merge0000000',
    });
  });

  it('has no links outside a workflow run', () => {
    expect(runLinks(undefined)).toEqual({});
  });
});
