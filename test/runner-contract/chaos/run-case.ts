// Runs one chaos case: a fresh emulator, a seeded deployment, the faults, the deploy action (in
// this process, or the bundled one spawned exactly as the runner starts it); then sets what
// came out beside what was expected.
import { randomBytes } from 'node:crypto';
import { type Emulator, type Fault, startEmulator } from '../../../emulator/index.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  everythingWritten,
  failureMessage,
  runAction,
} from '../../../scripts/runner/run-action.ts';
import { runInProcess } from '../../support/in-process-action.ts';
import { type ChaosCase, DEFAULT_POLLS, RESENT, REVISION } from './case.ts';
import { revisionsAdded } from './revisions.ts';

/** Longer than any case's own time-out, so a step that does not stop is caught, not waited on. */
const WATCHDOG_MS = 150_000;
/** A `polls` answer is a 200 fault, which `RecordedRequest.faulted` records as '200'. */
const POLL_ANSWER = '200';

export const secret = (label: string) => `${label}-${randomBytes(12).toString('hex')}`;

/**
 * Everything about a run that a case has an expectation on, as `{actual, wanted}` of the same
 * shape, so one `toEqual` shows every difference at once.
 */
export interface Verdict {
  actual: Record<string, unknown>;
  wanted: Record<string, unknown>;
}

/** How a case's deploy runs: in this process, or spawned from dist/ as the runner starts it. */
export type Runner = 'in-process' | 'spawned';

function runDeploy(runner: Runner, inputs: Record<string, string>): Promise<ActionRun> {
  if (runner === 'in-process') return runInProcess('deploy', { inputs });
  return runAction(ACTION_ENTRIES.deploy, {
    inputs,
    onSpawn: (child) => setTimeout(() => child.kill('SIGKILL'), WATCHDOG_MS).unref(),
  });
}

export async function runCase(chaos: ChaosCase, runner: Runner): Promise<Verdict> {
  const apiKey = secret('chaos-key');
  const userSecret = secret('user-secret');
  const serviceSecret = secret('service-only-secret');
  const emu = await startEmulator({ apiKeys: [apiKey] });
  try {
    const deployment = emu.seedDeployment({
      secrets: [{ name: 'SERVICE_ONLY', value: serviceSecret }],
    });
    emu.scriptNextRevision(chaos.script ?? [{ status: 'DEPLOYED' }]);
    const faults = chaos.faults();
    addFaults(emu, deployment.id, chaos.polls ?? DEFAULT_POLLS, faults);
    const run = await runDeploy(runner, {
      'base-url': emu.url,
      'api-key': apiKey,
      'deployment-id': deployment.id,
      'repo-ref': 'main',
      secrets: `CHAOS_TOKEN=${userSecret}`,
      wait: 'true',
      timeout: '45s',
      'poll-interval': '100ms',
      ...chaos.inputs,
    });
    const requests = [...emu.requests];
    emu.clearFaults();
    const applied = await revisionsAdded(emu, deployment, apiKey);
    return judge(chaos, run, {
      requests,
      faultsPlanned: faults.length,
      applied,
      previousRevision: deployment.latest_revision_id,
      secrets: {
        'the API key': apiKey,
        'the secrets input': userSecret,
        'a service-only secret': serviceSecret,
      },
    });
  } finally {
    await emu.close();
  }
}

/**
 * The revision answers `polls`, one status per poll in that order, whenever the polls come;
 * the case's faults on polls meet the polls after the first. Faults apply in the order they
 * were added, each answering one request, so nothing here depends on timing.
 */
function addFaults(emu: Emulator, deploymentId: string, polls: string[], faults: Fault[]) {
  const pollAnswers = polls.map(
    (status): Fault => ({
      method: 'GET',
      path: REVISION,
      status: 200,
      // Serialized when the poll is answered: the revision the PATCH created, at this status.
      body: { toJSON: () => revisionAt(emu, deploymentId, status) },
    }),
  );
  const [first, ...rest] = pollAnswers;
  for (const fault of [...(first ? [first] : []), ...faults, ...rest]) emu.addFault(fault);
}

function revisionAt(emu: Emulator, deploymentId: string, status: string) {
  const latest = emu.getDeployment(deploymentId)?.latest_revision_id;
  const revision = latest === undefined ? undefined : emu.getRevision(latest);
  if (!revision) return { detail: `no revision for deployment ${deploymentId} yet` };
  const { deployedAt: _, ...answer } = revision;
  return { ...answer, status };
}

interface Evidence {
  requests: Emulator['requests'];
  faultsPlanned: number;
  /** Revisions the deployment gained during the run. */
  applied: string[];
  previousRevision: string;
  /** By what a person would call them. */
  secrets: Record<string, string>;
}

function judge(chaos: ChaosCase, run: ActionRun, evidence: Evidence): Verdict {
  const { expected } = chaos;
  const { requests } = evidence;
  const patches = requests.filter((request) => request.method === 'PATCH');
  const log = decodeCommands(run.stdout);
  const actual: Record<string, unknown> = {
    result: run.outputs.result,
    exitCode: run.exitCode,
    patchesSent: patches.length,
    patchesApplied: evidence.applied.length,
    'every PATCH carries the same body': patches.every(
      (patch) => JSON.stringify(patch.body) === JSON.stringify(patches[0]?.body),
    ),
    'job summary written': run.summary.trim() !== '',
    'log says': Object.fromEntries(expected.log.map((line) => [String(line), line.test(log)])),
    'secrets written': Object.entries(evidence.secrets)
      .filter(([, value]) => everythingWritten(run).includes(value))
      .map(([what]) => what),
  };
  const wanted: Record<string, unknown> = {
    result: expected.result,
    exitCode: expected.result === 'deployed' ? 0 : 1,
    patchesSent: expected.patchesSent,
    patchesApplied: expected.patchesApplied,
    'every PATCH carries the same body': true,
    'job summary written': true,
    'log says': Object.fromEntries(expected.log.map((line) => [String(line), true])),
    'secrets written': [],
  };
  const compare = (name: string, got: unknown, want: unknown) => {
    actual[name] = got;
    wanted[name] = want;
  };
  if (evidence.faultsPlanned > 0) {
    const met = requests.some((request) => request.faulted && request.faulted !== POLL_ANSWER);
    compare('the fault met a request', met, true);
  }
  if (expected.result === 'deployed') {
    const own = evidence.applied[0];
    compare('revision-id', run.outputs['revision-id'], own ?? 'the revision its PATCH created');
    compare('previous-revision-id', run.outputs['previous-revision-id'], evidence.previousRevision);
    compare('new-revision', run.outputs['new-revision'], 'true');
  }
  if (expected.log.some((line) => line === RESENT)) {
    const [first, second] = patches.map((patch) => requests.indexOf(patch));
    const reread = requests
      .slice((first ?? 0) + 1, second)
      .some((request) => request.method === 'GET' && !REVISION.test(request.path));
    compare('the deployment was read again before the PATCH was resent', reread, true);
  }
  if (expected.status) compare('status', run.outputs.status, expected.status);
  if (expected.message) {
    const message = failureMessage(run);
    compare(
      'failure message',
      expected.message.test(message) ? expected.message : message,
      expected.message,
    );
  }
  if (expected.unsaid) {
    const text = `${log}\n${run.summary}`;
    compare(
      'says what it must not',
      expected.unsaid.filter((line) => line.test(text)).map(String),
      [],
    );
  }
  if (expected.requests !== undefined) compare('requests', requests.length, expected.requests);
  if (expected.polls !== undefined) {
    const polls = requests.filter(
      (request) => request.method === 'GET' && REVISION.test(request.path),
    );
    compare('polls', polls.length, expected.polls);
  }
  return { actual, wanted };
}

/** The log as a person reads it: `::error::` data unescaped. */
function decodeCommands(stdout: string): string {
  return stdout.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
