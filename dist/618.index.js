export const id = 618;
export const ids = [618];
export const modules = {

/***/ 3618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   markEnvironmentInactive: () => (/* binding */ markEnvironmentInactive)
/* harmony export */ });
/* unused harmony export MAX_DEPLOYMENTS_EXAMINED */
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(715);
/* harmony import */ var _github_answers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5278);
/* harmony import */ var _github_session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7625);
/* harmony import */ var _list_pages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7730);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7068);





/** Latest states of a deployment that GitHub shows as live or about to be. */
const ACTIVE_STATES = new Set(['success', 'in_progress', 'queued', 'pending']);
/** Bounds the work of one delete; GitHub lists the newest deployments first. */
const MAX_DEPLOYMENTS_EXAMINED = 300;
/** Pages of 100 hold the bound in four; this many allows for an API that answers smaller ones. */
const MAX_DEPLOYMENT_PAGES = 30;
/**
 * Sets every active deployment of `environment` to `inactive`, so GitHub stops showing it as
 * live once the agent server is deleted. Returns how many it set; stops at the first failure
 * with one warning, and never throws.
 */
async function markEnvironmentInactive(options) {
    const environment = options.environment?.trim() ?? '';
    const doing = `Could not mark the deployments of GitHub environment "${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(environment, 100)}" inactive`;
    const session = await (0,_github_session_js__WEBPACK_IMPORTED_MODULE_2__/* .openGitHubSession */ .w)(options, 'deployments', doing);
    if (!session)
        return 0;
    if (!environment) {
        session.warnOnce(`${doing}: no environment name was given.`);
        return 0;
    }
    let marked = 0;
    try {
        const ids = await listDeploymentIds(session, environment);
        if (ids.length > MAX_DEPLOYMENTS_EXAMINED) {
            session.warnOnce(`Only the newest ${MAX_DEPLOYMENTS_EXAMINED} deployments of GitHub environment "${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(environment, 100)}" were checked; older ones may still show as active.`);
        }
        for (const id of ids.slice(0, MAX_DEPLOYMENTS_EXAMINED)) {
            if (await setInactiveIfActive(session, id))
                marked += 1;
        }
    }
    catch (error) {
        session.report(error, doing);
    }
    return marked;
}
/** Every deployment's id, newest first, one more than the bound at most. */
async function listDeploymentIds(session, environment) {
    const { run } = session;
    const ids = [];
    const pages = (0,_list_pages_js__WEBPACK_IMPORTED_MODULE_3__/* .listPages */ .p)(session, {
        route: 'GET /repos/{owner}/{repo}/deployments',
        parameters: { owner: run.owner, repo: run.repo, environment, per_page: 100 },
        what: `the deployments of GitHub environment "${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(environment, 100)}"`,
        maxPages: MAX_DEPLOYMENT_PAGES,
    });
    for await (const page of pages) {
        for (const deployment of page) {
            const id = (0,_github_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .idIn */ .DG)(deployment.id);
            if (id !== undefined)
                ids.push(id);
        }
        if (ids.length > MAX_DEPLOYMENTS_EXAMINED)
            break;
    }
    return ids;
}
async function setInactiveIfActive(session, id) {
    const { client, run } = session;
    const { data } = await client.rest.repos.listDeploymentStatuses({
        owner: run.owner,
        repo: run.repo,
        deployment_id: id,
        per_page: 1,
    });
    const [status] = (0,_github_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .listItems */ .Dw)(data, `the statuses of GitHub deployment ${id}`);
    const latest = status === undefined ? 'pending' : status.state;
    if (typeof latest !== 'string' || !ACTIVE_STATES.has(latest))
        return false;
    const logUrl = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_4__/* .workflowRunUrl */ .CX)(run);
    await client.rest.repos.createDeploymentStatus({
        owner: run.owner,
        repo: run.repo,
        deployment_id: id,
        state: 'inactive',
        description: 'The agent server was deleted.',
        ...(logUrl && { log_url: logUrl }),
    });
    return true;
}


/***/ })

};
