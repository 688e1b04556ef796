// Preloaded into a spawned action (NODE_OPTIONS=--import) so that its name lookups never leave
// the machine: the test's resolver is this file, not the network's. `localhost` resolves as
// usual; any other name fails as a name that exists nowhere does (ENOTFOUND), and is appended
// to the file DNS_LOOKUP_LOG names, one line per lookup, so a test can tell whether the action
// tried to reach a host directly. Connections to an IP address (the proxy's) need no lookup.

import dns from 'node:dns';
import { appendFileSync } from 'node:fs';

const realLookup = dns.lookup;
const logFile = process.env.DNS_LOOKUP_LOG;

function offlineLookup(hostname: string, ...rest: unknown[]): void {
  if (hostname === 'localhost') {
    (realLookup as (...args: unknown[]) => void)(hostname, ...rest);
    return;
  }
  const callback = rest.at(-1) as (error: Error) => void;
  if (logFile) appendFileSync(logFile, `${hostname}\n`);
  const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
    code: 'ENOTFOUND',
    errno: -3008,
    syscall: 'getaddrinfo',
    hostname,
  });
  process.nextTick(callback, error);
}

dns.lookup = offlineLookup as typeof dns.lookup;
