// The one way a test starts the control-plane emulator (emulator/): for the whole file, for each
// test, or for one test that needs options of its own. Each is closed when its tests are done,
// so no server outlives its file; a file-wide one has its faults and requests cleared between
// tests. Revisions walk their statuses in `stepMs` (5 ms) unless a test scripts them, by polls.
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  onTestFinished,
  type TestContext,
} from 'vitest';
import { type Emulator, type EmulatorOptions, startEmulator } from '../../emulator/index.ts';

/** The emulator's defaults for a test: statuses that pass in a few ms. */
const TEST_DEFAULTS: EmulatorOptions = { stepMs: 5 };

/**
 * An emulator for the test file (`per: 'file'`, the default: faults and requests cleared after
 * each test) or a fresh one for each test (`per: 'test'`: a test that counts what the service
 * holds). Returns the emulator of the test that asks.
 */
export function useEmulator(
  options: EmulatorOptions = {},
  { per = 'file' }: { per?: 'file' | 'test' } = {},
): () => Emulator {
  let emulator: Emulator | undefined;
  const start = async () => {
    emulator = await startEmulator({ ...TEST_DEFAULTS, ...options });
  };
  const close = async () => {
    await emulator?.close();
    emulator = undefined;
  };
  if (per === 'test') {
    beforeEach(start);
    afterEach(close);
  } else {
    beforeAll(start);
    afterEach(() => {
      emulator?.clearFaults();
      emulator?.clearRequests();
    });
    afterAll(close);
  }
  return () => {
    if (!emulator) throw new Error('the emulator has not started');
    return emulator;
  };
}

/**
 * An emulator of this test's own, with options of its own, closed when the test ends. A test
 * that runs side by side with others (`describe.concurrent`) hands its context, so the
 * emulator is closed when that test ends, not another.
 */
export async function emulatorForTest(
  options: EmulatorOptions = {},
  test: Pick<TestContext, 'onTestFinished'> = { onTestFinished },
): Promise<Emulator> {
  const emulator = await startEmulator({ ...TEST_DEFAULTS, ...options });
  test.onTestFinished(() => emulator.close());
  return emulator;
}
