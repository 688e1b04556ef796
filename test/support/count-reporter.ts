import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * The run's counts as vitest's own closing line gives them ("3453 passed | 8 expected fail"),
 * written to test-results/counts.json so CI can say them once more in plain text: an `it.fails`
 * test that fails as it should counts as an expected failure, not as a pass.
 */
export default class CountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, expectedFail: 0, failed: 0, skipped: 0, total: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        counts.total++;
        const { state } = test.result();
        if (state === 'failed') counts.failed++;
        else if (state !== 'passed') counts.skipped++;
        else if (test.options.fails) counts.expectedFail++;
        else counts.passed++;
      }
    }
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/counts.json', `${JSON.stringify(counts)}\n`);
  }
}
