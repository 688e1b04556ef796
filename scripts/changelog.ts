// The release notes of one version, as CHANGELOG.md gives them: `node scripts/changelog.ts 1.2.3`
// prints the text under `## 1.2.3 - YYYY-MM-DD`, or fails when the changelog has no such section
// or it is empty. The release workflow publishes a release only with its section, as its notes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `## Unreleased`, or `## 1.2.3 - 2026-12-01`. */
const HEADING = /^## (Unreleased|(\d+\.\d+\.\d+) - (\d{4}-\d{2}-\d{2}))$/;

export interface ChangelogSection {
  /** `Unreleased`, or the version without its `v`. */
  version: string;
  date?: string;
  body: string;
}

/** The changelog's sections in order, or the first line that is a `## ` heading of neither form. */
export function readChangelog(text: string): ChangelogSection[] {
  const sections: ChangelogSection[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) {
      const match = HEADING.exec(line);
      if (!match)
        throw new Error(
          `CHANGELOG.md: "${line}" is neither "## Unreleased" nor "## X.Y.Z - YYYY-MM-DD"`,
        );
      sections.push({
        version: match[2] ?? 'Unreleased',
        ...(match[3] && { date: match[3] }),
        body: '',
      });
    } else if (sections.length > 0) {
      const current = sections[sections.length - 1] as ChangelogSection;
      current.body += `${line}\n`;
    }
  }
  for (const section of sections) section.body = section.body.trim();
  return sections;
}

/** The notes of `version` (`1.2.3` or `v1.2.3`); throws when there are none. */
export function releaseNotes(text: string, version: string): string {
  const wanted = version.replace(/^v/, '');
  const section = readChangelog(text).find((found) => found.version === wanted);
  if (!section?.body) {
    throw new Error(
      `CHANGELOG.md has no notes under "## ${wanted} - YYYY-MM-DD": write them before releasing`,
    );
  }
  return section.body;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [version] = process.argv.slice(2);
  if (!version) {
    console.error('usage: node scripts/changelog.ts <version>');
    process.exit(2);
  }
  try {
    console.log(releaseNotes(readFileSync('CHANGELOG.md', 'utf8'), version));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
