import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { servedDeployment } from './agent-deployments.ts';
import { startAgentServer } from './agent-server/agent-server.ts';
import { now } from './common/clock.ts';
import { type Contract, loadContract } from './common/contract.ts';
import { FaultBook } from './control-plane/faults.ts';
import { handleRequest, type Server } from './control-plane/handler.ts';
import { renderDeployment, renderRevision } from './control-plane/render.ts';
import type { Route } from './control-plane/router.ts';
import { deleteAndRedeployRoutes } from './control-plane/routes-delete-redeploy.ts';
import { deploymentRoutes } from './control-plane/routes-deployments.ts';
import { listenerRoutes } from './control-plane/routes-listeners.ts';
import { logRoutes } from './control-plane/routes-logs.ts';
import { repositoryRoutes } from './control-plane/routes-repos.ts';
import { createRevisionRoute } from './control-plane/routes-revision-create.ts';
import { revisionRoutes } from './control-plane/routes-revisions.ts';
import { uploadRoutes } from './control-plane/routes-uploads.ts';
import { startStorageSink } from './control-plane/storage-sink.ts';
import { langSmithHandler } from './langsmith/langsmith-routes.ts';
import { LangSmithStore } from './langsmith/langsmith-store.ts';
import { refuseExposedRealMode, startRealMode } from './real-mode.ts';
import { seedHistory } from './seed-history.ts';
import { seedDeployment, seedIntegration, seedListener } from './seeds.ts';
import { deployedAt, failingSteps } from './state/revision-schedule.ts';
import { DEFAULT_TENANT_ID, EmulatorState } from './state/state.ts';
import type { Emulator, EmulatorOptions } from './types.ts';

const ROUTES = [
  ...deploymentRoutes,
  ...deleteAndRedeployRoutes,
  ...revisionRoutes,
  createRevisionRoute,
  ...uploadRoutes,
  ...logRoutes,
  ...listenerRoutes,
  ...repositoryRoutes,
];

/** Where the LangSmith stand-in is served on the emulator's origin. */
const LANGSMITH_PATH = '/langsmith';

/** Starts the control-plane emulator on loopback; close it when done. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  await refuseExposedRealMode(options);
  const contract = await loadContract();
  assertRoutesDocumented(ROUTES, contract);
  contract.prepare(ROUTES.map((route) => route.operationId));
  const state = new EmulatorState(options.stepMs ?? 20);
  // 'old' by default: tests written before the newer operations existed expect PATCH.
  state.generation = options.serviceGeneration ?? 'old';
  state.oldCreateRevisionStatus = options.oldCreateRevisionStatus ?? 405;
  state.deploymentsEnabled = !options.deploymentsDisabled;
  const requests: Emulator['requests'] = [];
  const prefix = normalizePrefix(options.pathPrefix);
  const server: Server = {
    state,
    routes: ROUTES,
    contract,
    faults: new FaultBook(),
    credentials: {
      apiKeys: new Set(options.apiKeys ?? ['emulator-key']),
      orgApiKeys: new Set(options.orgApiKeys ?? ['emulator-org-key']),
      bearerTokens: new Set(options.bearerTokens ?? ['emulator-token']),
    },
    prefix,
    requests,
    log: options.log,
    timers: new Set(),
    latencyMs: options.latencyMs ?? 0,
    closed: false,
  };

  // LangSmith's API beside the control plane's, under a path of its own, with the same keys.
  const langSmith = new LangSmithStore();
  const answerLangSmith = langSmithHandler(
    langSmith,
    { apiKey: server.credentials.apiKeys },
    LANGSMITH_PATH,
  );
  const http = createServer((request, response) => {
    if (answerLangSmith(request, response)) return;
    handleRequest(server, request, response).catch((error: unknown) => {
      server.log?.(`emulator error: ${(error as Error).message}`);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      http.off('error', reject);
      resolve();
    });
  });
  const address = http.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = `http://${host}:${address.port}`;
  const sink = await startStorageSink(state.storage, options.host ?? '127.0.0.1');
  state.storage.origin = sink.origin;
  const real =
    options.agentServerKind === 'real' ? await startRealMode(state, options.log) : undefined;
  const agentServer = await startAgentServer({
    served: (id, previousForMs) => servedDeployment(state, id, previousForMs),
    keyAccepted: (key) =>
      server.credentials.apiKeys.has(key) || server.credentials.orgApiKeys.has(key),
    contract,
    healthy: !options.agentServerUnhealthy,
    ...(options.agentServer && { settings: options.agentServer }),
    ...(real && { realServerFor: (served) => real.hosting.serverFor(served) }),
  });
  state.agentServerOrigin = agentServer.origin;
  state.onDeploymentRemoved((id) => {
    agentServer.forget(id);
    void real?.hosting.stop(id);
  });
  real?.keepLive(() => agentServer.settings().previousRevisionForMs);

  return {
    url: `${origin}${prefix}`,
    origin,
    requests,
    clearRequests: () => {
      requests.length = 0;
    },
    seedDeployment: (init) => seedDeployment(state, init),
    seedIntegration: (init) => seedIntegration(state, init),
    setWorkspace: (tenantId, settings) => state.setWorkspace(tenantId, settings),
    seedListener: (init) => seedListener(state, init),
    scriptNextRevision: (steps, logs) => state.queueScript(steps, logs),
    seedHistory: (deploymentId, past) => seedHistory(state, deploymentId, past),
    failNextRevision: (status, logs) => state.queueScript(failingSteps(status, state.stepMs), logs),
    getDeployment(id) {
      const deployment = state.deployments.get(id);
      return deployment && renderDeployment(state, deployment);
    },
    getRevision(id) {
      if (id === null) return undefined;
      const revision = state.revisions.get(id);
      if (!revision) return undefined;
      const at = deployedAt(revision.schedule);
      const deployed = at !== undefined && at <= now();
      return { ...renderRevision(revision), ...(deployed && { deployedAt: at }) };
    },
    addFault: (fault) => server.faults.add(fault),
    clearFaults: () => server.faults.clear(),
    setListListenersAvailable(available) {
      state.listListenersAvailable = available;
    },
    setServiceGeneration(generation, settings) {
      state.generation = generation;
      if (settings?.createRevisionStatus) {
        state.oldCreateRevisionStatus = settings.createRevisionStatus;
      }
    },
    deletedDeployments: state.deleted,
    tracingProjects: (tenantId = DEFAULT_TENANT_ID) => state.tracingProjects.of(tenantId),
    seedTracingProject: (name, tenantId = DEFAULT_TENANT_ID) =>
      state.tracingProjects.add(tenantId, name),
    storageUrl: sink.origin,
    uploads: state.storage.uploads,
    failNextUploads: (count, failure) => state.storage.failNext(count, failure),
    agentServerUrl: agentServer.origin,
    agentServerRequests: agentServer.requests,
    setAgentServerHealthy: (healthy) => agentServer.setHealthy(healthy),
    warmUpAgentServerFor: (count) => agentServer.warmUpFor(count),
    configureAgentServer: (settings) => agentServer.configure(settings),
    resetAgentServer: () => agentServer.reset(),
    realAgentServers: () => real?.hosting.servers() ?? [],
    langSmithUrl: `${origin}${LANGSMITH_PATH}`,
    langSmith,
    async close() {
      if (server.closed) return;
      server.closed = true;
      for (const timer of server.timers) clearTimeout(timer);
      server.timers.clear();
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      // Each part stops and removes what it made whatever the others do.
      await Promise.allSettled([closed, sink.close(), agentServer.close(), real?.close()]);
    },
  };
}

/** Each route serves the method and path its operation has in the document. */
function assertRoutesDocumented(routes: Route[], contract: Contract): void {
  for (const { method, template, operationId } of routes) {
    const documented = contract.operation(operationId);
    if (documented?.method !== method || documented.path !== template) {
      throw new Error(
        `route ${method} ${template} claims ${operationId}, which emulator/openapi.yaml describes as ${documented ? `${documented.method} ${documented.path}` : 'nothing'}`,
      );
    }
  }
}

function normalizePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
