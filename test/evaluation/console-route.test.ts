// src/evaluation/console-route.ts: while an evaluation runs, what LangSmith's evaluate() writes to the
// console goes to the caller's sink, line by line, and the console is itself again afterwards.
import { describe, expect, it, vi } from 'vitest';
import { withConsoleRouted } from '../../src/evaluation/console-route.ts';

describe('the console while an evaluation runs', () => {
  it('goes to the sink, one call per line, every method', async () => {
    const lines: string[] = [];
    const before = console.error;
    const result = await withConsoleRouted(
      (line) => lines.push(line),
      async () => {
        console.log('Starting evaluation of experiment: %s', 'agent-deploy-1');
        console.error('Error running target function: Error: boom\n    at target (x.js:1)');
        console.warn({ detail: 'slow' });
        return 'done';
      },
    );
    expect(result).toBe('done');
    expect(lines).toEqual([
      'Starting evaluation of experiment: agent-deploy-1',
      'Error running target function: Error: boom',
      '    at target (x.js:1)',
      "{ detail: 'slow' }",
    ]);
    expect(console.error).toBe(before);
  });

  it('goes to the newest of overlapping evaluations, and is restored once the last ends', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const before = console.log;
    let release = () => {};
    const outer = withConsoleRouted(
      (line) => first.push(line),
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await withConsoleRouted(
      (line) => second.push(line),
      async () => console.log('inner'),
    );
    console.log('outer');
    release();
    await outer;
    expect(second).toEqual(['inner']);
    expect(first).toEqual(['outer']);
    expect(console.log).toBe(before);
  });

  it('is restored when the work throws, and a sink that logs reaches the real console', async () => {
    const real = vi.spyOn(console, 'info').mockImplementation(() => {});
    await expect(
      withConsoleRouted(
        (line) => console.info(`sink: ${line}`),
        async () => {
          console.info('routed');
          throw new Error('failed');
        },
      ),
    ).rejects.toThrow('failed');
    expect(console.info).toBe(real);
    expect(real.mock.calls).toEqual([['sink: routed']]);
    real.mockRestore();
  });
});
