import { extract } from 'tar';
import { normalizeArchivePath } from '../common/archive-inspection.ts';
import type { RealServerTarget } from './real-agent-proxy.ts';
import { type RealAgentServer, startRealAgentServer } from './real-agent-server.ts';
import type { ServedDeployment } from './served-deployment.ts';
import { makeServerFolder, removeServerFolder } from './server-folder.ts';

/*
 * Emulator: deployed JS agents served by the real agent server. A revision whose uploaded
 * archive holds a JS agent config (`node_version`, or graphs in .js/.mjs/.cjs/.ts/.mts/.cts
 * files) is unpacked into a directory of its own and served there by `langgraphjs dev`, with
 * the deployment's secrets as its environment: one server per deployment, replaced when another
 * revision of the deployment goes live, stopped when the deployment is deleted and when the
 * emulator closes. Any other revision (a Python agent, a repository the emulator cannot read)
 * is served by the stand-in.
 */

export interface HostedAgentServer {
  deploymentId: string;
  revisionId: string;
  /** Where the real server listens once it answers. */
  url?: string;
  state: 'starting' | 'serving' | 'failed';
}

/** What the hosting reads of the emulator's state, and nothing more. */
export interface AgentRevisions {
  /**
   * A revision whose uploaded archive holds an agent config: that config (a JSON object), its
   * path in the archive, and the copy of the archive the storage sink keeps (undefined once it
   * is no longer kept). Undefined for any other revision.
   */
  revision(
    revisionId: string,
  ):
    | { agentConfig: Record<string, unknown>; configPath: string | null; keptArchive?: string }
    | undefined;
  /** The deployment's secrets, by name, as the platform sets them in its server's environment. */
  secretsOf(deploymentId: string): Record<string, string>;
}

interface Hosted extends HostedAgentServer {
  ready: Promise<RealServerTarget>;
  server?: RealAgentServer;
  stopped: boolean;
}

const JS_MODULE = /\.(m|c)?[jt]sx?$/;

export class RealAgentHosting {
  readonly #revisions: AgentRevisions;
  readonly #log: (line: string) => void;
  readonly #hosted = new Map<string, Hosted>();
  #closed = false;

  constructor(revisions: AgentRevisions, log: (line: string) => void = () => undefined) {
    this.#revisions = revisions;
    this.#log = log;
  }

  /**
   * The real server of the revision served, started (or replacing the deployment's last one)
   * when it is not yet; undefined when the stand-in serves the revision.
   */
  serverFor(served: ServedDeployment): Promise<RealServerTarget> | undefined {
    if (this.#closed) return undefined;
    const revision = this.#revisions.revision(served.revisionId);
    if (!revision || !isJsAgent(revision.agentConfig)) return undefined;
    const current = this.#hosted.get(served.id);
    if (current?.revisionId === served.revisionId) return current.ready;
    if (current) void this.#stopHosted(current);
    const hosted: Hosted = {
      deploymentId: served.id,
      revisionId: served.revisionId,
      state: 'starting',
      stopped: false,
      ready: Promise.resolve({ kind: 'failed', reason: '' }),
    };
    hosted.ready = this.#start(hosted, revision.keptArchive, revision.configPath).catch(
      (error: Error) => this.#failed(hosted, `it could not be started (${error.message})`),
    );
    this.#hosted.set(served.id, hosted);
    return hosted.ready;
  }

  /** What each deployment's real server is, for tests and the log. */
  servers(): HostedAgentServer[] {
    return [...this.#hosted.values()].map(({ deploymentId, revisionId, url, state }) => ({
      deploymentId,
      revisionId,
      state,
      ...(url !== undefined && { url }),
    }));
  }

  /** Stops the deployment's real server (it was deleted). */
  async stop(deploymentId: string): Promise<void> {
    const hosted = this.#hosted.get(deploymentId);
    this.#hosted.delete(deploymentId);
    if (hosted) await this.#stopHosted(hosted);
  }

  /** Stops every real server, those still starting too; none starts after this. */
  async close(): Promise<void> {
    this.#closed = true;
    const all = [...this.#hosted.values()];
    this.#hosted.clear();
    await Promise.all(
      all.map(async (hosted) => {
        await this.#stopHosted(hosted);
        await hosted.ready;
      }),
    );
  }

  async #start(
    hosted: Hosted,
    archiveFile: string | undefined,
    configPath: string | null,
  ): Promise<RealServerTarget> {
    if (!archiveFile)
      return this.#failed(hosted, 'its archive is not kept (the emulator keeps the last 16)');
    const folder = await makeServerFolder();
    const refused = await unpack(archiveFile, folder.agent);
    if (refused !== undefined || hosted.stopped) {
      await removeServerFolder(folder);
      if (refused === undefined) return stoppedMeanwhile(hosted);
      return this.#failed(hosted, `its archive could not be unpacked (${refused})`);
    }
    let server: RealAgentServer;
    try {
      server = await startRealAgentServer({
        folder,
        configPath: normalizeArchivePath(configPath ?? 'langgraph.json'),
        env: this.#revisions.secretsOf(hosted.deploymentId),
      });
    } catch (error) {
      return this.#failed(hosted, `it did not start: ${firstLine((error as Error).message)}`);
    }
    if (hosted.stopped) {
      await server.stop();
      return stoppedMeanwhile(hosted);
    }
    Object.assign(hosted, { server, url: server.url, state: 'serving' });
    this.#log(
      `real agent server: ${named(hosted)} serves at ${server.url} (started in ${server.startedInMs} ms)`,
    );
    return { kind: 'ready', url: server.url };
  }

  /** The revision is not served, and why: in the log, and in the answer its URL gets. */
  #failed(hosted: Hosted, why: string): RealServerTarget {
    hosted.state = 'failed';
    this.#log(`real agent server: ${named(hosted)} is not served: ${why}`);
    return {
      kind: 'failed',
      reason: `The agent server of ${named(hosted)} is not serving: ${why}`,
    };
  }

  async #stopHosted(hosted: Hosted): Promise<void> {
    hosted.stopped = true;
    await hosted.server?.stop();
  }
}

/** Whether an agent config is a JS agent's: `node_version`, or a graph in a JS or TS module. */
function isJsAgent(config: Record<string, unknown>): boolean {
  if ('node_version' in config) return true;
  const graphs = config.graphs;
  if (typeof graphs !== 'object' || graphs === null) return false;
  return Object.values(graphs).some((spec) => {
    const path = typeof spec === 'string' ? spec : (spec as { path?: unknown } | null)?.path;
    return typeof path === 'string' && JS_MODULE.test(path.replace(/:[^:/\\]*$/, ''));
  });
}

function named(hosted: Hosted): string {
  return `revision ${hosted.revisionId} of deployment ${hosted.deploymentId}`;
}

function stoppedMeanwhile(hosted: Hosted): RealServerTarget {
  return { kind: 'failed', reason: `The agent server of ${named(hosted)} was stopped.` };
}

/**
 * Unpacks the archive into `dir`: what the extraction refused in it (an absolute path, a path
 * out of the directory, …), or undefined when it unpacked whole. Not strict: a strict extraction
 * rejects at the first refusal while it goes on writing the entries after it, under a folder
 * that is then being removed; this one refuses the archive once it has finished.
 */
async function unpack(archiveFile: string, dir: string): Promise<string | undefined> {
  const refused: string[] = [];
  try {
    await extract({
      file: archiveFile,
      cwd: dir,
      onwarn: (_code, message, data) => {
        // The entry's path as the archive names it (the entry's own is rewritten by then).
        const named = data.path ?? data.linkpath ?? (data.entry as { path?: string })?.path;
        refused.push(named === undefined ? message : `${String(named)}: ${message}`);
      },
    });
  } catch (error) {
    return (error as Error).message;
  }
  return refused[0];
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
