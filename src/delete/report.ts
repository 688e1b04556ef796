import { code, table } from '../common/markdown.ts';
import type { DeploymentTarget } from '../deployments/target.ts';

/** What the delete step found and did. */
export interface DeleteResult {
  target: DeploymentTarget;
  /** The deployment's id, when one was named by id or found by its exact name. */
  deploymentId?: string;
  deleted: boolean;
}

export function renderDeleteSummary(result: DeleteResult, deleteTracingProject: boolean): string {
  const named = 'id' in result.target ? code(result.target.id) : code(result.target.name);
  const headline = result.deleted
    ? `### 🗑️ Deleted ${named}`
    : `### ✅ Nothing to delete: ${named} is already gone`;
  const rows = [
    [
      'Deployment',
      result.deploymentId ? code(result.deploymentId) : 'no deployment has that exact name',
    ],
    ['Deleted by this run', result.deleted ? 'yes' : 'no'],
    ['Tracing project', result.deleted ? (deleteTracingProject ? 'deleted with it' : 'kept') : '—'],
  ];
  return `${headline}\n\n${table(['', ''], rows)}\n`;
}
