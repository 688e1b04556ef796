import type { ServerResponse } from 'node:http';
import { sendReply } from '../common/http-io.ts';
import type { Reply } from '../common/reply.ts';

/** How often a run still going sends a newline, as the real server does. */
const KEEP_ALIVE_MS = 1000;

/**
 * Sends a run's answer as the real server does: the status and headers at once, a `\n` every
 * KEEP_ALIVE_MS while the graph runs (`delayMs`), then the body, in chunks of one response
 * without a declared length. Any other answer (an unknown assistant, a 500) goes as it is. Timers are kept in `timers` (the server clears them on close)
 * and dropped when the client leaves first.
 */
export function sendRunAnswer(
  response: ServerResponse,
  answer: { reply: Reply; delayMs: number },
  timers: Set<NodeJS.Timeout>,
): void {
  const { reply, delayMs } = answer;
  if (reply.status !== 200 || typeof reply.body !== 'string') {
    sendReply(response, reply);
    return;
  }
  response.writeHead(reply.status, reply.headers);
  const body = reply.body;
  if (delayMs <= 0) {
    response.end(body);
    return;
  }
  const stop = () => {
    clearInterval(ticking);
    clearTimeout(finishing);
    timers.delete(ticking);
    timers.delete(finishing);
  };
  const ticking = setInterval(() => response.write('\n'), KEEP_ALIVE_MS);
  const finishing = setTimeout(() => {
    stop();
    response.end(body);
  }, delayMs);
  timers.add(ticking);
  timers.add(finishing);
  response.once('close', stop);
}
