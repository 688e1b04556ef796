import type { StepLog } from '../common/step-context.ts';
import {
  type GitHubDeploymentState,
  type GitHubDeploymentTracker,
  startGitHubDeployment,
} from '../github/deployment-tracker.ts';
import { upsertPullRequestComment } from '../github/pull-request-comment.ts';
import type { GitHubRunContext } from '../github/run-context.ts';
import type { DeployPlan } from './plan/dry-run.ts';
import { renderPlanComment } from './plan/plan-report.ts';
import { renderDeployComment, runLinks } from './report/render-report.ts';
import type { DeployReport, DeployResult } from './report/report.ts';
import type { GitHubSettings } from './settings.ts';

/**
 * GitHub's own view of the deploy: a deployment of the commit in `environment`, whose status
 * follows the revision, and one pull-request comment kept up to date. Trouble with GitHub is a
 * warning (the github module's rule); it never changes the deploy's result.
 */
export class GitHubView {
  readonly #inputs: GitHubSettings;
  readonly #warn: StepLog['warn'];
  readonly #run: GitHubRunContext | undefined;
  #tracker: GitHubDeploymentTracker | undefined;

  constructor(inputs: GitHubSettings, warn: StepLog['warn'], run: GitHubRunContext | undefined) {
    this.#inputs = inputs;
    this.#warn = warn;
    this.#run = run;
  }

  /** Creates the GitHub deployment, in progress from now on. */
  async start(deploymentName: string): Promise<void> {
    const { environment, githubToken: token } = this.#inputs;
    if (!environment || !token || !this.#run) return;
    this.#tracker = await startGitHubDeployment({
      token,
      environment,
      transient: this.#run.pullRequest !== undefined,
      description: `Deploying ${deploymentName}`,
      warn: this.#warn,
      run: this.#run,
    });
    await this.#tracker?.update('in_progress');
  }

  /**
   * A dry run's plan in the pull-request comment, which a later plan or deploy of the same
   * deployment replaces. No GitHub deployment is made: a plan deploys nothing.
   */
  async showPlan(plan: DeployPlan): Promise<void> {
    const { githubToken: token } = this.#inputs;
    if (!this.#inputs.commentOnPr || !token || !this.#run) return;
    const marker = commentMarker(plan);
    const body = renderPlanComment(plan);
    await upsertPullRequestComment({ token, marker, body, warn: this.#warn, run: this.#run });
  }

  /** The deployment's final status and the pull-request comment, as the report words them. */
  async finish(report: DeployReport): Promise<void> {
    const { githubToken: token, environment } = this.#inputs;
    const { state, details } = githubStatus(report);
    await this.#tracker?.update(state, details);
    if (!this.#inputs.commentOnPr || !token || !this.#run) return;
    const body = renderDeployComment(report, runLinks(this.#run), environment);
    const marker = commentMarker(report);
    await upsertPullRequestComment({ token, marker, body, warn: this.#warn, run: this.#run });
  }
}

/** What GitHub's deployment status says for each way a deploy ends. */
const GITHUB_STATES: Record<DeployResult, GitHubDeploymentState> = {
  deployed: 'success',
  submitted: 'in_progress',
  failed: 'failure',
  unhealthy: 'failure',
  'timed-out': 'error',
  cancelled: 'error',
};

/** The GitHub deployment's last status: its state, a one-line description, the app's URL. */
export function githubStatus(report: DeployReport) {
  const description = `Revision ${report.revisionId ?? 'unknown'}: ${report.status ?? report.result}`;
  return {
    state: GITHUB_STATES[report.result],
    details: { ...(report.url && { environmentUrl: report.url }), description },
  };
}

/**
 * Which of the action's pull-request comments tells this deploy or plan: one per deployment,
 * which a later plan or deploy of it replaces.
 */
export function commentMarker(
  named: Pick<DeployReport, 'deploymentName' | 'deploymentId'>,
): string {
  return named.deploymentName ?? named.deploymentId ?? 'deploy';
}
