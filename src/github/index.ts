export {
  type GitHubDeploymentState,
  type GitHubDeploymentTracker,
  type GitHubDeploymentUpdate,
  type StartGitHubDeploymentOptions,
  startGitHubDeployment,
} from './deployment-tracker.ts';
export { DEFAULT_REQUEST_TIMEOUT_MS } from './github-client.ts';
export type { GitHubCallOptions } from './github-session.ts';
export {
  MAX_DEPLOYMENTS_EXAMINED,
  type MarkEnvironmentInactiveOptions,
  markEnvironmentInactive,
} from './inactive-environment.ts';
export {
  commentMarkerLine,
  isMarkedComment,
  type PullRequestCommentOutcome,
  type UpsertPullRequestCommentOptions,
  upsertPullRequestComment,
} from './pull-request-comment.ts';
export {
  deploymentSha,
  type GitHubRunContext,
  githubRunContext,
  workflowRunUrl,
} from './run-context.ts';
