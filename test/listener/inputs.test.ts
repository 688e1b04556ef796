// src/listener/inputs.ts: how the listener action reads its inputs into one settings object.
import { describe, expect, it } from 'vitest';
import { readListenerSettings } from '../../src/listener/inputs.ts';
import {
  BLANKS,
  CONNECTION,
  problemsOf,
  recordingRuntime,
  setInputs,
} from '../support/runner-inputs.ts';

const LISTENER_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const TENANT_ID = '7b3e9d1c-5a2f-4c8e-b6d4-0e9f8a7b6c52';
const CONNECTION_SETTINGS = { baseUrl: 'https://cp.example.com/', apiKey: 'sk-unit-1234' };

const listener = (inputs: Record<string, string>) => {
  setInputs({ ...CONNECTION, 'compute-type': 'k8s', ...inputs });
  return readListenerSettings(recordingRuntime().runtime);
};

describe('the listener settings', () => {
  it('hold every input under its camelCase name, the connection apart', async () => {
    const settings = await listener({
      'compute-id': 'cluster-a',
      'tenant-id': TENANT_ID,
      version: '1.2.3',
      'k8s-namespaces': 'a,b\n a',
    });
    expect(settings).toEqual({
      connection: { ...CONNECTION_SETTINGS, tenantId: TENANT_ID },
      computeId: 'cluster-a',
      computeType: 'k8s',
      k8sNamespaces: ['a', 'b'],
      version: '1.2.3',
    });
  });

  it('need no compute-id when a listener-id names the listener', async () => {
    expect(await listener({ 'listener-id': LISTENER_ID })).toEqual({
      connection: CONNECTION_SETTINGS,
      listenerId: LISTENER_ID,
      computeType: 'k8s',
      k8sNamespaces: [],
    });
  });

  it('need a compute-id or a listener-id', async () => {
    expect(await problemsOf(listener({}))).toEqual([
      'compute-id: is required to create a listener; pass listener-id instead to update or read an existing one.',
    ]);
  });

  it('read compute-type left empty as k8s, the only type', async () => {
    const settings = await listener({ 'compute-id': 'cluster-a', 'compute-type': '' });
    expect(settings.computeType).toBe('k8s');
  });

  it('accept a compute-id of 255 characters and refuse 256', async () => {
    const settings = await listener({ 'compute-id': 'c'.repeat(255) });
    expect(settings.computeId).toHaveLength(255);
    expect(await problemsOf(listener({ 'compute-id': 'c'.repeat(256) }))).toEqual([
      'compute-id: must be at most 255 characters.',
    ]);
  });

  it('read inputs of only blanks as not given, and a required one as missing', async () => {
    setInputs({ 'base-url': BLANKS, 'api-key': BLANKS, 'compute-id': 'cluster-a' });
    expect(await problemsOf(readListenerSettings(recordingRuntime().runtime))).toEqual([
      'base-url: is required.',
      'api-key: is required unless bearer-token is given.',
    ]);
    const settings = await listener({
      'compute-id': BLANKS,
      'listener-id': LISTENER_ID,
      version: BLANKS,
      'k8s-namespaces': BLANKS,
      'tenant-id': BLANKS,
    });
    expect(settings).toEqual({
      connection: CONNECTION_SETTINGS,
      listenerId: LISTENER_ID,
      computeType: 'k8s',
      k8sNamespaces: [],
    });
  });

  it('refuse a version that is not one line of visible text, showing the character', async () => {
    expect(
      await problemsOf(listener({ 'compute-id': 'cluster-a', version: '1.2\u00a03' })),
    ).toEqual([
      'version: must be one line without control or invisible characters; it holds \\u00a0 (a no-break space); got "1.2\\u00a03".',
    ]);
  });

  it('name every bad input at once', async () => {
    expect(
      await problemsOf(listener({ 'listener-id': 'listener-1', 'compute-type': 'vm' })),
    ).toEqual([
      'listener-id: must be a UUID such as 123e4567-e89b-12d3-a456-426614174000; got "listener-1".',
      'compute-type: must be one of k8s; got "vm".',
    ]);
  });
});
describe('k8s-namespaces', () => {
  const namespaces = async (text: string) =>
    (await listener({ 'compute-id': 'cluster-a', 'k8s-namespaces': text })).k8sNamespaces;

  it('splits on newlines and commas, trims, drops blanks and keeps each name once', async () => {
    expect(await namespaces('agents, tools\n\n agents \n,batch,')).toEqual([
      'agents',
      'tools',
      'batch',
    ]);
  });

  it('reads empty as no namespaces', async () => {
    expect(await namespaces('')).toEqual([]);
  });

  it('refuses names that are not DNS labels, showing invisible characters as escapes', async () => {
    const problems = await problemsOf(
      listener({
        'compute-id': 'cluster-a',
        'k8s-namespaces': `agents\nTools\nte\u200bam\nbatch;rm\n${'a'.repeat(64)}`,
      }),
    );
    expect(problems).toEqual([
      'k8s-namespaces: holds "Tools", "te\\u200bam", "batch;rm" and 1 more, not a namespace name: each is a DNS label of lower-case letters, digits and "-", starting and ending with a letter or digit, at most 63 characters.',
    ]);
  });
});
