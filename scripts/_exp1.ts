import { startEmulator } from '../test/emulator/index.ts';
import { ControlPlaneClient } from '../src/client/control-plane-client.ts';
const emu = await startEmulator();
const d = emu.seedDeployment();
emu.addFault({ path: '/v2/deployments/:id', status: 429, retryAfter: '60' });
const c = new ControlPlaneClient({ baseUrl: emu.url, apiKey: 'emulator-key', onRetry: (n) => console.log('retry', n) });
const ac = new AbortController();
setTimeout(() => ac.abort(new Error('stop')), 500);
const t = performance.now();
try { await c.getDeployment(d.id, { signal: ac.signal }); console.log('ok'); } catch (e) { console.log('err', (e as Error).message, performance.now() - t); }
for (const key of ['abc\ndef', 'ключ', 'a'.repeat(10000)]) {
  const c2 = new ControlPlaneClient({ baseUrl: emu.url, apiKey: key });
  try { await c2.getDeployment(d.id); console.log('ok2'); } catch (e) { console.log('err2', String(e).slice(0, 300), (e as any).code); }
  console.log(emu.requests.length, JSON.stringify(emu.requests.at(-1)?.headers['x-api-key'])?.slice(0,50));
}
await emu.close();
