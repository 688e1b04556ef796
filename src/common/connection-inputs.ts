import { z } from 'zod';
import {
  EVEN_WITH_OTHER_PROBLEMS,
  optionalText,
  optionalUuid,
  type SettingsOf,
  settingsOf,
} from './inputs.ts';
import { words } from './wording.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);
const isLoopback = (hostname: string) =>
  LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);

export const baseUrlInput = z
  .string()
  .min(1, { error: 'is required' })
  .transform((text, context) => {
    // The URL parser drops tabs and line breaks silently; a pasted URL with them is a mistake.
    if (/[\s\p{Cc}]/u.test(text)) {
      context.addIssue({
        code: 'custom',
        message: 'must be one URL without spaces, line breaks or control characters',
      });
      return z.NEVER;
    }
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'must be an absolute URL such as https://cp.example.com',
      });
      return z.NEVER;
    }
    const problem = baseUrlProblem(url);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return url.href;
  });

function baseUrlProblem(url: URL): string | undefined {
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    return 'must use https:// (plain http:// is accepted only for localhost, where the API key cannot be overheard)';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an https:// URL';
  if (url.username || url.password) {
    const w = words();
    return `must not carry credentials; pass ${w.input('api-key')} or ${w.input('bearer-token')} instead`;
  }
  if (url.search || url.hash)
    return 'must not carry a query string or fragment; a path prefix is fine';
  return undefined;
}

/**
 * Sent in an HTTP header: undici would refuse a line break or a non-ASCII character only once
 * the deploy has begun, and no key or token holds a space (a pasted one may).
 */
const credentialInput = optionalText.pipe(
  z
    .string()
    .regex(/^[\x21-\x7E]+$/, {
      error:
        'must be printable ASCII without spaces or line breaks, because it is sent in an HTTP header',
    })
    .optional(),
);

/** The connection inputs' rules, spread into each action's schema. */
export const connectionInputs = {
  'base-url': baseUrlInput,
  'api-key': credentialInput,
  'bearer-token': credentialInput,
  'tenant-id': optionalUuid,
};

/** How every action reaches the control plane: the part of each action's settings it shares. */
export type ConnectionSettings = SettingsOf<typeof connectionInputs>;

type ConnectionInputs = z.output<z.ZodObject<typeof connectionInputs>>;

/** Adds the check that needs two inputs at once: some credential must be given. */
export function requireCredential<T extends z.ZodObject>(schema: T) {
  return schema.superRefine((value, context) => {
    const inputs = value as Partial<ConnectionInputs>;
    if (!inputs['api-key'] && !inputs['bearer-token']) {
      context.addIssue({
        code: 'custom',
        path: ['api-key'],
        message: `is required unless ${words().input('bearer-token')} is given`,
      });
    }
  }, EVEN_WITH_OTHER_PROBLEMS);
}

/** The connection settings from validated inputs; a credential not given is left out. */
export function connectionFrom(inputs: ConnectionInputs): ConnectionSettings {
  const settings = settingsOf(connectionInputs, inputs);
  return Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value),
  ) as ConnectionSettings;
}
