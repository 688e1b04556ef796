import { describe, expect, it } from 'vitest';
import { RefusedOptionsError, startEmulator } from '../../emulator/index.ts';
import { refuseExposedRealMode } from '../../emulator/real-mode.ts';

describe('real mode on the network', () => {
  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1', undefined])(
    'serves real agent servers on loopback (host %s)',
    async (host) => {
      await expect(
        refuseExposedRealMode({ agentServerKind: 'real', ...(host && { host }) }),
      ).resolves.toBeUndefined();
    },
  );

  it.each(['0.0.0.0', '::', '192.0.2.10', 'no-such-host.invalid'])(
    'refuses them on %s, naming the flag that allows it',
    async (host) => {
      const refused = refuseExposedRealMode({ agentServerKind: 'real', host });
      await expect(refused).rejects.toThrow(RefusedOptionsError);
      await expect(refused).rejects.toThrow(`--host ${host}`);
      await expect(refused).rejects.toThrow('--trusted-network');
    },
  );

  it('lets a trusted network have them, and the stand-in listen anywhere', async () => {
    await expect(
      refuseExposedRealMode({ agentServerKind: 'real', host: '0.0.0.0', trustedNetwork: true }),
    ).resolves.toBeUndefined();
    await expect(refuseExposedRealMode({ host: '0.0.0.0' })).resolves.toBeUndefined();
  });

  it('is refused by startEmulator before it listens', async () => {
    await expect(startEmulator({ agentServerKind: 'real', host: '0.0.0.0' })).rejects.toThrow(
      RefusedOptionsError,
    );
  });
});
