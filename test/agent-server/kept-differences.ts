import type { AgentServerSettings } from '../../emulator/index.ts';

/*
 * Where the emulator's agent-server stand-in answers otherwise than the real agent server, on
 * purpose: the one place the contract suite says so. Each row gives what each server answers
 * (the suite asserts exactly that) and why the stand-in keeps its own.
 */

export type ServerKind = 'real' | 'stand-in';

/** What the deployment a stand-in serves is. */
export interface Deployed {
  deploymentId: string;
  revisionId: string;
  tenantId: string;
}

interface KeptDifference<Real, StandIn> {
  why: string;
  real: Real;
  'stand-in': StandIn;
}

function differ<Real, StandIn>(row: KeptDifference<Real, StandIn>) {
  return row;
}

export const KEPT_DIFFERENCES = {
  /** Whether `/info` names the host, and so which deployment and revision answer. */
  infoHost: differ({
    why: 'The hosted platform adds `host` to `/info`; the JS server alone has none. The stand-in stands for the hosted server, so it names the deployment and the revision it serves (the deploy action proves a revision with it).',
    real: (_: Deployed) => undefined,
    'stand-in': (deployed: Deployed) => ({
      kind: 'emulator',
      project_id: deployed.deploymentId,
      revision_id: deployed.revisionId,
      tenant_id: deployed.tenantId,
    }),
  }),
  /** What `/info` says of the server itself. */
  infoServer: differ({
    why: 'The stand-in is no JS server: it tells a version of its own, and neither `langgraph_js_version` nor `context: "js"`.',
    real: { context: 'js', hasJsVersion: true },
    'stand-in': { context: undefined, hasJsVersion: false },
  }),
  /** What the graphs do: the real server runs the test agent's code. */
  graphs: differ({
    why: "The stand-in runs no agent code: each graph of the agent config is switched to behave as the test agent's does (echo greets and echoes, boom raises, slow answers late, context tells its runtime context). The slow graph then answers with its greeting, not with how long it took.",
    real: { slowSays: 'done after 1500 ms' },
    'stand-in': { slowSays: 'Hello from slow!' },
  }),
  /** The error a raising graph reports, inside `__error__.message`. */
  raisedError: differ({
    why: "The stand-in raises the same error whatever the graph: a ValueError that says it was switched to fail (the deploy action's tests read it).",
    real: { error: 'Error', message: 'boom graph always fails' },
    'stand-in': { error: 'ValueError', message: 'The stand-in graph boom was switched to fail.' },
  }),
  /** What a run's state keeps of an input member the graph's state has no channel for. */
  unknownInputMembers: differ({
    why: 'A real graph keeps only the channels of its state schema; the stand-in has no schema and keeps every member of the input, which tests read back.',
    real: { keepsTopic: false },
    'stand-in': { keepsTopic: true },
  }),
  /** A run on a thread the server does not know. */
  unknownThread: differ({
    why: 'The real server (in memory) answers an unknown thread as a busy one; the stand-in says what happened, in the same plain text.',
    real: {
      status: 422,
      text: 'Thread is already running a task. Wait for it to finish or choose a different multitask strategy.',
    },
    'stand-in': { status: 404, text: 'Thread with ID <thread_id> not found' },
  }),
  /** The words of zod's issues. */
  zodIssues: differ({
    why: "The stand-in words the document's refusals as zod's issues, one per member (`invalid_type`, `Required`); the real server nests a union's issues (`invalid_union`, `Invalid input`). Both name the member in `path`.",
    real: { missingAssistantCode: 'invalid_union' },
    'stand-in': { missingAssistantCode: 'invalid_type' },
  }),
  /** Which routes need the key, unless the stand-in is switched (the suite switches it). */
  keyCheck: differ({
    why: "The test agent's `auth` handler asks for the key on every route but `/info`, as a server with custom auth does; the stand-in stands for the hosted platform, whose `/ok` needs none, unless switched to check keys as that handler does.",
    real: 'auth-handler' as const,
    'stand-in': 'platform' as const,
  }),
} as const;

/** How the stand-in is switched for the suite: its graphs and its key check (rows above). */
export const STAND_IN_SETTINGS: Partial<AgentServerSettings> = {
  keyCheck: KEPT_DIFFERENCES.keyCheck.real,
  graphs: { boom: 'error', slow: { slowMs: 1500 }, context: 'context' },
};
