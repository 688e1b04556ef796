import { randomUUID } from 'node:crypto';
import { isoTime } from '../common/clock.ts';
import { detail, json, type Reply } from '../common/reply.ts';
import {
  assistantNotFound,
  noAssistant,
  notFoundPage,
  RUN_TEXT,
  threadExists,
  threadNotFound,
} from './agent-answers.ts';
import {
  type Assistant,
  defaultAssistant,
  graphNamed,
  raisedAnswer,
  runStandInGraph,
} from './agent-graphs.ts';
import type { AgentServerSettings } from './agent-server-routes.ts';
import { MAX_THREAD_STATE_BYTES, type StandInThreads } from './agent-threads.ts';
import { hostOf, type ServedDeployment } from './served-deployment.ts';

/*
 * What the agent-server stand-in answers on each of its routes, given a request the document
 * allows: the real server's answers for the same request, but for what a stand-in cannot do
 * (run the agent's code: its graphs answer as they are switched to, see agent-graphs.ts).
 */

/** The stand-in's server version, as `/info` tells it. */
const SERVER_VERSION = '0.4.20';

/** `GET /info`: the server names the deployment it belongs to and the revision it runs. */
export function infoReply(served: ServedDeployment, settings: AgentServerSettings): Reply {
  if (settings.info === 'absent') return notFoundPage();
  return json(200, {
    version: SERVER_VERSION,
    flags: { assistants: true, crons: false },
    host: hostOf(served, { revision: settings.info === 'revision' }),
  });
}

interface AssistantQuery {
  graph_id?: string;
  name?: string;
  metadata?: Record<string, unknown>;
  limit?: number;
  offset?: number;
  select?: string[];
}

/**
 * `POST /assistants/search`: the default assistant of each graph, filtered as the real server
 * filters (`graph_id`, a part of `name`, `metadata` contained), newest first, paged.
 */
export function searchAssistantsReply(served: ServedDeployment, body: unknown): Reply {
  const query = body as AssistantQuery;
  const found = assistantsOf(served)
    .filter((assistant) => query.graph_id === undefined || assistant.graph_id === query.graph_id)
    .filter(
      (assistant) =>
        query.name === undefined || assistant.name.toLowerCase().includes(query.name.toLowerCase()),
    )
    .filter((assistant) => contains(assistant.metadata, query.metadata ?? {}))
    .reverse();
  const offset = query.offset ?? 0;
  const page = found.slice(offset, offset + (query.limit ?? 10)).map((assistant) => {
    const { select } = query;
    if (!select) return assistant;
    return Object.fromEntries(Object.entries(assistant).filter(([key]) => select.includes(key)));
  });
  return { ...json(200, page), headers: { 'x-pagination-total': String(found.length) } };
}

/** `GET /assistants/{assistant_id}`: by its id or its graph's name. */
export function getAssistantReply(served: ServedDeployment, assistantId: string): Reply {
  const graph = graphNamed(served.graphs, assistantId);
  const assistant = assistantsOf(served).find((each) => each.graph_id === graph);
  return assistant ? json(200, assistant) : assistantNotFound();
}

/** `POST /threads`: a new thread, or the one `thread_id` names when `if_exists` says so. */
export function createThreadReply(
  threads: StandInThreads,
  served: ServedDeployment,
  body: unknown,
): Reply {
  const request = body as {
    thread_id?: string;
    metadata?: Record<string, unknown>;
    if_exists?: 'raise' | 'do_nothing';
  };
  const created = threads.create(served.id, request.thread_id, request.metadata);
  if (created) return json(200, created);
  const existing = request.thread_id && threads.get(served.id, request.thread_id);
  return existing && request.if_exists === 'do_nothing' ? json(200, existing) : threadExists();
}

/** A run's answer, and how long the graph takes before it (the answer keeps the line alive). */
export interface RunAnswer {
  reply: Reply;
  delayMs: number;
}

/**
 * `POST /runs/wait` and `POST /threads/{thread_id}/runs/wait`: the run's final state (a
 * thread's whole state), or `__error__` for a graph that raised; 200 either way, as plain
 * text with `Content-Location: …/runs/<run_id>`, as the real server answers.
 */
export function runReply(
  threads: StandInThreads,
  served: ServedDeployment,
  settings: AgentServerSettings,
  body: unknown,
  threadId?: string,
): RunAnswer {
  const run = body as { assistant_id: string; input?: unknown; context?: unknown };
  const graph = graphNamed(served.graphs, run.assistant_id);
  if (graph === undefined) return { delayMs: 0, reply: noAssistant(run.assistant_id) };
  if (threadId !== undefined && !threads.get(served.id, threadId)) {
    return { delayMs: 0, reply: threadNotFound(threadId) };
  }
  const behaviour = settings.graphs[graph] ?? settings.graphs['*'] ?? 'answer';
  if (behaviour === 'status-500') {
    return {
      delayMs: 0,
      reply: detail(500, `The stand-in graph ${graph} was switched to answer 500.`),
    };
  }
  const slow = typeof behaviour === 'object';
  const before = threadId === undefined ? {} : threads.values(threadId);
  const outcome = runStandInGraph(graph, slow ? 'answer' : behaviour, run, before);
  let answer: Record<string, unknown>;
  if (outcome.kind === 'raised') answer = raisedAnswer(outcome.error);
  else if (threadId === undefined || threads.keep(threadId, outcome.state)) answer = outcome.state;
  else {
    answer = raisedAnswer({
      error: 'StateTooLarge',
      message: `The stand-in keeps at most ${MAX_THREAD_STATE_BYTES} bytes of state per thread.`,
    });
  }
  const runPath = `/runs/${randomUUID()}`;
  return {
    delayMs: slow ? behaviour.slowMs : 0,
    reply: {
      status: 200,
      body: JSON.stringify(answer),
      headers: {
        'content-type': RUN_TEXT,
        'content-location': threadId === undefined ? runPath : `/threads/${threadId}${runPath}`,
      },
    },
  };
}

/** The default assistants of the graphs served, in the order the graphs were registered. */
function assistantsOf(served: ServedDeployment): Assistant[] {
  return served.graphs.map((graph, index) =>
    defaultAssistant(graph, isoTime(served.since + index)),
  );
}

/** Whether `whole` holds every member of `part` (JSON containment, as the real server filters). */
function contains(whole: unknown, part: unknown): boolean {
  if (typeof part !== 'object' || part === null) return whole === part;
  if (typeof whole !== 'object' || whole === null) return false;
  if (Array.isArray(part)) {
    return Array.isArray(whole) && part.every((item) => whole.some((one) => contains(one, item)));
  }
  return Object.entries(part).every(([key, value]) =>
    contains((whole as Record<string, unknown>)[key], value),
  );
}
