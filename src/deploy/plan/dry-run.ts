import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Deployment } from '../../client/service-schemas.ts';
import type { ClientContext } from '../../client/step-client.ts';
import { describeFailure } from '../../common/action-runtime.ts';
import { StepFailure } from '../../common/step-control.ts';
import { words } from '../../common/wording.ts';
import { typeNotAppliedWarning } from '../../deployments/deployment-type.ts';
import { findDeployment } from '../../deployments/find-or-create.ts';
import type { EvalPlan } from '../../evaluation/prepare-evaluation.ts';
import { type PackedReport, packedReport } from '../../packing/packed-report.ts';
import { formatSize } from '../../packing/sizes.ts';
import {
  buildCreateBody,
  buildPatchBody,
  createsRevision,
  type Found,
} from '../change/patch-body.ts';
import { creationSource, lookUpRepository } from '../find/resolve-deployment.ts';
import type { DeploySettings } from '../settings.ts';
import { type PlannedChange, planCreate, planUpdate } from './plan-changes.ts';

/** What a deploy with these inputs would do, found out with reads only. */
export interface DeployPlan {
  /** update: change an existing deployment; create: create-if-missing would make it; redeploy: deploy an earlier revision again. */
  action: 'update' | 'create' | 'redeploy';
  deploymentId?: string;
  deploymentName?: string;
  /** The deployment's latest revision and its status, when it has one. */
  currentRevision?: { id: string; status?: string };
  changes: PlannedChange[];
  /** The body would make a new revision even where no field differs (e.g. a branch's newest commit). */
  makesRevision: boolean;
  /** source-path, packed here and not uploaded. */
  packed?: PackedReport;
  /** The evaluation gate's plan (eval-dataset): its dataset read, no run sent. */
  evaluation?: EvalPlan | undefined;
}

/** Where source-path is found and packed. */
export interface Checkout {
  workspace: string;
  tempDir: string;
}

/**
 * Plans the deploy the inputs ask for: reads the deployment (or finds it missing), its latest
 * revision and, for a create from a repository, the repository listing; packs source-path in a
 * temporary folder. It sends nothing that changes anything: no create, PATCH, revision,
 * upload URL, upload or redeploy.
 */
export async function planDeploy(
  context: ClientContext,
  inputs: DeploySettings,
  checkout: Checkout,
): Promise<DeployPlan> {
  const deployment = await findDeployment(context, inputs.target);
  if (!deployment && !inputs.createIfMissing) {
    const { name } = inputs.target as { name: string };
    throw new StepFailure(
      `No deployment is named exactly "${name}". A deploy would fail the same way; with ${words().setting('create-if-missing', 'true')} it would create it.`,
    );
  }
  const packed = inputs.sourcePath ? await packOnly(context, inputs, checkout) : undefined;
  if (!deployment) return planCreation(context, inputs, packed);
  const typeWarning = typeNotAppliedWarning(deployment, inputs.deploymentType);
  if (typeWarning) context.warn(typeWarning);

  const currentRevision = await readCurrentRevision(context, deployment);
  const named = {
    deploymentId: deployment.id,
    ...(deployment.name && { deploymentName: deployment.name }),
    ...(currentRevision && { currentRevision }),
  };
  if (inputs.redeployRevision) {
    const changes: PlannedChange[] = [];
    if (inputs.redeployRevision !== deployment.latest_revision_id) {
      const from = deployment.latest_revision_id ?? null;
      changes.push({ field: 'revision', from, to: inputs.redeployRevision });
    }
    return { action: 'redeploy', ...named, changes, makesRevision: true };
  }
  const body = buildPatchBody(inputs, foundByPacking(packed), deployment.source);
  return {
    action: 'update',
    ...named,
    changes: planUpdate(deployment, body),
    makesRevision: createsRevision(body),
    ...(packed && { packed: withoutConfigEntry(packed) }),
  };
}

async function planCreation(
  context: ClientContext,
  inputs: DeploySettings,
  packed: PackedOnly | undefined,
): Promise<DeployPlan> {
  const name = 'name' in inputs.target ? inputs.target.name : undefined;
  if (!name) throw new StepFailure('unreachable: a deployment-id that is missing is an error');
  const repository = await lookUpRepository(context, inputs);
  const found: Found = {
    ...(repository && { repository }),
    ...foundByPacking(packed),
  };
  const body = buildCreateBody(inputs, name, creationSource(inputs), found);
  return {
    action: 'create',
    deploymentName: name,
    changes: planCreate(body),
    makesRevision: true,
    ...(packed && { packed: withoutConfigEntry(packed) }),
  };
}

/** The latest revision's status; a revision that cannot be read leaves the plan without it. */
async function readCurrentRevision(
  { client, signal, log }: ClientContext,
  deployment: Deployment,
): Promise<DeployPlan['currentRevision']> {
  const id = deployment.latest_revision_id;
  if (!id) return undefined;
  try {
    const revision = await client.getRevision(deployment.id, id, { signal });
    return { id, status: revision.status };
  } catch (error) {
    log(`Revision ${id} could not be read: ${describeFailure(error)}`);
    return { id };
  }
}

/**
 * Packs source-path as a deploy would, local dependencies included, to show its size and the
 * config path a deploy would send; the archive is removed at once.
 */
async function packOnly(
  context: ClientContext,
  inputs: DeploySettings,
  { workspace, tempDir }: Checkout,
): Promise<PackedOnly> {
  const { packCheckedSource } = await import('../change/ship-source.ts');
  const folder = await mkdtemp(join(tempDir, 'agent-source-plan-'));
  try {
    const archive = await packCheckedSource(context, inputs, { workspace, tempDir: folder });
    context.log(
      `Packed ${inputs.sourcePath}: ${archive.entries} files, ${formatSize(archive.bytes)} (not uploaded).`,
    );
    return { ...packedReport(archive, workspace), configEntry: archive.configEntry };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

type PackedOnly = NonNullable<DeployPlan['packed']> & { configEntry: string };

function withoutConfigEntry({ configEntry: _, ...packed }: PackedOnly): DeployPlan['packed'] {
  return packed;
}

/** What a deploy would find by packing: the archive (by a label) and the config path in it. */
function foundByPacking(packed: PackedOnly | undefined): Found {
  if (!packed) return {};
  return { sourceTarballPath: archiveLabel(packed), agentConfigPath: packed.configEntry };
}

/** What stands for the archive's object path, which only an upload would give. */
function archiveLabel(packed: NonNullable<DeployPlan['packed']>): string {
  return `(new archive: ${packed.files} files, ${formatSize(packed.bytes)}; uploaded on deploy)`;
}
