// Every input of every action that asks the control plane, tried with each hostile value;
// hostile-table.ts says what each must get. The table runs in this process, through each
// action's own input reader and core, with a runtime that keeps what the step writes in the
// runner's forms (support/in-process-action.ts). One refused input per action is then spawned
// from dist/ as the runner starts it: the bundle reads its inputs, refuses before any request,
// puts the message on the runner's log and exits with 1, as the table's runs do in-process.
import { afterAll, describe, type ExpectStatic, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../../emulator/index.ts';
import { defaultInputs, readManifest } from '../../../scripts/runner/action-manifest.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  failureMessage,
  runAction,
} from '../../../scripts/runner/run-action.ts';
import {
  EXTRA_MEMBERS_IN_A_LIST,
  HOSTILE_KINDS,
  HOSTILE_VALUES,
  type HostileKind,
} from '../../support/hostile-values.ts';
import { runInProcess } from '../../support/in-process-action.ts';
import { writtenText } from '../../support/written.ts';
import { HOSTILE_TABLE, type HostileAction, outcomeFor } from './hostile-table.ts';

const API_KEY = 'sk-hostile-5e8a2c4f1b';
const DEPLOYMENT_ID = '3a6f1e9d-7c2b-4d8e-9f0a-1b2c3d4e5f60';
const INTEGRATION_ID = '7b3e9d1c-5a2f-4c8e-b6d4-0e9f8a7b6c52';
const ACTIONS: HostileAction[] = ['deploy', 'listener', 'repos', 'delete', 'registry', 'sweep'];
const CREDENTIALS = ['api-key', 'bearer-token', 'secrets', 'github-token'];

/** Every path a request may take: fixed words and ids that are UUIDs, nothing else. */
const ALLOWED_PATHS = [
  /^\/v2\/deployments\/[0-9a-f-]{36}(\/revisions(\/[0-9a-f-]{36})?)?$/,
  /^\/v2\/deployments\/[0-9a-f-]{36}\/push-token$/,
  /^\/v2\/deployments$/,
  /^\/v2\/listeners(\/[0-9a-f-]{36})?$/,
  /^\/v1\/integrations\/forge\/sourcehost\/[0-9a-f-]{36}\/repos$/,
];

type Case = readonly [HostileAction, string, HostileKind];

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

/** The case's inputs: the input under test, and the partner it needs to show its own rule. */
function inputsFor([action, input, kind]: Case, emu: Emulator): Record<string, string> {
  const value = hostileValue(input, kind);
  const inputs = { ...baseInputs(action, emu), [input]: value };
  if (input === 'bearer-token') inputs['api-key'] = '';
  if (input === 'deployment-name') inputs['deployment-id'] = '';
  if (input === 'source-path') inputs['agent-config-path'] = 'langgraph.json';
  if (input === 'repository' && value.trim()) inputs['integration-id'] = INTEGRATION_ID;
  if (input === 'eval-dataset' && value.trim()) {
    Object.assign(inputs, {
      'eval-assistant': 'agent',
      'eval-evaluators': 'exact',
      'eval-threshold': 'exact >= 0.5',
    });
  }
  return inputs;
}

/** The input a refusal names: the input under test, or the partner whose rule met it first. */
function namedInput(input: string, message: string): string {
  if (input === 'bearer-token' && /bearer-token is given/.test(message)) return 'api-key';
  if (input === 'deployment-name' && /or deployment-name is required/.test(message)) {
    return 'deployment-id';
  }
  if (input === 'github-token' && /is required without github-token/.test(message)) {
    return 'max-idle';
  }
  return input;
}

/** Runs one case with `run` (in this process or spawned) and checks what the table says. */
async function expectTableOutcome(
  hostile: Case,
  run: (action: HostileAction, inputs: Record<string, string>) => Promise<ActionRun>,
  expect: ExpectStatic,
): Promise<void> {
  const [action, input, kind] = hostile;
  const rule = HOSTILE_TABLE[action][input];
  if (!rule) throw new Error(`no rule for ${action} ${input}`);
  const value = hostileValue(input, kind);
  const emu = await emulatorFor(input, value.trim());
  try {
    const result = await run(action, inputsFor(hostile, emu));
    const outcome = outcomeFor(rule, kind);
    const message = failureMessage(result);

    if ('refused' in outcome) {
      expect(result.exitCode, message).toBe(1);
      expect(emu.requests).toEqual([]);
      const prefix = `Input "${namedInput(input, message)}": `;
      expect(message.startsWith(prefix), message).toBe(true);
      expect(message.slice(prefix.length)).toMatch(outcome.refused);
      // The message names the problem; it does not repeat a long or multi-line value.
      expect(message.length).toBeLessThan(400);
    } else {
      expect(result.exitCode, message).toBe(outcome.accepted);
      expect(emu.requests.length, 'validation let it through').toBeGreaterThan(0);
      for (const request of emu.requests) {
        expect(
          ALLOWED_PATHS.some((path) => path.test(request.path)),
          request.path,
        ).toBe(true);
      }
    }
    if (CREDENTIALS.includes(input) && value.trim().length > 3) {
      expect(writtenText(result)).not.toContain(value.trim());
    }
  } finally {
    await emu.close();
  }
}

const cases: Case[] = ACTIONS.flatMap((action) =>
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

describe.concurrent('hostile input, in this process', () => {
  it.for(cases)('%s: %s = %s', (hostile, { expect }) =>
    expectTableOutcome(hostile, (action, inputs) => runInProcess(action, { inputs }), expect),
  );
});

/** A refused input per action, one of them a credential that must not be echoed. */
const SPAWNED: Case[] = [
  ['deploy', 'api-key', 'unicode'],
  ['listener', 'listener-id', 'newline in an id'],
  ['repos', 'integration-id', 'JSON with extra members'],
  ['delete', 'deployment-id', '../ in an id'],
  ['registry', 'image-name', '10 kB'],
  ['sweep', 'max-deletes', 'huge number'],
];

describe.concurrent('hostile input, spawned from dist/ as the runner starts it', () => {
  it('is one case of each action the table tries', ({ expect }) => {
    expect(new Set(SPAWNED.map(([action]) => action))).toEqual(new Set(ACTIONS));
    for (const [action, input, kind] of SPAWNED) {
      const rule = HOSTILE_TABLE[action][input];
      expect(rule && 'refused' in outcomeFor(rule, kind), `${action} ${input}`).toBe(true);
    }
  });

  it.for(SPAWNED)('%s: %s = %s', (hostile, { expect }) =>
    expectTableOutcome(
      hostile,
      (action, inputs) => runAction(ACTION_ENTRIES[action], { inputs }),
      expect,
    ),
  );
});
