import type { z } from 'zod';
import { loadContract } from '../../emulator/common/contract.ts';

/** emulator/openapi.yaml, compiled once for the file. */
export const contract = await loadContract();

export const SOME_ID = '0b6f3e8a-4c1d-4f7e-9a2b-5d8c7e6f1a3b';

type Location = Array<string | number>;

export interface Verdict {
  accepted: boolean;
  /** Where the body was refused, without the leading 'body'. */
  at: Location[];
}

/** What the document says of `body` as the request body of `operationId`. */
export function documentVerdict(operationId: string, body: unknown): Verdict {
  const operation = contract.operation(operationId);
  if (!operation) throw new Error(`${operationId} is not in the document`);
  const path = operation.path.replaceAll(/\{\w+\}/g, SOME_ID);
  const issues = contract.checkRequest({ operationId, path, query: {}, body });
  return { accepted: issues.length === 0, at: issues.map((issue) => issue.loc.slice(1)) };
}

/** What the client's zod schema says of `body`. */
export function clientVerdict(schema: z.ZodType, body: unknown): Verdict {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { accepted: true, at: [] };
  const at = parsed.error.issues.flatMap((issue): Location[] => {
    const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    return issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...path, key]) : [path];
  });
  return { accepted: false, at };
}

/** Whether each side accepts the body, side by side so a failure shows which one differs. */
export function acceptance(operationId: string, schema: z.ZodType, body: unknown) {
  return {
    document: documentVerdict(operationId, body).accepted,
    client: clientVerdict(schema, body).accepted,
  };
}

export const BOTH_ACCEPT = { document: true, client: true };

export interface RefusedCase {
  label: string;
  body: unknown;
  /** Where the body is wrong, without the leading 'body'. */
  at: Location;
}

/** Whether each side refuses the body, and whether it points at what is wrong with it. */
export function refusal(operationId: string, schema: z.ZodType, refused: RefusedCase) {
  const pointsAt = (verdict: Verdict) => verdict.at.some((at) => same(at, refused.at));
  const document = documentVerdict(operationId, refused.body);
  const client = clientVerdict(schema, refused.body);
  return {
    document: { refused: !document.accepted, pointsAtIt: pointsAt(document) },
    client: { refused: !client.accepted, pointsAtIt: pointsAt(client) },
  };
}

export const BOTH_REFUSE_AT_IT = {
  document: { refused: true, pointsAtIt: true },
  client: { refused: true, pointsAtIt: true },
};

function same(a: Location, b: Location): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index]);
}
