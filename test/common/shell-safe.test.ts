import { describe, expect, it } from 'vitest';
import { shellTextProblem } from '../../src/common/shell-safe.ts';

describe('shellTextProblem', () => {
  it.each([
    'main',
    'release/v1.2',
    'https://sourcehost.example.com/acme/agents',
    'https://a.example/x?y=1#z',
  ])('lets %j through', (value) => {
    expect(shellTextProblem(value)).toBeUndefined();
  });

  it.each([
    ['main$(id)', 'holds "$", which a shell would act on'],
    ['main;rm -rf ~', 'holds spaces or control characters'],
    ['main;rm', 'holds ";", which a shell would act on'],
    ['a|b', 'holds "|", which a shell would act on'],
    ['a`id`', 'holds "`", which a shell would act on'],
    ["it's", 'holds "\'", which a shell would act on'],
    ['a&&b', 'holds "&", which a shell would act on'],
    ['a>b', 'holds ">", which a shell would act on'],
    ['a\\b', 'holds "\\\\", which a shell would act on'],
    ['main\nnext', 'holds spaces or control characters'],
    ['main\u200b', 'holds spaces or control characters'],
  ])('refuses %j: %s', (value, problem) => {
    expect(shellTextProblem(value)).toBe(problem);
  });
});
