export const id = 538;
export const ids = [538];
export const modules = {

/***/ 3538:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planDeploy: () => (/* binding */ planDeploy)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _common_action_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5286);
/* harmony import */ var _common_step_control_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3387);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7333);
/* harmony import */ var _deployments_deployment_type_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6898);
/* harmony import */ var _deployments_find_or_create_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2672);
/* harmony import */ var _packing_packed_report_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8126);
/* harmony import */ var _packing_sizes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5789);
/* harmony import */ var _change_patch_body_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3467);
/* harmony import */ var _find_resolve_deployment_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6819);
/* harmony import */ var _plan_changes_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7964);












/**
 * Plans the deploy the inputs ask for: reads the deployment (or finds it missing), its latest
 * revision and, for a create from a repository, the repository listing; packs source-path in a
 * temporary folder. It sends nothing that changes anything: no create, PATCH, revision,
 * upload URL, upload or redeploy.
 */
async function planDeploy(context, inputs, checkout) {
    const deployment = await (0,_deployments_find_or_create_js__WEBPACK_IMPORTED_MODULE_6__/* .findDeployment */ .HZ)(context, inputs.target);
    if (!deployment && !inputs.createIfMissing) {
        const { name } = inputs.target;
        throw new _common_step_control_js__WEBPACK_IMPORTED_MODULE_3__/* .StepFailure */ .pH(`No deployment is named exactly "${name}". A deploy would fail the same way; with ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL)().setting('create-if-missing', 'true')} it would create it.`);
    }
    const packed = inputs.sourcePath ? await packOnly(context, inputs, checkout) : undefined;
    if (!deployment)
        return planCreation(context, inputs, packed);
    const typeWarning = (0,_deployments_deployment_type_js__WEBPACK_IMPORTED_MODULE_5__/* .typeNotAppliedWarning */ .j)(deployment, inputs.deploymentType);
    if (typeWarning)
        context.warn(typeWarning);
    const currentRevision = await readCurrentRevision(context, deployment);
    const named = {
        deploymentId: deployment.id,
        ...(deployment.name && { deploymentName: deployment.name }),
        ...(currentRevision && { currentRevision }),
    };
    if (inputs.redeployRevision) {
        const changes = [];
        if (inputs.redeployRevision !== deployment.latest_revision_id) {
            const from = deployment.latest_revision_id ?? null;
            changes.push({ field: 'revision', from, to: inputs.redeployRevision });
        }
        return { action: 'redeploy', ...named, changes, makesRevision: true };
    }
    const body = (0,_change_patch_body_js__WEBPACK_IMPORTED_MODULE_9__/* .buildPatchBody */ .L8)(inputs, foundByPacking(packed), deployment.source);
    return {
        action: 'update',
        ...named,
        changes: (0,_plan_changes_js__WEBPACK_IMPORTED_MODULE_11__/* .planUpdate */ .ZL)(deployment, body),
        makesRevision: (0,_change_patch_body_js__WEBPACK_IMPORTED_MODULE_9__/* .createsRevision */ .lD)(body),
        ...(packed && { packed: withoutConfigEntry(packed) }),
    };
}
async function planCreation(context, inputs, packed) {
    const name = 'name' in inputs.target ? inputs.target.name : undefined;
    if (!name)
        throw new _common_step_control_js__WEBPACK_IMPORTED_MODULE_3__/* .StepFailure */ .pH('unreachable: a deployment-id that is missing is an error');
    const repository = await (0,_find_resolve_deployment_js__WEBPACK_IMPORTED_MODULE_10__/* .lookUpRepository */ .RJ)(context, inputs);
    const found = {
        ...(repository && { repository }),
        ...foundByPacking(packed),
    };
    const body = (0,_change_patch_body_js__WEBPACK_IMPORTED_MODULE_9__/* .buildCreateBody */ .lj)(inputs, name, (0,_find_resolve_deployment_js__WEBPACK_IMPORTED_MODULE_10__/* .creationSource */ .t4)(inputs), found);
    return {
        action: 'create',
        deploymentName: name,
        changes: (0,_plan_changes_js__WEBPACK_IMPORTED_MODULE_11__/* .planCreate */ ._1)(body),
        makesRevision: true,
        ...(packed && { packed: withoutConfigEntry(packed) }),
    };
}
/** The latest revision's status; a revision that cannot be read leaves the plan without it. */
async function readCurrentRevision({ client, signal, log }, deployment) {
    const id = deployment.latest_revision_id;
    if (!id)
        return undefined;
    try {
        const revision = await client.getRevision(deployment.id, id, { signal });
        return { id, status: revision.status };
    }
    catch (error) {
        log(`Revision ${id} could not be read: ${(0,_common_action_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFailure */ .Ic)(error)}`);
        return { id };
    }
}
/**
 * Packs source-path as a deploy would, local dependencies included, to show its size and the
 * config path a deploy would send; the archive is removed at once.
 */
async function packOnly(context, inputs, { workspace, tempDir }) {
    const { packCheckedSource } = await Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(697), __webpack_require__.e(771), __webpack_require__.e(135)]).then(__webpack_require__.bind(__webpack_require__, 9135));
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(tempDir, 'agent-source-plan-'));
    try {
        const archive = await packCheckedSource(context, inputs, { workspace, tempDir: folder });
        context.log(`Packed ${inputs.sourcePath}: ${archive.entries} files, ${(0,_packing_sizes_js__WEBPACK_IMPORTED_MODULE_8__/* .formatSize */ .Xq)(archive.bytes)} (not uploaded).`);
        return { ...(0,_packing_packed_report_js__WEBPACK_IMPORTED_MODULE_7__/* .packedReport */ .H)(archive, workspace), configEntry: archive.configEntry };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(folder, { recursive: true, force: true });
    }
}
function withoutConfigEntry({ configEntry: _, ...packed }) {
    return packed;
}
/** What a deploy would find by packing: the archive (by a label) and the config path in it. */
function foundByPacking(packed) {
    if (!packed)
        return {};
    return { sourceTarballPath: archiveLabel(packed), agentConfigPath: packed.configEntry };
}
/** What stands for the archive's object path, which only an upload would give. */
function archiveLabel(packed) {
    return `(new archive: ${packed.files} files, ${(0,_packing_sizes_js__WEBPACK_IMPORTED_MODULE_8__/* .formatSize */ .Xq)(packed.bytes)}; uploaded on deploy)`;
}


/***/ }),

/***/ 7964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RN: () => (/* binding */ boundedChanges),
/* harmony export */   ZL: () => (/* binding */ planUpdate),
/* harmony export */   _1: () => (/* binding */ planCreate)
/* harmony export */ });
/* unused harmony exports SECRET_WORDS, MAX_VALUE_CHARS, MAX_CHANGES */
/* harmony import */ var _client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5528);
/* harmony import */ var _common_redactor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6369);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(715);



/** A secret's value is never compared or shown: these words stand in for it. */
const SECRET_WORDS = {
    set: 'set',
    /** On both sides: the service's value is dropped as it arrives, so it cannot be compared. */
    resent: 'set (value not compared)',
    removed: 'removed',
};
/** Longest value a change shows; the summary and the `changes` output stay bounded. */
const MAX_VALUE_CHARS = 200;
const MAX_CHANGES = 50;
/**
 * The fields a PATCH (or a POST …/revisions) with `body` would change on `deployment`, one
 * entry per field. A member the body leaves out changes nothing and is not listed. Secrets are
 * listed by name: sending `secrets` replaces them all, so a name the deployment has and the
 * body lacks is removed.
 */
function planUpdate(deployment, body) {
    const changes = [];
    const differs = (field, from, to) => {
        if (to === undefined || sameValue(from, to))
            return;
        changes.push({ field, from: shown(from), to: shown(to) });
    };
    differs('source', deployment.source, body.revision_source);
    const revision = (deployment.source_revision_config ?? {});
    const sentRevision = (body.source_revision_config ?? {});
    for (const field of _client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .REVISION_FIELDS */ .It)
        differs(field, revision[field], sentRevision[field]);
    const config = deployment.source_config ?? {};
    for (const [member, value] of Object.entries(body.source_config ?? {})) {
        differs(`source_config.${member}`, config[member], value);
    }
    if (body.secret_references != null) {
        differs('secret_references', sortedReferences(deployment.secret_references ?? []), sortedReferences(body.secret_references));
    }
    if (body.secrets != null) {
        const now = new Set((deployment.secrets ?? []).map((secret) => secret.name));
        const sent = new Set(body.secrets.map((secret) => secret.name));
        for (const name of [...sent].sort()) {
            changes.push({
                field: `secrets.${name}`,
                from: now.has(name) ? SECRET_WORDS.set : null,
                to: now.has(name) ? SECRET_WORDS.resent : SECRET_WORDS.set,
            });
        }
        for (const name of [...now].filter((name) => !sent.has(name)).sort()) {
            changes.push({ field: `secrets.${name}`, from: SECRET_WORDS.set, to: SECRET_WORDS.removed });
        }
    }
    return changes;
}
/** Every field a create would give the new deployment, each from nothing. */
function planCreate(body) {
    const changes = [
        { field: 'name', from: null, to: body.name },
        { field: 'source', from: null, to: body.source },
    ];
    for (const [field, value] of Object.entries(body.source_revision_config ?? {})) {
        if (value !== undefined && value !== null)
            changes.push({ field, from: null, to: shown(value) });
    }
    for (const [member, value] of Object.entries(body.source_config ?? {})) {
        if (value !== undefined && value !== null)
            changes.push({ field: `source_config.${member}`, from: null, to: shown(value) });
    }
    if (body.secret_references?.length) {
        changes.push({
            field: 'secret_references',
            from: null,
            to: shown(sortedReferences(body.secret_references)),
        });
    }
    for (const name of (body.secrets ?? []).map((secret) => secret.name).sort()) {
        changes.push({ field: `secrets.${name}`, from: null, to: SECRET_WORDS.set });
    }
    return changes;
}
/**
 * The `changes` output: at most MAX_CHANGES entries, each text at most MAX_VALUE_CHARS, with no
 * secret value and no control character. Line separators become `\n`, which JSON escapes.
 */
function boundedChanges(changes) {
    return changes.slice(0, MAX_CHANGES).map((change) => ({
        field: bounded(change.field),
        from: change.from === null ? null : bounded(change.from),
        to: change.to === null ? null : bounded(change.to),
    }));
}
/** Redacted as controls go and again as separators turn into breaks (as oneLine does), then cut. */
function bounded(text) {
    const printable = (0,_common_redactor_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)((0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControls */ .$Y)(text)).replace(/[\u2028\u2029]/g, '\n');
    return (0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(printable, MAX_VALUE_CHARS);
}
/** Text for a value: strings as they are, anything else as JSON with sorted keys; null for none. */
function shown(value) {
    if (value === undefined || value === null)
        return null;
    return typeof value === 'string' ? value : stableJson(value);
}
function sameValue(a, b) {
    const none = (value) => value === undefined || value === null;
    if (none(a) || none(b))
        return none(a) && none(b);
    return stableJson(a) === stableJson(b);
}
function stableJson(value) {
    return JSON.stringify(value, (_key, inner) => inner && typeof inner === 'object' && !Array.isArray(inner)
        ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : inner);
}
/**
 * Each reference as docs/service.md lists it, `{name, secret_name, secret_key}`, sorted. Any
 * other member an answer carries (a resolved value, say) is neither compared nor shown.
 */
function sortedReferences(references) {
    const text = (value) => (typeof value === 'string' ? value : '');
    return references
        .map((reference) => ({
        name: text(reference.name),
        secret_name: text(reference.secret_name),
        secret_key: text(reference.secret_key),
    }))
        .sort((a, b) => stableJson(a).localeCompare(stableJson(b)));
}


/***/ })

};
