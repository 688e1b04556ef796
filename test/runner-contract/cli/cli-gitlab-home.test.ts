import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '../../../emulator/index.ts';
import { API_KEY, useEmulator } from '../../support/deploy-fixture.ts';
import { deployArgs, everythingWritten, runPackedCli } from './run-packed-cli.ts';

/*
 * The packed command line as a GitLab job runs it, where nothing says GitHub: its messages in
 * its own words (flags, never GitHub's secrets, github.token or actions/checkout), the
 * GitHub-only flags refused, the workspace from LANGSMITH_WORKSPACE_ID, the dotenv names under
 * a prefix, every problem of a command line at once, and `changes` in an image without git.
 */
const emulator = useEmulator();

const GITLAB = { CI: 'true', GITLAB_CI: 'true' };
const KEY = { ...GITLAB, LANGSMITH_API_KEY: API_KEY };
/** What only a GitHub Actions job would make sense of. */
const GITHUB_TERMS = /github\.token|actions\/checkout|GitHub secret|Input "|runner/;

/** A PATH with `node` and nothing else: an image without git. */
function pathWithoutGit(): string {
  const bin = mkdtempSync(join(tmpdir(), 'node-only-'));
  symlinkSync(process.execPath, join(bin, 'node'));
  return bin;
}

describe('agent-deploy in a GitLab job, in its own words', () => {
  it('sends the workspace of LANGSMITH_WORKSPACE_ID as X-Tenant-Id', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runPackedCli(deployArgs(emu, deployment.id), {
      env: {
        ...GITLAB,
        LANGSMITH_API_KEY: 'emulator-org-key',
        LANGSMITH_WORKSPACE_ID: DEFAULT_TENANT_ID,
      },
    });

    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    expect(emu.requests.length).toBeGreaterThan(0);
    for (const request of emu.requests) {
      expect(request.headers['x-tenant-id']).toBe(DEFAULT_TENANT_ID);
    }
  });

  it('writes the outputs under --outputs-prefix, as GitLab reads them', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runPackedCli(deployArgs(emu, deployment.id, ['--outputs-prefix', 'AGENT_']), {
      env: KEY,
    });

    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({
      AGENT_result: 'deployed',
      AGENT_deployment_id: deployment.id,
    });
    expect(Object.keys(run.outputs).every((name) => name.startsWith('AGENT_'))).toBe(true);
  });

  it('names several bad flags at once, a mistyped one hiding none, and sends nothing', async () => {
    const emu = emulator();
    const run = await runPackedCli(
      deployArgs(emu, emu.seedDeployment().id, [
        '--timout',
        '5m',
        '--timeout',
        'forever',
        '--logs',
        'sometimes',
        '--outputs-prefix',
        '1st',
      ]),
      { env: KEY },
    );

    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(
      [
        'error: Deploy not started: bad input: Unknown flag --timout; did you mean --timeout?',
        `  --outputs-prefix: must be letters, digits and _ (at most 64), not starting with a digit, as a variable's name is; got "1st".`,
        '  --timeout: must be a duration such as 90, 90s, 15m, 1h30m or 500ms; got "forever".',
        '  --logs: must be one of on-failure, always, never; got "sometimes".',
      ].join('\n'),
    );
    expect(run.outputsText).toBe('');
    expect(emu.requests).toEqual([]);
  });

  it('refuses --environment and --comment-on-pr outside a GitHub Actions job, with one line each', async () => {
    const emu = emulator();
    const run = await runPackedCli(
      deployArgs(emu, emu.seedDeployment().id, ['--environment', 'production', '--comment-on-pr']),
      { env: { ...KEY, GITHUB_TOKEN: 'ghs_a_token_from_somewhere' } },
    );

    expect(run.exitCode).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^error: Deploy not started: bad input: --environment names a GitHub environment, .* works only in a GitHub Actions job \(GITHUB_ACTIONS=true\)\. Leave it out here; in GitLab CI, the job's environment: names the environment\.$/,
    );
    expect(lines[1]).toMatch(
      /^ {2}--comment-on-pr comments on the pull request .* works only in a GitHub Actions job/,
    );
    expect(emu.requests).toEqual([]);
  });

  it('says changes needs git, and how to get it in the image, where git is not on PATH', async () => {
    const run = await runPackedCli(['changes'], { env: { ...GITLAB, PATH: pathWithoutGit() } });

    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe(
      'error: Change detection failed: git is not installed or not on PATH, and changes reads the checkout with it: install it in the image first (apt-get update && apt-get install -y git in node:*-slim), or use an image that has it (node:24).\n',
    );
    expect(run.outputs).toEqual({ result: 'failed' });
  });

  it('speaks no GitHub term in any message of a command line that goes wrong', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const secrets = join(mkdtempSync(join(tmpdir(), 'secrets-')), 'secrets.env');
    writeFileSync(secrets, 'OPENAI_API_KEY=\n');
    const notACheckout = mkdtempSync(join(tmpdir(), 'not-a-checkout-'));
    const runs = await Promise.all([
      // No key at all, and a health check without waiting.
      runPackedCli(deployArgs(emu, deployment.id, ['--health-check', '/ok', '--no-wait']), {
        env: GITLAB,
      }),
      // An empty secret, as an unset CI variable gives it.
      runPackedCli(deployArgs(emu, deployment.id, ['--secrets', `@${secrets}`]), { env: KEY }),
      // An organization-scoped key without a workspace: the service's 403.
      runPackedCli(deployArgs(emu, deployment.id), {
        env: { ...GITLAB, LANGSMITH_API_KEY: 'emulator-org-key' },
      }),
      // A directory that is no clone.
      runPackedCli(['changes'], { cwd: notACheckout, env: GITLAB }),
      // GitHub's own flags, and a deployment to create without its source.
      runPackedCli(
        ['deploy', '--base-url', emu.url, '--deployment-name', 'new-one', '--create-if-missing'],
        { env: KEY },
      ),
    ]);

    const [noKey, emptySecret, orgKey, noClone, noSource] = runs;
    expect(noKey?.stderr).toContain(
      'LANGSMITH_API_KEY, CONTROL_PLANE_API_KEY or --api-key-file FILE: is required unless CONTROL_PLANE_BEARER_TOKEN or --bearer-token-file FILE is given.',
    );
    expect(noKey?.stderr).toContain('--health-check: needs --wait: the check runs once');
    expect(emptySecret?.stderr).toContain('Usually the CI variable it comes from is not set');
    expect(orgKey?.stderr).toContain(
      'set --tenant-id, LANGSMITH_WORKSPACE_ID or CONTROL_PLANE_WORKSPACE_ID to the workspace to deploy in',
    );
    expect(noClone?.stderr).toContain('Run it in a clone of the repository');
    expect(noSource?.stderr).toContain('--source: is required to create a deployment');
    for (const run of runs) {
      expect(run.exitCode).not.toBe(0);
      expect(everythingWritten(run)).not.toMatch(GITHUB_TERMS);
    }
  });
});
