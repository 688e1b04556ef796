#!/usr/bin/env node
const needed = [22, 19, 0];
const running = process.versions.node.split('.').map(Number);
const differs = needed.findIndex((part, index) => running[index] !== part);
if (differs !== -1 && running[differs] < needed[differs]) {
  process.stderr.write(`agent-deploy needs Node.js 22.19.0 or newer; this is Node.js ${process.versions.node}.\n`);
  process.exit(2);
}
const { cli } = await import('./index.js');
await cli(new URL('..', import.meta.url));
