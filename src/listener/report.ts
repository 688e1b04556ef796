import { cell, code, table } from '../common/markdown.ts';
import type { ListenerResult } from './apply-listener.ts';

export const LISTENER_OUTPUT_NAMES = ['listener-id', 'created', 'compute-id', 'listener'] as const;
export const LISTENER_JSON_OUTPUTS: ReadonlySet<string> = new Set(['listener']);
/** Namespaces shown in the summary; the `listener` output has them all. */
const MAX_NAMESPACES_SHOWN = 50;

export function listenerOutputs(
  result: ListenerResult,
): Record<(typeof LISTENER_OUTPUT_NAMES)[number], string> {
  const { listener } = result;
  return {
    'listener-id': listener.id,
    created: String(result.created),
    'compute-id': listener.compute_id ?? '',
    listener: JSON.stringify(listener),
  };
}

const NONE = '—';

export function listenerHeadline(result: ListenerResult): string {
  if (result.created) return 'Listener created';
  const changed = result.updated.length > 0;
  if (result.foundBy === 'compute-id') {
    return changed
      ? 'Listener already registered; updated'
      : 'Listener already registered; nothing to change';
  }
  return changed ? 'Listener updated' : 'Listener read; nothing changed';
}

/** The listener as label/value pairs, already escaped for a Markdown table. */
export function listenerSummaryRows(result: ListenerResult): Array<[string, string]> {
  const { listener } = result;
  const namespaces = listener.compute_config?.k8s_namespaces ?? [];
  return [
    ['Listener id', code(listener.id)],
    ['Compute id', listener.compute_id ? code(listener.compute_id) : NONE],
    ['Compute type', listener.compute_type ? cell(listener.compute_type) : NONE],
    ['Kubernetes namespaces', namespaces.length > 0 ? namespaceList(namespaces) : NONE],
    ['Version', listener.version ? cell(listener.version) : NONE],
    ['Created by this run', result.created ? 'yes' : 'no'],
    ['Found by', result.foundBy ?? NONE],
    [
      'Updated',
      result.updated.length > 0 ? result.updated.map((member) => code(member)).join(', ') : NONE,
    ],
    ['Created at', listener.created_at ? cell(listener.created_at) : NONE],
    ['Updated at', listener.updated_at ? cell(listener.updated_at) : NONE],
  ];
}

function namespaceList(namespaces: readonly string[]): string {
  const shown = namespaces.slice(0, MAX_NAMESPACES_SHOWN).map((name) => code(name));
  const more = namespaces.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

export function renderListenerSummary(result: ListenerResult): string {
  const rows = table(['Field', 'Value'], listenerSummaryRows(result));
  return `### ✅ ${listenerHeadline(result)}\n\n${rows}\n`;
}
