import { z } from 'zod';
import { REVISION_SOURCES } from '../client/service-schemas.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import { requireCredential } from '../common/connection-inputs.ts';
import { camelCase, gitHubTokenProblem, readActionInputs } from '../common/inputs.ts';
import { words } from '../common/wording.ts';
import { newNameProblem, requireOneTarget } from '../deployments/target.ts';
import { evalProblems } from '../evaluation/eval-inputs.ts';
import { emptySecretsProblem, parseSecretLines, secretValuesOf } from './secret-lines.ts';
import {
  CHANGING_INPUTS,
  type DeploySettings,
  deploySettingsFrom,
  deployShape,
} from './settings.ts';

const deployInputs = requireOneTarget(requireCredential(z.object(deployShape))).superRefine(
  (inputs, context) => {
    for (const { input, message } of combinationProblems(deploySettingsFrom(inputs))) {
      context.addIssue({ code: 'custom', path: [input], message });
    }
  },
);

/** Reads, masks and validates every input before the first request. */
export async function readDeploySettings(runtime: ActionRuntime): Promise<DeploySettings> {
  const inputs = await readActionInputs(runtime, {
    shape: deployShape,
    schema: deployInputs,
    secretValues: (raw) => secretValuesOf(parseSecretLines(raw.secrets ?? '')),
  });
  return deploySettingsFrom(inputs);
}

type Problem = { input: string; message: string };

/**
 * The rules that need several inputs at once, each reported against the input to change (one
 * of deployment-id and deployment-name is checked by requireOneTarget). Every one is checked
 * before the first request, so a bad combination sends nothing.
 */
export function combinationProblems(settings: DeploySettings): Problem[] {
  const empty = emptySecretsProblem(settings.secrets, settings.allowEmptySecrets);
  return [
    ...creationProblems(settings),
    ...(empty ? [{ input: 'secrets', message: empty }] : []),
    ...sourceProblems(settings),
    ...repositoryProblems(settings),
    ...redeployProblems(settings),
    ...afterDeployedProblems(settings),
    ...gateProblems(settings),
    ...gitHubProblems(settings),
  ];
}

function creationProblems({
  target,
  createIfMissing,
  deploymentType,
  sourceConfig,
}: DeploySettings) {
  const problems: Problem[] = [];
  const w = words();
  const name = 'name' in target ? target.name : undefined;
  if (createIfMissing && !name) {
    problems.push({
      input: 'create-if-missing',
      message: `needs ${w.input('deployment-name')}: a deployment is created by its name`,
    });
  }
  if (deploymentType && !createIfMissing) {
    problems.push({
      input: 'deployment-type',
      message: `is used only when this step creates the deployment: give it with ${w.setting('create-if-missing', 'true')} and ${w.input('deployment-name')}`,
    });
  } else if (deploymentType && sourceConfig?.deployment_type) {
    problems.push({
      input: 'deployment-type',
      message: `and ${w.input('source-config')}'s deployment_type were both given: give one`,
    });
  }
  const badName = name && createIfMissing ? newNameProblem(name) : undefined;
  if (badName) problems.push({ input: 'deployment-name', message: badName });
  return problems;
}

function sourceProblems(settings: DeploySettings) {
  const { source, sourcePath } = settings;
  const problems: Problem[] = [];
  const w = words();
  const patchOnly = 'id' in settings.target || !settings.createIfMissing;
  if (source && patchOnly && !(REVISION_SOURCES as readonly string[]).includes(source)) {
    problems.push({
      input: 'source',
      message: `can be ${source} only when the deployment is created; a deployment that exists takes ${REVISION_SOURCES.join(', ')}`,
    });
  }
  if (!sourcePath) return problems;
  if (source && source !== 'internal_source') {
    problems.push({
      input: 'source',
      message: `must be internal_source (or empty) with ${w.input('source-path')}`,
    });
  }
  if (!settings.agentConfigPath) {
    problems.push({
      input: 'agent-config-path',
      message: `is required with ${w.input('source-path')}: the config file, relative to ${w.input('source-path')}`,
    });
  }
  if (settings.sourceTarballPath) {
    problems.push({
      input: 'source-tarball-path',
      message: `cannot be given with ${w.input('source-path')}, which uploads its own`,
    });
  }
  return problems;
}

function repositoryProblems({ repository, integrationId }: DeploySettings): Problem[] {
  if (!(repository || integrationId) || (repository && integrationId)) return [];
  const w = words();
  return [
    {
      input: repository ? 'integration-id' : 'repository',
      message: `is needed too: ${w.input('integration-id')} and ${w.input('repository')} together name the repository to deploy`,
    },
  ];
}

function redeployProblems(settings: DeploySettings): Problem[] {
  if (!settings.redeployRevision) return [];
  const given = settings as Record<string, unknown>;
  const clashing = CHANGING_INPUTS.filter((name) => given[camelCase(name)] !== undefined);
  const redeploy = words().input('redeploy-revision');
  const problems = clashing.map((input) => ({
    input,
    message: `cannot be given with ${redeploy}, which deploys an earlier revision as it was`,
  }));
  if (settings.createIfMissing) {
    problems.push({ input: 'create-if-missing', message: `cannot be given with ${redeploy}` });
  }
  return problems;
}

function afterDeployedProblems({ healthCheck, smokeTest, wait }: DeploySettings): Problem[] {
  if (wait) return [];
  const needsWait = `needs ${words().setting('wait', 'true')}`;
  return [
    ...(healthCheck
      ? [
          {
            input: 'health-check',
            message: `${needsWait}: the check runs once the revision is DEPLOYED`,
          },
        ]
      : []),
    ...(smokeTest
      ? [
          {
            input: 'smoke-test',
            message: `${needsWait}: the cases run once the revision is DEPLOYED`,
          },
        ]
      : []),
  ];
}

/**
 * The evaluation gate's rules (eval-inputs.ts), and the deploy's own: it runs once the revision
 * is DEPLOYED, and a baseline is another deployment than the one deployed (`live` is this one's).
 */
function gateProblems(settings: DeploySettings): Problem[] {
  const problems = evalProblems(settings, { hasApiKey: Boolean(settings.connection.apiKey) });
  if (!settings.evalDataset) return problems;
  if (!settings.wait) {
    problems.push({
      input: 'eval-dataset',
      message: 'needs wait: true: the evaluation runs once the revision is DEPLOYED',
    });
  }
  const baseline = settings.evalBaseline;
  const target = settings.target;
  const same =
    baseline?.kind === 'deployment' &&
    ('id' in baseline
      ? 'id' in target && target.id.toLowerCase() === baseline.id
      : 'name' in target && target.name === baseline.name);
  if (same) {
    problems.push({
      input: 'eval-baseline',
      message: 'names the deployment this step deploys: its live revision is eval-baseline: live',
    });
  }
  return problems;
}

function gitHubProblems({ environment, commentOnPr, githubToken }: DeploySettings): Problem[] {
  const wanted = Boolean(environment || commentOnPr);
  const token = gitHubTokenProblem(wanted, githubToken, ['environment', 'comment-on-pr']);
  return token ? [{ input: 'github-token', message: token }] : [];
}
