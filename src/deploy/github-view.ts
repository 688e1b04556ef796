import {
  deploymentSha,
  type GitHubDeploymentState,
  type GitHubDeploymentTracker,
  githubRunContext,
  renderDeployComment,
  startGitHubDeployment,
  upsertPullRequestComment,
  workflowRunUrl,
} from '../github/index.ts';
import type { DeployReport, DeployResult } from './deploy-report.ts';
import type { DeploySettings } from './inputs.ts';

/** What GitHub's deployment status says for each way a deploy ends. */
const GITHUB_STATES: Record<DeployResult, GitHubDeploymentState> = {
  deployed: 'success',
  submitted: 'in_progress',
  failed: 'failure',
  'timed-out': 'error',
  cancelled: 'error',
};

/**
 * GitHub's own view of the deploy: a deployment of the commit in `environment`, whose status
 * follows the revision, and one pull-request comment kept up to date. Trouble with GitHub is a
 * warning (the github module's rule); it never changes the deploy's result.
 */
export class GitHubView {
  readonly #inputs: DeploySettings;
  readonly #warn: (line: string) => void;
  readonly #run = githubRunContext();
  #tracker: GitHubDeploymentTracker | undefined;

  constructor(inputs: DeploySettings, warn: (line: string) => void) {
    this.#inputs = inputs;
    this.#warn = warn;
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

  /** The deployment's final status and the pull-request comment, from the finished report. */
  async finish(report: DeployReport): Promise<void> {
    const { githubToken: token } = this.#inputs;
    await this.#tracker?.update(GITHUB_STATES[report.result], {
      ...(report.url && { environmentUrl: report.url }),
      description: `Revision ${report.revisionId ?? 'unknown'}: ${report.status ?? report.result}`,
    });
    if (!this.#inputs.commentOnPr || !token || !this.#run) return;
    const runUrl = workflowRunUrl(this.#run);
    const sha = deploymentSha(this.#run);
    const body = renderDeployComment({
      result: report.result,
      ...(report.deploymentName && { deploymentName: report.deploymentName }),
      ...(this.#inputs.environment && { environment: this.#inputs.environment }),
      ...(report.revisionId && { revisionId: report.revisionId }),
      ...(report.status && { status: report.status }),
      ...(report.url && { url: report.url }),
      durationMs: report.durationMs,
      ...(sha && { sha }),
      ...(report.rollback && { rollback: report.rollback }),
      ...(report.problem && { problem: report.problem }),
      ...(runUrl && { runUrl }),
    });
    const marker = report.deploymentName ?? report.deploymentId ?? 'deploy';
    await upsertPullRequestComment({ token, marker, body, warn: this.#warn, run: this.#run });
  }
}
