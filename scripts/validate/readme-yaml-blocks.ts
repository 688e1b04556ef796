// The ```yaml blocks of the repository's Markdown files (the READMEs, docs/, CONTRIBUTING.md), as
// readme-workflows.ts checks them.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** An HTML comment on the line before a ```yaml block that keeps it out of the check. */
export const SKIP_MARKER = '<!-- not-a-workflow';

export interface YamlBlock {
  /** Markdown file's path, relative to the repository root. */
  file: string;
  /** One-based README line of the block's first line (the one after the fence). */
  line: number;
  text: string;
  skipped: boolean;
  /** The HTML comment on the line before it, when there is one: what the block is. */
  note?: string;
}

/** Folders whose Markdown is not the repository's own: dependencies, git, builds and test output. */
const NOT_DOCUMENTATION =
  /^(node_modules|\.git|dist|dist\..*|coverage|bench-results|test-results)$/;

/** Every Markdown file of the repository, outside dependencies, builds and test output. */
export function findMarkdownFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (NOT_DOCUMENTATION.test(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(relative(root, path));
    }
  };
  walk(root);
  return found.sort();
}

/** The ```yaml / ```yml blocks of a Markdown text. */
export function yamlBlocks(markdown: string, file: string): YamlBlock[] {
  const lines = markdown.split('\n');
  const blocks: YamlBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(\w+)?/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', language = ''] = open;
    const end = lines.findIndex(
      (line, at) => at > index && line.trimEnd() === `${indent}${fence}`.trimEnd(),
    );
    const close = end < 0 ? lines.length : end;
    if (language === 'yaml' || language === 'yml') {
      let before = index - 1;
      while (before >= 0 && (lines[before] ?? '').trim() === '') before--;
      const note = (lines[before] ?? '').trim();
      blocks.push({
        ...(note.startsWith('<!--') && { note }),
        file,
        line: index + 2,
        text: lines
          .slice(index + 1, close)
          .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
          .join('\n'),
        skipped: before >= 0 && note.startsWith(SKIP_MARKER),
      });
    }
    index = close;
  }
  return blocks;
}
