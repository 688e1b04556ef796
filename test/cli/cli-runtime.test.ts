// src/cli/cli-runtime.ts: the command line as an action's runtime, with no runner to mask anything.
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliRuntime, cliInputs } from '../../src/cli/cli-runtime.ts';
import type { LogView } from '../../src/cli/log-view.ts';
import { memoryState } from '../../src/cli/state-file.ts';
import { runEnvironmentOf } from '../../src/common/run-environment.ts';
import type { StepEvent } from '../../src/common/step-events.ts';
import { NO_STOPS } from '../../src/common/stop-signals.ts';

const SECRET = 'sk-cli-runtime-7f3a9c2e5b1d';
const dir = mkdtempSync(join(tmpdir(), 'cli-runtime-'));

function recordingView() {
  const shown: Array<{ kind: string; text: string; event?: StepEvent; title?: string }> = [];
  const view: LogView = {
    line: (text, event) => shown.push({ kind: 'line', text, ...(event && { event }) }),
    debug: (text) => shown.push({ kind: 'debug', text }),
    group: (title, lines) => shown.push({ kind: 'group', text: [title, ...lines].join('|') }),
    warning: (text, title) => shown.push({ kind: 'warning', text, ...(title && { title }) }),
    error: (text, title) => shown.push({ kind: 'error', text, ...(title && { title }) }),
    result: () => {},
  };
  return { view, shown };
}

function runtime(files = {}) {
  const { view, shown } = recordingView();
  const inputs = cliInputs(
    {
      values: { wait: 'true', 'smoke-test': 'cases' },
      names: { wait: '--wait' },
      fromFile: new Set(['smoke-test']),
    },
    false,
  );
  const environment = runEnvironmentOf({ PATH: '/bin', GITHUB_SHA: 'abc' });
  const cli = new CliRuntime(inputs, view, {
    environment,
    stops: NO_STOPS,
    files,
    state: memoryState(),
  });
  cli.addSecrets([SECRET]);
  return { cli, shown };
}

describe('the command line’s runtime', () => {
  it('reads the inputs given, empty for the rest, and names each as its flag', () => {
    const { cli } = runtime();
    expect([cli.inputs.read('wait'), cli.inputs.read('timeout')]).toEqual(['true', '']);
    expect(cli.inputs.wording?.subject('timeout')).toBe('--timeout');
    expect(cli.inputs.wording?.setting('wait', 'false')).toBe('--no-wait');
    expect([cli.inputs.fromFile?.('smoke-test'), cli.inputs.fromFile?.('wait')]).toEqual([
      true,
      false,
    ]);
  });

  it('gives the step the command’s environment and stop signals, and leaves the exit code to the command', () => {
    const { cli } = runtime();
    expect(cli.environment.facts).toEqual({ GITHUB_SHA: 'abc' });
    expect(cli.stops).toBe(NO_STOPS);
    cli.stepEnded(true);
    expect(process.exitCode).toBeUndefined();
  });

  it('redacts every line, title and event text, and strips controls from them', () => {
    const { cli, shown } = runtime();
    cli.info(`build printed ${SECRET}\u001b[31m`, {
      type: 'build-log',
      revisionId: 'r1',
      line: `echo ${SECRET}`,
    });
    cli.warning(`a warning about ${SECRET}`, `title ${SECRET}`);
    cli.group('Logs', [`line ${SECRET}`]);
    const everything = JSON.stringify(shown);
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain('\u001b');
    expect(shown[0]).toEqual({
      kind: 'line',
      text: 'build printed ***',
      event: { type: 'build-log', revisionId: 'r1', line: 'echo ***' },
    });
  });

  it('writes the outputs file as soon as the outputs are set, redacted but for the own words', () => {
    const outputs = join(dir, 'outputs.env');
    const { cli, shown } = runtime({ outputs });
    cli.setOutputs(
      {
        result: 'deployed',
        'deployment-name': `name-${SECRET}`,
        url: undefined,
        'new-revision': 'true',
      },
      new Set(['result', 'new-revision']),
    );
    expect(readFileSync(outputs, 'utf8')).toBe(
      'result=deployed\ndeployment_name=name-***\nnew_revision=true\n',
    );
    expect(cli.outputs).toEqual([
      ['result', 'deployed'],
      ['deployment-name', 'name-***'],
      ['new-revision', 'true'],
    ]);
    expect(shown).toEqual([]);
  });

  it('writes an empty outputs file when the step set none, and never over the step’s own', () => {
    const empty = join(dir, 'empty.env');
    runtime({ outputs: empty }).cli.finishOutputsFile();
    expect(readFileSync(empty, 'utf8')).toBe('');
    const kept = join(dir, 'kept.env');
    const { cli } = runtime({ outputs: kept });
    cli.setOutputs({ result: 'failed' });
    cli.finishOutputsFile();
    expect(readFileSync(kept, 'utf8')).toBe('result=failed\n');
  });

  it('writes the summary redacted, only when asked for a summary file', async () => {
    const summary = join(dir, 'summary.md');
    await runtime({ summary }).cli.writeSummary(`## Deployed\n\nkey ${SECRET}\n`);
    expect(readFileSync(summary, 'utf8')).toBe('## Deployed\n\nkey ***\n');
    await runtime().cli.writeSummary('nowhere');
  });

  it('warns of an outputs file it cannot write and goes on; a summary it cannot write is the caller’s to warn of', async () => {
    const outputs = join(dir, 'no-such-dir', 'outputs.env');
    const { cli, shown } = runtime({ outputs, summary: dir });
    cli.setOutputs({ result: 'deployed' });
    // The path is partly starred out: the test's folder shares a part with the secret.
    expect(shown).toEqual([
      {
        kind: 'warning',
        text: expect.stringMatching(
          /^Could not write the outputs file .*: its directory is gone\.$/,
        ),
      },
    ]);
    expect(cli.outputs).toEqual([['result', 'deployed']]);
    await expect(cli.writeSummary('## Deployed')).rejects.toThrow(`${dir}: it is a directory`);
  });

  it('never writes the outputs file through a link', () => {
    const target = join(dir, 'target.txt');
    writeFileSync(target, 'kept\n');
    const outputs = join(dir, 'link.env');
    symlinkSync(target, outputs);
    const { cli, shown } = runtime({ outputs });
    cli.setOutputs({ result: 'deployed' });
    expect(readFileSync(target, 'utf8')).toBe('kept\n');
    expect(shown[0]?.text).toMatch(
      /^Could not write the outputs file .*: it is a symbolic link now\.$/,
    );
  });

  it('writes JSON outputs in the outputs file with "#" and "$" as JSON escapes', () => {
    const outputs = join(dir, 'json.env');
    const { cli } = runtime({ outputs });
    cli.setOutputs(
      { 'smoke-results': '[{"name":"order #1 costs $5"}]' },
      new Set(),
      new Set(['smoke-results']),
    );
    expect(readFileSync(outputs, 'utf8')).toBe(
      'smoke_results=[{"name":"order \\u00231 costs \\u00245"}]\n',
    );
    expect(cli.outputs).toEqual([['smoke-results', '[{"name":"order #1 costs $5"}]']]);
  });
});
