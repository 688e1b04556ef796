// The failures a test can ask of the fake GitHub (see FakeGitHub.fail), answered as GitHub
// answers them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DOCS, send } from './fake-github-http.ts';
import type { FakeRoute } from './fake-github-routes.ts';

export type FakeFault =
  /** 403 as GitHub answers a GITHUB_TOKEN without the permission. */
  | 'missing-permission'
  /** 403 with `x-ratelimit-remaining: 0`: the primary rate limit. */
  | 'rate-limit-403'
  /** 429 with `retry-after` and `x-ratelimit-remaining: 0`. */
  | 'rate-limit-429'
  | 'not-found'
  | 'server-error'
  /** 200 with a login page in HTML, as a proxy or a captive portal answers. */
  | 'html-page'
  /** Closes the connection without an answer. */
  | 'disconnect'
  /** Never answers (until the server closes). */
  | 'hang'
  /** Answers with `FailOptions.answer` as it is: a body GitHub would never send. */
  | 'answer';

export interface FailOptions {
  /** How many requests fail; every one when unset. */
  times?: number;
  /** How many matching requests are answered normally before the failures start. */
  after?: number;
  /** Puts the request's Authorization header into the error message, as a careless proxy might. */
  echoAuthorization?: boolean;
  /** For the fault `answer`: the status (200 unless given), the body sent as JSON text, headers. */
  answer?: { status?: number; body: string; headers?: Record<string, string> };
}

/** Rate limits reset at a fixed time, so a warning that names it can be checked. */
const RESET = String(Date.UTC(2030, 0, 1, 12, 0, 0) / 1000);

/** GitHub's answers, with the headers that tell a rate limit from a refused permission. */
const FAULT_ANSWERS: Record<
  Exclude<FakeFault, 'disconnect' | 'hang' | 'html-page' | 'answer'>,
  { status: number; message: string; headers?: Record<string, string> }
> = {
  'missing-permission': { status: 403, message: 'Resource not accessible by integration' },
  'rate-limit-403': {
    status: 403,
    message: 'API rate limit exceeded for installation ID 1.',
    headers: {
      'x-ratelimit-limit': '1000',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': RESET,
    },
  },
  'rate-limit-429': {
    status: 429,
    message: 'You have exceeded a secondary rate limit.',
    headers: { 'retry-after': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': RESET },
  },
  'not-found': { status: 404, message: 'Not Found' },
  'server-error': { status: 500, message: 'Server Error' },
};

const HTML_PAGE =
  '<!DOCTYPE html>\n<html><head><title>Sign in to continue</title></head><body><form></form></body></html>';

interface Fault {
  route: FakeRoute | 'all';
  fault: FakeFault;
  remaining: number;
  passes: number;
  echoAuthorization: boolean;
  answer?: FailOptions['answer'];
}

/** The faults asked for so far, and the requests left hanging by them. */
export function fakeFaults() {
  let faults: Fault[] = [];
  const hanging = new Set<ServerResponse>();
  /** Closes the connections of the requests left hanging. */
  const dropHanging = () => {
    for (const response of hanging) response.socket?.destroy();
  };

  return {
    add(route: FakeRoute | 'all', fault: FakeFault, options: FailOptions = {}) {
      faults.push({
        route,
        fault,
        remaining: options.times ?? Number.POSITIVE_INFINITY,
        passes: options.after ?? 0,
        echoAuthorization: options.echoAuthorization ?? false,
        ...(options.answer && { answer: options.answer }),
      });
    },

    /** The fault a request to `route` meets, if any, counted as spent. */
    take(route: FakeRoute): Fault | undefined {
      const fault = faults.find((f) => (f.route === 'all' || f.route === route) && f.remaining > 0);
      if (!fault) return undefined;
      if (fault.passes > 0) {
        fault.passes -= 1;
        return undefined;
      }
      fault.remaining -= 1;
      return fault;
    },

    answer(fault: Fault, request: IncomingMessage, response: ServerResponse) {
      if (fault.fault === 'disconnect') return response.socket?.destroy();
      if (fault.fault === 'hang') return void hanging.add(response);
      if (fault.fault === 'html-page') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(HTML_PAGE);
      }
      if (fault.fault === 'answer') {
        response.writeHead(fault.answer?.status ?? 200, {
          'content-type': 'application/json; charset=utf-8',
          ...fault.answer?.headers,
        });
        return response.end(fault.answer?.body ?? '');
      }
      const answer = FAULT_ANSWERS[fault.fault];
      const echo = fault.echoAuthorization ? ` (sent ${request.headers.authorization})` : '';
      const body = { message: `${answer.message}${echo}`, documentation_url: DOCS };
      send(response, answer.status, body, answer.headers);
    },

    dropHanging,

    /** Forgets every fault and drops the requests left hanging. */
    reset() {
      faults = [];
      dropHanging();
      hanging.clear();
    },
  };
}
