import {
  type AgentServerCheck,
  callAgentServer,
  endpointOf,
  REQUEST_TIMEOUT_MS,
  SERVER_ID,
  whoseTime,
} from './agent-server-request.ts';
import { isPlainObject, readRunAnswer } from './run-answer.ts';

/** A thread's answer is a few hundred bytes; more is not read. */
const MAX_THREAD_BYTES = 64 * 1024;

export interface ThreadRequest extends AgentServerCheck {
  apiKey?: string | undefined;
}

/**
 * A new thread for a conversation (`POST /threads` with `{}`), and the URL its runs go to; or
 * why there is none. The thread's id comes from the server, so it is checked before it goes
 * into a path, and the path must stay on the deployment's URL.
 */
export async function startThread(
  check: ThreadRequest,
  deploymentUrl: string,
  budgetMs: number,
): Promise<{ ok: true; url: string } | { ok: false; problem: string }> {
  const fail = (why: string) => ({ ok: false as const, problem: `no thread was started: ${why}` });
  const threads = endpointOf(deploymentUrl, '/threads');
  if (!threads.ok) return fail(threads.problem);
  const threadsUrl = threads.url;
  if (budgetMs < 100) return fail(`${whoseTime(check)} left no time`);
  const timeoutMs = Math.min(REQUEST_TIMEOUT_MS, budgetMs);
  const answer = await callAgentServer({
    url: threadsUrl,
    method: 'POST',
    body: {},
    apiKey: check.apiKey,
    signal: check.signal,
    timeoutMs,
    maxBodyBytes: MAX_THREAD_BYTES,
    dispatcher: check.dispatcher,
  });
  const read = readRunAnswer(answer, `POST ${threadsUrl} got no answer within ${timeoutMs}ms`);
  if (!read.ok) return fail(`POST ${threadsUrl} → ${read.problem}`);
  const threadId = isPlainObject(read.output) ? read.output.thread_id : undefined;
  if (typeof threadId !== 'string' || !SERVER_ID.test(threadId)) {
    return fail(`POST ${threadsUrl} answered no thread_id in the form of an id`);
  }
  const runs = endpointOf(deploymentUrl, `/threads/${threadId}/runs/wait`);
  return runs.ok ? runs : fail(runs.problem);
}
