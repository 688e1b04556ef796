import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Emulator, Integration } from '../../../emulator/index.ts';
import { everythingWritten } from '../../../scripts/runner/run-action.ts';
import { emulatorForTest, useEmulator } from '../../support/emulator.ts';
import { failureMessage, runSubAction, TEST_API_KEY } from '../listener/sub-action.ts';

const emulator = useEmulator({ apiKeys: [TEST_API_KEY] });
let emu: Emulator;
let integration: Integration;

beforeAll(() => {
  emu = emulator();
  integration = emu.seedIntegration({
    repositories: [
      { owner: 'acme', name: 'support-agent', default_branch: 'main' },
      { owner: 'acme', name: 'research-agent', default_branch: 'develop' },
      { owner: 'Globex', name: 'Planner', default_branch: 'trunk' },
    ],
  });
});

const run = (inputs: Record<string, string>) => runSubAction('repos', emu, inputs);
const reposPath = (id: string) => `/v1/integrations/forge/sourcehost/${id}/repos`;

describe('repos: listing', () => {
  it('outputs the list as the service returned it, and a table of it', async () => {
    const result = await run({ 'integration-id': integration.id });

    expect(result.exitCode).toBe(0);
    expect(emu.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${reposPath(integration.id)}`,
    ]);
    expect(JSON.parse(result.outputs.repositories ?? '')).toEqual(integration.repositories);
    expect(result.outputs).toEqual({ repositories: expect.any(String), count: '3' });
    expect(result.summary).toContain(`### ✅ Repositories of integration \`${integration.id}\``);
    expect(result.summary).toContain('| Match | Repository | Default branch | Id | URL |');
    expect(result.summary).toContain('|  | acme/research-agent | `develop` |');
    expect(result.summary).not.toContain('✅ |');
  });

  it('picks out the repository asked for, case-insensitively', async () => {
    const planner = integration.repositories[2];

    const result = await run({ 'integration-id': integration.id, repository: 'globex/PLANNER' });

    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({
      count: '3',
      'repo-url': planner?.url,
      'default-branch': 'trunk',
      'repo-id': String(planner?.id),
      'integration-id': integration.id,
    });
    expect(result.summary).toContain('3 repositories; matched **Globex/Planner**.');
    expect(result.summary).toContain('| ✅ | Globex/Planner | `trunk` |');
  });

  it('fails naming the repository it looked for and a few it found', async () => {
    const many = emu.seedIntegration({
      repositories: Array.from({ length: 8 }, (_, n) => ({ owner: 'acme', name: `agent-${n}` })),
    });

    const result = await run({ 'integration-id': many.id, repository: 'acme/missing' });

    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      `Input "repository": "acme/missing" is not among the repositories of integration ${many.id}; it reaches 8: acme/agent-0, acme/agent-1, acme/agent-2, acme/agent-3, acme/agent-4 and 3 more.`,
    );
    expect(result.outputs).toEqual({ repositories: expect.any(String), count: '8' });
    expect(result.summary).toContain('### ❌ Repositories of integration');
    expect(result.summary).toContain('8 repositories; none matches **acme/missing**.');
  });

  it('reports an integration the service does not know', async () => {
    const unknown = randomUUID();

    const result = await run({ 'integration-id': unknown });

    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      `GET ${reposPath(unknown)} → 404: Integration ID ${unknown} not found.`,
    );
    expect(result.summary).toContain('### ❌ Repository listing failed');
  });

  it('reports each loc and msg of a 422', async () => {
    emu.addFault({
      path: /\/repos$/,
      status: 422,
      body: {
        detail: [
          { loc: ['path', 'integration_id'], msg: 'Integration is disabled', type: 'value_error' },
        ],
      },
    });

    const result = await run({ 'integration-id': integration.id });

    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      `GET ${reposPath(integration.id)} → 422: path.integration_id: Integration is disabled`,
    );
  });

  it('tries a transient failure again', async () => {
    emu.addFault({ path: /\/repos$/, status: 503, retryAfter: '0' });

    const result = await run({ 'integration-id': integration.id });

    expect(result.exitCode).toBe(0);
    expect(emu.requests.map((request) => request.faulted)).toEqual(['503', undefined]);
    expect(result.outputs.count).toBe('3');
  });
});

describe('repos: what the service sends reaches later steps as plain text', () => {
  const warnings = (stdout: string) =>
    stdout.split('\n').filter((line) => line.startsWith('::warning'));

  it('leaves unset a URL and a default branch a shell would act on, a warning each', async () => {
    const hostile = emu.seedIntegration({
      repositories: [
        {
          owner: 'acme',
          name: 'agents',
          url: 'https://sourcehost.example.com/acme/agents;id|sh',
          default_branch: '$(id)',
        },
      ],
    });

    const result = await run({ 'integration-id': hostile.id, repository: 'acme/agents' });

    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['repo-url']).toBeUndefined();
    expect(result.outputs['default-branch']).toBeUndefined();
    expect(result.outputs['repo-id']).toBe(String(hostile.repositories[0]?.id));
    expect(warnings(result.stdout)).toEqual([
      '::warning::Output repo-url is left unset: the repository\'s URL holds ";", which a shell would act on.',
      '::warning::Output default-branch is left unset: the repository\'s default branch holds "$", which a shell would act on.',
    ]);
  });

  it('cuts a list whose escaping would make it too long for an output, and says how many it left out', async () => {
    // Each U+2028 is one character of JSON, and six once escaped for the output.
    const crowded = emu.seedIntegration({
      repositories: Array.from({ length: 100 }, (_, n) => ({
        owner: 'acme',
        name: `agent-${n}-${'\u2028'.repeat(200)}`,
      })),
    });

    const result = await run({ 'integration-id': crowded.id });

    expect(result.exitCode, result.stdout).toBe(0);
    const listed = JSON.parse(result.outputs.repositories ?? '[]') as unknown[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(crowded.repositories.slice(0, listed.length));
    expect(result.outputs.count).toBe('100');
    expect(warnings(result.stdout)).toEqual([
      `::warning::The repositories output holds the first ${listed.length} of 100 repositories; ${100 - listed.length} were left out, as the JSON of all would be longer than the 65536 characters an output may hold. Pick one with repository.`,
    ]);
  });
});

describe('repos: inputs and connection', () => {
  it.each([
    [{ 'integration-id': '' }, 'Input "integration-id": is required'],
    [{ 'integration-id': 'acme' }, 'Input "integration-id": must be a UUID'],
    [
      { repository: 'support-agent' },
      'Input "repository": must be owner/name, such as acme/agents',
    ],
    [{ repository: 'acme/support/agent' }, 'Input "repository": must be owner/name'],
    [{ 'api-key': '' }, 'Input "api-key": is required unless bearer-token is given'],
    [{ 'base-url': 'ftp://cp.example.com' }, 'Input "base-url": must be an https:// URL'],
  ])('fails on %j before any request', async (inputs, expected) => {
    const result = await run({ 'integration-id': integration.id, ...inputs });

    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(expected);
    expect(emu.requests).toEqual([]);
  });

  it('sends X-Tenant-Id and the key, or a bearer token instead', async () => {
    const workspace = randomUUID();
    const withKey = await run({ 'integration-id': integration.id, 'tenant-id': workspace });
    const prefixed = await emulatorForTest({
      pathPrefix: '/api-host',
      bearerTokens: ['repos-token'],
    });
    const seeded = prefixed.seedIntegration({ repositories: [{ owner: 'acme', name: 'one' }] });
    const withToken = await runSubAction('repos', prefixed, {
      'api-key': '',
      'bearer-token': 'repos-token',
      'integration-id': seeded.id,
    });

    expect([withKey.exitCode, withToken.exitCode]).toEqual([0, 0]);
    expect(emu.requests[0]?.headers).toMatchObject({
      'x-tenant-id': workspace,
      'x-api-key': TEST_API_KEY,
    });
    expect(prefixed.requests[0]?.path).toBe(reposPath(seeded.id));
    expect(prefixed.requests[0]?.headers.authorization).toBe('Bearer repos-token');
    expect(withToken.outputs.count).toBe('1');
    expect(everythingWritten(withToken)).not.toContain('repos-token');
  });
});
