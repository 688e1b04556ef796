import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The runner port owns the run's environment: only the runtimes read or write `process.env`
 * (github-runtime.ts for the actions, cli-runtime.ts for the command line, which hand the rest
 * of src/ a RunEnvironment), one module listens for the process's signals (stop-signals.ts,
 * which each runtime holds), and only the runtimes set the process's exit code or end it.
 */
const RUNTIMES = ['src/common/github-runtime.ts', 'src/cli/cli-runtime.ts'];
const SIGNAL_LISTENER = 'src/common/stop-signals.ts';

/** The code of a file, without its comments (a comment may name `process.env`). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Each line of src/ that matches `pattern`, as `file:line: text`, outside the files allowed. */
function offenders(pattern: RegExp, allowed: readonly string[]): string[] {
  return globSync('src/**/*.ts')
    .sort()
    .filter((file) => !allowed.includes(file))
    .flatMap((file) =>
      code(readFileSync(file, 'utf8'))
        .split('\n')
        .flatMap((line, at) => (pattern.test(line) ? [`${file}:${at + 1}: ${line.trim()}`] : [])),
    );
}

/** `process.env`, however it is reached: read, written, deleted, spread, destructured. */
const ENV =
  /\bprocess\s*\.\s*env\b|\bprocess\s*\[\s*['"]env['"]\s*\]|\{[^}]*\benv\b[^}]*\}\s*=\s*process\b/;
/** A listener on the process for anything but a named event that is no signal. */
const SIGNAL =
  /\bprocess\s*\.\s*(?:on|once|addListener|prependListener|prependOnceListener)\s*\(\s*(?!['"](?!SIG))/;
/** The process's exit code set, or the process ended. */
const EXIT = /\bprocess\s*\.\s*(?:exitCode\s*=(?!=)|exit\s*\()/;

describe('the runner port', () => {
  it('finds each kind of offence however it is written', () => {
    const lines = [
      'const a = process.env.GITHUB_SHA;',
      "delete process['env'].X;",
      'const { env } = process;',
      "process.once('SIGTERM', stop);",
      'process.on(signal, stop);',
      "process.on('unhandledRejection', reject);",
      'process.exitCode = 1;',
      'if (process.exitCode === 1) {}',
      'setTimeout(() => process.exit(), 1000);',
    ];
    const matching = (pattern: RegExp) => lines.filter((line) => pattern.test(line));
    expect(matching(ENV)).toEqual(lines.slice(0, 3));
    expect(matching(SIGNAL)).toEqual(lines.slice(3, 5));
    expect(matching(EXIT)).toEqual([lines[6], lines[8]]);
    expect(code('/** process.env */\n// process.exit()\nx();')).not.toMatch(/process/);
  });

  it('has no process.env outside the runtimes', () => {
    expect(offenders(ENV, RUNTIMES)).toEqual([]);
  });

  it('listens for the process’s signals in one place', () => {
    expect(offenders(SIGNAL, [SIGNAL_LISTENER])).toEqual([]);
  });

  it('leaves the exit code and the end of the process to the runtimes', () => {
    expect(offenders(EXIT, RUNTIMES)).toEqual([]);
  });
});
