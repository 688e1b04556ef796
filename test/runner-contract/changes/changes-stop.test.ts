import { afterEach, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import type { GitRepository } from '../../support/git-repository.ts';
import { longComparison } from '../../support/long-comparison.ts';
import { runChanges } from './run-changes.ts';

/*
 * A cancel while the agents are compared: the bundled action, in a repository whose comparison
 * takes minutes, is sent the runner's signal once it has said it is comparing. It must hear it
 * there, end with `result: cancelled` and no matrix (a deploy job must not start from half a
 * comparison), as the runner sees it.
 */

const repos: GitRepository[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.delete();
});

/** How long the step may take to end once signalled before it is killed: far less than the comparison. */
const GRACE_MS = 30_000;

describe('changes: a cancel during the comparison', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'ends the step on %s: result cancelled, no matrix, one error',
    async (signal) => {
      const { repo, base } = longComparison();
      repos.push(repo);
      let signalled = false;
      const run = await runChanges(
        repo,
        { base },
        {
          onSpawn: (child) => {
            const send = () => {
              if (signalled) return;
              signalled = true;
              child.kill(signal);
              const kill = setTimeout(() => child.kill('SIGKILL'), GRACE_MS);
              child.on('exit', () => clearTimeout(kill));
            };
            // Once the step says it compares, and a second more; or at 5 s, whatever it says.
            const fallback = setTimeout(send, 5_000);
            let seen = '';
            child.stdout?.on('data', (chunk: Buffer | string) => {
              seen += String(chunk);
              if (/comparing each with its base/.test(seen)) setTimeout(send, 1_000);
            });
            child.on('exit', () => clearTimeout(fallback));
          },
        },
      );

      expect(signalled).toBe(true);
      expect(run.signal, 'the step had to be killed: it did not hear the signal').toBeNull();
      expect(run.exitCode).toBe(1);
      expect(run.outputs).toEqual({ result: 'cancelled' });
      expect(failureMessage(run)).toBe(`The job was cancelled (${signal}).`);
      expect(run.stdout.match(/^::error/gm)).toHaveLength(1);
      expect(run.summary).toMatch(/Change detection cancelled/);
      expect(run.stderr).not.toMatch(/Unhandled|uncaught/i);
    },
    90_000,
  );
});
