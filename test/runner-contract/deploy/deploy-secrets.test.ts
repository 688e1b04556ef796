import { describe, expect, it } from 'vitest';
import { API_KEY, requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';

const emulator = useEmulator();

/** A private key's shape: several lines, as a GitHub secret holding one gives them. */
const PEM = [
  '-----BEGIN PRIVATE KEY-----',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj',
  'MGsIPkSY2aV5ac8CFBYXuo+dzpAQ6jKZbmdq9Ny4Jmw+MTZTP6Xq6sYbDwIDAQAB',
  '-----END PRIVATE KEY-----',
].join('\n');

describe('secrets', () => {
  it('sends NAME=value lines as secrets, masks every value, and keeps them out of outputs and summary', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({
      secrets: [{ name: 'LEGACY_TOKEN', value: 'legacy-value-from-the-service' }],
    });
    const run = await runDeploy(emu, deployment.id, {
      secrets:
        '# model keys\nOPENAI_API_KEY=sk-live=with=equals\n\nDB_PASSWORD=correct horse battery\n',
    });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'PATCH')[0]?.body).toEqual({
      secrets: [
        { name: 'OPENAI_API_KEY', value: 'sk-live=with=equals' },
        { name: 'DB_PASSWORD', value: 'correct horse battery' },
      ],
    });
    for (const value of ['sk-live=with=equals', 'correct horse battery', API_KEY]) {
      expect(run.stdout).toContain(`::add-mask::${value}`);
    }
    const everything = [
      run.stdout.replace(/^::add-mask::.*$/gm, ''),
      run.stderr,
      run.summary,
      JSON.stringify(run.outputs),
    ].join('\n');
    for (const value of [
      'sk-live=with=equals',
      'correct horse battery',
      'legacy-value-from-the-service',
      API_KEY,
    ]) {
      expect(everything).not.toContain(value);
    }
    expect(run.outputs['new-revision']).toBe('true');
  });

  it('sends a multi-line value written NAME<<EOF with its line breaks, masked line by line and kept out of every text', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({});
    const run = await runDeploy(emu, deployment.id, {
      secrets: `OPENAI_API_KEY=sk-one-line-key\nSIGNING_KEY<<EOF\n${PEM}\nEOF\n`,
    });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'PATCH')[0]?.body).toEqual({
      secrets: [
        { name: 'OPENAI_API_KEY', value: 'sk-one-line-key' },
        { name: 'SIGNING_KEY', value: PEM },
      ],
    });
    for (const line of PEM.split('\n')) expect(run.stdout).toContain(`::add-mask::${line}`);
    const everything = [
      run.stdout.replace(/^::add-mask::.*$/gm, ''),
      run.stderr,
      run.summary,
      JSON.stringify(run.outputs),
    ].join('\n');
    for (const line of PEM.split('\n')) expect(everything).not.toContain(line);
    expect(everything).not.toContain('sk-one-line-key');
  });

  it('refuses a multi-line value without its closing line in one message naming the secret, sending nothing', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({});
    const run = await runDeploy(emu, deployment.id, {
      secrets: `SIGNING_KEY<<EOF\n${PEM}\nOTHER=1`,
    });

    expect(run.exitCode).toBe(1);
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.replace(/%0A/g, '\n')).toContain(
      'Input "secrets": line 1 starts the multi-line value of SIGNING_KEY, but no line after it is "EOF" alone',
    );
    const withoutMasks = run.stdout.replace(/^::add-mask::.*$/gm, '');
    for (const line of PEM.split('\n')) {
      expect(`${withoutMasks}\n${run.summary}`).not.toContain(line);
    }
    expect(emu.requests).toHaveLength(0);
  });

  it('sends no secrets member when the input is empty, so the deployment keeps its secrets', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ secrets: [{ name: 'KEEP', value: 'kept-value' }] });
    const run = await runDeploy(emu, deployment.id, {
      'repo-ref': 'main',
      secrets: '\n# nothing here\n',
    });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'PATCH')[0]?.body).not.toHaveProperty('secrets');
    expect(emu.getDeployment(deployment.id)?.secrets).toEqual([
      { name: 'KEEP', value: 'kept-value' },
    ]);
  });
});
