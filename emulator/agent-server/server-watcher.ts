import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/*
 * `node server-watcher.ts FOLDER COMMAND [ARG…]`: runs one real agent server for the emulator
 * and ends it with the emulator. The emulator starts it with a pipe on its stdin; it starts the
 * server (COMMAND) in a process group of its own, and once that pipe closes (the emulator stops
 * the server, or the emulator is gone: closed, crashed, SIGKILLed) it kills the server's whole
 * group and removes the server's FOLDER. It ends when the server ends, with its exit code. On
 * SIGUSR2 it kills the group and keeps the FOLDER: the server did not get its port, and the
 * emulator starts it again, on another port, from the same folder.
 */

const [folder, command, ...args] = process.argv.slice(2);
if (folder === undefined || command === undefined) {
  process.stderr.write('usage: node server-watcher.ts FOLDER COMMAND [ARG…]\n');
  process.exit(2);
}

const server = spawn(command, args, { detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
let ending = false;

function end(code: number, keepFolder = false): void {
  if (ending) return;
  ending = true;
  try {
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
  if (keepFolder) process.exit(code);
  try {
    rmSync(folder as string, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  } catch {
    // Left to the emulator, which removes it too when it stops the server.
  }
  process.exit(code);
}

process.stdin.on('end', () => end(0));
process.stdin.on('error', () => end(0));
process.stdin.resume();
server.on('exit', (code, signal) => end(code ?? (signal === null ? 0 : 1)));
server.on('error', () => end(1));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => end(0));
process.on('SIGUSR2', () => end(0, true));
