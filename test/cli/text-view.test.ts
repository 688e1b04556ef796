// src/cli/text-view.ts: lines for a person on standard error.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { progressBar, TextView } from '../../src/cli/text-view.ts';

function view(options = { terminal: false, debug: false }) {
  const out = new PassThrough();
  let written = '';
  out.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  return { view: new TextView(out, options), written: () => written };
}

const upload = (sentBytes: number, done = false) =>
  ({ type: 'upload', sentBytes, totalBytes: 4 * 1024 * 1024, done }) as const;

describe('the text view', () => {
  it('writes lines, warnings and errors, a message of several lines indented under its first', () => {
    const { view: text, written } = view();
    text.line('Revision r1 (new)');
    text.warning('the image is named by a tag');
    text.error(
      '--wait: must be true or false.\n--timeout: must be a duration.',
      'Deploy not started: bad input',
    );
    text.group('Build log', ['step 1', 'step 2']);
    text.debug('not shown');
    expect(written()).toBe(
      [
        'Revision r1 (new)',
        'warning: the image is named by a tag',
        'error: Deploy not started: bad input: --wait: must be true or false.',
        '  --timeout: must be a duration.',
        'Build log',
        '  step 1',
        '  step 2',
        '',
      ].join('\n'),
    );
  });

  it('shows debug lines when asked, and no line can act as a workflow command', () => {
    const { view: text, written } = view({ terminal: false, debug: true });
    text.debug('a detail');
    text.line('::set-output name=url::https://evil.example');
    expect(written()).toBe('debug: a detail\n:\u200b:set-output name=url::https://evil.example\n');
  });

  it('draws the upload as one bar on a terminal, cleared before the next line', () => {
    const { view: text, written } = view({ terminal: true, debug: false });
    text.line('uploading the source archive: 25%', upload(1024 * 1024));
    text.line('uploading the source archive: 50%', upload(2 * 1024 * 1024));
    text.line('uploaded the source archive: 4.0 MB', upload(4 * 1024 * 1024, true));
    expect(written()).toBe(
      `${progressBar(upload(1024 * 1024))}\r\u001b[K${progressBar(upload(2 * 1024 * 1024))}\r\u001b[Kuploaded the source archive: 4.0 MB\n`,
    );
    expect(progressBar(upload(1024 * 1024))).toBe(
      'uploading ▕██████░░░░░░░░░░░░░░░░░░▏  25% 1.0 of 4.0 MB',
    );
  });

  it('writes the upload as plain lines elsewhere (a CI log)', () => {
    const { view: text, written } = view();
    text.line('uploading the source archive: 25%', upload(1024 * 1024));
    expect(written()).toBe('uploading the source archive: 25%\n');
  });
});
