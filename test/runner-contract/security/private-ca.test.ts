// A control plane whose certificate a private CA signed. Node trusts that CA only
// when NODE_EXTRA_CA_CERTS names it; without it the deploy must fail at once, say which
// certificate problem it met and what cures it, and not try again. Real sockets, loopback only:
// the CONNECT proxy, the TLS front for cp.internal.test, the emulator behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { requestsTo } from '../../support/deploy-fixture.ts';
import {
  allThroughProxy,
  CP_HOST,
  deployThrough,
  expectWentLive,
  type PrivatePlane,
  usePrivateControlPlane,
} from '../../support/private-control-plane.ts';
import { makePrivateCa, type PrivateCa } from '../../support/tls-front.ts';

const leafOnly = usePrivateControlPlane();
const fullChain = usePrivateControlPlane({ sendChain: true });

/** What the client says of a front that sends only its leaf, or the chain up to the CA. */
const FRONTS: Array<[string, string, () => PrivatePlane]> = [
  ['only its own certificate', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', leafOnly],
  ['the chain up to the private CA', 'SELF_SIGNED_CERT_IN_CHAIN', fullChain],
];

describe('a control plane whose certificate a private CA signed', () => {
  it.each(FRONTS)(
    'sending %s: without NODE_EXTRA_CA_CERTS the deploy fails at once, naming %s and the cure',
    async (_sends, code, plane) => {
      const p = plane();
      const deployment = p.emulator.seedDeployment();
      const run = await deployThrough(p, deployment.id, {
        inputs: { timeout: '10s' },
        env: { HTTPS_PROXY: p.proxy.url },
      });

      expect(run.exitCode).toBe(1);
      expect(run.outputs.result).toBe('failed');
      const message = failureMessage(run);
      expect(message).toContain(`the TLS certificate of base-url was not accepted (${code})`);
      expect(message).toContain('NODE_EXTRA_CA_CERTS');
      // Not retried: one tunnel, one connection, one handshake that the client broke off.
      expect(p.proxy.connects).toHaveLength(1);
      expect(p.proxy.connects[0]).toMatchObject({ target: `${CP_HOST}:443`, tunnelled: true });
      expect(p.front.connections).toHaveLength(1);
      expect(p.front.handshakes).toBe(0);
      expect(p.front.failedHandshakes).toHaveLength(1);
      expect(allThroughProxy(p.front, p.proxy)).toBe(true);
      // Not a byte of HTTP got through: no GET, and above all no PATCH.
      expect(p.front.requests).toEqual([]);
      expect(p.emulator.requests).toEqual([]);
      expect(requestsTo(p.emulator, 'PATCH')).toEqual([]);
      expect(p.emulator.getDeployment(deployment.id)?.latest_revision_id).toBe(
        deployment.latest_revision_id,
      );
      expect(p.lookups()).toEqual([]);
    },
  );

  it.each(FRONTS)(
    'sending %s (else %s): with NODE_EXTRA_CA_CERTS naming the CA the deploy goes live',
    async (_sends, _code, plane) => {
      const p = plane();
      const deployment = p.emulator.seedDeployment();
      const run = await deployThrough(p, deployment.id, {
        env: { HTTPS_PROXY: p.proxy.url, NODE_EXTRA_CA_CERTS: p.ca.caPath },
      });

      expect(failureMessage(run)).toBe('');
      expect(run.exitCode).toBe(0);
      expect(run.outputs.result).toBe('deployed');
      expect(p.front.failedHandshakes).toEqual([]);
      expect(p.front.handshakes).toBe(p.front.connections.length);
      expect(p.front.handshakes).toBe(p.proxy.connects.length);
      expect(allThroughProxy(p.front, p.proxy)).toBe(true);
      expectWentLive(p, run);
      expect(p.front.requests).toHaveLength(p.emulator.requests.length);
    },
  );

  describe('NODE_EXTRA_CA_CERTS naming another CA', () => {
    let otherCa: PrivateCa;
    beforeAll(() => {
      otherCa = makePrivateCa('elsewhere.internal.test');
    });
    afterAll(() => otherCa?.remove());

    it('does not help: the deploy fails the same way, once', async () => {
      const p = leafOnly();
      const deployment = p.emulator.seedDeployment();
      const run = await deployThrough(p, deployment.id, {
        inputs: { timeout: '10s' },
        env: { HTTPS_PROXY: p.proxy.url, NODE_EXTRA_CA_CERTS: otherCa.caPath },
      });

      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('(UNABLE_TO_VERIFY_LEAF_SIGNATURE)');
      expect(failureMessage(run)).toContain('NODE_EXTRA_CA_CERTS');
      expect(p.front.connections).toHaveLength(1);
      expect(p.emulator.requests).toEqual([]);
    });
  });
});
