import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A real agent server's own folder, made for it alone (mode 0700) and removed when it stops: the
 * agent (the server's working directory, where it writes `.langgraph_api/`), its HOME and its
 * TMPDIR. Nothing in it leads outside: no link into the checkout.
 */

export interface ServerFolder {
  /** The folder itself, removed with everything in it. */
  root: string;
  /** The agent directory served: the archive unpacked, or a copy of the test agent. */
  agent: string;
  home: string;
  tmp: string;
}

export async function makeServerFolder(): Promise<ServerFolder> {
  const root = await mkdtemp(join(tmpdir(), 'emulator-agent-'));
  const folder = {
    root,
    agent: join(root, 'agent'),
    home: join(root, 'home'),
    tmp: join(root, 'tmp'),
  };
  await Promise.all([folder.agent, folder.home, folder.tmp].map((dir) => mkdir(dir)));
  return folder;
}

/**
 * Removes the folder; never fails. Called once nothing writes into it any more, it still retries
 * a removal that meets a directory filled meanwhile (ENOTEMPTY) for a while.
 */
export async function removeServerFolder(folder: ServerFolder): Promise<void> {
  await rm(folder.root, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(
    () => undefined,
  );
}
