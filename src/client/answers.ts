import type { z } from 'zod';
import { ServiceError, tooDeepDetail } from './service-error.ts';
import { Deployment, Listener, Revision, SourceRepositoryList } from './service-schemas.ts';
import type { Answer } from './transport.ts';

const RESOURCE_NAMES = new Map<z.ZodType, string>([
  [Deployment, 'a deployment'],
  [Revision, 'a revision'],
  [Listener, 'a listener'],
  [SourceRepositoryList, 'a list of repositories'],
]);

/**
 * The answer read as `schema`, every secret value it carries told to `onSecretValues` first.
 * Never a RangeError: the transport refuses answers nested deeper than it measures, and
 * whatever still overflows the stack while the answer is walked reads as unreadable.
 */
export function readAnswer<T extends z.ZodType>(
  method: string,
  path: string,
  schema: T,
  answer: Answer,
  onSecretValues: (values: string[]) => void,
): z.infer<T> {
  try {
    onSecretValues(collectSecretValues(answer.body));
    return parseAnswer(method, path, schema, answer);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw invalidAnswer(method, path, answer, tooDeepDetail(answer.status));
  }
}

export function parseAnswer<T extends z.ZodType>(
  method: string,
  path: string,
  schema: T,
  answer: Answer,
): z.infer<T> {
  const parsed = schema.safeParse(answer.body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  const resource = RESOURCE_NAMES.get(schema) ?? 'what this operation returns';
  throw invalidAnswer(
    method,
    path,
    answer,
    `the answer is not ${resource} (${where}${issue?.message ?? 'unexpected shape'})`,
  );
}

export function invalidAnswer(
  method: string,
  path: string,
  answer: Answer,
  detail: string,
): ServiceError {
  return new ServiceError({
    kind: 'invalid-response',
    method,
    path,
    status: answer.status,
    detail,
    mayHaveReachedService: true,
    pace: answer.pace,
  });
}

/**
 * `secrets[].value` wherever an answer carries it (a deployment, or each deployment of a page),
 * and a push token's `token`.
 */
export function collectSecretValues(body: unknown): string[] {
  const values: string[] = [];
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token === 'string' && token !== '') values.push(token);
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as { secrets?: unknown; resources?: unknown };
    if (Array.isArray(record.secrets)) {
      for (const secret of record.secrets) {
        const value = (secret as { value?: unknown } | null)?.value;
        if (typeof value === 'string' && value !== '') values.push(value);
      }
    }
    if (Array.isArray(record.resources)) record.resources.forEach(visit);
  };
  visit(body);
  return values;
}

/** Why an answer's id is not the one asked for (`expectId`), or is one a new resource cannot have. */
export function idProblem(
  value: unknown,
  expectId: string | undefined,
  refuseIds: readonly string[] = [],
): string | undefined {
  // A DELETE's 204 has no body at all, so there may be no value to read an id from.
  const id = String((value as { id?: unknown } | undefined)?.id);
  const same = (other: string) => id.toLowerCase() === other.toLowerCase();
  if (expectId !== undefined && !same(expectId)) {
    return `the answer is about ${id}, not the ${expectId} asked for`;
  }
  if (refuseIds.some(same)) {
    return `the answer is about ${id}, not a new resource`;
  }
  return undefined;
}
