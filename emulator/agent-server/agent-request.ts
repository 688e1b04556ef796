import type { IncomingMessage } from 'node:http';
import {
  MAX_JSON_BODY_BYTES,
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  readCappedBody,
} from '../common/body-limits.ts';
import type { Contract } from '../common/contract.ts';
import { mediaType, recordedBody } from '../common/http-io.ts';
import type { Reply } from '../common/reply.ts';
import { zodIssues } from '../common/zod-issues.ts';
import { malformedJson, plainText, refused } from './agent-answers.ts';

/*
 * The body of a request to the agent-server stand-in, read as the real server reads it: JSON
 * when the request says so (plain text counts as JSON too), nothing (`{}`) under any other
 * content type; refused with 400 "Malformed JSON in request body" when it is not JSON, and with
 * zod's issue list when it or the path breaks the operation's schema. Emulator: at most 1 MiB
 * (413 for more) and nested at most 200 levels deep.
 */

export type AgentRequestBody =
  | { kind: 'gone' }
  | { kind: 'too-large'; reply: Reply }
  | { kind: 'refused'; reply: Reply; recorded: unknown }
  | { kind: 'read'; value: unknown; recorded: unknown };

export async function readAgentRequest(
  request: IncomingMessage,
  contract: Contract,
  operation: { operationId: string; route: string },
): Promise<AgentRequestBody> {
  const received = await readCappedBody(request, MAX_JSON_BODY_BYTES);
  if (received.kind === 'gone') return received;
  if (received.kind === 'too-large') {
    const reply = plainText(413, `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes.`);
    return { kind: 'too-large', reply };
  }
  const text = received.body.toString('utf8');
  const recorded = recordedBody(text);
  let value: unknown = {};
  if (readsAsJson(request.headers['content-type'])) {
    if (text.trim() === '' || nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return { kind: 'refused', reply: malformedJson(), recorded };
    }
    try {
      value = JSON.parse(text);
    } catch {
      return { kind: 'refused', reply: malformedJson(), recorded };
    }
  }
  const refusal = requestRefusal(contract, operation.operationId, operation.route, value);
  return refusal
    ? { kind: 'refused', reply: refusal, recorded }
    : { kind: 'read', value, recorded };
}

/** 400 with zod's issues when the path or the body breaks the operation's schema. */
function requestRefusal(
  contract: Contract,
  operationId: string,
  route: string,
  body: unknown,
): Reply | undefined {
  const errors = contract.requestErrors({ operationId, path: route, query: {}, body });
  return errors.length > 0 ? refused(zodIssues(errors)) : undefined;
}

/** JSON (`application/json`, `…+json`), or plain text, which the real server reads as JSON. */
function readsAsJson(contentType: string | undefined): boolean {
  const media = mediaType(contentType);
  return (
    media === 'application/json' ||
    /^application\/[a-z.-]+\+json$/.test(media) ||
    media === 'text/plain'
  );
}
