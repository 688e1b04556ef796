import { describe, expect, it } from 'vitest';
import {
  boundedJsonFetch,
  checkAnswerBody,
  idIn,
  listItems,
  UnexpectedGitHubAnswer,
} from '../../src/github/github-answers.ts';

function answer(data: unknown, contentType = 'application/json', status = 200) {
  return { status, headers: { 'content-type': contentType }, data };
}

describe('checkAnswerBody', () => {
  it('lets JSON objects, lists and empty answers through', () => {
    expect(() => checkAnswerBody(answer({ id: 1 }))).not.toThrow();
    expect(() => checkAnswerBody(answer([]))).not.toThrow();
    expect(() => checkAnswerBody(answer('', 'text/plain', 204))).not.toThrow();
  });

  it('says what came instead of JSON, in words for a person', () => {
    const cases: [unknown, string, string][] = [
      [
        '<html><head><title>Bad gateway</title></head></html>',
        'text/html',
        'an HTML page ("Bad gateway")',
      ],
      ['', 'text/plain', 'an empty body'],
      ['upstream connect error', 'text/plain', 'text that starts "upstream connect error"'],
      [new ArrayBuffer(4), 'application/zip', 'a body of type application/zip'],
      [null, 'application/json', 'the JSON value null'],
    ];
    for (const [data, type, said] of cases) {
      expect(() => checkAnswerBody(answer(data, type))).toThrow(
        `GitHub answered 200 with ${said} instead of JSON`,
      );
    }
  });
});

describe('listItems', () => {
  it('keeps the objects of a list and refuses anything else', () => {
    expect(listItems([{ id: 1 }, null, 'x', { id: 2 }], 'things')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(() => listItems({ message: 'x' }, 'things')).toThrow(UnexpectedGitHubAnswer);
    expect(() => listItems({ message: 'x' }, 'things')).toThrow(
      "GitHub's answer listing things was not a list",
    );
  });
});

describe('idIn', () => {
  it('takes positive safe integers only', () => {
    expect(idIn(42)).toBe(42);
    expect(idIn(42n)).toBe(42);
    expect(idIn(2n ** 60n)).toBeUndefined();
    expect(idIn('42')).toBeUndefined();
    expect(idIn(0)).toBeUndefined();
    expect(idIn(1.5)).toBeUndefined();
  });
});

describe('boundedJsonFetch', () => {
  const deep = `${'{"a":'.repeat(300)}1${'}'.repeat(300)}`;
  /** A fetch that answers `body` with `init`, as a server would, at a URL of its own. */
  const answering = (body: string | null, init: ResponseInit) => async () => {
    const response = new Response(body, init);
    Object.defineProperty(response, 'url', { value: 'https://api.example/x' });
    return response;
  };

  it('refuses a JSON answer nested too deeply, whatever its status', async () => {
    for (const status of [200, 404, 500]) {
      const fetch = boundedJsonFetch(
        answering(deep, { status, headers: { 'content-type': 'application/json; charset=utf-8' } }),
      );
      const refused = await fetch('https://api.example/x').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(UnexpectedGitHubAnswer);
      expect((refused as Error).message).toBe(
        `GitHub answered ${status} with JSON nested too deeply (more than 256 levels)`,
      );
    }
  });

  it('hands any other answer on as it came: status, headers, URL and text', async () => {
    const fetch = boundedJsonFetch(
      answering('{"id":1}', {
        status: 201,
        statusText: 'Created',
        headers: { 'content-type': 'application/json', link: '<https://api.example/x?page=2>' },
      }),
    );
    const response = await fetch('https://api.example/x');
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Created');
    expect(response.url).toBe('https://api.example/x');
    expect(response.headers.get('link')).toBe('<https://api.example/x?page=2>');
    expect(await response.text()).toBe('{"id":1}');
  });

  it('leaves alone what Octokit does not parse as JSON, and answers without a body', async () => {
    const text = boundedJsonFetch(answering(deep, { headers: { 'content-type': 'text/plain' } }));
    expect(await (await text('https://api.example/x')).text()).toBe(deep);
    const empty = boundedJsonFetch(
      answering(null, { status: 204, headers: { 'content-type': 'application/json' } }),
    );
    expect((await empty('https://api.example/x')).status).toBe(204);
  });
});
