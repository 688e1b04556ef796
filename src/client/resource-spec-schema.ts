import { z } from 'zod';

// Request bodies only: every object the service describes refuses members it does not list, so a
// misspelt setting fails before the request instead of being dropped. Kubernetes-shaped
// members are passed through to the cluster, so their own sub-objects (configMap,
// securityContext, ...) and labels and annotations stay free-form maps.
const freeForm = z.record(z.string(), z.unknown());
const int = z.int();

export const VolumeMount = z.strictObject({
  name: z.string(),
  mountPath: z.string(),
  subPath: z.string().nullish(),
  mountPropagation: z.string().nullish(),
  subPathExpr: z.string().nullish(),
  readOnly: z.boolean().nullish(),
});

export const Volume = z.strictObject({
  name: z.string(),
  configMap: freeForm.nullish(),
  secret: freeForm.nullish(),
  emptyDir: freeForm.nullish(),
  persistentVolumeClaim: freeForm.nullish(),
  nfs: freeForm.nullish(),
  projected: freeForm.nullish(),
  downwardAPI: freeForm.nullish(),
  csi: freeForm.nullish(),
});

const EnvVar = z.strictObject({
  name: z.string(),
  value: z.string().nullish(),
  valueFrom: freeForm.nullish(),
});

export const Container = z.strictObject({
  name: z.string(),
  image: z.string().nullish(),
  imagePullPolicy: z.string().nullish(),
  workingDir: z.string().nullish(),
  restartPolicy: z.string().nullish(),
  command: z.array(z.string()).nullish(),
  args: z.array(z.string()).nullish(),
  env: z.array(EnvVar).nullish(),
  envFrom: z.array(freeForm).nullish(),
  resources: z.strictObject({ limits: freeForm.nullish(), requests: freeForm.nullish() }).nullish(),
  volumeMounts: z.array(VolumeMount).nullish(),
  securityContext: freeForm.nullish(),
});

export const ResourceSpec = z.strictObject({
  min_scale: int.nullish(),
  max_scale: int.nullish(),
  cpu: z.number().nullish(),
  cpu_limit: z.number().nullish(),
  memory_mb: int.nullish(),
  memory_limit_mb: int.nullish(),
  queue_min_scale: int.nullish(),
  queue_max_scale: int.nullish(),
  queue_cpu: z.number().nullish(),
  queue_cpu_limit: z.number().nullish(),
  queue_memory_mb: int.nullish(),
  queue_memory_limit_mb: int.nullish(),
  redis_cpu: z.number().nullish(),
  redis_cpu_limit: z.number().nullish(),
  redis_memory_mb: int.nullish(),
  redis_memory_limit_mb: int.nullish(),
  core_cpu: z.number().nullish(),
  core_cpu_limit: z.number().nullish(),
  core_memory_mb: int.nullish(),
  core_memory_limit_mb: int.nullish(),
  labels: freeForm.nullish(),
  annotations: freeForm.nullish(),
  service_account_name: z.string().nullish(),
  image_pull_secrets: z.array(z.strictObject({ name: z.string() })).nullish(),
  volumes: z.array(Volume).nullish(),
  volume_mounts: z.array(VolumeMount).nullish(),
  init_containers: z.array(Container).nullish(),
  sidecars: z.array(Container).nullish(),
  db_cpu: z.number().nullish(),
  db_cpu_limit: z.number().nullish(),
  db_memory_mb: int.nullish(),
  db_memory_limit_mb: int.nullish(),
  db_storage_gi: int.nullish(),
  db_max_connections: int.nullish(),
});
export type ResourceSpec = z.infer<typeof ResourceSpec>;
