/* Example answers, valid per emulator/openapi.yaml (answers.test.ts holds them to it). */

const DEPLOYMENT_ID = '5d1c9e2a-7b3f-4a68-9c0e-1f2a3b4c5d6e';
const REVISION_ID = '8e7d6c5b-4a39-4281-b0f1-e2d3c4b5a697';
const TIME = '2025-06-01T12:00:00.000Z';

export const DEPLOYMENT = {
  name: 'support-agent',
  source: 'sourcehost',
  source_config: {
    integration_id: '7c2e9b14-3a5f-4d61-8e0c-2b9a4f6d1e37',
    repo_url: 'https://sourcehost.example.com/acme/support-agent',
    deployment_type: 'prod',
    build_on_push: false,
    custom_url: null,
    resource_spec: { min_scale: 1, cpu: 0.5, labels: { team: 'agents' } },
    listener_id: null,
    listener_config: null,
    install_command: null,
    build_command: null,
  },
  source_revision_config: {
    repo_ref: 'main',
    agent_config_path: 'agent_config.json',
    image_uri: null,
    source_tarball_path: null,
    repo_commit_sha: '3f2a1b0c',
  },
  secrets: [{ name: 'API_TOKEN', value: 's3cret' }],
  id: DEPLOYMENT_ID,
  tenant_id: '6f1d2c3b-8a4e-4f5d-9c7b-1e2d3c4b5a69',
  created_at: TIME,
  updated_at: TIME,
  status: 'READY',
  latest_revision_id: REVISION_ID,
  active_revision_id: null,
  secret_references: [],
  image_version: '0.2.1',
  is_managed_deep_agent: false,
};

export const MINIMAL_DEPLOYMENT = {
  id: DEPLOYMENT_ID,
  name: 'support-agent',
  source: 'external_image',
  status: 'AWAITING_DATABASE',
  latest_revision_id: REVISION_ID,
};

export const REVISION = {
  id: REVISION_ID,
  created_at: TIME,
  updated_at: TIME,
  status: 'DEPLOYED',
  source: 'internal_source',
  source_revision_config: {
    source_tarball_path: 'uploads/agent.tar.gz',
    agent_config_path: 'a.json',
  },
};

export const LISTENER = {
  version: '0.3.1',
  compute_type: 'k8s',
  compute_id: 'prod-cluster',
  compute_config: { k8s_namespaces: ['agents'] },
  id: 'e4a1c7d2-95b3-4f08-a6e2-1c3d5b7f9a20',
  created_at: TIME,
  updated_at: TIME,
};

export const MINIMAL_LISTENER = {
  compute_type: 'k8s',
  compute_id: 'prod-cluster',
  compute_config: {},
  id: 'e4a1c7d2-95b3-4f08-a6e2-1c3d5b7f9a20',
  created_at: TIME,
  updated_at: TIME,
};

export const REPOSITORY = {
  host_integration_id: '7c2e9b14-3a5f-4d61-8e0c-2b9a4f6d1e37',
  id: 1,
  name: 'support-agent',
  owner: 'acme',
  url: 'https://sourcehost.example.com/acme/support-agent',
  default_branch: 'main',
};

export const VALIDATION_ERROR = {
  detail: [
    {
      type: 'string_type',
      loc: ['body', 'secrets', 0, 'name'],
      msg: 'Input should be a valid string',
      input: 7,
      ctx: { hint: 'x' },
    },
  ],
};

/** The answer with a member the client has never heard of in every object, at every depth. */
export function withUnknownMembers<T>(answer: T): T {
  if (Array.isArray(answer)) return answer.map(withUnknownMembers) as T;
  if (answer === null || typeof answer !== 'object') return answer;
  const entries = Object.entries(answer).map(([key, value]) => [key, withUnknownMembers(value)]);
  return { ...Object.fromEntries(entries), added_later: { any: ['thing'] } } as T;
}
