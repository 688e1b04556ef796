import { checkDeploymentUrl } from '../common/deployment-url.ts';
import { oneLine } from '../common/runner-text.ts';
import { idIn } from './github-answers.ts';
import { type GitHubCallOptions, type GitHubSession, openGitHubSession } from './github-session.ts';
import { deploymentSha, workflowRunUrl } from './run-context.ts';

/** The deployment status states GitHub takes (`pending` is what a new deployment starts as). */
export type GitHubDeploymentState =
  | 'queued'
  | 'in_progress'
  | 'success'
  | 'failure'
  | 'error'
  | 'inactive';

export interface StartGitHubDeploymentOptions extends GitHubCallOptions {
  /** The GitHub environment's name, e.g. `production` or `preview-pr-12`. */
  environment: string;
  /** A preview that goes away (`transient_environment`): GitHub hides it once inactive. */
  transient?: boolean;
  /** `production_environment`; GitHub's own default (true only for `production`) when unset. */
  production?: boolean;
  description?: string;
}

export interface GitHubDeploymentUpdate {
  /** The deployment's URL; kept for later statuses. Only http(s) URLs are sent. */
  environmentUrl?: string;
  description?: string;
}

/** A GitHub deployment whose statuses follow the revision. */
export interface GitHubDeploymentTracker {
  /** GitHub's id of the deployment. */
  readonly id: number;
  /** The last state GitHub accepted; undefined while the deployment is still `pending`. */
  readonly state: GitHubDeploymentState | undefined;
  /**
   * Sets the deployment's state. Sends at most one request per change: the same state (and
   * URL) again is not sent again, even when the first attempt failed. Resolves true when GitHub
   * holds the state; never rejects.
   */
  update(state: GitHubDeploymentState, details?: GitHubDeploymentUpdate): Promise<boolean>;
}

/** GitHub refuses descriptions longer than this. */
const MAX_DESCRIPTION_CHARS = 140;

/**
 * Creates a GitHub deployment of the run's commit in `environment`. Undefined, after one
 * warning through `warn`, when it could not be created; never throws.
 */
export async function startGitHubDeployment(
  options: StartGitHubDeploymentOptions,
): Promise<GitHubDeploymentTracker | undefined> {
  const environment = options.environment?.trim() ?? '';
  const doing = `Could not create a GitHub deployment for environment "${oneLine(environment, 100)}"`;
  const session = await openGitHubSession(options, 'deployments', doing);
  if (!session) return undefined;
  const ref = deploymentSha(session.run);
  if (!environment || !ref) {
    session.warnOnce(`${doing}: ${environment ? 'the run names no commit' : 'no name was given'}.`);
    return undefined;
  }
  try {
    const { data } = await session.client.rest.repos.createDeployment({
      owner: session.run.owner,
      repo: session.run.repo,
      ref,
      environment,
      auto_merge: false,
      required_contexts: [],
      transient_environment: options.transient === true,
      ...(options.production !== undefined && { production_environment: options.production }),
      ...(options.description && { description: describe(options.description) }),
    });
    // 202 (a merge instead of a deployment) cannot happen without auto_merge; still, no id, no tracker.
    const answer: { id?: unknown; message?: unknown } = data;
    const id = idIn(answer.id);
    if (id === undefined) {
      const said = typeof answer.message === 'string' ? answer.message : 'its answer named no id';
      session.warnOnce(`${doing}: GitHub created no deployment (${oneLine(said, 200)}).`);
      return undefined;
    }
    return new DeploymentTracker(session, id);
  } catch (error) {
    session.report(error, doing);
    return undefined;
  }
}

class DeploymentTracker implements GitHubDeploymentTracker {
  readonly id: number;
  #state: GitHubDeploymentState | undefined;
  #lastSent: string | undefined;
  #lastResult = false;
  #environmentUrl: string | undefined;
  /** Updates run one after another, so GitHub sees the states in the order they were set. */
  #queue: Promise<unknown> = Promise.resolve();
  readonly #session: GitHubSession;

  constructor(session: GitHubSession, id: number) {
    this.#session = session;
    this.id = id;
  }

  get state(): GitHubDeploymentState | undefined {
    return this.#state;
  }

  update(state: GitHubDeploymentState, details: GitHubDeploymentUpdate = {}): Promise<boolean> {
    const next = this.#queue.then(() => this.#send(state, details));
    this.#queue = next;
    return next;
  }

  async #send(state: GitHubDeploymentState, details: GitHubDeploymentUpdate): Promise<boolean> {
    const environmentUrl = httpUrl(details.environmentUrl) ?? this.#environmentUrl;
    this.#environmentUrl = environmentUrl;
    const key = `${state} ${environmentUrl ?? ''}`;
    if (key === this.#lastSent) return this.#lastResult;
    this.#lastSent = key;
    this.#lastResult = this.#session.usable && (await this.#post(state, environmentUrl, details));
    if (this.#lastResult) this.#state = state;
    return this.#lastResult;
  }

  async #post(
    state: GitHubDeploymentState,
    environmentUrl: string | undefined,
    details: GitHubDeploymentUpdate,
  ): Promise<boolean> {
    const { run } = this.#session;
    const logUrl = workflowRunUrl(run);
    try {
      await this.#session.client.rest.repos.createDeploymentStatus({
        owner: run.owner,
        repo: run.repo,
        deployment_id: this.id,
        state,
        ...(environmentUrl && state !== 'inactive' && { environment_url: environmentUrl }),
        ...(logUrl && { log_url: logUrl }),
        ...(details.description && { description: describe(details.description) }),
      });
      return true;
    } catch (error) {
      this.#session.report(error, `Could not set GitHub deployment ${this.id} to "${state}"`);
      return false;
    }
  }
}

function describe(text: string): string {
  return oneLine(text, MAX_DESCRIPTION_CHARS);
}

/** The deployment's URL exactly as given, when checkDeploymentUrl accepts it: GitHub shows `environment_url` as a link. */
function httpUrl(text: string | undefined): string | undefined {
  const checked = checkDeploymentUrl(text);
  return checked.ok ? checked.url : undefined;
}
