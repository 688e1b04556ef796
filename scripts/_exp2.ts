import { runAction, ACTION_ENTRIES } from '../test/support/run-action.ts';
const t = performance.now();
const runs = await Promise.all(Array.from({ length: 10 }, () => runAction(ACTION_ENTRIES.deploy, { inputs: { 'base-url': 'http://127.0.0.1:1', 'api-key': 'k', 'deployment-id': 'nope' } })));
console.log((performance.now() - t) / 10, runs[0]?.stdout);
const t2 = performance.now();
for (let i = 0; i < 5; i++) await runAction(ACTION_ENTRIES.deploy, { inputs: { 'base-url': 'http://127.0.0.1:1', 'api-key': 'k', 'deployment-id': 'nope' } });
console.log('serial', (performance.now() - t2) / 5);
