import { describe, expect, it } from 'vitest';
import {
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
