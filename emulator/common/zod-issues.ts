import type { ErrorObject } from 'ajv';
import { onePerLocation } from './validation.ts';

/*
 * The agent server (JS) checks request bodies and path parameters with zod 3 and refuses one
 * with 400 `{"success": false, "error": {"issues": [...], "name": "ZodError"}}`. The stand-in
 * checks them with emulator/openapi.yaml (through ajv); this module words ajv's errors as zod's
 * issues: `{code, path, message, ...}`, one per location.
 */

export interface ZodIssue {
  code: string;
  path: Array<string | number>;
  message: string;
  [detail: string]: unknown;
}

export function zodIssues(errors: readonly ErrorObject[]): ZodIssue[] {
  return onePerLocation(errors, toIssue, (issue) => issue.path);
}

function toIssue(error: ErrorObject): ZodIssue | undefined {
  const path = pathOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const member = String(params.missingProperty);
      const properties = (error.parentSchema as { properties?: Record<string, { type?: unknown }> })
        ?.properties;
      const declared = properties?.[member]?.type;
      const expected = typeof declared === 'string' ? declared : 'string';
      return invalidType([...path, member], expected, 'undefined', 'Required');
    }
    case 'type': {
      const declared = params.type;
      const expected = (Array.isArray(declared) ? declared : String(declared).split(','))
        .filter((type) => type !== 'null')
        .map((type) => (type === 'integer' ? 'number' : type))[0];
      if (expected === undefined) return undefined;
      const received = typeName(error.data);
      return invalidType(path, expected, received, `Expected ${expected}, received ${received}`);
    }
    case 'minimum':
      return {
        code: 'too_small',
        minimum: params.limit,
        type: 'number',
        inclusive: true,
        exact: false,
        message: `Number must be greater than or equal to ${String(params.limit)}`,
        path,
      };
    case 'maximum':
      return {
        code: 'too_big',
        maximum: params.limit,
        type: 'number',
        inclusive: true,
        exact: false,
        message: `Number must be less than or equal to ${String(params.limit)}`,
        path,
      };
    case 'enum': {
      const options = (params.allowedValues as unknown[]).map(String);
      const received = String(error.data);
      const expected = options.map((option) => `'${option}'`).join(' | ');
      return {
        received,
        code: 'invalid_enum_value',
        options,
        path,
        message: `Invalid enum value. Expected ${expected}, received '${received}'`,
      };
    }
    case 'format':
      if (params.format === 'uuid') {
        return { validation: 'uuid', code: 'invalid_string', message: 'Invalid uuid', path };
      }
      return { code: 'custom', message: error.message ?? 'Invalid input', path };
    case 'anyOf':
    case 'oneOf':
    case 'allOf':
      return undefined; // the failing branches say what is wrong
    default:
      return { code: 'custom', message: error.message ?? 'Invalid input', path };
  }
}

function invalidType(
  path: Array<string | number>,
  expected: string,
  received: string,
  message: string,
): ZodIssue {
  return { code: 'invalid_type', expected, received, path, message };
}

/** zod's name for a value's type. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** '/requestBody/config/tags/0' → ['config', 'tags', 0]; '/path/thread_id' → ['thread_id']. */
function pathOf(instancePath: string): Array<string | number> {
  return instancePath
    .split('/')
    .slice(2)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
