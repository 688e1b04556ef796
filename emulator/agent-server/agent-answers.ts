import { mediaType } from '../common/http-io.ts';
import { json, type Reply } from '../common/reply.ts';
import type { ZodIssue } from '../common/zod-issues.ts';

/*
 * The agent server's own words for what it refuses, as its JS implementation answers: plain
 * text for a refused key, an unknown assistant or thread, a page that is not there and a body
 * that is not JSON; a zod issue list for a body or a path that breaks its schema.
 */

/** What the real server's errors carry (a Response built from text). */
export const ERROR_TEXT = 'text/plain;charset=UTF-8';
/** What its runs' answers and its "404 Not Found" page carry. */
export const RUN_TEXT = 'text/plain; charset=UTF-8';

export function plainText(status: number, text: string, contentType = ERROR_TEXT): Reply {
  return { status, body: text, headers: { 'content-type': contentType } };
}

/** A route that is not there, or not for this method. */
export const notFoundPage = (): Reply => plainText(404, '404 Not Found', RUN_TEXT);
export const malformedJson = (): Reply => plainText(400, 'Malformed JSON in request body');
/** The words of a key-checking `auth` handler (the platform's key check says the same). */
export const missingKey = (): Reply => plainText(401, 'Missing x-api-key');
export const invalidKey = (): Reply => plainText(403, 'Invalid x-api-key');

export const noAssistant = (assistantId: string): Reply =>
  plainText(
    404,
    `No assistant found for "${assistantId}". Make sure the assistant ID is for a valid assistant or a valid graph ID.`,
  );

export const assistantNotFound = (): Reply => plainText(404, 'Assistant not found');
export const threadNotFound = (threadId: string): Reply =>
  plainText(404, `Thread with ID ${threadId} not found`);
export const threadExists = (): Reply => plainText(409, 'Thread already exists');

export function refused(issues: ZodIssue[]): Reply {
  return json(400, { success: false, error: { issues, name: 'ZodError' } });
}

/** The media type a reply goes with, as the emulator's document names it. */
export function mediaTypeOf(reply: Reply): string {
  const declared = reply.headers?.['content-type'];
  if (declared !== undefined) return mediaType(declared);
  return typeof reply.body === 'string' ? 'text/plain' : 'application/json';
}
