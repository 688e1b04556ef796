// src/evaluation/langsmith-errors.ts: the official client's errors read for the user: the status and
// LangSmith's own detail, or why no answer came.
import { describe, expect, it } from 'vitest';
import { describeTrouble, langSmithTrouble } from '../../src/evaluation/langsmith-errors.ts';

describe('a LangSmith error', () => {
  it('tells the status and the detail of an answer the client refused', () => {
    const error = new Error(
      'Failed to create project. Received status [403]: Forbidden. Message: {"detail":"Forbidden: key lacks write access"}',
    );
    const trouble = langSmithTrouble(error);
    expect(trouble).toEqual({
      kind: 'status',
      status: 403,
      detail: 'Forbidden: key lacks write access',
    });
    expect(describeTrouble(trouble)).toBe('HTTP 403: Forbidden: key lacks write access');
  });

  it('tells the client’s own words for an organization key without a workspace', () => {
    const error = new Error(
      "Failed to fetch /datasets. Received status [403]: Forbidden. Message: This API key is org-scoped and requires workspace specification. Please provide 'workspaceId' parameter.",
    );
    expect(describeTrouble(langSmithTrouble(error))).toBe(
      "HTTP 403: This API key is org-scoped and requires workspace specification. Please provide 'workspaceId' parameter.",
    );
  });

  it('tells the body’s start when it is not JSON, and a JSON error member', () => {
    const html = new Error(
      'Failed to x. Received status [502]: Bad Gateway. Message: <html>bad</html>',
    );
    expect(describeTrouble(langSmithTrouble(html))).toBe('HTTP 502: <html>bad</html>');
    const member = new Error(
      'Failed to x. Received status [400]: Bad Request. Message: {"error":"bad tag"}',
    );
    expect(describeTrouble(langSmithTrouble(member))).toBe('HTTP 400: bad tag');
  });

  it('tells why no answer came', () => {
    const error = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    expect(describeTrouble(langSmithTrouble(error))).toBe('no answer (ECONNREFUSED)');
  });

  it('tells anything else by its first line', () => {
    expect(describeTrouble(langSmithTrouble(new Error('Dataset not found\nstack')))).toBe(
      'Dataset not found',
    );
  });
});
