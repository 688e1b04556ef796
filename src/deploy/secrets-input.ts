import { z } from 'zod';
import type { Secret } from '../client/deployment-schemas.ts';

const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** Names the platform sets itself (docs/service.md); public clients drop them, this action refuses them. */
export const RESERVED_SECRET_NAMES: ReadonlySet<string> = new Set([
  'POSTGRES_URI',
  'POSTGRES_PASSWORD',
  'DATABASE_URI',
  'REDIS_URI',
  'POSTGRES_URI_CUSTOM',
  'REDIS_URI_CUSTOM',
  'PATH',
  'PORT',
  'MOUNT_PREFIX',
  'LOG_JSON',
  'LOG_DICT_TRACEBACKS',
  'DD_TRACE_PSYCOPG_ENABLED',
  'DD_TRACE_REDIS_ENABLED',
  'LSD_ENV',
  'LSD_DD_API_KEY',
  'LSD_DD_ENDPOINT',
  'LSD_DEPLOYMENT_TYPE',
]);

type ParsedLine = { ok: true; secret: Secret } | { ok: false; line: number; problem: string };

/**
 * `NAME=value` lines; the value is everything after the first `=`. Blank lines and
 * `#` comments are skipped. Never puts a value into a problem description.
 */
export function parseSecretLines(text: string): ParsedLine[] {
  const parsed: ParsedLine[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    const name = at < 0 ? '' : line.slice(0, at).trim();
    const problem =
      at < 0
        ? 'has no "=": write NAME=value'
        : !SECRET_NAME.test(name)
          ? `has an invalid name ${JSON.stringify(name.slice(0, 40))}: use letters, digits and _`
          : RESERVED_SECRET_NAMES.has(name)
            ? `sets ${name}, which the platform reserves for itself: choose another name`
            : seen.has(name)
              ? `repeats the name ${name}`
              : undefined;
    if (problem) {
      parsed.push({ ok: false, line: index + 1, problem });
      continue;
    }
    seen.add(name);
    parsed.push({ ok: true, secret: { name, value: line.slice(at + 1).trim() } });
  }
  return parsed;
}

export function secretValuesOf(lines: ParsedLine[]): string[] {
  return lines.flatMap((line) => (line.ok ? [line.secret.value] : []));
}

/** The `secrets` input: undefined when empty, so a deploy never wipes secrets by accident. */
export const secretsInput = z.string().transform((text, context): Secret[] | undefined => {
  const lines = parseSecretLines(text);
  const problems = lines.filter((line) => !line.ok);
  for (const problem of problems) {
    context.addIssue({ code: 'custom', message: `line ${problem.line} ${problem.problem}` });
  }
  if (problems.length > 0) return z.NEVER;
  const secrets = lines.flatMap((line) => (line.ok ? [line.secret] : []));
  return secrets.length > 0 ? secrets : undefined;
});
