import type { Deployment } from '../client/service-schemas.ts';
import { stepContext } from '../client/step-client.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import { runAction, type StepReport, type WorkContext } from '../common/action-step.ts';
import { GitHubRuntime } from '../common/github-runtime.ts';
import { code, factTable } from '../common/markdown.ts';
import { oneLine } from '../common/runner-text.ts';
import { StepFailure, SUB_ACTION_TIMEOUT_MS } from '../common/step-control.ts';
import { words } from '../common/wording.ts';
import { findOrCreateDeployment } from '../deployments/find-or-create.ts';
import { runDocker } from './docker.ts';
import { type RegistrySettings, readRegistrySettings } from './inputs.ts';
import { explainPushTokenRefusal } from './push-token-refusal.ts';
import { imageNameFor, parseRegistryUrl } from './registry-url.ts';

export const REGISTRY_OUTPUT_NAMES = ['deployment-id', 'created', 'registry', 'image'] as const;

/** The one thing the post step needs: the host to log out of. Never the token. */
export const REGISTRY_HOST_STATE = 'registry-host';
/** The process id of `docker login` while it runs, for the post step to end it if it is left. */
export const REGISTRY_LOGIN_PID_STATE = 'registry-login-pid';

/** The longest image name, registry included, that Docker's reference grammar accepts. */
const MAX_IMAGE_CHARS = 255;

/** The user name the service's registry takes with a push token as the password. */
const REGISTRY_USER = 'oauth2accesstoken';

export function run(runtime: ActionRuntime = new GitHubRuntime()): Promise<StepReport> {
  return runAction(
    {
      noun: 'Registry login',
      readInputs: readRegistrySettings,
      timeoutMs: () => SUB_ACTION_TIMEOUT_MS,
      work: logIn,
      ownWords: new Set(['created']),
    },
    runtime,
  );
}

/**
 * Finds (or creates) the `internal_image` deployment, asks for a push token, and logs docker
 * in to the service's registry with it; the post step logs out again.
 */
async function logIn(settings: RegistrySettings, context: WorkContext) {
  const { runtime } = context;
  const step = stepContext(context, settings.connection);
  const { client, signal, log } = step;
  const { deployment, created } = await findOrCreateDeployment(step, settings.target, {
    refusal: (name) =>
      `No deployment is named exactly "${name}". Set ${words().setting('create-if-missing', 'true')} to create it as an internal_image deployment, or check the name, which is compared exactly.`,
    ...(settings.createIfMissing && {
      create: async (name: string) => ({
        body: {
          name,
          source: 'internal_image' as const,
          source_config: { deployment_type: settings.deploymentType },
          source_revision_config: {},
        },
        note: `No deployment is named "${name}": creating it (source internal_image, deployment type ${settings.deploymentType}).`,
      }),
    }),
  });
  const push = await client.createPushToken(deployment.id, { signal }).catch((error: unknown) => {
    throw explainPushTokenRefusal(error, deployment);
  });
  // The client has masked it already (every answer's token is); once more costs nothing.
  runtime.addSecrets([push.token]);
  const { registry, host } = parseRegistryUrl(push.registry_url);
  const image = `${registry}/${settings.imageName ?? imageNameFor(deployment.name ?? deployment.id)}`;
  if (image.length > MAX_IMAGE_CHARS) {
    throw new StepFailure(
      `The image name would be ${image.length} characters (${image.slice(0, 100)}…), more than the ${MAX_IMAGE_CHARS} Docker accepts: set ${words().input('image-name')} to a shorter one. Nothing was run.`,
    );
  }
  log(
    `Logging in to ${host} as ${REGISTRY_USER} (the push token goes to docker on standard input).`,
  );
  // Saved first, so a step stopped during the login is still logged out by the post step.
  runtime.saveState(REGISTRY_HOST_STATE, host);
  const notLoggedIn = () => runtime.saveState(REGISTRY_HOST_STATE, '');
  // A stop kills the login before the step goes on; should this process be killed first, the
  // post step finds the login by its id and ends it before it logs out.
  const login = await runDocker(['login', '--username', REGISTRY_USER, '--password-stdin', host], {
    stdin: push.token,
    signal,
    onStart: (pid) => runtime.saveState(REGISTRY_LOGIN_PID_STATE, String(pid)),
  }).catch((error: unknown) => {
    // A login stopped late may have stored the token already: the post step logs out.
    if (!signal.aborted) notLoggedIn();
    throw error;
  });
  runtime.saveState(REGISTRY_LOGIN_PID_STATE, '');
  if (login.exitCode !== 0) {
    notLoggedIn();
    const said = oneLine(`${login.stderr}\n${login.stdout}`, 1000) || 'nothing';
    throw new StepFailure(
      `docker login to ${host} failed (exit code ${login.exitCode}). Docker said: ${said}`,
    );
  }
  for (const line of login.stdout.split('\n').filter(Boolean)) log(`docker │ ${line}`);
  const outputs = {
    'deployment-id': deployment.id,
    created: String(created),
    registry,
    image,
  };
  return report(outputs, deployment, host);
}

function report(
  outputs: Record<(typeof REGISTRY_OUTPUT_NAMES)[number], string>,
  deployment: Deployment,
  host: string,
): StepReport {
  const rows = [
    ['Deployment', `${code(deployment.name ?? '')} (${code(deployment.id)})`],
    ['Created by this run', outputs.created === 'true' ? 'yes' : 'no'],
    ['Registry', code(outputs.registry)],
    ['Image', code(outputs.image)],
  ];
  const summary = `### 🔑 Logged in to ${code(host)}\n\n${factTable(rows)}\n\nThe post step logs out again at the end of the job.\n`;
  return {
    outputs,
    ownWords: new Set(['created']),
    summary,
    conclusion: `Logged in to ${host}: push to ${outputs.image}.`,
  };
}
