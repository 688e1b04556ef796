// Preloaded (`node --import`) by `npm run bench` into both sides of the start-up CPU pairs: the
// moment undici creates the process's first request (Node's own fetch and the bundled undici
// both publish `undici:request:create`), it prints the CPU time the process has used so far
// and ends the process. CPU time barely moves with the machine's load; wall time does.
import { subscribe } from 'node:diagnostics_channel';

subscribe('undici:request:create', () => {
  const { user, system } = process.cpuUsage();
  process.stdout.write(`\nfirst-request-cpu-ms ${(user + system) / 1000}\n`);
  process.exit(0);
});
