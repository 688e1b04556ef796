import { expect } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import type { ActionRun } from '../../../scripts/runner/run-action.ts';
import { requestsTo } from '../../support/deploy-fixture.ts';
import { runnerTrimStart } from '../security/runner-whitespace.ts';

/*
 * How a run shows revision logs, read the way the runner reads them: shared by failure-logs.test.ts
 * and logs-input.test.ts.
 */

export const LOGS_PATH = /^\/v1\/projects\/[^/]+\/(revisions\/[^/]+\/)?(build|deploy)_logs$/;
export const BUILD_LOGS_PATH = /^\/v1\/projects\/[^/]+\/revisions\/[^/]+\/build_logs$/;
export const DEPLOY_LOGS_PATH = /^\/v1\/projects\/[^/]+\/revisions\/[^/]+\/deploy_logs$/;

/** `build 001` … : zero-padded, so no line's text is the start of another's. */
export const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => `${prefix} ${String(n + 1).padStart(3, '0')}`);

/** The lines the runner reads from the step's output: .NET splits on CR, LF and CRLF. */
export const runnerLines = (run: ActionRun) => run.stdout.split(/\r\n|\r|\n/);

/** The lines between the `::group::` whose title matches and its `::endgroup::`. */
export function groupLines(run: ActionRun, title: RegExp): string[] | undefined {
  const lines = runnerLines(run);
  const start = lines.findIndex((line) => line.startsWith('::group::') && title.test(line));
  if (start < 0) return undefined;
  const end = lines.indexOf('::endgroup::', start);
  expect(end, 'the group is closed').toBeGreaterThan(start);
  return lines.slice(start + 1, end);
}

/** The collapsed log block of the job summary: its `<summary>` title and its fenced text. */
export function summaryBlock(run: ActionRun): { title: string; lines: string[]; outside: string } {
  const match =
    /<details><summary>([^<]*)<\/summary>\n\n```text\n([\s\S]*?)\n```\n\n<\/details>/.exec(
      run.summary,
    );
  if (!match) throw new Error(`no collapsed log block in the summary:\n${run.summary}`);
  const [block, title, text] = match as unknown as [string, string, string];
  return { title, lines: text.split('\n'), outside: run.summary.replace(block, '') };
}

/** Workflow commands the runner would act on: the name of each, in order. */
export function commandsIn(run: ActionRun): string[] {
  return runnerLines(run)
    .map(runnerTrimStart)
    .filter((line) => line.startsWith('::'))
    .map((line) => /^::([^ :]*)/.exec(line)?.[1] ?? '');
}

export const logRequests = (emu: Emulator) => requestsTo(emu, 'POST', LOGS_PATH);
