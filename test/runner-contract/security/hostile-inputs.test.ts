import { afterAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../../emulator/index.ts';
import { defaultInputs, readManifest } from '../../../scripts/runner/action-manifest.ts';
import { ACTION_ENTRIES, failureMessage, runAction } from '../../../scripts/runner/run-action.ts';
import {
  EXTRA_MEMBERS_IN_A_LIST,
  HOSTILE_KINDS,
  HOSTILE_VALUES,
  type HostileKind,
} from '../../support/hostile-values.ts';
import { writtenText } from '../../support/written.ts';
import { HOSTILE_TABLE, type HostileAction, outcomeFor } from './hostile-table.ts';

const API_KEY = 'sk-hostile-5e8a2c4f1b';
const DEPLOYMENT_ID = '3a6f1e9d-7c2b-4d8e-9f0a-1b2c3d4e5f60';
const INTEGRATION_ID = '7b3e9d1c-5a2f-4c8e-b6d4-0e9f8a7b6c52';
const ACTIONS: HostileAction[] = ['deploy', 'listener', 'repos', 'delete', 'registry', 'sweep'];

/** Every path a request may take: fixed words and ids that are UUIDs, nothing else. */
const ALLOWED_PATHS = [
  /^\/v2\/deployments\/[0-9a-f-]{36}(\/revisions(\/[0-9a-f-]{36})?)?$/,
  /^\/v2\/deployments\/[0-9a-f-]{36}\/push-token$/,
  /^\/v2\/deployments$/,
  /^\/v2\/listeners(\/[0-9a-f-]{36})?$/,
  /^\/v1\/integrations\/forge\/sourcehost\/[0-9a-f-]{36}\/repos$/,
];

/** What a workflow would pass besides the input under test. */
function baseInputs(action: HostileAction, emu: Emulator): Record<string, string> {
  const connection = { 'base-url': emu.url, 'api-key': API_KEY };
  const own: Record<HostileAction, Record<string, string>> = {
    deploy: { 'deployment-id': DEPLOYMENT_ID, 'repo-ref': 'main', 'poll-interval': '100ms' },
    listener: { 'compute-id': 'cluster-a' },
    repos: { 'integration-id': INTEGRATION_ID },
    delete: { 'deployment-name': 'no-such-agent' },
    registry: { 'deployment-id': DEPLOYMENT_ID },
    sweep: { 'name-pattern': 'no-such-agent-{number}' },
  };
  return { ...defaultInputs(action), ...connection, ...own[action] };
}

function hostileValue(input: string, kind: HostileKind): string {
  if (kind === 'JSON with extra members' && input === 'secret-references') {
    return EXTRA_MEMBERS_IN_A_LIST;
  }
  return HOSTILE_VALUES[kind];
}

/** The emulator a case runs against; a credential under test is one it accepts. */
async function emulatorFor(input: string, value: string): Promise<Emulator> {
  const emu = await startEmulator({
    stepMs: 1,
    apiKeys: [API_KEY, ...(input === 'api-key' && value ? [value] : [])],
    ...(input === 'bearer-token' && value && { bearerTokens: [value] }),
  });
  emu.seedDeployment({ id: DEPLOYMENT_ID });
  emu.seedIntegration({ id: INTEGRATION_ID, repositories: [{ owner: 'acme', name: 'agents' }] });
  return emu;
}

const cases = ACTIONS.flatMap((action) =>
  Object.keys(readManifest(action).inputs).flatMap((input) =>
    HOSTILE_KINDS.map((kind) => [action, input, kind] as const),
  ),
);

afterAll(() => {
  console.log(
    `hostile inputs tried: ${cases.length} (${ACTIONS.length} actions, ${HOSTILE_KINDS.length} values per input)`,
  );
});

describe('the hostile-input table', () => {
  it.each(ACTIONS)('covers every input of %s in action.yml', (action) => {
    expect(Object.keys(HOSTILE_TABLE[action]).sort()).toEqual(
      Object.keys(readManifest(action).inputs).sort(),
    );
  });
});

describe.concurrent('hostile input', () => {
  it.for(cases)('%s: %s = %s', async ([action, input, kind], { expect, onTestFinished }) => {
    const rule = HOSTILE_TABLE[action][input];
    if (!rule) throw new Error(`no rule for ${action} ${input}`);
    const value = hostileValue(input, kind);
    const emu = await emulatorFor(input, value.trim());
    onTestFinished(() => emu.close());
    const inputs = { ...baseInputs(action, emu), [input]: value };
    if (input === 'bearer-token') inputs['api-key'] = '';
    // Inputs that need a partner are tried with it, so the table shows the input's own rule.
    if (input === 'deployment-name') inputs['deployment-id'] = '';
    if (input === 'source-path') inputs['agent-config-path'] = 'langgraph.json';
    if (input === 'repository' && value.trim()) inputs['integration-id'] = INTEGRATION_ID;
    const run = await runAction(ACTION_ENTRIES[action], { inputs });
    const outcome = outcomeFor(rule, kind);
    const message = failureMessage(run);

    if ('refused' in outcome) {
      expect(run.exitCode).toBe(1);
      expect(emu.requests).toEqual([]);
      const partner =
        input === 'bearer-token' && /bearer-token is given/.test(message)
          ? 'api-key'
          : input === 'deployment-name' && /or deployment-name is required/.test(message)
            ? 'deployment-id'
            : input === 'github-token' && /is required without github-token/.test(message)
              ? 'max-idle'
              : input;
      const prefix = `Input "${partner}": `;
      expect(message.startsWith(prefix), message).toBe(true);
      expect(message.slice(prefix.length)).toMatch(outcome.refused);
      // The message names the problem; it does not repeat a long or multi-line value.
      expect(message.length).toBeLessThan(400);
    } else {
      expect(run.exitCode, message).toBe(outcome.accepted);
      expect(emu.requests.length, 'validation let it through').toBeGreaterThan(0);
      for (const request of emu.requests) {
        expect(
          ALLOWED_PATHS.some((path) => path.test(request.path)),
          request.path,
        ).toBe(true);
      }
    }
    if (
      ['api-key', 'bearer-token', 'secrets', 'github-token'].includes(input) &&
      value.trim().length > 3
    ) {
      expect(writtenText(run)).not.toContain(value.trim());
    }
  });
});
