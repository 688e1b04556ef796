export const id = 88;
export const ids = [88];
export const modules = {

/***/ 6088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SourceShipment: () => (/* binding */ SourceShipment)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/common/wording.ts
var wording = __webpack_require__(7333);
// EXTERNAL MODULE: ./src/packing/packed-report.ts
var packed_report = __webpack_require__(8126);
// EXTERNAL MODULE: ./src/packing/sizes.ts
var sizes = __webpack_require__(5789);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/client/proxy-agent.ts
var proxy_agent = __webpack_require__(4403);
// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
// EXTERNAL MODULE: ./src/common/parse-duration.ts
var parse_duration = __webpack_require__(951);
;// CONCATENATED MODULE: ./src/packing/upload-progress.ts


/** At most one progress line this often, plus one at the end. */
const LINE_EVERY_MS = 5000;
/** Progress lines for an upload: percent sent, size and rate, paced so a fast upload stays quiet. */
class UploadProgress {
    #total;
    #log;
    #now;
    #sent = 0;
    #startedAt;
    #lastLineAt;
    constructor(total, log, now) {
        this.#total = total;
        this.#log = log;
        this.#now = now;
        this.#startedAt = now();
        this.#lastLineAt = this.#startedAt;
    }
    /** A new attempt sends from the start; the pacing of lines carries on. */
    restart() {
        this.#sent = 0;
        this.#startedAt = this.#now();
    }
    add(bytes) {
        this.#sent += bytes;
        const now = this.#now();
        if (now - this.#lastLineAt < LINE_EVERY_MS)
            return;
        this.#lastLineAt = now;
        const percent = this.#total === 0 ? 100 : Math.floor((this.#sent / this.#total) * 100);
        this.#log(`uploading the source archive: ${percent}% (${(0,sizes/* formatSize */.Xq)(this.#sent)} of ${(0,sizes/* formatSize */.Xq)(this.#total)}, ${(0,sizes/* formatRate */.CE)(this.#sent, now - this.#startedAt)})`, { type: 'upload', sentBytes: this.#sent, totalBytes: this.#total, done: false });
    }
    finish() {
        const ms = this.#now() - this.#startedAt;
        this.#log(`uploaded the source archive: ${(0,sizes/* formatSize */.Xq)(this.#total)} in ${(0,parse_duration/* formatDuration */.a3)(ms)} (${(0,sizes/* formatRate */.CE)(this.#sent, ms)})`, { type: 'upload', sentBytes: this.#total, totalBytes: this.#total, done: true });
    }
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/packing/upload-target.ts


/** How much of the storage host's answer an error message repeats. */
const MAX_ANSWER_CHARS = 300;
/**
 * Parses the signed upload URL and checks it may carry the archive: https, or plain http only
 * to this machine (a local emulator or test sink). Messages never repeat the URL's query
 * string: it holds the signature.
 */
function checkUploadUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw new Error('the upload URL the service returned is not a valid URL');
    }
    if (parsed.protocol === 'https:')
        return parsed;
    if (parsed.protocol === 'http:' && isLoopback(parsed.hostname))
        return parsed;
    throw new Error(`refusing to upload the source archive to ${parsed.protocol}//${parsed.host}: the upload URL must use https (plain http is allowed only to a loopback host)`);
}
function isLoopback(hostname) {
    if (hostname === 'localhost' || hostname === '[::1]')
        return true;
    return (0,external_node_net_.isIPv4)(hostname) && hostname.startsWith('127.');
}
/** The URL without its query string or fragment, for messages. */
function shownUrl(url) {
    return `${url.origin}${url.pathname}`;
}
/**
 * Text from the storage host, made safe to repeat: the signed URL's query values removed
 * (an error page may echo the request), controls stripped, one bounded line. An XML error
 * (`<Code>…</Code><Message>…</Message>`, as cloud storage sends) is reduced to those two.
 */
function describeStorageAnswer(text, url) {
    let answer = text;
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
    if (code !== undefined)
        answer = message === undefined ? code : `${code}: ${message}`;
    return (0,runner_text/* oneLine */.TN)(withoutQuery(answer, url), MAX_ANSWER_CHARS);
}
/** Removes the URL's query string, and each of its values, wherever `text` repeats them. */
function withoutQuery(text, url) {
    let clean = url.search === '' ? text : text.replaceAll(url.search.slice(1), '…');
    for (const value of url.searchParams.values()) {
        // Short values (`PUT`, a date part) are no secret and would cut ordinary words apart.
        if (value.length >= 8) {
            clean = clean.replaceAll(value, '…').replaceAll(encodeURIComponent(value), '…');
        }
    }
    return clean;
}

;// CONCATENATED MODULE: ./src/packing/upload.ts










const CONNECT_TIMEOUT_MS = 30_000;
/** Longest silence while sending or awaiting the answer; undici restarts it on every write. */
const IDLE_TIMEOUT_MS = 60_000;
/**
 * Read size for the upload. Each chunk is a read, a trip through the thread pool and a write to
 * the socket: 16 KiB chunks cost about 0.1 s more CPU than 256 KiB ones for a 41 MB archive,
 * and with packing no longer leaving garbage behind, the larger chunks do not raise the peak.
 */
const UPLOAD_CHUNK_BYTES = 256 * 1024;
/** How much of an error answer is kept to quote; the rest is read and dropped. */
const MAX_ANSWER_BYTES = 8192;
const WAITING_LINE_MS = 30_000;
/**
 * PUTs the archive to the signed URL, streamed from disk, through its own proxy-aware pool.
 * It sends no control-plane credential: this module never has one. A network failure, 5xx,
 * 408 or 429 is retried from the start of the file, at most `attempts` tries in all; any other
 * answer that is not 2xx fails at once with the storage host's answer.
 */
async function uploadArchive(options) {
    const { file, bytes, signal, log, attempts = 3, retryDelayMs = 1000, now = Date.now } = options;
    const waitingLineMs = options.waitingLineMs ?? WAITING_LINE_MS;
    const target = checkUploadUrl(options.url);
    if (!Number.isInteger(attempts) || attempts < 1) {
        throw new Error(`attempts must be a whole number of at least 1, not ${attempts}`);
    }
    const size = (await (0,promises_.stat)(file)).size;
    if (size !== bytes) {
        throw new Error(`the archive ${file} holds ${size} bytes, not the ${bytes} it was packed with`);
    }
    // Honours HTTPS_PROXY, HTTP_PROXY and NO_PROXY as the control-plane client does, in a pool of
    // its own so nothing set up for the control plane can reach the storage host.
    const agent = (0,proxy_agent/* createProxyAwareAgent */.K)({ connect: { timeout: CONNECT_TIMEOUT_MS } });
    const progress = new UploadProgress(bytes, log, now);
    try {
        for (let attempt = 1;; attempt++) {
            signal?.throwIfAborted();
            progress.restart();
            const outcome = await putOnce(agent, target, file, bytes, {
                progress,
                signal,
                waiting: () => waitingLines(log, waitingLineMs, now),
            });
            if (outcome.done) {
                progress.finish();
                return;
            }
            const failed = `uploading the source archive to ${shownUrl(target)} failed`;
            if (!outcome.retryable)
                throw new Error(`${failed}: ${outcome.reason}`);
            if (attempt >= attempts) {
                throw new Error(`${failed} ${attempts} times; the last time: ${outcome.reason}`);
            }
            const delayMs = retryDelayMs * 2 ** (attempt - 1);
            log(`upload attempt ${attempt} of ${attempts} failed (${outcome.reason}); retrying from the start in ${(delayMs / 1000).toFixed(1)} s`);
            await (0,external_node_timers_promises_.setTimeout)(delayMs, undefined, { signal }).catch((error) => {
                throw signal?.aborted ? signal.reason : error;
            });
        }
    }
    finally {
        await agent.destroy();
    }
}
async function putOnce(agent, target, file, bytes, attempt) {
    const { progress, signal } = attempt;
    const counted = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            progress.add(chunk.length);
            done(null, chunk);
        },
    });
    // If undici drops the body (a reset, an abort), the pipeline closes the file too.
    const body = (0,external_node_stream_.pipeline)((0,external_node_fs_.createReadStream)(file, { highWaterMark: UPLOAD_CHUNK_BYTES }), counted, () => { });
    let answered = false;
    let stopWaiting = () => { };
    body.once('end', () => {
        if (!answered)
            stopWaiting = attempt.waiting();
    });
    try {
        const response = await (0,undici/* request */.Em)(target, {
            dispatcher: agent,
            method: 'PUT',
            headers: {
                'content-type': 'application/gzip',
                'content-length': String(bytes),
                'x-goog-content-length-range': `0,${sizes/* MAX_ARCHIVE_BYTES */.Ip}`,
            },
            body,
            signal,
            headersTimeout: IDLE_TIMEOUT_MS,
            bodyTimeout: IDLE_TIMEOUT_MS,
        });
        answered = true;
        stopWaiting();
        const answer = await readSome(response.body);
        const status = response.statusCode;
        if (status >= 200 && status < 300)
            return { done: true };
        const said = answer.trim() === '' ? '' : `: ${describeStorageAnswer(answer, target)}`;
        const redirect = status >= 300 && status < 400 ? ' (a redirect, which is not followed)' : '';
        return {
            done: false,
            retryable: status >= 500 || status === 408 || status === 429,
            reason: `the storage host answered ${status}${redirect}${said}`,
        };
    }
    catch (error) {
        if (signal?.aborted)
            throw signal.reason;
        body.destroy();
        return { done: false, retryable: true, reason: describeNetworkError(error, target) };
    }
    finally {
        answered = true;
        stopWaiting();
    }
}
/**
 * Once the whole archive is sent, a line every `everyMs` while the storage host has not
 * answered, so a silent host does not look like a hung step. Returns what stops the lines.
 */
function waitingLines(log, everyMs, now) {
    const sentAt = now();
    const timer = setInterval(() => {
        const seconds = Math.round((now() - sentAt) / 1000);
        log(`the source archive is sent; still waiting for the storage host's answer (${seconds} s so far)`);
    }, everyMs);
    return () => clearInterval(timer);
}
/** The start of a response body, reading (and dropping) the rest so the connection is freed. */
async function readSome(stream) {
    const kept = [];
    let keptBytes = 0;
    for await (const chunk of stream) {
        if (keptBytes < MAX_ANSWER_BYTES) {
            kept.push(chunk.subarray(0, MAX_ANSWER_BYTES - keptBytes));
            keptBytes += kept.at(-1)?.length ?? 0;
        }
    }
    return Buffer.concat(kept).toString('utf8');
}
function describeNetworkError(error, target) {
    const { code, message } = (error ?? {});
    const text = typeof message === 'string' && message !== '' ? message : String(error);
    const prefix = typeof code === 'string' ? `${code}: ` : '';
    return (0,runner_text/* oneLine */.TN)(`${prefix}${withoutQuery(text, target)}`, 300);
}

// EXTERNAL MODULE: ./src/deploy/change/patch-body.ts
var patch_body = __webpack_require__(3467);
// EXTERNAL MODULE: ./src/deploy/change/ship-source.ts + 10 modules
var ship_source = __webpack_require__(9135);
;// CONCATENATED MODULE: ./src/deploy/change/source-shipment.ts








/**
 * source-path on its way to the storage host. Packing is CPU and disk work and the requests
 * before the change (finding the deployment, GitHub's deployment) are network waits, so packing
 * starts first, the upload URL is asked for as soon as the deployment is known, and ship()
 * uploads once both are there. The packer's lines are held until ship() and written live from
 * then on: the log reads as it did when packing began there, and a run that never ships (its
 * deployment not found, its step stopped) shows none of them. The archive lives in a temporary
 * folder of the runner, removed by close() however the run ends. Every failure to ship is a
 * SourceNotShipped: the deployment was not changed.
 */
class SourceShipment {
    #sourcePath;
    #workspace;
    /** Stops the packing and the upload-URL request of a run that will not ship. */
    #stop = new AbortController();
    #signal;
    #held = [];
    #say;
    #folder;
    #packFailed = false;
    #packed;
    #target;
    #closed;
    /** Starts packing source-path (already checked) into a new folder of `tempDir`. */
    constructor(inputs, context, pack = ship_source.packCheckedSource) {
        this.#sourcePath = inputs.sourcePath;
        this.#workspace = context.workspace;
        this.#signal = AbortSignal.any([context.signal, this.#stop.signal]);
        const packing = this.#pack(inputs, context, pack);
        this.#packed = settle(packing);
        packing.catch(() => {
            this.#packFailed = true;
        });
    }
    /** Asks for the signed upload URL, while packing goes on; once, and not after packing failed. */
    askForUploadUrl(deploymentId, client) {
        if (this.#target || this.#packFailed)
            return;
        this.#target = settle(client.createUploadUrl(deploymentId, { signal: this.#signal }));
    }
    /**
     * Writes the packer's lines held so far (and later ones as they come), waits for the archive
     * and uploads it to the signed URL, then removes it. Packing fails first, as when it ran here.
     */
    async ship(context, deploymentId) {
        try {
            return await this.#upload(context, deploymentId);
        }
        catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            throw new patch_body/* SourceNotShipped */.gx(`${(0,wording/* words */.aL)().input('source-path')} ${JSON.stringify(this.#sourcePath)} could not be shipped: ${reason}`, { cause: error });
        }
        finally {
            await this.close();
        }
    }
    /** Stops what still runs and removes the archive's folder; safe to call more than once. */
    close() {
        this.#closed ??= (async () => {
            this.#stop.abort();
            await Promise.all([this.#packed, this.#target]);
            if (this.#folder)
                await (0,promises_.rm)(this.#folder, { recursive: true, force: true });
        })();
        return this.#closed;
    }
    async #pack(inputs, { workspace, tempDir }, pack) {
        this.#folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempDir, 'agent-source-'));
        this.#signal.throwIfAborted();
        const log = (line) => this.#write(false, line);
        const warn = (line) => this.#write(true, line);
        const folder = this.#folder;
        return pack({ signal: this.#signal, log, warn }, inputs, { workspace, tempDir: folder });
    }
    #write(warn, line) {
        if (!this.#say) {
            this.#held.push({ warn, line });
            return;
        }
        if (warn)
            this.#say.warn(line);
        else
            this.#say.log(line);
    }
    async #upload(context, deploymentId) {
        const { client, log } = context;
        this.#say = context;
        for (const { warn, line } of this.#held.splice(0))
            this.#write(warn, line);
        const archive = unwrap(await this.#packed);
        log(`Packed ${this.#sourcePath}: ${archive.entries} files, ${(0,sizes/* formatSize */.Xq)(archive.bytes)}.`);
        this.askForUploadUrl(deploymentId, client);
        const target = unwrap(await this.#target);
        await uploadArchive({
            url: target.upload_url,
            file: archive.file,
            bytes: archive.bytes,
            signal: this.#signal,
            log,
        });
        log(`Uploaded as ${target.object_path}.`);
        return {
            objectPath: target.object_path,
            configEntry: archive.configEntry,
            packed: (0,packed_report/* packedReport */.H)(archive, this.#workspace),
        };
    }
}
/** A promise that never rejects: what ran concurrently is looked at only when its turn comes. */
function settle(promise) {
    return promise.then((value) => ({ ok: true, value }), (error) => ({ ok: false, error }));
}
function unwrap(settled) {
    if (!settled.ok)
        throw settled.error;
    return settled.value;
}


/***/ })

};
