import { createHash } from 'node:crypto';

/*
 * Emulator: the graphs of a deployed agent, as the agent-server stand-in runs them. Each graph
 * of the agent config has a default assistant whose `graph_id` is the graph's name (facts); a
 * run is a small deterministic stand-in of the graph: it answers the last user message with a
 * fixed greeting that echoes it, and keeps the rest of the input as the graph's state.
 */

/** How a graph answers `POST /runs/wait`: as it should, or broken in one of three ways. */
export type GraphBehaviour =
  | 'answer'
  /** 200 with an `__error__` member, as a graph that raised does. */
  | 'error'
  /** 500 `{detail}`, as a server whose graph could not even start does. */
  | 'status-500'
  /** Answers as it should, after this long. */
  | { slowMs: number };

/** The graphs of an agent config that does not say (a repository the emulator cannot read). */
export const DEFAULT_GRAPHS: readonly string[] = ['agent'];

export interface Assistant {
  assistant_id: string;
  graph_id: string;
  name: string;
  config: Record<string, unknown>;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  version: number;
}

/** The default assistant of a graph: the same id for the same deployment and graph, always. */
export function defaultAssistant(deploymentId: string, graphId: string, at: string): Assistant {
  return {
    assistant_id: stableUuid(`${deploymentId}/${graphId}`),
    graph_id: graphId,
    name: graphId,
    config: {},
    metadata: { created_by: 'system' },
    created_at: at,
    updated_at: at,
    version: 1,
  };
}

/** The graph an `assistant_id` names: a graph's name, or a default assistant's id. */
export function graphNamed(
  deploymentId: string,
  graphs: readonly string[],
  assistantId: string,
): string | undefined {
  if (graphs.includes(assistantId)) return assistantId;
  return graphs.find((graph) => stableUuid(`${deploymentId}/${graph}`) === assistantId);
}

/**
 * The run's final state: the input's members, and `messages` with one more, the graph's
 * answer: `Hello from <graph>! You said: <last user message>` (or without the echo when the
 * input holds no user message).
 */
export function runStandInGraph(graphId: string, input: unknown): Record<string, unknown> {
  const state: Record<string, unknown> = isObject(input) ? { ...input } : { input };
  const messages = Array.isArray(state.messages) ? state.messages : [];
  const said = lastUserText(messages);
  const content = `Hello from ${graphId}!${said === undefined ? '' : ` You said: ${said}`}`;
  return { ...state, messages: [...messages, { role: 'assistant', content }] };
}

/** What a graph that raised answers: 200 with `__error__` (facts). */
export function graphError(graphId: string): Record<string, unknown> {
  return {
    __error__: {
      error: 'ValueError',
      message: `The stand-in graph ${graphId} was switched to fail.`,
    },
  };
}

function lastUserText(messages: unknown[]): string | undefined {
  for (const message of [...messages].reverse()) {
    if (!isObject(message)) continue;
    const role = message.role ?? message.type;
    if ((role === 'user' || role === 'human') && typeof message.content === 'string') {
      return message.content;
    }
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A UUID-shaped hash of `text`, so an id is the same on every start of the emulator. */
function stableUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
