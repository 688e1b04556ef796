export const id = 781;
export const ids = [781];
export const modules = {

/***/ 781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runGate: () => (/* binding */ runGate)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_redactor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6369);
/* harmony import */ var _deployment_evaluation_evaluate_on_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7201);
/* harmony import */ var _evaluation_eval_result_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(168);




/** Less time than this left for a baseline still running is no time: it is cut. */
const LEAST_WAIT_MS = 100;
/**
 * The gate, one more check once the revision serves: the dataset evaluated on it (within the
 * checks' time, a rollback's kept apart), then its baseline awaited while that time lasts, then
 * the verdict: each key against its threshold and the baseline.
 */
async function runGate(server, request, step) {
    const { plan } = request;
    const evaluation = await (0,_deployment_evaluation_evaluate_on_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluateOn */ .H)(server, plan, {
        evaluated: 'deployed',
        named: `revision ${request.experiment.revisionId}`,
        signal: server.clock.signal,
        log: step.log,
        debug: step.debug,
        experiment: request.experiment,
    });
    const baseline = request.baseline && (await settleWithin(request.baseline, server));
    const result = (0,_evaluation_eval_result_js__WEBPACK_IMPORTED_MODULE_3__/* .evalResult */ .E)(plan, evaluation.run, baseline?.baseline, _common_redactor_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$);
    step.log(result.message);
    if (baseline?.lost) {
        step.warn(`eval-baseline: the baseline (${baseline.baseline.label}) was not counted, so the gate judged the thresholds alone. See the job summary.`);
    }
    const spanned = baseline?.startedAtMs !== undefined && baseline.endedAtMs !== undefined;
    return {
        result,
        atFault: !result.passed && evaluation.tally.unjudged === 0,
        startedAtMs: evaluation.startedAtMs,
        endedAtMs: evaluation.endedAtMs,
        ...(spanned && {
            baselineSpan: {
                startMs: baseline.startedAtMs,
                endMs: baseline.endedAtMs,
            },
        }),
    };
}
/**
 * The baseline once it settles, waiting no longer than the checks' time leaves: one still
 * running then is cut (another deployment's goes on beside the new revision's evaluation).
 */
async function settleWithin(baseline, server) {
    const waitMs = server.clock.remainingMs() - LEAST_WAIT_MS;
    const timer = new AbortController();
    const outOfTime = (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(Math.max(0, waitMs), undefined, { signal: timer.signal }).then(() => 'out of time', () => 'settled');
    const first = await Promise.race([baseline.settled, outOfTime]);
    timer.abort();
    if (first === 'out of time') {
        const { done, total } = baseline.progress();
        baseline.cut(`its evaluation had not ended when ${server.clock.whose} ran out (${done} of ${total} runs)`);
    }
    return baseline.settled;
}


/***/ })

};
