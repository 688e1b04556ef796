import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readChangelog, releaseNotes } from '../../scripts/changelog.ts';

const CHANGELOG = readFileSync('CHANGELOG.md', 'utf8');

describe('CHANGELOG.md', () => {
  it('opens with the notes of what is not released yet, every other section a dated version', () => {
    const sections = readChangelog(CHANGELOG);
    expect(sections[0]?.version).toBe('Unreleased');
    expect(sections[0]?.body).not.toBe('');
    for (const section of sections.slice(1)) expect(section.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives the release workflow the notes of one version, and refuses a version without any', () => {
    const text =
      '# Changelog\n\n## Unreleased\n\n- next\n\n## 1.2.0 - 2026-12-01\n\n- **Added** x.\n\n## 1.1.0 - 2026-11-01\n';
    expect(releaseNotes(text, 'v1.2.0')).toBe('- **Added** x.');
    expect(() => releaseNotes(text, 'v1.1.0')).toThrow('has no notes under "## 1.1.0');
    expect(() => releaseNotes(text, '1.3.0')).toThrow('has no notes under "## 1.3.0');
    expect(() => readChangelog('## Version 2\n')).toThrow('"## Version 2" is neither');
  });
});
