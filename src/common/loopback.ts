import { BlockList } from 'node:net';

const LOOPBACK_ADDRESSES = new BlockList();
LOOPBACK_ADDRESSES.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK_ADDRESSES.addAddress('::1', 'ipv6');

/**
 * Whether a URL's host is this machine: `localhost`, 127.0.0.0/8 or ::1 (an IPv4-mapped
 * 127.x too). Names under `.localhost` are not: whether they reach this machine is up to the
 * resolver, so they keep going through the proxy as any other name does.
 */
export function isLoopbackOrigin(origin: string | URL | undefined): boolean {
  if (origin === undefined) return false;
  let hostname: string;
  try {
    // The URL parser already writes 127.1 or 0x7f.0.0.1 as 127.0.0.1, and 0:…:0:1 as ::1.
    hostname = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname === 'localhost.') return true;
  if (hostname.startsWith('[')) return LOOPBACK_ADDRESSES.check(hostname.slice(1, -1), 'ipv6');
  return /^\d+\.\d+\.\d+\.\d+$/.test(hostname) && LOOPBACK_ADDRESSES.check(hostname, 'ipv4');
}
