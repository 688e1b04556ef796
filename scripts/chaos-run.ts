// Runs one chaos case: a fresh emulator, a seeded deployment, the faults, the bundled action
// exactly as the runner starts it; then judges what came out against what was expected.
import { randomBytes } from 'node:crypto';
import { type RevisionStep, startEmulator } from '../emulator/index.ts';
import { revisionsAdded } from '../test/chaos/revisions.ts';
import type { ChaosCase } from './chaos-case.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  everythingWritten,
  runAction,
} from './runner/run-action.ts';

export interface CaseOutcome {
  fault: string;
  variant: string;
  expected: ChaosCase['expected'];
  result: string | undefined;
  exitCode: number | null;
  status: string | undefined;
  requests: number;
  patchesSent: number;
  patchesApplied: number;
  seconds: number;
  /** Everything that was not as expected; empty means correct. */
  problems: string[];
}

/** A deploy that takes a few polls, so a fault on the second poll meets a deploy still going. */
const DEFAULT_WALK: RevisionStep[] = [
  { status: 'QUEUED', ms: 150 },
  { status: 'BUILDING', ms: 450 },
  { status: 'DEPLOYING', ms: 300 },
  { status: 'DEPLOYED' },
];

/** Longer than any case's own time-out, so a step that does not stop is caught, not waited on. */
const WATCHDOG_MS = 150_000;

const secret = (label: string) => `${label}-${randomBytes(12).toString('hex')}`;

/** `entry`: the bundled deploy action to run, dist/index.js unless another build is compared. */
export async function runCase(
  chaos: ChaosCase,
  entry = ACTION_ENTRIES.deploy,
): Promise<CaseOutcome> {
  const apiKey = secret('chaos-key');
  const userSecret = secret('user-secret');
  const serviceSecret = secret('service-only-secret');
  const emu = await startEmulator({ apiKeys: [apiKey] });
  const started = performance.now();
  try {
    const deployment = emu.seedDeployment({
      secrets: [{ name: 'SERVICE_ONLY', value: serviceSecret }],
    });
    emu.scriptNextRevision(chaos.script ?? DEFAULT_WALK);
    const faults = chaos.faults();
    for (const fault of faults) emu.addFault(fault);
    const run = await runAction(entry, {
      inputs: {
        'base-url': emu.url,
        'api-key': apiKey,
        'deployment-id': deployment.id,
        'repo-ref': 'main',
        secrets: `CHAOS_TOKEN=${userSecret}`,
        wait: 'true',
        timeout: '45s',
        'poll-interval': '100ms',
        ...chaos.inputs,
      },
      onSpawn: (child) => setTimeout(() => child.kill('SIGKILL'), WATCHDOG_MS).unref(),
    });
    const seconds = (performance.now() - started) / 1000;
    const requests = emu.requests.length;
    const patchesSent = emu.requests.filter((request) => request.method === 'PATCH').length;
    const faultsMet = emu.requests.filter((request) => request.faulted).length;
    emu.clearFaults();
    const applied = await revisionsAdded(emu, deployment, apiKey);
    const outcome: CaseOutcome = {
      fault: chaos.fault,
      variant: chaos.variant,
      expected: chaos.expected,
      result: run.outputs.result,
      exitCode: run.exitCode,
      status: run.outputs.status,
      requests,
      patchesSent,
      patchesApplied: applied.length,
      seconds: Math.round(seconds * 10) / 10,
      problems: [],
    };
    outcome.problems = judge(chaos, run, outcome, {
      faultsPlanned: faults.length,
      faultsMet,
      appliedRevision: applied[0],
      secrets: {
        'the API key': apiKey,
        'the secrets input': userSecret,
        'a service-only secret': serviceSecret,
      },
    });
    return outcome;
  } finally {
    await emu.close();
  }
}

interface Evidence {
  faultsPlanned: number;
  faultsMet: number;
  appliedRevision: string | undefined;
  /** By what a person would call them. */
  secrets: Record<string, string>;
}

function judge(chaos: ChaosCase, run: ActionRun, outcome: CaseOutcome, evidence: Evidence) {
  const { expected } = chaos;
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const log = decodeCommands(run.stdout);
  check(
    outcome.result === expected.result,
    `result ${outcome.result}, expected ${expected.result}`,
  );
  const wantExit = expected.result === 'deployed' ? 0 : 1;
  check(run.exitCode === wantExit, `exit code ${run.exitCode}, expected ${wantExit}`);
  check(evidence.faultsPlanned === 0 || evidence.faultsMet > 0, 'the fault never met a request');
  check(
    outcome.patchesSent === expected.patchesSent,
    `${outcome.patchesSent} PATCHes sent, expected ${expected.patchesSent}`,
  );
  check(outcome.patchesApplied <= 1, `${outcome.patchesApplied} PATCHes applied: a double deploy`);
  check(
    outcome.patchesApplied === expected.patchesApplied,
    `${outcome.patchesApplied} PATCHes applied, expected ${expected.patchesApplied}`,
  );
  if (expected.result === 'deployed') {
    check(
      run.outputs['revision-id'] === evidence.appliedRevision,
      'revision-id is not the revision the PATCH created',
    );
  }
  if (expected.status) {
    check(
      outcome.status === expected.status,
      `status ${outcome.status}, expected ${expected.status}`,
    );
  }
  for (const line of expected.log ?? []) check(line.test(log), `the log does not say ${line}`);
  check(run.summary.trim() !== '', 'no job summary');
  const written = everythingWritten(run);
  for (const [what, value] of Object.entries(evidence.secrets)) {
    check(!written.includes(value), `${what} was written to the log, summary or outputs`);
  }
  return problems;
}

/** The log as a person reads it: `::error::` data unescaped. */
function decodeCommands(stdout: string): string {
  return stdout.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
