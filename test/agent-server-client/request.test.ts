import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import {
  callAgentServer,
  checkServerUrl,
  endpointOf,
  sizeInWords,
} from '../../src/agent-server-client/request.ts';
import { fakeAgentServer } from '../support/fake-agent-server.ts';

const dispatcher = new Agent();
afterAll(() => dispatcher.close());

const call = (url: string, extra: Partial<Parameters<typeof callAgentServer>[0]> = {}) =>
  callAgentServer({
    url,
    method: 'GET',
    signal: new AbortController().signal,
    timeoutMs: 2000,
    maxBodyBytes: 1024,
    dispatcher,
    ...extra,
  });

describe('checkServerUrl', () => {
  it('takes the URL as the service wrote it', () => {
    expect(checkServerUrl('https://agent.example.com/app/')).toEqual({
      ok: true,
      url: 'https://agent.example.com/app/',
    });
  });

  it.each([
    [undefined, 'the service gave the deployment no URL'],
    ['', 'the service gave the deployment no URL'],
    ['http://agent.example.com', 'plain http:// to agent.example.com, which is not this machine'],
    ['ftp://agent.example.com', 'scheme ftp, not https:'],
    ['https://user:pw@agent.example.com', 'user name or password'],
    ['not a url', 'spaces or control characters'],
    ['https://agent.example.com\\@good.example.com', 'backslash'],
    ['https://agent.example.com/#', 'query or a fragment, so no path can be added to it'],
    ['https://agent.example.com/?x=1', 'query or a fragment, so no path can be added to it'],
    ['https://agent.example.com/$(touch-pwned)', 'holds "$", which a shell would act on'],
    ['https://agent.example.com/a;b', 'holds ";", which a shell would act on'],
    ['https://agent.example.com/`id`', 'holds "`", which a shell would act on'],
  ])('refuses %j: %s', (url, problem) => {
    const checked = checkServerUrl(url);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.problem).toContain(problem);
  });
});

describe('endpointOf', () => {
  it('appends the path to the URL as the service wrote it, with one slash', () => {
    expect(endpointOf('https://agent.example.com/app/', '/info')).toEqual({
      ok: true,
      url: 'https://agent.example.com/app/info',
    });
    expect(endpointOf('http://127.0.0.1:8123/dep', '/runs/wait')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8123/dep/runs/wait',
    });
  });

  it('refuses a path that makes the URL one that may not be requested', () => {
    const endpoint = endpointOf('https://agent.example.com', '/ok?next=`id`');
    expect(endpoint.ok).toBe(false);
  });
});

describe('sizeInWords', () => {
  it.each([
    [1024 * 1024, '1 MiB'],
    [64 * 1024, '64 KiB'],
    [1000, '1000 bytes'],
  ])('says %i as %s', (bytes, words) => {
    expect(sizeInWords(bytes)).toBe(words);
  });
});

describe('callAgentServer', () => {
  it('sends X-Api-Key only when asked, and never an Authorization header', async () => {
    const agent = await fakeAgentServer(() => ({ status: 200, body: { ok: true } }));
    await call(`${agent.url}/ok`);
    await call(`${agent.url}/info`, { apiKey: 'lsv2_key_for_info_only' });
    expect(agent.seen.map((seen) => seen.headers['x-api-key'])).toEqual([
      undefined,
      'lsv2_key_for_info_only',
    ]);
    expect(agent.seen.every((seen) => seen.headers.authorization === undefined)).toBe(true);
  });

  it('sends a JSON body and reads the answer', async () => {
    const agent = await fakeAgentServer((seen) => ({ status: 200, body: seen.body }));
    const answer = await call(`${agent.url}/runs/wait`, {
      method: 'POST',
      body: { assistant_id: 'agent', input: { q: 'é' } },
    });
    expect(answer).toEqual({
      kind: 'answer',
      status: 200,
      text: '{"assistant_id":"agent","input":{"q":"é"}}',
      body: 'complete',
    });
    expect(agent.seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('follows no redirect: the key never reaches the place it points to', async () => {
    const elsewhere = await fakeAgentServer(() => ({ status: 200, body: {} }));
    const agent = await fakeAgentServer(() => ({
      status: 307,
      headers: { location: `${elsewhere.url}/info` },
    }));
    const answer = await call(`${agent.url}/info`, { apiKey: 'lsv2_key_not_for_redirects' });
    expect(answer).toMatchObject({ kind: 'answer', status: 307 });
    expect(elsewhere.seen).toEqual([]);
  });

  it('refuses to send the key to plain http that is not loopback', async () => {
    await expect(
      call('http://agents.example.com/info', { apiKey: 'lsv2_key_never_in_clear' }),
    ).rejects.toThrow('the key may only go to an https URL');
  });

  it('reads no more than the cap, and says the body was cut', async () => {
    const agent = await fakeAgentServer(() => ({ status: 200, body: 'x'.repeat(5000) }));
    const answer = await call(`${agent.url}/runs/wait`);
    expect(answer).toMatchObject({ kind: 'answer', body: 'too-large' });
    expect(answer.kind === 'answer' && answer.text.length).toBe(1024);
  });

  it('keeps a body that breaks off as far as it came', async () => {
    const agent = await fakeAgentServer(() => (response) => {
      response.writeHead(200, { 'content-length': '100' });
      response.write('{"ok": tr');
      setTimeout(() => response.destroy(), 20);
    });
    const answer = await call(`${agent.url}/ok`);
    expect(answer).toEqual({ kind: 'answer', status: 200, text: '{"ok": tr', body: 'broken' });
  });

  it('counts a request past its own time-out as unanswered, and says so', async () => {
    const agent = await fakeAgentServer(() => () => undefined);
    const answer = await call(`${agent.url}/runs/wait`, { timeoutMs: 50 });
    expect(answer).toEqual({ kind: 'no-answer', reason: 'no answer within 50ms', timedOut: true });
  });

  it('counts an answer still sending keep-alive newlines at its time-out as timed out, whatever came before', async () => {
    const agent = await fakeAgentServer(() => (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const keepAlive = setInterval(() => response.write('\n'), 20);
      response.on('close', () => clearInterval(keepAlive));
    });
    const answer = await call(`${agent.url}/runs/wait`, {
      method: 'POST',
      body: {},
      timeoutMs: 200,
    });
    expect(answer).toMatchObject({ kind: 'answer', status: 200, body: 'timed-out' });
    expect(answer.kind === 'answer' && answer.text).toMatch(/^\n+$/);
  });

  it('reads newlines before the JSON as part of a complete answer', async () => {
    const agent = await fakeAgentServer(() => (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('\n\n');
      setTimeout(() => response.end('{"done": true}'), 50);
    });
    const answer = await call(`${agent.url}/runs/wait`, { method: 'POST', body: {} });
    expect(answer).toEqual({
      kind: 'answer',
      status: 200,
      text: '\n\n{"done": true}',
      body: 'complete',
    });
  });

  it("ends with the step's reason when the step stops", async () => {
    const agent = await fakeAgentServer(() => () => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled')), 30);
    await expect(call(`${agent.url}/runs/wait`, { signal: controller.signal })).rejects.toThrow(
      'cancelled',
    );
  });
});
