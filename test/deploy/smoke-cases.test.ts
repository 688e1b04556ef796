import { describe, expect, it } from 'vitest';
import { smokeTestInput } from '../../src/deploy/smoke-cases.ts';

async function problem(text: string): Promise<string | undefined> {
  const parsed = await smokeTestInput.safeParseAsync(text);
  return parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message).join(' | ');
}

describe('smokeTestInput', () => {
  it('is no smoke test when empty', async () => {
    expect(await smokeTestInput.parseAsync('')).toBeUndefined();
    expect(await smokeTestInput.parseAsync('  \n')).toBeUndefined();
  });

  it('reads a YAML list of cases, with their defaults', async () => {
    const cases = await smokeTestInput.parseAsync(`
- name: greets
  assistant: support
  input: {messages: [{role: user, content: hi}]}
  config: {configurable: {model: small}}
  timeout: 30s
  expect:
    contains: Hello
    matches: 'You said: \\w+'
    json: {messages: [{role: user, content: hi}]}
- assistant: 3f2e1d0c-4b5a-4968-8776-655443322110
  input: null
  timeout: 90
`);
    expect(cases).toEqual([
      {
        name: 'greets',
        assistant: 'support',
        input: { messages: [{ role: 'user', content: 'hi' }] },
        config: { configurable: { model: 'small' } },
        timeoutMs: 30_000,
        expect: {
          contains: 'Hello',
          matches: 'You said: \\w+',
          json: { messages: [{ role: 'user', content: 'hi' }] },
        },
      },
      {
        name: '3f2e1d0c-4b5a-4968-8776-655443322110 #2',
        assistant: '3f2e1d0c-4b5a-4968-8776-655443322110',
        input: null,
        timeoutMs: 90_000,
        expect: {},
      },
    ]);
  });

  it('reads JSON too, and gives a case two minutes by default', async () => {
    const cases = await smokeTestInput.parseAsync('[{"assistant": "agent", "input": {}}]');
    expect(cases).toEqual([
      { name: 'agent #1', assistant: 'agent', input: {}, timeoutMs: 120_000, expect: {} },
    ]);
  });

  it("reads a case's context, and a conversation: turns, each with its own expectations", async () => {
    const cases = await smokeTestInput.parseAsync(`
- name: knows the user
  assistant: context
  input: {}
  context: {user: ada}
- name: remembers
  assistant: memory
  context: {user: ada}
  timeout: 20s
  turns:
    - input: {messages: [{role: user, content: hi}]}
    - input: {messages: [{role: user, content: again}]}
      expect: {json: {count: 2}}
`);
    expect(cases).toEqual([
      {
        name: 'knows the user',
        assistant: 'context',
        input: {},
        context: { user: 'ada' },
        timeoutMs: 120_000,
        expect: {},
      },
      {
        name: 'remembers',
        assistant: 'memory',
        context: { user: 'ada' },
        timeoutMs: 20_000,
        turns: [
          { input: { messages: [{ role: 'user', content: 'hi' }] }, expect: {} },
          {
            input: { messages: [{ role: 'user', content: 'again' }] },
            expect: { json: { count: 2 } },
          },
        ],
      },
    ]);
  });

  it.each([
    ['- assistant: a\n  input: {}\n  context: [1]', 'case 1: context must be an object'],
    ['- assistant: a\n  input: {}\n  context: text', 'case 1: context must be an object'],
    ['- assistant: a\n  turns: []', 'case 1: turns holds no turn'],
    ['- assistant: a\n  turns: hello', 'case 1: turns must be a list of {input, expect?}'],
    ['- assistant: a\n  turns: [{}]', 'case 1: turn 1: input is required'],
    ['- assistant: a\n  turns: [{input: {}}, hi]', 'case 1: turn 2 must be a mapping with input'],
    [
      '- assistant: a\n  turns: [{input: {}, expect: {contain: x}}]',
      'case 1: turn 1: expect has the unknown member "contain"; known: contains, matches, json',
    ],
    [
      '- assistant: a\n  turns: [{input: {}, expected: {}}]',
      'case 1: turn 1: has the unknown member "expected"; known: input, expect',
    ],
    [
      '- assistant: a\n  turns: [{input: {}, expect: {json: [1]}}]',
      'case 1: turn 1: expect.json must be an object',
    ],
    [
      '- assistant: a\n  input: {}\n  turns: [{input: {}}]',
      'case 1: input goes in each turn when the case has turns',
    ],
    [
      '- assistant: a\n  expect: {contains: x}\n  turns: [{input: {}}]',
      'case 1: expect goes in each turn when the case has turns',
    ],
    [
      `- assistant: a\n  turns: [${Array(21).fill('{input: {}}').join(', ')}]`,
      'case 1: turns holds more than 20 turns',
    ],
  ])(
    'refuses the turns or context of %j, naming the turn and the member',
    async (text, message) => {
      expect(await problem(text)).toBe(message);
    },
  );

  it.each([
    [
      '- assistant: a\n  input: {}\n- name: second\n  input: {}',
      'case 2 ("second"): assistant is required',
    ],
    ['- assistant: a', 'case 1: input is required'],
    [
      '- assistant: a\n  input: {}\n  expected: {contains: x}',
      'case 1: has the unknown member "expected"; known: name, assistant, input, config, timeout, expect',
    ],
    ['- asistant: a\n  input: {}', 'case 1: has the unknown member "asistant"'],
    [
      '- assistant: a\n  input: {}\n  expect: {contain: x}',
      'case 1: expect has the unknown member "contain"; known: contains, matches, json',
    ],
    [
      '- name: broken regex\n  assistant: a\n  input: {}\n  expect: {matches: "(unclosed"}',
      'case 1 ("broken regex"): expect.matches is not a valid regular expression',
    ],
    [
      '- assistant: a\n  input: {}\n  expect: {}',
      'case 1: expect needs at least one of contains, matches, json',
    ],
    [
      '- assistant: a\n  input: {}\n  expect: {json: [1, 2]}',
      'case 1: expect.json must be an object',
    ],
    [
      '- assistant: a\n  input: {}\n  timeout: soon',
      'case 1: timeout must be a duration from 100ms to 24h',
    ],
    ['- assistant: a\n  input: {}\n  config: [1]', 'case 1: config must be an object'],
    ['- assistant: ""\n  input: {}', 'case 1: assistant must not be empty'],
    ['- just text', 'case 1 must be a mapping with assistant and input'],
    ['assistant: a\ninput: {}', 'must be a YAML list of cases'],
    ['[]', 'holds no case'],
    ['- assistant: a\n  input: {\n', 'is not valid JSON or YAML'],
  ])('refuses %j naming the case and the member', async (text, message) => {
    expect(await problem(text)).toContain(message);
  });

  it('tells one problem only, the first case’s first', async () => {
    const told = await problem('- assistant: a\n- input: {}');
    expect(told).toBe('case 1: input is required (any JSON; {} for none)');
  });

  it('refuses more than 50 cases', async () => {
    const many = JSON.stringify(Array.from({ length: 51 }, () => ({ assistant: 'a', input: {} })));
    expect(await problem(many)).toContain('holds 51 cases; at most 50 are run');
  });
});
