import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyFile, localImports, ROOT } from './module-imports.ts';

/*
 * The emulator's layers. common/ (HTTP, the contract, the clock) imports nothing else of it;
 * state/ (what the control plane knows, its types, the revision schedule) only common/;
 * control-plane/ (the routes, faults and the storage host) state/ and common/; agent-server/
 * (the stand-in, the real agent servers' hosting and proxy), beside the routes, only common/:
 * it reads the state through what the files at the top (agent-deployments.ts) hand it;
 * langsmith/ (the LangSmith stand-in) stands apart, on common/ at most. The
 * files at the top (server.ts, the handle's types and seeds, the bridge) may import any layer,
 * and no layer imports them.
 */
const EMULATOR = join(ROOT, 'emulator');

/** What each layer may import besides itself. */
const LAYERS: Record<string, string[]> = {
  common: [],
  state: ['common'],
  'control-plane': ['state', 'common'],
  'agent-server': ['common'],
  langsmith: ['common'],
};

/** The layer of a file of emulator/: its folder, or `top` for the files beside the folders. */
function layerOf(file: string): string {
  const parts = relative(EMULATOR, file).split('/');
  return parts.length === 1 ? 'top' : (parts[0] as string);
}

/** Every import of a file of emulator/ into a layer its own layer must not import. */
function layerBreaches(imports: Map<string, string[]>): string[] {
  return [...imports].flatMap(([file, targets]) => {
    const layer = layerOf(file);
    if (layer === 'top') return [];
    const allowed = [layer, ...(LAYERS[layer] ?? [])];
    return targets
      .filter((target) => target.startsWith(EMULATOR) && !allowed.includes(layerOf(target)))
      .map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`);
  });
}

describe("the emulator's layers", () => {
  it('gives every folder of emulator/ its layer', () => {
    const folders = readdirSync(EMULATOR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(Object.keys(LAYERS).sort());
  });

  it('finds an import up a layer, across to a layer beside, and into the top', () => {
    const imports = new Map([
      [join(EMULATOR, 'state/state.ts'), [join(EMULATOR, 'control-plane/render.ts')]],
      [join(EMULATOR, 'agent-server/proxy.ts'), [join(EMULATOR, 'state/state.ts')]],
      [join(EMULATOR, 'control-plane/x.ts'), [join(EMULATOR, 'types.ts')]],
      [join(EMULATOR, 'common/clock.ts'), [join(EMULATOR, 'common/reply.ts')]],
      [join(EMULATOR, 'server.ts'), [join(EMULATOR, 'agent-server/proxy.ts')]],
    ]);
    expect(layerBreaches(imports)).toEqual([
      'emulator/state/state.ts → emulator/control-plane/render.ts',
      'emulator/agent-server/proxy.ts → emulator/state/state.ts',
      'emulator/control-plane/x.ts → emulator/types.ts',
    ]);
  });

  it('has every import of a layer go to itself or a layer below it', () => {
    const imports = localImports(everyFile(EMULATOR));
    expect(imports.size).toBeGreaterThan(40);
    expect(layerBreaches(imports)).toEqual([]);
  });
});
