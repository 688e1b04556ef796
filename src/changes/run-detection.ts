import { stepClient } from '../client/step-client.ts';
import type { StepReport, WorkContext } from '../common/action-step.ts';
import { openGitHubSession } from '../github/github-session.ts';
import { runContextOf } from '../github/run-context.ts';
import { ciBase } from './ci-base.ts';
import { detectChanges } from './detect.ts';
import type { ChangesSettings } from './inputs.ts';
import { type BaseFinders, findBase } from './live-base.ts';
import {
  CHANGES_JSON_OUTPUTS,
  CHANGES_OWN_WORDS,
  changesOutputs,
  conclusion,
  renderChangesSummary,
} from './report.ts';

/**
 * Wires the sources of each agent's base (the base input, the control plane, GitHub's
 * deployments, the CI's event) to the detection, and turns what it found into the step's report.
 */
export async function runChangeDetection(
  settings: ChangesSettings,
  { runtime, stepClock }: WorkContext,
): Promise<StepReport> {
  // A stop ends the step at once, with no matrix; the comparison itself stops at its next turn.
  const { signal } = stepClock;
  const warn = (message: string) => runtime.warning(message);
  const { facts, workspace } = runtime.environment;
  const event = ciBase(facts);
  const finders: BaseFinders = {
    ...(settings.base && { input: settings.base }),
    ...(settings.connection && {
      controlPlane: { client: stepClient(runtime, settings.connection), signal, warn },
    }),
    event,
  };
  if (settings.github && !settings.base) {
    const { environment, token } = settings.github;
    const session = await openGitHubSession(
      { token, warn, run: runContextOf(facts) },
      'deployments',
      'Could not read GitHub deployments',
    );
    if (session) {
      finders.github = {
        session,
        environment: (agent) => environment.replaceAll('{name}', agent.name),
      };
    }
  }
  const detection = await stepClock.untilStopped(
    detectChanges({
      workspace,
      patterns: settings.patterns,
      deploymentName: settings.deploymentName,
      signal,
      warn,
      info: (message) => runtime.info(message),
      all: settings.all,
      baseOf: (agent) => findBase(agent, finders),
      removalBases: !settings.base && event.commit ? [event.commit] : [],
      likelyBases: settings.all ? [] : [settings.base ?? event.commit ?? ''].filter(Boolean),
    }),
  );
  for (const agent of detection.agents) {
    const base = agent.base.commit ? ` (base ${agent.base.commit.slice(0, 12)})` : '';
    runtime.info(
      `${agent.sourcePath}: ${agent.changed ? 'changed' : 'unchanged'}${base}: ${agent.reason}`,
    );
  }
  const { outputs, warnings } = changesOutputs(detection);
  for (const warning of warnings) runtime.warning(warning);
  return {
    outputs,
    ownWords: CHANGES_OWN_WORDS,
    jsonOutputs: CHANGES_JSON_OUTPUTS,
    summary: renderChangesSummary(detection, warnings),
    conclusion: conclusion(detection),
  };
}
