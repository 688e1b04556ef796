export const id = 631;
export const ids = [631];
export const modules = {

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


/***/ }),

/***/ 3631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   toPlanStepReport: () => (/* binding */ toPlanStepReport),
/* harmony export */   z: () => (/* binding */ renderPlanComment)
/* harmony export */ });
/* unused harmony export renderPlanSummary */
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3932);
/* harmony import */ var _evaluation_render_eval_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8951);
/* harmony import */ var _packing_packed_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8126);
/* harmony import */ var _report_outputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1780);
/* harmony import */ var _report_render_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3979);
/* harmony import */ var _plan_changes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7964);






/** Outputs of a dry run whose every value the action picks itself. */
const PLAN_OWN_WORDS = new Set(['result', 'changed']);
const PLAN_JSON_OUTPUTS = new Set(['changes']);
const ACTION_WORDS = {
    update: 'would be changed',
    create: 'would be created',
    redeploy: 'would deploy an earlier revision again',
};
/** The plan as the runner takes it: `result: planned`, `changed`, `changes`, and the summary. */
function toPlanStepReport(plan, links) {
    const changed = plan.changes.length > 0;
    const name = (0,_report_outputs_js__WEBPACK_IMPORTED_MODULE_3__/* .nameOutput */ .HI)(plan.deploymentName);
    return {
        outputs: {
            result: 'planned',
            changed: String(changed),
            changes: JSON.stringify((0,_plan_changes_js__WEBPACK_IMPORTED_MODULE_5__/* .boundedChanges */ .RN)(plan.changes)),
            'deployment-id': plan.deploymentId,
            'deployment-name': name.value,
        },
        ...(name.warning && { warnings: [name.warning] }),
        ownWords: PLAN_OWN_WORDS,
        jsonOutputs: PLAN_JSON_OUTPUTS,
        summary: renderPlanSummary(plan, links),
        conclusion: `Result: planned (${changed ? `${plan.changes.length} changes` : 'no change'}); nothing was sent`,
    };
}
function headline(plan) {
    const name = plan.deploymentName ?? plan.deploymentId ?? 'deployment';
    const what = plan.changes.length > 0 || plan.action === 'create' ? ACTION_WORDS[plan.action] : 'no change';
    return `📋 Plan: ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(name)} ${what}`;
}
/** The job summary of a dry run: what would be sent, field by field. */
function renderPlanSummary(plan, links) {
    const parts = [`## ${headline(plan)}`, ...planBody(plan)];
    const footer = (0,_report_render_report_js__WEBPACK_IMPORTED_MODULE_4__/* .linksLine */ .sV)(links);
    if (footer)
        parts.push(footer);
    return `${parts.join('\n\n')}\n`;
}
/** The pull-request comment of a dry run (the marker line is added by the comment's writer). */
function renderPlanComment(plan) {
    return `${[`### ${headline(plan)}`, ...planBody(plan)].join('\n\n')}\n`;
}
function planBody(plan) {
    const facts = [];
    if (plan.deploymentId)
        facts.push(['Deployment', (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(plan.deploymentId)]);
    if (plan.currentRevision) {
        const status = plan.currentRevision.status ? ` (${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(plan.currentRevision.status)})` : '';
        facts.push(['Current revision', `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(plan.currentRevision.id)}${status}`]);
    }
    if (plan.packed) {
        facts.push(['source-path', `${(0,_packing_packed_report_js__WEBPACK_IMPORTED_MODULE_2__/* .describePacked */ .S)(plan.packed)} · not uploaded`]);
    }
    if (plan.evaluation) {
        facts.push(['Evaluation', `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)((0,_evaluation_render_eval_js__WEBPACK_IMPORTED_MODULE_1__.evalPlanLine)(plan.evaluation))} · no run sent`]);
    }
    facts.push(['Sent', 'nothing: this was a dry run']);
    const parts = [(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .factTable */ .Bu)(facts)];
    if (plan.changes.length > 0)
        parts.push(changesTable(plan.changes));
    else
        parts.push('No field would change.');
    if (plan.makesRevision && plan.action === 'update') {
        parts.push('_A deploy would still make a new revision: the service makes one for any `source_revision_config` or `secrets` sent (a branch builds its newest commit)._');
    }
    parts.push('_Secrets are shown by name only; their values are never compared or written._');
    return parts;
}
const MAX_ROWS = 50;
function changesTable(changes) {
    const value = (text) => (text === null ? '—' : (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(text, 200));
    const rows = (0,_plan_changes_js__WEBPACK_IMPORTED_MODULE_5__/* .boundedChanges */ .RN)(changes)
        .slice(0, MAX_ROWS)
        .map((change) => [(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(change.field, 100), value(change.from), value(change.to)]);
    const hidden = changes.length - rows.length;
    if (hidden > 0)
        rows.push([`… ${hidden} more`, '', '']);
    return (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Field', 'Now', 'Would be'], rows);
}


/***/ })

};
