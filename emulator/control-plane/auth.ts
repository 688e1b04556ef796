import type { IncomingHttpHeaders } from 'node:http';
import { detail, type Reply } from '../common/reply.ts';
import { DEFAULT_TENANT_ID } from '../state/state.ts';

export interface Credentials {
  apiKeys: ReadonlySet<string>;
  /** Organization-scoped keys: they act only in the workspace X-Tenant-Id names. */
  orgApiKeys: ReadonlySet<string>;
  bearerTokens: ReadonlySet<string>;
}

/** Undefined when the request may proceed; otherwise the service's 401 or 403. */
export function authenticate(
  headers: IncomingHttpHeaders,
  accepted: Credentials,
): Reply | undefined {
  const apiKey = firstValue(headers['x-api-key']);
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1];
  if (apiKey === undefined && bearer === undefined) return detail(401, 'Missing API key.');
  if (apiKey !== undefined && accepted.orgApiKeys.has(apiKey)) {
    return tenantOf(headers) ? undefined : detail(403, ORG_KEY_WITHOUT_WORKSPACE);
  }
  const keyAccepted = apiKey !== undefined && accepted.apiKeys.has(apiKey);
  const tokenAccepted = bearer !== undefined && accepted.bearerTokens.has(bearer);
  return keyAccepted || tokenAccepted ? undefined : detail(403, 'Invalid API key.');
}

/** The workspace a request acts in: X-Tenant-Id, or the default workspace. */
export function workspaceOf(headers: IncomingHttpHeaders): string {
  return tenantOf(headers) ?? DEFAULT_TENANT_ID;
}

const ORG_KEY_WITHOUT_WORKSPACE =
  'This API key is organization-scoped and requires workspace specification: send the workspace id in X-Tenant-Id.';

function tenantOf(headers: IncomingHttpHeaders): string | undefined {
  const tenant = firstValue(headers['x-tenant-id'])?.trim();
  return tenant ? tenant : undefined;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
