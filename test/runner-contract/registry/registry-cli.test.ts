import { mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_KEY, useEmulator } from '../../support/deploy-fixture.ts';
import { fakeDocker } from '../../support/fake-docker.ts';
import { runPackedCli } from '../cli/run-packed-cli.ts';

/*
 * `agent-deploy registry login` and `logout` from the packed command line, with a stand-in
 * docker first on PATH: the state file between them is the user's own and never a link, a host
 * read from it reaches docker only when it is a registry host, and docker inherits no
 * credential of the job's environment.
 */
const emulator = useEmulator();
const dir = mkdtempSync(join(tmpdir(), 'registry-cli-'));
const CREDENTIALS = {
  LANGSMITH_API_KEY: API_KEY,
  GITHUB_TOKEN: 'ghs_job_token_registry_cli',
  CONTROL_PLANE_BEARER_TOKEN: 'cp-bearer-registry-cli',
};

describe('agent-deploy registry login and logout', () => {
  it('keep their state in a directory of the user’s own, and docker sees no credential variable', async () => {
    const emu = emulator();
    const docker = fakeDocker();
    const temporary = mkdtempSync(join(dir, 'tmp-'));
    const env = { ...docker.env, ...CREDENTIALS, TMPDIR: temporary };
    const login = await runPackedCli(
      ['registry', 'login', '--base-url', emu.url, '--deployment-name', 'image-agent'].concat([
        '--create-if-missing',
      ]),
      { env },
    );
    const logout = await runPackedCli(['registry', 'logout'], { env });

    expect([login.exitCode, logout.exitCode], login.stderr + logout.stderr).toEqual([0, 0]);
    const calls = docker.calls();
    expect(calls.map((call) => call.argv[0])).toEqual(['login', 'logout']);
    for (const call of calls) {
      for (const secret of Object.values(CREDENTIALS)) expect(call.env).not.toContain(secret);
    }
    const folder = join(temporary, `agent-deploy-${process.getuid?.()}`);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(join(folder, 'registry-state.json'), 'utf8'))).toEqual({});
  });

  it('refuse a state file that is a link, and leave what it points to as it was', async () => {
    const docker = fakeDocker();
    const target = join(dir, 'precious.json');
    writeFileSync(target, '{"keep":"me"}\n');
    const link = join(dir, 'state-link.json');
    symlinkSync(target, link);
    const run = await runPackedCli(['registry', 'logout', '--state-file', link], {
      env: docker.env,
    });

    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`--state-file: ${link} is a symbolic link`);
    expect(readFileSync(target, 'utf8')).toBe('{"keep":"me"}\n');
    expect(docker.calls()).toEqual([]);
  });

  it('hand docker no host that is not a registry host', async () => {
    const docker = fakeDocker();
    const state = join(dir, 'hostile.json');
    writeFileSync(state, '{"registry-host":"--help"}\n');
    const run = await runPackedCli(['registry', 'logout', '--state-file', state], {
      env: docker.env,
    });

    expect(run.exitCode).toBe(0);
    expect(run.stderr).toContain(
      'The saved registry host "--help" is no registry host name: nothing was logged out.',
    );
    expect(run.stderr).not.toContain('Logged out of --help');
    expect(docker.calls()).toEqual([]);
  });
});
