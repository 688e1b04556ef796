import { createHash } from 'node:crypto';

/*
 * Emulator: the graphs of a deployed agent, as the agent-server stand-in runs them. Each graph
 * of the agent config has a default assistant whose id the real server derives from the graph's
 * name alone (uuid v5), so it is the same in every deployment. A run is a small deterministic
 * stand-in of the graph, whose state keeps `messages` as LangGraph's list reducer does: it
 * answers the last user message with a greeting that echoes it, or tells its runtime context.
 */

/** How a graph answers a run: as it should, or broken in one of three ways. */
export type GraphBehaviour =
  /** Greets and echoes the last user message. */
  | 'answer'
  /** Answers the `user` of the run's runtime context (`context`), or "no context". */
  | 'context'
  /** Raises: 200 with `__error__`, as the real server answers a graph that raised. */
  | 'error'
  /** 500 `{detail}`, as a server whose graph could not even start does. */
  | 'status-500'
  /** Answers as it should, after this long (the answer keeps the connection alive meanwhile). */
  | { slowMs: number };

/** The graphs of an agent config that does not say (a repository the emulator cannot read). */
export const DEFAULT_GRAPHS: readonly string[] = ['agent'];

/** The namespace in which the real server derives a graph's default assistant id (uuid v5). */
const ASSISTANT_NAMESPACE = '6ba7b821-9dad-11d1-80b4-00c04fd430c8';

export interface Assistant {
  assistant_id: string;
  version: number;
  config: Record<string, unknown>;
  context: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  graph_id: string;
  metadata: Record<string, unknown>;
  name: string;
  description: string | null;
}

/** The default assistant of a graph: the same id for the same graph, in every deployment. */
export function defaultAssistant(graphId: string, at: string): Assistant {
  return {
    assistant_id: uuidV5(graphId, ASSISTANT_NAMESPACE),
    version: 1,
    config: {},
    context: {},
    created_at: at,
    updated_at: at,
    graph_id: graphId,
    metadata: { created_by: 'system' },
    name: graphId,
    description: null,
  };
}

/** The graph an `assistant_id` names: a graph's name, or a default assistant's id. */
export function graphNamed(graphs: readonly string[], assistantId: string): string | undefined {
  if (graphs.includes(assistantId)) return assistantId;
  return graphs.find((graph) => uuidV5(graph, ASSISTANT_NAMESPACE) === assistantId);
}

/** What the stand-in graph did: the state after the run, or the error it raised. */
export type GraphOutcome =
  | { kind: 'state'; state: Record<string, unknown> }
  | { kind: 'raised'; error: { error: string; message: string } };

/**
 * One run of the stand-in graph on `before` (a thread's state; empty without a thread). The
 * input's members are kept in the state; `messages` grow as LangGraph's list reducer grows them.
 * A run with no input, or one that is not an object, raises as LangGraph does.
 */
export function runStandInGraph(
  graphId: string,
  behaviour: 'answer' | 'context' | 'error',
  run: { input?: unknown; context?: unknown },
  before: Record<string, unknown> = {},
): GraphOutcome {
  const { input } = run;
  if (input === undefined || input === null) {
    return raised('EmptyInputError', 'Received no input writes for "__start__"');
  }
  if (!isObject(input)) {
    const received = Array.isArray(input) ? 'array' : typeof input;
    return raised(
      'InvalidUpdateError',
      `Expected node "__start__" to return an object or an array containing at least one Command object, received ${received}`,
    );
  }
  if (behaviour === 'error') {
    return raised('ValueError', `The stand-in graph ${graphId} was switched to fail.`);
  }
  const { messages: added, ...members } = input;
  let messages = listOf(before.messages);
  if ('messages' in input) messages = messages.concat(added);
  const content =
    behaviour === 'context' ? contextUser(run.context) : greeting(graphId, lastUserText(messages));
  return {
    kind: 'state',
    state: { ...before, ...members, messages: [...messages, { role: 'assistant', content }] },
  };
}

/** The answer a graph that raised gets: the error's JSON inside `message`, as the real server nests it. */
export function raisedAnswer(error: { error: string; message: string }): Record<string, unknown> {
  return { __error__: { error: 'Error', message: JSON.stringify(error) } };
}

function raised(error: string, message: string): GraphOutcome {
  return { kind: 'raised', error: { error, message } };
}

function greeting(graphId: string, said: string | undefined): string {
  return `Hello from ${graphId}!${said === undefined ? '' : ` You said: ${said}`}`;
}

function contextUser(context: unknown): unknown {
  return (isObject(context) ? context.user : undefined) ?? 'no context';
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The text of the last message a user sent, if it is text. */
function lastUserText(messages: unknown[]): string | undefined {
  const said = messages.findLast(
    (message) => isObject(message) && (message.role === 'user' || message.type === 'human'),
  ) as Record<string, unknown> | undefined;
  return typeof said?.content === 'string' ? said.content : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RFC 9562's name-based uuid (SHA-1, version 5). */
function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
