import { z } from 'zod';
import type { Secret } from '../client/service-schemas.ts';
import { words } from '../common/wording.ts';

const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** Names the platform sets itself (docs/service.md): public clients drop them, this action refuses them. */
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

const WRITE_IT = 'write NAME=value, or NAME<<EOF, the lines of the value, then EOF alone on a line';

/**
 * The `secrets` input, read as the runner reads its own environment files: `NAME=value` lines
 * (the value is everything after the first `=`, trimmed), and `NAME<<DELIMITER` for a value of
 * several lines, which are kept as written up to the line that holds the delimiter alone.
 * Blank lines and `#` comments are skipped outside a multi-line value. Never puts a value into
 * a problem description.
 */
export function parseSecretLines(text: string): ParsedLine[] {
  const lines = text.split(/\r?\n/);
  const parsed: ParsedLine[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] as string).trim();
    const lineNumber = index + 1;
    if (line === '' || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    const multiLine = heredoc >= 0 && (at < 0 || heredoc < at);
    const name = line.slice(0, multiLine ? heredoc : Math.max(at, 0)).trim();
    let value: string;
    let problem = at < 0 && !multiLine ? `has no "=": ${WRITE_IT}` : nameProblem(name, seen);
    if (multiLine) {
      const delimiter = line.slice(heredoc + 2).trim();
      if (delimiter === '') {
        // Where the value ends is unknown: its lines would each be one more problem.
        parsed.push({
          ok: false,
          line: lineNumber,
          problem: `names no delimiter after <<: ${WRITE_IT}`,
        });
        return parsed;
      }
      const end = lines.findIndex((later, at) => at > index && later.trim() === delimiter);
      if (end < 0) {
        const shown = JSON.stringify(delimiter.slice(0, 40));
        const whose = problem ? 'a multi-line value' : `the multi-line value of ${name}`;
        problem = `starts ${whose}, but no line after it is ${shown} alone: end the value with a line that holds only ${shown}`;
        parsed.push({ ok: false, line: lineNumber, problem });
        return parsed;
      }
      value = lines.slice(index + 1, end).join('\n');
      index = end;
    } else {
      value = line.slice(at + 1).trim();
    }
    if (problem) {
      parsed.push({ ok: false, line: lineNumber, problem });
      continue;
    }
    seen.add(name);
    parsed.push({ ok: true, secret: { name, value } });
  }
  return parsed;
}

function nameProblem(name: string, seen: ReadonlySet<string>): string | undefined {
  if (!SECRET_NAME.test(name)) {
    return `has an invalid name ${JSON.stringify(name.slice(0, 40))}: use letters, digits and _`;
  }
  if (RESERVED_SECRET_NAMES.has(name)) {
    return `sets ${name}, which the platform reserves for itself: choose another name`;
  }
  return seen.has(name) ? `repeats the name ${name}` : undefined;
}

/**
 * Why empty secret values are refused, naming each; undefined when there are none, or when
 * allow-empty-secrets asks for them. `NAME=${{ secrets.X }}` becomes `NAME=` when the GitHub
 * secret is missing, and the deployment would start without its key.
 */
export function emptySecretsProblem(
  secrets: readonly Secret[] | undefined,
  allowEmpty: boolean,
): string | undefined {
  const empty = (secrets ?? []).filter((secret) => secret.value === '').map(({ name }) => name);
  if (allowEmpty || empty.length === 0) return undefined;
  const names =
    empty.length === 1
      ? `${empty[0]} is empty`
      : `${empty.slice(0, -1).join(', ')} and ${empty.at(-1)} are empty`;
  const w = words();
  const usually = w.onGitHub
    ? 'Usually the GitHub secret it comes from is not set in this repository or its environment, or is not available to this event (a pull request from a fork gets no secrets)'
    : 'Usually the CI variable it comes from is not set, or is not available to this job (a protected variable reaches only protected branches and tags)';
  return `${names}. ${usually}. Set it, or set ${w.setting('allow-empty-secrets', 'true')} to send empty values on purpose`;
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
