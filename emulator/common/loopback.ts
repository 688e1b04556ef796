import { lookup } from 'node:dns/promises';
import { BlockList } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether every address a host to listen on stands for is this machine's loopback (127.0.0.0/8,
 * ::1, an IPv4-mapped 127.x): `localhost` and `127.0.0.1` are, `0.0.0.0`, `::` and a name of the
 * network are not, nor is a host that does not resolve.
 */
export async function isLoopbackHost(host: string): Promise<boolean> {
  const addresses = await lookup(host, { all: true }).catch(() => []);
  return (
    addresses.length > 0 &&
    addresses.every(({ address, family }) =>
      LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4'),
    )
  );
}
