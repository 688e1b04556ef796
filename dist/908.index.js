export const id = 908;
export const ids = [908];
export const modules = {

/***/ 2869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ describeTrouble),
/* harmony export */   t: () => (/* binding */ langSmithTrouble)
/* harmony export */ });
/* harmony import */ var _common_bounded_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7835);

const MAX_DETAIL_CHARS = 500;
/**
 * Reads an error of the official client: an HTTP answer it refused (`Failed to … Received status
 * [403]: Forbidden. Message: {"detail": …}`), with the service's `detail`; a request that never
 * got an answer (`fetch failed`, its cause's code); or anything else, by its first line.
 */
function langSmithTrouble(error) {
    const message = error instanceof Error ? error.message : String(error);
    const answered = /Received status \[(\d{3})\]: [^\n]*?\. Message: ([\s\S]*)$/.exec(message);
    if (answered) {
        return { kind: 'status', status: Number(answered[1]), detail: detailOf(answered[2] ?? '') };
    }
    if (/fetch failed|ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET/.test(message)) {
        const cause = error.cause;
        const reason = typeof cause?.code === 'string' ? cause.code : message.split('\n')[0];
        return { kind: 'unreachable', reason: String(reason) };
    }
    return { kind: 'other', message: (message.split('\n')[0] ?? '').slice(0, MAX_DETAIL_CHARS) };
}
/** The trouble as the end of a sentence: `HTTP 403: <detail>`, `no answer (ECONNREFUSED)`. */
function describeTrouble(trouble) {
    if (trouble.kind === 'status') {
        return `HTTP ${trouble.status}${trouble.detail ? `: ${trouble.detail}` : ''}`;
    }
    if (trouble.kind === 'unreachable')
        return `no answer (${trouble.reason})`;
    return trouble.message;
}
/** `detail` of a JSON error body (or its `error`), else the body's start. */
function detailOf(body) {
    const parsed = (0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBoundedJson */ .Rj)(body.trim());
    if (parsed.kind === 'json' && typeof parsed.value === 'object' && parsed.value !== null) {
        const { detail, error } = parsed.value;
        const told = detail ?? error;
        if (told !== undefined) {
            return (typeof told === 'string' ? told : JSON.stringify(told)).slice(0, MAX_DETAIL_CHARS);
        }
    }
    return body.trim().slice(0, MAX_DETAIL_CHARS);
}


/***/ }),

/***/ 3504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ withLangSmithFetch)
/* harmony export */ });
/* unused harmony export fetchVia */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);

/*
 * The fetch LangSmith's client sends with: undici's own (the one transport), through the pool
 * the caller gives (an action passes the proxy-aware one its control-plane requests take, so a
 * runner behind a proxy reaches LangSmith as it reaches the control plane). One pool per use,
 * closed when the use ends.
 */
/** A fetch over `dispatcher`, in the global fetch's type (what LangSmith's client takes). */
function fetchVia(dispatcher) {
    const sent = (input, init) => (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .fetch */ .hd)(input, { ...init, dispatcher });
    return sent;
}
/** Runs `use` with a fetch over a pool `open` makes, closed once `use` ends. */
async function withLangSmithFetch(open, use) {
    const dispatcher = open();
    try {
        return await use(fetchVia(dispatcher));
    }
    finally {
        await dispatcher.close();
    }
}


/***/ })

};
