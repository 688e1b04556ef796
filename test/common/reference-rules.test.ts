import { describe, expect, it } from 'vitest';
import {
  gitRefProblem,
  imageReferenceProblem,
  isDnsLabel,
} from '../../src/common/reference-rules.ts';

describe('gitRefProblem', () => {
  it.each([
    'main',
    'feature/new-agent',
    'release/v1.2.3',
    'refs/heads/main',
    'v1.0.0-rc.1',
    'fix_#12',
    'déploiement',
    '0123abc',
    '0123456789abcdef0123456789abcdef01234567',
  ])('accepts %j', (ref) => {
    expect(gitRefProblem(ref)).toBeUndefined();
  });

  it.each([
    ['-rf', 'starts with "-"'],
    ['@', 'is "@" alone'],
    ['/main', 'starts or ends with "/"'],
    ['main/', 'starts or ends with "/"'],
    ['a//b', 'holds "//"'],
    ['a..b', 'holds ".."'],
    ['main@{1}', 'holds "@{"'],
    [
      'my branch',
      'holds a space; git takes no space, ~ ^ : ? * [ \\ or control character in a ref',
    ],
    ['main~1', 'holds "~"; git takes'],
    ['main^', 'holds "^"; git takes'],
    ['a:b', 'holds ":"; git takes'],
    ['a?', 'holds "?"; git takes'],
    ['a*', 'holds "*"; git takes'],
    ['a[1]', 'holds "["; git takes'],
    ['a\\b', 'holds "\\\\"; git takes'],
    ['a\tb', 'holds "\\t"; git takes'],
    ['a\u007fb', 'holds "\\u007f"; git takes'],
    ['main.', 'ends with "."'],
    ['feature/.hidden', 'has a part starting with "." (.hidden)'],
    ['main.lock', 'has a part ending in ".lock" (main.lock)'],
    ['a.lock/b', 'has a part ending in ".lock" (a.lock)'],
  ])('refuses %j: %s', (ref, problem) => {
    expect(gitRefProblem(ref)).toContain(problem);
  });
});

describe('imageReferenceProblem', () => {
  it.each([
    'agent',
    'agent:1',
    'team/agent:1.2',
    'registry.example.com/team/agent:1.2',
    'registry.example.com:5000/team/sub/agent',
    'localhost:5000/agent:latest',
    '[::1]:5000/agent:dev',
    'Registry.Example.com/agent',
    'ghcr.io/acme/agent-server_v2__x:2024.10.01-abc',
    `agent@sha256:${'a'.repeat(64)}`,
    `registry.example.com/agent:1@sha256:${'0'.repeat(64)}`,
  ])('accepts %j', (reference) => {
    expect(imageReferenceProblem(reference)).toBeUndefined();
  });

  it.each([
    'agent:',
    ':1',
    'registry.example.com/',
    'registry.example.com/Team/agent',
    'agent:-1',
    `agent:${'t'.repeat(129)}`,
    'agent@sha256:abc',
    'https://registry.example.com/agent',
    'agent:1;rm -rf /',
    'a b',
    'agent..x',
    '-agent',
  ])('refuses %j', (reference) => {
    expect(imageReferenceProblem(reference)).toMatch(/^is not an image reference: write /);
  });

  it('says a repository path is lower-case when an upper-case letter is the trouble', () => {
    expect(imageReferenceProblem('registry.example.com/Team/agent')).toContain(
      '(a repository path is lower-case)',
    );
  });

  it('refuses a repository name over 255 characters', () => {
    const name = `registry.example.com/${'a'.repeat(240)}`;
    expect(imageReferenceProblem(`${name}:1`)).toBe(
      `names a repository of ${name.length} characters; a registry takes at most 255`,
    );
  });
});

describe('isDnsLabel', () => {
  it.each(['a', 'agents', 'team-1', '0', 'a'.repeat(63)])('accepts %j', (name) => {
    expect(isDnsLabel(name)).toBe(true);
  });

  it.each(['', 'Agents', '-a', 'a-', 'a_b', 'a.b', 'a'.repeat(64), 'te\u200bam', 'é'])(
    'refuses %j',
    (name) => {
      expect(isDnsLabel(name)).toBe(false);
    },
  );
});
