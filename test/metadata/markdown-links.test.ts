import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ACTION_DIRS,
  type ActionName,
  readManifest,
} from '../../scripts/runner/action-manifest.ts';
import { findMarkdownFiles } from '../../scripts/validate/readme-yaml-blocks.ts';
import { headingAnchors, isExternal, markdownLinks } from './markdown-links.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FILES = findMarkdownFiles(ROOT);
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** What a relative link of `file` points at that is not there, or leaves the repository. */
function brokenLinks(file: string): string[] {
  return markdownLinks(read(file)).flatMap(({ line, target }) => {
    const at = `${file}:${line}: ${target}`;
    if (isExternal(target)) return /^https:\/\//.test(target) ? [] : [`${at} (not https)`];
    const [path = '', anchor] = target.split('#');
    const resolved = path
      ? resolve(ROOT, dirname(file), decodeURIComponent(path))
      : join(ROOT, file);
    if (path.startsWith('/') || relative(ROOT, resolved).startsWith('..')) {
      return [`${at} (outside the repository)`];
    }
    if (!existsSync(resolved)) return [`${at} (no such file)`];
    if (anchor === undefined) return [];
    if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
      return [`${at} (an anchor into a file that is not Markdown)`];
    }
    return headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)
      ? []
      : [`${at} (no heading with that anchor)`];
  });
}

describe('Markdown links', () => {
  it('reads links outside code, and the anchors GitHub makes of headings', () => {
    const markdown = [
      '# Health check after `DEPLOYED`',
      "## Push an image to the service's registry: `registry/`",
      '## Usage',
      '## Usage',
      'See [the recipe](../README.md#usage) and ![a picture](job-summary.png "title").',
      'Not `[a link](in-code.md)`.',
      '```yaml',
      '# not a heading: [nor a link](x.md)',
      '```',
    ].join('\n');
    expect([...headingAnchors(markdown)]).toEqual([
      'health-check-after-deployed',
      'push-an-image-to-the-services-registry-registry',
      'usage',
      'usage-1',
    ]);
    expect(markdownLinks(markdown)).toEqual([
      { line: 5, target: '../README.md#usage' },
      { line: 5, target: 'job-summary.png' },
    ]);
  });

  it('finds a link to a missing file, a missing heading and a path out of the repository', () => {
    const broken = (target: string) =>
      markdownLinks(`[x](${target})`).map(({ target: found }) => found);
    expect(broken('docs/nothing.md')).toEqual(['docs/nothing.md']);
    expect(isExternal('https://github.com/github/local-action')).toBe(true);
    expect(isExternal('docs/deploy.md')).toBe(false);
    expect(brokenLinks('README.md')).toEqual([]);
  });

  it('every relative link resolves to a file (and heading) of the repository', () => {
    expect(FILES.flatMap(brokenLinks)).toEqual([]);
  });

  it('no file points to a source outside the repository', () => {
    const pointing = FILES.flatMap((file) => {
      const text = read(file);
      return [
        ...(/\/work\/|service-facts|\bseed\b/i.test(text)
          ? [`${file}: a path of this machine`]
          : []),
        // Issue numbers mean nothing to a reader of the repository.
        ...(/\bissues? #?\d+|(^|[\s(])#\d+\b/im.test(text) ? [`${file}: an issue number`] : []),
      ];
    });
    expect(pointing).toEqual([]);
  });
});

describe('README.md', () => {
  const readme = read('README.md');

  it('is short enough to read in five minutes: under 25,000 characters', () => {
    expect([...readme].length).toBeLessThan(25_000);
  });

  it('names the entry file of every action in its Versions section', () => {
    const versions = readme.slice(readme.indexOf('## Versions'));
    const entries = (Object.keys(ACTION_DIRS) as ActionName[]).flatMap((action) => {
      const { runs } = readManifest(action);
      return [runs.main, runs.post].flatMap((entry) =>
        entry ? [relative(ROOT, resolve(ROOT, ACTION_DIRS[action], entry))] : [],
      );
    });
    for (const entry of entries) expect(versions).toContain(`\`${entry}\``);
  });

  it('gives the commands CI runs: the tests exactly as CI runs them', () => {
    const ci = parse(read('.github/workflows/ci.yml')) as {
      jobs: Record<string, { steps: { run?: string }[] }>;
    };
    const runs = Object.values(ci.jobs).flatMap((job) => job.steps.map((step) => step.run));
    const commands = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]?.trim());
    expect(commands).toContain('npm ci && npm test');
    expect(commands).toContain('npm ci && npm run demo');
    for (const command of 'npm ci && npm test'.split(' && ')) expect(runs).toContain(command);
  });
});

describe('CONTRIBUTING.md', () => {
  it('says what every npm script does', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const contributing = read('CONTRIBUTING.md');
    const missing = Object.keys(scripts)
      .filter((name) => name !== '//' && name !== 'test')
      .filter((name) => !contributing.includes(`npm run ${name}`));
    expect(missing).toEqual([]);
    expect(contributing).toContain('npm ci && npm test');
  });
});

describe('the Markdown files and the workflows', () => {
  it('use one version of actions/checkout', () => {
    const texts = [...FILES, '.github/workflows/ci.yml', '.github/workflows/release.yml'].map(read);
    const versions = new Set(
      texts.flatMap((text) =>
        [...text.matchAll(/actions\/checkout@(v\d+)/g)].map((match) => match[1]),
      ),
    );
    expect([...versions]).toHaveLength(1);
  });
});
