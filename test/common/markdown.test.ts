import { describe, expect, it } from 'vitest';
import {
  cell,
  code,
  factTable,
  prose,
  renderFailureSummary,
  table,
} from '../../src/common/markdown.ts';
import { processRedactor } from '../../src/common/redactor.ts';
import { secretRunsShown } from '../support/written.ts';

/** Cells of a table line, split only on pipes that Markdown reads as cell borders. */
function cellsOf(line: string): string[] {
  return line.split(/(?<!\\)\|/).slice(1, -1);
}

/** The text outside code spans, where Markdown and HTML would act. */
function outsideCode(text: string): string {
  return text.replace(/`[^`]*`/g, '');
}

const HOSTILE = 'a|b\nc\r\n| row |\r<img src=x onerror=alert(1)>`tick`';

describe('cell', () => {
  it('cannot add a column: every pipe is escaped', () => {
    const line = table(['', ''], [['x', cell(HOSTILE)]]).split('\n')[2] as string;
    expect(cellsOf(line)).toHaveLength(2);
  });

  it('cannot add a row: the value stays on one line', () => {
    expect(cell(HOSTILE)).not.toMatch(/[\r\n]/);
    expect(cell('a\nb\r\nc\r\rd')).toMatch(/^a\s+b\s+c\s+d$/);
  });

  it('cannot add HTML: angle brackets are escaped', () => {
    expect(cell(HOSTILE)).not.toMatch(/[<>]/);
    expect(cell('<script>')).toContain('&lt;script&gt;');
  });

  it('cannot start math: every dollar sign is escaped', () => {
    expect(cell('$x^2$ and $$\\int$$')).toBe('\\$x^2\\$ and \\$\\$\\\\int\\$\\$');
  });

  it('leaves plain words and numbers as they are', () => {
    expect(cell('agent-prod main 1.2.3 ok')).toBe('agent-prod main 1.2.3 ok');
  });
});

describe('code', () => {
  it('wraps a value in backticks', () => {
    expect(code('main')).toBe('`main`');
  });

  it('replaces backticks in the value, so it cannot close the code span', () => {
    const span = code('a`b``c');
    expect(span.slice(1, -1)).not.toContain('`');
    expect(span).toMatch(/^`a.b..c`$/u);
  });

  it('is table-safe too: one line, no unescaped pipe', () => {
    const span = code(HOSTILE);
    expect(span).not.toMatch(/[\r\n]/);
    expect(cellsOf(`| ${span} |`)).toHaveLength(1);
    expect(outsideCode(span)).toBe('');
  });
});

describe('table', () => {
  it('writes a header, a separator and one line per row', () => {
    expect(
      table(
        ['Status', 'First seen'],
        [
          ['`QUEUED`', '+0ms'],
          ['`DEPLOYED`', '+2s'],
        ],
      ),
    ).toBe(
      [
        '| Status | First seen |',
        '| --- | --- |',
        '| `QUEUED` | +0ms |',
        '| `DEPLOYED` | +2s |',
      ].join('\n'),
    );
  });

  it('writes only the header and separator when there are no rows', () => {
    expect(table(['', ''], [])).toBe('|  |  |\n| --- | --- |');
  });
});

describe('factTable', () => {
  it('heads the facts with the names of its columns, never an empty row', () => {
    expect(factTable([['Result', '**deployed**']])).toBe(
      '| Fact | Value |\n| --- | --- |\n| Result | **deployed** |',
    );
  });
});

describe('renderFailureSummary', () => {
  it('writes the title and each line of the message, made cell-safe', () => {
    expect(
      renderFailureSummary('Deploy not started: bad input', 'Input "a": <bad>\nInput "b": x|y'),
    ).toBe(
      '### ❌ Deploy not started: bad input\n\nInput "a": &lt;bad&gt;<br>\nInput "b": x\\|y\n',
    );
  });
});

describe('service text that holds a known key', () => {
  // Underscores, which Markdown escapes: `lsv2\_pt\_…` renders as the key, yet is not it.
  const KEY = 'lsv2_pt_0123456789abcdef0123456789abcdef_ZZ';
  processRedactor.add([KEY]);
  const shown = (markdown: string) => secretRunsShown([markdown], [KEY]);

  it('is redacted before a cell escapes it', () => {
    expect(cell(`Value ${KEY} is refused`)).toBe('Value \\*\\*\\* is refused');
  });

  it('is redacted before a code span or a cell cuts it', () => {
    const text = `${'v'.repeat(480)}${KEY}`;
    expect(code(text)).toBe(`\`${'v'.repeat(480)}***\``);
    expect(shown(cell(`${'v'.repeat(490)}${KEY}`))).toEqual([]);
  });

  it('is redacted before prose escapes or cuts it, each line of it included', () => {
    expect(prose(`line one\nkey ${KEY}`, '> ')).toBe('> line one<br>\n> key \\*\\*\\*');
    expect(shown(prose(`${'p'.repeat(1990)}${KEY}`))).toEqual([]);
  });

  it('is redacted from the failure summary, title and message', () => {
    expect(shown(renderFailureSummary(`Deploy ${KEY}`, `403: denied for ${KEY}`))).toEqual([]);
  });
});
