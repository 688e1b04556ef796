import type { RefusedCase } from './contract-helpers.ts';

/*
 * Request members a deployment create and a deployment patch share (source_config,
 * source_revision_config, resource_spec), valid and refused, taken from the service's tables.
 */

const INTEGRATION_ID = '7c2e9b14-3a5f-4d61-8e0c-2b9a4f6d1e37';
const LISTENER_ID = 'e4a1c7d2-95b3-4f08-a6e2-1c3d5b7f9a20';

const FULL_RESOURCE_SPEC = {
  min_scale: 1,
  max_scale: 3,
  cpu: 0.5,
  cpu_limit: 2,
  memory_mb: 1024,
  memory_limit_mb: 2048,
  queue_min_scale: 0,
  queue_cpu: 1,
  redis_memory_mb: 256,
  core_cpu_limit: 1.5,
  db_storage_gi: 10,
  db_max_connections: 50,
  labels: { team: 'agents' },
  annotations: { 'example.com/owner': 'platform' },
  service_account_name: 'agent-runner',
  image_pull_secrets: [{ name: 'regcred' }],
  volumes: [
    { name: 'cache', emptyDir: {} },
    { name: 'conf', configMap: { name: 'agent-conf' } },
  ],
  volume_mounts: [{ name: 'cache', mountPath: '/cache', readOnly: true }],
  init_containers: [
    { name: 'migrate', image: 'registry.example.com/migrate:1', command: ['migrate'] },
  ],
  sidecars: [
    {
      name: 'proxy',
      image: 'envoyproxy/envoy:v1',
      imagePullPolicy: 'IfNotPresent',
      args: ['--config', '/etc/envoy.yaml'],
      env: [
        { name: 'LOG_LEVEL', value: 'info' },
        { name: 'POD', valueFrom: { fieldRef: {} } },
      ],
      envFrom: [{ configMapRef: { name: 'proxy' } }],
      resources: { limits: { cpu: '1' }, requests: { memory: '128Mi' } },
      volumeMounts: [{ name: 'cache', mountPath: '/cache', subPath: 'proxy' }],
      securityContext: { runAsNonRoot: true },
    },
  ],
};

/** Settings (source_config, source_revision_config, secrets, secret_references) both sides accept. */
export const VALID_SETTINGS: Array<{ label: string; settings: Record<string, unknown> }> = [
  { label: 'no settings', settings: {} },
  {
    label: 'every setting null',
    settings: {
      source_config: null,
      source_revision_config: null,
      secrets: null,
      secret_references: null,
    },
  },
  {
    label: 'a sourcehost source_config and source_revision_config',
    settings: {
      source_config: {
        integration_id: INTEGRATION_ID,
        repo_url: 'https://sourcehost.example.com/acme/agent',
        build_on_push: true,
        deployment_type: 'dev',
      },
      source_revision_config: { repo_ref: 'main', agent_config_path: 'agent_config.json' },
    },
  },
  {
    label: 'an uploaded source tree with its commands',
    settings: {
      source_config: {
        install_command: 'npm ci',
        build_command: 'npm run build',
        custom_url: null,
      },
      source_revision_config: {
        source_tarball_path: 'uploads/agent.tar.gz',
        agent_config_path: 'agent_config.json',
      },
    },
  },
  {
    label: 'an image',
    settings: {
      source_revision_config: { image_uri: 'registry.example.com/agent:2', repo_ref: null },
    },
  },
  {
    label: 'a listener',
    settings: {
      source_config: { listener_id: LISTENER_ID, listener_config: { k8s_namespace: 'agents' } },
    },
  },
  {
    label: 'a full resource_spec',
    settings: { source_config: { resource_spec: FULL_RESOURCE_SPEC } },
  },
  {
    label: 'an integer where a number goes',
    settings: { source_config: { resource_spec: { cpu: 1 } } },
  },
  { label: 'secrets', settings: { secrets: [{ name: 'API_TOKEN', value: 's3cret' }] } },
  { label: 'no secrets at all', settings: { secrets: [] } },
  {
    label: 'secret references',
    settings: { secret_references: [{ name: 'DB_URL', secret_name: 'db', secret_key: 'url' }] },
  },
];

const inSpec = (spec: Record<string, unknown>) => ({ source_config: { resource_spec: spec } });

/** Settings both sides refuse, with where they are wrong. */
export const REFUSED_SETTINGS: Array<
  Omit<RefusedCase, 'body'> & { settings: Record<string, unknown> }
> = [
  {
    label: 'a number for a string',
    settings: { source_revision_config: { repo_ref: 42 } },
    at: ['source_revision_config', 'repo_ref'],
  },
  {
    label: 'a string for a boolean',
    settings: { source_config: { build_on_push: 'yes' } },
    at: ['source_config', 'build_on_push'],
  },
  {
    label: 'a fraction for an integer',
    settings: inSpec({ min_scale: 1.5 }),
    at: ['source_config', 'resource_spec', 'min_scale'],
  },
  {
    label: 'a string for an integer',
    settings: inSpec({ memory_mb: '1024' }),
    at: ['source_config', 'resource_spec', 'memory_mb'],
  },
  {
    label: 'a string for a number',
    settings: inSpec({ cpu: 'half' }),
    at: ['source_config', 'resource_spec', 'cpu'],
  },
  {
    label: 'a string for a map',
    settings: inSpec({ labels: 'team=agents' }),
    at: ['source_config', 'resource_spec', 'labels'],
  },
  {
    label: 'an object for a list',
    settings: { secrets: { name: 'A', value: 'b' } },
    at: ['secrets'],
  },
  {
    label: 'a string for a list of strings',
    settings: inSpec({ sidecars: [{ name: 'p', args: '--x' }] }),
    at: ['source_config', 'resource_spec', 'sidecars', 0, 'args'],
  },
  {
    label: 'a string for an object',
    settings: { source_config: 'acme/agent' },
    at: ['source_config'],
  },
  {
    label: 'a list for an object',
    settings: { source_revision_config: [] },
    at: ['source_revision_config'],
  },
  {
    label: 'a non-uuid integration_id',
    settings: { source_config: { integration_id: 'acme' } },
    at: ['source_config', 'integration_id'],
  },
  {
    label: 'a non-uuid listener_id',
    settings: { source_config: { listener_id: 'cluster-1' } },
    at: ['source_config', 'listener_id'],
  },
  {
    label: 'an unknown deployment_type',
    settings: { source_config: { deployment_type: 'staging' } },
    at: ['source_config', 'deployment_type'],
  },
  {
    label: 'an unknown member of source_config',
    settings: { source_config: { branch: 'main' } },
    at: ['source_config', 'branch'],
  },
  {
    label: 'repo_commit_sha, which only answers carry',
    settings: { source_revision_config: { repo_commit_sha: 'abc123' } },
    at: ['source_revision_config', 'repo_commit_sha'],
  },
  {
    label: 'a secret without a value',
    settings: { secrets: [{ name: 'A' }] },
    at: ['secrets', 0, 'value'],
  },
  {
    label: 'an unknown member of a secret',
    settings: { secrets: [{ name: 'A', value: 'b', note: 'x' }] },
    at: ['secrets', 0, 'note'],
  },
  {
    label: 'a secret reference without secret_key',
    settings: { secret_references: [{ name: 'A', secret_name: 'db' }] },
    at: ['secret_references', 0, 'secret_key'],
  },
  {
    label: 'an unknown member of a secret reference',
    settings: {
      secret_references: [{ name: 'A', secret_name: 'db', secret_key: 'k', optional: true }],
    },
    at: ['secret_references', 0, 'optional'],
  },
];
