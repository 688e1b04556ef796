import type { StepReport } from '../common/action-step.ts';
import { code, factTable } from '../common/markdown.ts';
import type { DeploymentTarget } from '../deployments/target.ts';

export const DELETE_OUTPUT_NAMES = ['deleted', 'deployment-id'] as const;

/** Outputs whose every value the action chooses itself. */
export const OWN_WORDS: ReadonlySet<string> = new Set(['deleted']);

/** What the delete step found and did. */
export interface DeleteResult {
  target: DeploymentTarget;
  /** The deployment's id, when one was named by id or found by its exact name. */
  deploymentId?: string;
  deleted: boolean;
}

/** The delete step's outputs, summary and closing line. */
export function deleteReport(result: DeleteResult, deleteTracingProject: boolean): StepReport {
  return {
    outputs: { deleted: String(result.deleted), 'deployment-id': result.deploymentId },
    ownWords: OWN_WORDS,
    summary: renderDeleteSummary(result, deleteTracingProject),
    conclusion: result.deleted
      ? `Deleted deployment ${result.deploymentId}.`
      : 'Nothing to delete: the deployment is already gone.',
  };
}

function renderDeleteSummary(result: DeleteResult, deleteTracingProject: boolean): string {
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
  return `${headline}\n\n${factTable(rows)}\n`;
}
