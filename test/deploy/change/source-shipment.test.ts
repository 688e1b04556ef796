import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { SourceNotShipped } from '../../../src/deploy/change/patch-body.ts';
import { packCheckedSource } from '../../../src/deploy/change/ship-source.ts';
import { type Packer, SourceShipment } from '../../../src/deploy/change/source-shipment.ts';
import { clientFor, recordingContext } from '../../client/client-helpers.ts';
import { eventually } from '../../emulator/http-test-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';
import { deployInputs } from '../deploy-inputs-fixture.ts';

/*
 * source-path is packed while the requests before the change are in flight: these tests hold
 * the packer (the real one, behind a gate, or a stand-in) to see what the shipment does
 * meanwhile, and what it says, and when.
 */

let emu: Emulator;
let workspace: string;
let tempDir: string;
const emulator = useEmulator({ serviceGeneration: 'new' }, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
  workspace = await mkdtemp(path.join(tmpdir(), 'shipment-workspace-'));
  tempDir = await mkdtemp(path.join(tmpdir(), 'shipment-temp-'));
  const files = {
    'agent/langgraph.json': '{"dependencies":["."],"graphs":{"agent":"./graph.py:graph"}}\n',
    'agent/graph.py': 'graph = None\n',
    'agent/.env': 'KEY=never-packed\n',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(workspace, name)), { recursive: true });
    await writeFile(path.join(workspace, name), content);
  }
});
afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
  await rm(tempDir, { recursive: true, force: true });
});

const INPUTS = deployInputs({ sourcePath: 'agent', agentConfigPath: 'langgraph.json' });

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * The real packer, whose archive is handed over only once `opened` settles; what it said, as it
 * said it, is kept in `packerSaid`.
 */
function packedAfter(opened: Promise<void>) {
  const packerSaid = { logs: [] as string[], warnings: [] as string[] };
  const pack: Packer = async (packContext, inputs, where) => {
    const log = (line: string) => {
      packerSaid.logs.push(line);
      packContext.log(line);
    };
    const warn = (line: string) => {
      packerSaid.warnings.push(line);
      packContext.warn(line);
    };
    const archive = await packCheckedSource({ ...packContext, log, warn }, inputs, where);
    await opened;
    return archive;
  };
  return { pack, packerSaid };
}

function start(pack: Packer, signal = new AbortController().signal) {
  return new SourceShipment(INPUTS, { signal, workspace, tempDir }, pack);
}

function setUp() {
  const { client } = clientFor(emu);
  const deploymentId = emu.seedDeployment({ source: 'internal_source' }).id;
  return { client, deploymentId, ...recordingContext(client) };
}

/** A stand-in packer's work that ends only when it is stopped, as the real one's does. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

const uploadUrlRequests = () => emu.requests.filter((r) => r.path.endsWith('/upload-url'));

describe('a shipment of source-path', () => {
  it('asks for the upload URL while packing goes on, uploads once both are there, and writes the packer’s lines only when shipped', async () => {
    const { client, deploymentId, context, said } = setUp();
    const packing = gate();
    const { pack, packerSaid } = packedAfter(packing.opened);
    const shipment = start(pack);

    shipment.askForUploadUrl(deploymentId, client);
    await eventually(uploadUrlRequests, (requests) => requests.length === 1);
    await eventually(() => packerSaid.warnings.length, Boolean);
    // The packer has spoken (the .env left out), but its archive is not handed over yet, and
    // nothing it said is written.
    expect(packerSaid.warnings).toEqual([expect.stringMatching(/\.env/)]);
    expect(emu.uploads).toEqual([]);
    expect(said).toEqual({ logs: [], warnings: [] });

    const shipped = shipment.ship(context, deploymentId);
    expect(said).toEqual(packerSaid);
    packing.open();
    const result = await shipped;

    expect(result).toMatchObject({
      configEntry: 'langgraph.json',
      packed: { files: 2, directories: ['agent'], setApart: { count: 1, examples: ['.env'] } },
    });
    expect(result.objectPath).toBe(emu.uploads[0]?.objectPath);
    expect(emu.uploads.map((upload) => upload.validArchive)).toEqual([true]);
    expect(uploadUrlRequests()).toHaveLength(1);
    expect(said.warnings).toEqual(packerSaid.warnings);
    expect(said.logs).toEqual([
      ...packerSaid.logs,
      expect.stringMatching(/^Packed agent: 2 files, \d+ B\.$/),
      expect.stringMatching(/^uploaded the source archive/),
      `Uploaded as ${result.objectPath}.`,
    ]);
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('asks for the upload URL only at ship() when the deployment was not known before', async () => {
    const { deploymentId, context } = setUp();
    const result = await start(packCheckedSource).ship(context, deploymentId);
    expect(uploadUrlRequests()).toHaveLength(1);
    expect(result.objectPath).toBe(emu.uploads[0]?.objectPath);
  });

  it('stopped before it ships (the deployment was not found): the packer is aborted, says nothing, and its folder goes', async () => {
    const { client, deploymentId, said } = setUp();
    let seen: AbortSignal | undefined;
    const shipment = start(async (packContext, inputs, where) => {
      seen = packContext.signal;
      packContext.log('packing 2 files');
      await writeFile(path.join(where.tempDir, 'partial.tar.gz'), 'half an archive');
      await untilAborted(packContext.signal);
      return packCheckedSource(packContext, inputs, where);
    });
    shipment.askForUploadUrl(deploymentId, client);
    await eventually(async () => {
      const [folder] = await readdir(tempDir);
      return folder ? (await readdir(path.join(tempDir, folder))).length : 0;
    }, Boolean);

    await shipment.close();

    expect(seen?.aborted).toBe(true);
    expect(said).toEqual({ logs: [], warnings: [] });
    expect(await readdir(tempDir)).toEqual([]);
    expect(emu.uploads).toEqual([]);
  });

  it("hears the step's stop through its own signal", async () => {
    const step = new AbortController();
    let seen: AbortSignal | undefined;
    const shipment = start(async (packContext) => {
      seen = packContext.signal;
      return untilAborted(packContext.signal);
    }, step.signal);
    await eventually(() => seen, Boolean);
    step.abort(new Error('the time-out ran out'));
    expect(seen?.aborted).toBe(true);
    await shipment.close();
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('a packing failure is SourceNotShipped, with the lines before it, and asks for no upload URL once known', async () => {
    const { client, deploymentId, context, said } = setUp();
    let failed = false;
    const shipment = start(async (packContext) => {
      packContext.log('packing 2 files');
      failed = true;
      throw new Error('graph.py changed while it was packed');
    });
    await eventually(() => failed, Boolean);
    await new Promise((resolve) => setTimeout(resolve, 0));
    shipment.askForUploadUrl(deploymentId, client);

    const failure = await shipment.ship(context, deploymentId).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(SourceNotShipped);
    expect((failure as Error).message).toBe(
      'source-path "agent" could not be shipped: graph.py changed while it was packed',
    );
    expect(said.logs).toEqual(['packing 2 files']);
    expect(emu.requests).toEqual([]);
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('an upload URL refused while packing: the packer’s lines first, then the refusal as SourceNotShipped', async () => {
    const { client, deploymentId, context, said } = setUp();
    emu.addFault({ method: 'POST', path: '/v2/deployments/:id/upload-url', status: 403 });
    const packing = gate();
    const shipment = start(packedAfter(packing.opened).pack);
    shipment.askForUploadUrl(deploymentId, client);
    await eventually(uploadUrlRequests, (requests) => requests.length === 1);

    const shipped = shipment.ship(context, deploymentId).catch((error: unknown) => error);
    packing.open();
    const failure = await shipped;

    expect(failure).toBeInstanceOf(SourceNotShipped);
    expect((failure as Error).message).toMatch(/^source-path "agent" could not be shipped: .*403/);
    expect(said.logs.at(-1)).toMatch(/^Packed agent: 2 files/);
    expect(emu.uploads).toEqual([]);
    expect(await readdir(tempDir)).toEqual([]);
  });
});
