export const id = 729;
export const ids = [729];
export const modules = {

/***/ 3333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runChangeDetection: () => (/* binding */ runChangeDetection)
});

// EXTERNAL MODULE: ./src/client/step-client.ts + 5 modules
var step_client = __webpack_require__(4220);
// EXTERNAL MODULE: ./src/github/github-session.ts
var github_session = __webpack_require__(7625);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(7068);
// EXTERNAL MODULE: ./src/common/wording.ts
var wording = __webpack_require__(7333);
// EXTERNAL MODULE: ./src/deployments/target.ts
var target = __webpack_require__(3311);
// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
;// CONCATENATED MODULE: ./src/github/live-deployment.ts

/**
 * How many of an environment's newest deployments are looked at: one page. A deployment that
 * failed leaves the one before it live, so a long run of failures could hide it; past this many
 * the environment counts as having nothing live (a deploy then does no harm).
 */
const MAX_DEPLOYMENTS_LOOKED_AT = 30;
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * The commit live in `environment`, as the deploy action records it: its newest GitHub
 * deployment whose latest status is `success` (a newer one that failed, or is still running,
 * leaves it live). One page is read, asked for by number: no paging link is followed. An answer
 * that holds a deployment of another environment or repository (or one that names none) is not
 * about this environment: it is ignored whole, with one warning.
 */
async function findLiveDeployment(session, environment) {
    if (!session.usable)
        return { kind: 'failed' };
    const { client, run } = session;
    const repo = { owner: run.owner, repo: run.repo };
    try {
        const { data: deployments } = await client.rest.repos.listDeployments({
            ...repo,
            environment,
            per_page: MAX_DEPLOYMENTS_LOOKED_AT,
            page: 1,
        });
        const newest = deployments.slice(0, MAX_DEPLOYMENTS_LOOKED_AT);
        const about = newest
            .map((deployment) => otherSubject(deployment, environment, repo))
            .find((other) => other !== undefined);
        if (about) {
            session.warnOnce(`Could not read the deployments of GitHub environment "${environment}": GitHub's answer is about ${about}, not about that environment of ${repo.owner}/${repo.repo}. It is ignored, and the agents it was asked for are marked changed.`);
            return { kind: 'other', about };
        }
        for (const deployment of newest) {
            const { data: statuses } = await client.rest.repos.listDeploymentStatuses({
                ...repo,
                deployment_id: deployment.id,
                per_page: 1,
                page: 1,
            });
            if (statuses[0]?.state !== 'success')
                continue;
            // The id goes into a git command: only a full commit id is taken.
            if (!COMMIT.test(deployment.sha))
                continue;
            return { kind: 'live', id: deployment.id, sha: deployment.sha };
        }
        return { kind: 'none', examined: newest.length };
    }
    catch (error) {
        session.report(error, `Could not read the deployments of GitHub environment "${environment}"`);
        return { kind: 'failed' };
    }
}
/**
 * What a deployment of the answer is about, in words, when it is not `environment` of the run's
 * repository (compared as GitHub compares the names: regardless of case); undefined when it is.
 */
function otherSubject(deployment, environment, repo) {
    const named = deployment.environment;
    if (typeof named !== 'string')
        return 'a deployment that names no environment';
    if (named.toLowerCase() !== environment.toLowerCase()) {
        return `environment "${(0,runner_text/* oneLine */.TN)(named, 100)}"`;
    }
    const url = deployment.repository_url;
    const own = `/repos/${repo.owner}/${repo.repo}`.toLowerCase();
    if (typeof url !== 'string')
        return 'a deployment that names no repository';
    if (!url.toLowerCase().endsWith(own))
        return `the repository of ${(0,runner_text/* oneLine */.TN)(url, 120)}`;
    return undefined;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/common/step-environment.ts
var step_environment = __webpack_require__(1975);
;// CONCATENATED MODULE: ./src/changes/commit-files.ts
/**
 * One commit's files as its tree objects hold them, one tree per directory, kept as git's bytes:
 * a file is found by its directory's tree and a binary search in it, never by a listing of every
 * path. The files of the names `watched` (the agent configs' and the ignore files') are noted as
 * the trees come in, so finding them reads no other entry again.
 */
class CommitFiles {
    #trees = new Map();
    /** Each directory's tree id, when the walk read it. */
    #ids = new Map();
    #watched;
    #named = [];
    #counts = new Map();
    /** The watched names' lengths: most entries are passed over on their length alone. */
    #watchedLengths;
    #onWatched;
    constructor(watched = [], onWatched) {
        this.#watched = watched;
        this.#onWatched = onWatched;
        this.#watchedLengths = new Set(watched.map((name) => name.length));
    }
    /**
     * The files of the commit whose top tree is `tree`: every tree read, level after level, each
     * level asked for as soon as the one above it is in.
     */
    static async walk(store, tree, watched, onWatched) {
        const files = new CommitFiles(watched, onWatched);
        const visit = async (dir, oid) => {
            const subtrees = files.add(dir, await store.tree(oid), oid);
            await Promise.all(subtrees.map(([path, id]) => visit(path, id)));
        };
        await visit('', tree);
        return files;
    }
    /** Takes in the tree of `dir` (its id `oid`); returns its subdirectories, as paths and tree ids. */
    add(dir, tree, oid) {
        this.#trees.set(dir, tree);
        if (oid)
            this.#ids.set(dir, oid);
        const subtrees = [];
        const lengths = this.#watchedLengths;
        for (let index = 0; index < tree.size; index++) {
            if (tree.isTree(index))
                subtrees.push([join(dir, tree.name(index)), tree.oid(index)]);
            else if (lengths.has(tree.nameLength(index)) &&
                this.#watched.some((name) => tree.isNamed(index, name))) {
                this.#named.push({ dir, tree, index });
                if (this.#onWatched && tree.mode(index).startsWith('100'))
                    this.#onWatched(tree.oid(index));
            }
        }
        return subtrees;
    }
    get(file) {
        const slash = file.lastIndexOf('/');
        const tree = this.#trees.get(slash < 0 ? '' : file.slice(0, slash));
        const index = tree?.find(Buffer.from(file.slice(slash + 1)), false);
        return index === undefined ? undefined : tree?.entry(index);
    }
    *files(names) {
        const noted = names?.every((name) => this.#watched.some((each) => each.equals(name)));
        if (names && noted) {
            for (const { dir, tree, index } of this.#named) {
                if (names.some((name) => tree.isNamed(index, name)))
                    yield this.#file(dir, tree, index);
            }
            return;
        }
        for (const [dir, tree] of this.#trees) {
            for (let index = 0; index < tree.size; index++) {
                if (tree.isTree(index))
                    continue;
                if (!names || names.some((name) => tree.isNamed(index, name))) {
                    yield this.#file(dir, tree, index);
                }
            }
        }
    }
    *under(dir) {
        const tree = this.#trees.get(dir);
        if (!tree)
            return;
        for (let index = 0; index < tree.size; index++) {
            if (tree.isTree(index))
                yield* this.under(join(dir, tree.name(index)));
            else
                yield this.#file(dir, tree, index);
        }
    }
    countUnder(dir) {
        let count = this.#counts.get(dir);
        if (count === undefined) {
            count = 0;
            const tree = this.#trees.get(dir);
            for (let index = 0; tree && index < tree.size; index++) {
                count += tree.isTree(index) ? this.countUnder(join(dir, tree.name(index))) : 1;
            }
            this.#counts.set(dir, count);
        }
        return count;
    }
    hasFilesUnder(dir) {
        const tree = this.#trees.get(dir);
        for (let index = 0; tree && index < tree.size; index++) {
            if (!tree.isTree(index) || this.hasFilesUnder(join(dir, tree.name(index))))
                return true;
        }
        return false;
    }
    /** The directories whose tree is `oid`: more than one when their contents are the same. */
    directoriesWithTree(oid) {
        // The top's tree holds every other: no other directory has its id.
        if (this.#ids.get('') === oid)
            return [''];
        return [...this.#ids].filter(([, id]) => id === oid).map(([dir]) => dir);
    }
    #file(dir, tree, index) {
        return [join(dir, tree.name(index)), tree.entry(index)];
    }
}
/** The path of `name` in `dir` (`''` the top). */
function join(dir, name) {
    return dir === '' ? name : `${dir}/${name}`;
}

;// CONCATENATED MODULE: ./src/changes/sorted-paths.ts
/**
 * Paths held where git wrote them: byte ranges of one buffer of its output, in git's own order
 * (by their bytes, which is how git sorts a tree), never copied into strings of their own. A
 * monorepo of 300,000 files is one buffer and three arrays of numbers, and the paths under a
 * directory are found by two binary searches, not by reading every path.
 */
class SortedPaths {
    #bytes;
    #starts;
    #ends;
    /** Record numbers, in the order of their paths' bytes. */
    #order;
    /**
     * `starts[record]` and `ends[record]` are the path of each record in `bytes` (-1 for a record
     * without one, left out). Records already in order are taken as they are; otherwise sorted.
     */
    constructor(bytes, starts, ends) {
        this.#bytes = bytes;
        this.#starts = starts;
        this.#ends = ends;
        let count = 0;
        for (let record = 0; record < starts.length; record++)
            if (starts[record] >= 0)
                count++;
        const order = new Int32Array(count);
        let at = 0;
        for (let record = 0; record < starts.length; record++) {
            if (starts[record] >= 0)
                order[at++] = record;
        }
        this.#order = this.#inOrder(order)
            ? order
            : Int32Array.from([...order].sort((a, b) => this.#compareRecords(a, b)));
    }
    get size() {
        return this.#order.length;
    }
    /** The record at `position` of the order. */
    recordAt(position) {
        return this.#order[position];
    }
    /** The record whose path is `path`, or undefined. */
    find(path) {
        const key = Buffer.from(path);
        const position = this.#lowerBound(key);
        if (position >= this.#order.length)
            return undefined;
        const record = this.#order[position];
        return this.#compareWith(record, key) === 0 ? record : undefined;
    }
    /** The positions `[from, to)` of the paths under `dir` (from the top; `''` is every path). */
    under(dir) {
        if (dir === '')
            return [0, this.#order.length];
        const prefix = Buffer.from(`${dir}/`);
        // Every path under `dir/` sorts before `dir0`: `0` is the byte after `/`.
        const after = Buffer.from(prefix);
        after[after.length - 1] = 0x30;
        return [this.#lowerBound(prefix), this.#lowerBound(after)];
    }
    /** The path of `record`, as text. */
    path(record) {
        return this.#bytes.toString('utf8', this.#starts[record], this.#ends[record]);
    }
    /** Whether the last segment of `record`'s path is `name` (UTF-8 bytes), compared without decoding. */
    endsWithName(record, name) {
        const start = this.#starts[record];
        const end = this.#ends[record];
        const at = end - name.length;
        if (at < start || this.#bytes[end - 1] !== name[name.length - 1])
            return false;
        if (at > start && this.#bytes[at - 1] !== 0x2f)
            return false;
        return this.#bytes.compare(name, 0, name.length, at, end) === 0;
    }
    #lowerBound(key) {
        let low = 0;
        let high = this.#order.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (this.#compareWith(this.#order[middle], key) < 0)
                low = middle + 1;
            else
                high = middle;
        }
        return low;
    }
    /** The record's path against `key`, byte by byte. */
    #compareWith(record, key) {
        return this.#bytes.compare(key, 0, key.length, this.#starts[record], this.#ends[record]);
    }
    #compareRecords(a, b) {
        return this.#bytes.compare(this.#bytes, this.#starts[b], this.#ends[b], this.#starts[a], this.#ends[a]);
    }
    #inOrder(records) {
        for (let index = 1; index < records.length; index++) {
            if (this.#compareRecords(records[index - 1], records[index]) > 0) {
                return false;
            }
        }
        return true;
    }
}

;// CONCATENATED MODULE: ./src/changes/diff-index.ts

/**
 * What differs between two commits, as `git diff --raw -z` wrote it: `:<mode> <mode> <oid> <oid>
 * <status>\0<path>\0` (a second path for renames and copies), kept as git's bytes. Entries are
 * numbered in git's order; `from` and `to` find them by their path at the base and at the head,
 * so the entries under one directory are found without reading the others.
 */
class DiffIndex {
    #bytes;
    /** Where each entry's header starts (its `:`). */
    #headers;
    from;
    to;
    constructor(bytes, headers, from, to) {
        this.#bytes = bytes;
        this.#headers = headers;
        this.from = from;
        this.to = to;
    }
    static parse(bytes) {
        const headers = [];
        const sides = {
            from: { starts: [], ends: [] },
            to: { starts: [], ends: [] },
        };
        let at = 0;
        const field = () => {
            const end = bytes.indexOf(0, at);
            const stop = end < 0 ? bytes.length : end;
            const found = [at, stop];
            at = stop + 1;
            return found;
        };
        while (at < bytes.length) {
            const [start, end] = field();
            if (bytes[start] !== 0x3a)
                continue;
            const status = String.fromCharCode(bytes[bytes.lastIndexOf(0x20, end) + 1]);
            const first = field();
            const second = status === 'R' || status === 'C' ? field() : first;
            headers.push(start);
            for (const [side, path, present] of [
                ['from', first, status !== 'A'],
                ['to', second, status !== 'D'],
            ]) {
                sides[side].starts.push(present ? path[0] : -1);
                sides[side].ends.push(present ? path[1] : -1);
            }
        }
        const sorted = ({ starts, ends }) => new SortedPaths(bytes, Int32Array.from(starts), Int32Array.from(ends));
        return new DiffIndex(bytes, Int32Array.from(headers), sorted(sides.from), sorted(sides.to));
    }
    /** How many entries. */
    get size() {
        return this.#headers.length;
    }
    /** Entry `index`, read from git's bytes. */
    entry(index) {
        const at = this.#headers[index] + 1;
        const end = this.#bytes.indexOf(0, at);
        const [fromMode = '', toMode = '', fromOid = '', toOid = '', code = ''] = this.#bytes
            .toString('latin1', at, end)
            .split(' ');
        const status = code.charAt(0);
        const entry = { status };
        if (status !== 'A')
            entry.from = { path: this.from.path(index), mode: fromMode, oid: fromOid };
        if (status !== 'D')
            entry.to = { path: this.to.path(index), mode: toMode, oid: toOid };
        return entry;
    }
    /** Every entry, in git's order. */
    *entries() {
        for (let index = 0; index < this.size; index++)
            yield this.entry(index);
    }
    /** Whether an entry names `file`, at the base or at the head. */
    names(file) {
        return this.from.find(file) !== undefined || this.to.find(file) !== undefined;
    }
    /** The entries whose path at the base or at the head ends in one of `names`, in git's order. */
    named(names) {
        const found = new Set();
        for (const side of [this.from, this.to]) {
            for (let position = 0; position < side.size; position++) {
                const index = side.recordAt(position);
                if (names.some((name) => side.endsWithName(index, name)))
                    found.add(index);
            }
        }
        return [...found].sort((a, b) => a - b);
    }
}

;// CONCATENATED MODULE: ./src/changes/object-reader.ts

/** An object's contents past this many bytes are not kept (see ObjectReader.read). */
const NO_LIMIT = Number.POSITIVE_INFINITY;
/** How much of git's error output is kept to say why it stopped. */
const MAX_STDERR_CHARS = 2000;
/**
 * One `git cat-file` for a whole decision: commits, trees and blobs are asked of the same
 * process, so reading a commit's trees costs one fork, not one per question. The questions
 * asked in one turn of the event loop go to git together, and each answer is handed out as it
 * arrives, so a walk of a tree asks for the next level while git still writes this one.
 *
 * It speaks `--batch-command --buffer` (git 2.36 and later: git writes only when told to
 * flush), and `--batch` when an older git does not know that. The process is ended by
 * `close()`, and killed when `signal` fires; either way every question still open is refused.
 */
class ObjectReader {
    #cwd;
    #env;
    #signal;
    #child;
    #commands = true;
    /** Asked of the process, in order, not answered yet. */
    #asked = [];
    /** Not sent to the process yet. */
    #waiting = [];
    #flushing = false;
    #answered = false;
    #closed = false;
    #failure;
    /** What git wrote of an answer not handed out yet, and how many bytes that answer needs. */
    #held = [];
    #heldBytes = 0;
    #needed = 1;
    /** How many bytes of the answer at the head of `asked` are still to pass over (past its limit). */
    #skipping = 0;
    #stderr = '';
    constructor(cwd, env, signal) {
        this.#cwd = cwd;
        this.#env = env;
        this.#signal = signal;
    }
    /**
     * The object `name` names (an id, or `<rev>^{commit}` and the like; never a line break), or
     * undefined when the repository has none, or when it is larger than `maxBytes`: its contents
     * are then passed over as git writes them, never kept.
     */
    read(name, maxBytes = NO_LIMIT) {
        if (/[\r\n]/.test(name))
            return Promise.resolve(undefined);
        return new Promise((resolve, reject) => {
            if (this.#failure) {
                reject(this.#failure);
                return;
            }
            this.#waiting.push({ name, maxBytes, resolve, reject });
            this.#start();
            if (!this.#flushing) {
                this.#flushing = true;
                setImmediate(() => this.#send());
            }
        });
    }
    /** Ends the process: it exits once it has read its input to the end. */
    close() {
        this.#closed = true;
        this.#fail(new Error('the git object reader was closed'));
        this.#child?.stdin.end();
    }
    #start() {
        if (this.#child)
            return;
        const args = this.#commands ? ['--batch-command', '--buffer'] : ['--batch'];
        const child = (0,external_node_child_process_.spawn)('git', ['cat-file', ...args], {
            cwd: this.#cwd,
            env: this.#env,
            stdio: ['pipe', 'pipe', 'pipe'],
            ...(this.#signal && { signal: this.#signal }),
        });
        this.#child = child;
        child.stdout.on('data', (chunk) => this.#receive(chunk));
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (text) => {
            this.#stderr = (this.#stderr + text).slice(-MAX_STDERR_CHARS);
        });
        // A write after git stopped reading is told by the exit that follows.
        child.stdin.on('error', () => { });
        child.on('error', (error) => this.#fail(this.#signal?.aborted ? abortReason(this.#signal) : error));
        child.on('close', (code, signal) => this.#ended(child, code, signal));
    }
    #send() {
        this.#flushing = false;
        const child = this.#child;
        if (!child || this.#waiting.length === 0 || this.#failure)
            return;
        const sent = this.#waiting;
        this.#waiting = [];
        this.#asked.push(...sent);
        const lines = sent.map(({ name }) => (this.#commands ? `contents ${name}\n` : `${name}\n`));
        child.stdin.write(this.#commands ? `${lines.join('')}flush\n` : lines.join(''));
    }
    #receive(chunk) {
        this.#answered = true;
        if (this.#held.length === 0) {
            this.#hold(chunk, this.#parse(chunk));
            return;
        }
        this.#held.push(chunk);
        this.#heldBytes += chunk.length;
        if (this.#heldBytes < this.#needed)
            return;
        // Only what the answer begun before lacks is joined to it; the rest is read where it lies.
        const before = this.#heldBytes - chunk.length;
        const take = this.#needed > 1 ? this.#needed - before : chunk.length;
        const joined = Buffer.concat([...this.#held.slice(0, -1), chunk.subarray(0, take)], before + take);
        this.#held = [];
        this.#heldBytes = 0;
        const used = this.#parse(joined);
        if (used < joined.length)
            this.#hold(joined, used);
        else if (take < chunk.length)
            this.#hold(chunk.subarray(take), this.#parse(chunk.subarray(take)));
    }
    /** Keeps what is left of `bytes` past `used`: the start of an answer still coming. */
    #hold(bytes, used) {
        if (used < bytes.length) {
            this.#held = [bytes.subarray(used)];
            this.#heldBytes = bytes.length - used;
        }
    }
    /** Hands out every whole answer in `bytes`; returns how many bytes that used. */
    #parse(bytes) {
        let at = 0;
        this.#needed = 1;
        for (;;) {
            if (this.#skipping > 0) {
                const skipped = Math.min(this.#skipping, bytes.length - at);
                this.#skipping -= skipped;
                at += skipped;
                if (this.#skipping > 0)
                    return at;
                this.#asked.shift()?.resolve(undefined);
                continue;
            }
            const request = this.#asked[0];
            const lineEnd = request ? bytes.indexOf(0x0a, at) : -1;
            if (!request || lineEnd < 0)
                return at;
            // `<oid> <type> <size>`, or `<name> missing` (or `ambiguous`).
            const [oid = '', type = '', size] = bytes.toString('latin1', at, lineEnd).split(' ');
            if (size === undefined) {
                at = lineEnd + 1;
                this.#asked.shift();
                request.resolve(undefined);
                continue;
            }
            const length = Number(size);
            if (length > request.maxBytes) {
                this.#skipping = length + 1;
                at = lineEnd + 1;
                continue;
            }
            if (bytes.length < lineEnd + 2 + length) {
                this.#needed = lineEnd + 2 + length - at;
                return at;
            }
            at = lineEnd + 2 + length;
            this.#asked.shift();
            request.resolve({ oid, type, body: bytes.subarray(lineEnd + 1, lineEnd + 1 + length) });
        }
    }
    #ended(child, code, signal) {
        if (child !== this.#child)
            return;
        // A git older than 2.36 answers `--batch-command` with its usage (exit 129) before anything.
        if (code === 129 && this.#commands && !this.#answered && !this.#closed) {
            this.#commands = false;
            this.#child = undefined;
            this.#waiting = [...this.#asked, ...this.#waiting];
            this.#asked = [];
            this.#stderr = '';
            this.#start();
            this.#send();
            return;
        }
        const said = this.#stderr.trim().split('\n')[0];
        this.#fail(this.#signal?.aborted
            ? abortReason(this.#signal)
            : new Error(`git cat-file ended (${signal ?? `exit ${code}`}) before it answered${said ? `: ${said}` : ''}`));
    }
    #fail(error) {
        this.#failure ??= error;
        for (const request of [...this.#asked.splice(0), ...this.#waiting.splice(0)]) {
            request.reject(this.#failure);
        }
    }
}
function abortReason(signal) {
    return signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason));
}

;// CONCATENATED MODULE: ./src/changes/tree-diff.ts
const COLON = 0x3a;
const SPACE = 0x20;
/** The mode git writes for the side that has no file. */
const NO_MODE = Buffer.from('000000');
/**
 * What differs between two commits' top trees `from` and `to`, in the bytes `git diff --raw -z
 * --no-abbrev -r` writes: a directory whose tree is the same at both is passed over unread, as
 * git passes it over. Undefined when the diff both deletes and adds a path: git's rename
 * detection (`-M`) could pair the two, and only git says how, so git is asked then. Without
 * a deleted path or without an added one there is nothing to pair, and this is git's answer.
 *
 * The trees that differ are read first, all at once, and the records' length added up; then the
 * records are written into one buffer of that length, in git's order, never copied again.
 */
async function diffTrees(store, from, to) {
    const diff = new TreeDiff(store, from.length);
    await diff.read('', from, to);
    return diff.renamesPossible ? undefined : diff.write();
}
class TreeDiff {
    #store;
    /** The id git writes for the side that has no file: all zeros. */
    #zero;
    #directories = new Map();
    #length = 0;
    #added = false;
    #deleted = false;
    constructor(store, idLength) {
        this.#store = store;
        this.#zero = Buffer.from('0'.repeat(idLength));
    }
    get renamesPossible() {
        return this.#added && this.#deleted;
    }
    /** Reads the directory `dir`'s trees and those of every subdirectory that differs. */
    async read(dir, fromId, toId) {
        if (fromId === toId || this.renamesPossible)
            return;
        const [from, to] = await Promise.all([
            fromId === undefined ? undefined : this.#store.tree(fromId),
            toId === undefined ? undefined : this.#store.tree(toId),
        ]);
        const prefix = Buffer.from(dir === '' ? '' : `${dir}/`);
        this.#directories.set(dir, { prefix, from, to });
        const below = [];
        eachDifference(from, to, (status, i, j) => {
            if (status === 'A')
                this.#added = true;
            if (status === 'D')
                this.#deleted = true;
            const name = status === 'D' ? from.nameLength(i) : to.nameLength(j);
            // `:`, two modes of six digits and two ids, each with a space after it, the status and
            // a NUL; then the path and a NUL.
            this.#length += 19 + 2 * this.#zero.length + prefix.length + name + 1;
        }, (i, j) => {
            const path = subdirectory(dir, from, i, to, j);
            below.push(this.read(path, i < 0 ? undefined : from?.oid(i), j < 0 ? undefined : to?.oid(j)));
        });
        await Promise.all(below);
    }
    /** Every record, in git's order, in one buffer. */
    write() {
        const out = Buffer.allocUnsafe(this.#length);
        let at = 0;
        const writeDirectory = (dir) => {
            const { prefix, from, to } = this.#directories.get(dir);
            eachDifference(from, to, (status, i, j) => {
                at = this.#record(out, at, status, prefix, from, i, to, j);
            }, (i, j) => writeDirectory(subdirectory(dir, from, i, to, j)));
        };
        if (this.#directories.has(''))
            writeDirectory('');
        return out.subarray(0, at);
    }
    /** `:<mode> <mode> <oid> <oid> <status>\0<path>\0`, the path from the side that has it. */
    #record(out, start, status, prefix, from, i, to, j) {
        let at = start;
        out[at++] = COLON;
        at = status === 'A' ? at + NO_MODE.copy(out, at) : from.writeMode(i, out, at);
        out[at++] = SPACE;
        at = status === 'D' ? at + NO_MODE.copy(out, at) : to.writeMode(j, out, at);
        out[at++] = SPACE;
        at = status === 'A' ? at + this.#zero.copy(out, at) : from.writeOid(i, out, at);
        out[at++] = SPACE;
        at = status === 'D' ? at + this.#zero.copy(out, at) : to.writeOid(j, out, at);
        out[at++] = SPACE;
        out[at++] = status.charCodeAt(0);
        out[at++] = 0;
        at += prefix.copy(out, at);
        const name = status === 'D' ? from.nameBytes(i) : to.nameBytes(j);
        at += name.copy(out, at);
        out[at++] = 0;
        return at;
    }
}
/**
 * Both trees' entries in git's order: `file` for each file that differs (`i` its entry at the
 * base, `j` at the head, -1 where it has none), `directory` for each subdirectory that differs.
 */
function eachDifference(from, to, file, directory) {
    const fromSize = from?.size ?? 0;
    const toSize = to?.size ?? 0;
    let i = 0;
    let j = 0;
    while (i < fromSize || j < toSize) {
        const order = i >= fromSize ? 1 : j >= toSize ? -1 : from.compareEntries(i, to, j);
        if (order < 0) {
            if (from.isTree(i))
                directory(i, -1);
            else
                file('D', i, -1);
            i++;
        }
        else if (order > 0) {
            if (to.isTree(j))
                directory(-1, j);
            else
                file('A', -1, j);
            j++;
        }
        else {
            const was = from;
            const now = to;
            if (!was.sameAs(i, now, j)) {
                if (was.isTree(i))
                    directory(i, j);
                // A file that became a symlink or a submodule (or back) is a type change.
                else
                    file(was.mode(i).slice(0, 2) === now.mode(j).slice(0, 2) ? 'M' : 'T', i, j);
            }
            i++;
            j++;
        }
    }
}
/** The path of the subdirectory that is entry `i` of `from` or, at the head only, `j` of `to`. */
function subdirectory(dir, from, i, to, j) {
    const name = i >= 0 ? from.name(i) : to.name(j);
    return dir === '' ? name : `${dir}/${name}`;
}

;// CONCATENATED MODULE: ./src/changes/git-tree.ts
/** The modes as git writes a tree's entries, and as it shows them (`git ls-tree`, `git diff --raw`). */
const SHOWN_MODES = new Map([
    ['100644', '100644'],
    ['100755', '100755'],
    ['120000', '120000'],
    ['160000', '160000'],
    ['40000', '040000'],
]);
/** The modes git writes a file's entry with, as it shows them too. */
const USUAL_MODES = ['100644', '100755', '120000', '160000'].map((mode) => Buffer.from(mode));
const HEX = Buffer.from('0123456789abcdef');
const SLASH = 0x2f;
/**
 * One tree object as `git cat-file` gives it: `<mode> <name>\0<oid bytes>` per entry, in git's
 * order (a tree's name compared as if it ended in `/`). Kept as git's bytes; where each entry's
 * name and id lie is found once, so an entry is looked up by binary search.
 */
class GitTree {
    #bytes;
    /** Per entry: where its name and its id start (its mode starts where the entry before ends). */
    #names;
    #oids;
    #oidBytes;
    constructor(bytes, names, oids, oidBytes) {
        this.#bytes = bytes;
        this.#names = names;
        this.#oids = oids;
        this.#oidBytes = oidBytes;
    }
    /** `oidBytes`: 20 for SHA-1, 32 for SHA-256. */
    static parse(bytes, oidBytes) {
        // An entry is at least `<5> <1>\0<20>`: room for every one, allotted once.
        const room = Math.ceil(bytes.length / (8 + oidBytes)) + 1;
        const names = new Int32Array(room);
        const oids = new Int32Array(room);
        let count = 0;
        for (let at = 0; at < bytes.length; count++) {
            const space = bytes.indexOf(0x20, at);
            const end = space < 0 ? -1 : bytes.indexOf(0, space);
            if (end < 0 || end + 1 + oidBytes > bytes.length) {
                throw new Error('git gave a tree object that is cut short');
            }
            names[count] = space + 1;
            oids[count] = end + 1;
            at = end + 1 + oidBytes;
        }
        return new GitTree(bytes, names.subarray(0, count), oids.subarray(0, count), oidBytes);
    }
    get size() {
        return this.#names.length;
    }
    /** Whether entry `index` is a tree (a directory of the commit). */
    isTree(index) {
        // `40000` is the only mode that starts with a 4.
        return this.#bytes[this.#modeAt(index)] === 0x34;
    }
    /** How long the entry's name is, in bytes. */
    nameLength(index) {
        return this.#oids[index] - 1 - this.#names[index];
    }
    /** The entry's mode as git shows it: the canonical form of what the tree holds. */
    mode(index) {
        const written = this.#bytes.toString('latin1', this.#modeAt(index), this.#names[index] - 1);
        return SHOWN_MODES.get(written) ?? canonicalMode(Number.parseInt(written, 8));
    }
    oid(index) {
        const start = this.#oids[index];
        return this.#bytes.toString('hex', start, start + this.#oidBytes);
    }
    /** Writes the entry's mode, as git shows it (six digits), into `target` at `at`; returns the end. */
    writeMode(index, target, at) {
        const start = this.#modeAt(index);
        const end = this.#names[index] - 1;
        const usual = end - start === 6 &&
            USUAL_MODES.some((mode) => this.#bytes.compare(mode, 0, 6, start, end) === 0);
        if (usual)
            return at + this.#bytes.copy(target, at, start, end);
        return at + target.write(this.mode(index), at, 'latin1');
    }
    /** Writes the entry's id in hex into `target` at `at`; returns the end. */
    writeOid(index, target, at) {
        const start = this.#oids[index];
        let to = at;
        for (let from = start; from < start + this.#oidBytes; from++) {
            const byte = this.#bytes[from];
            target[to++] = HEX[byte >> 4];
            target[to++] = HEX[byte & 15];
        }
        return to;
    }
    /** The entry's name, as text. */
    name(index) {
        return this.#bytes.toString('utf8', this.#names[index], this.#oids[index] - 1);
    }
    /** The entry's name as git's bytes (a view, not a copy). */
    nameBytes(index) {
        return this.#bytes.subarray(this.#names[index], this.#oids[index] - 1);
    }
    entry(index) {
        return { mode: this.mode(index), oid: this.oid(index) };
    }
    /** Whether entry `index` is named `name` (UTF-8 bytes). */
    isNamed(index, name) {
        const start = this.#names[index];
        const end = this.#oids[index] - 1;
        return (end - start === name.length && this.#bytes.compare(name, 0, name.length, start, end) === 0);
    }
    /** Whether entries `index` here and `other` there are the same object with the same mode. */
    sameAs(index, other, otherIndex) {
        const at = this.#oids[index];
        const there = other.#oids[otherIndex];
        return (this.#bytes.compare(other.#bytes, there, there + other.#oidBytes, at, at + this.#oidBytes) ===
            0 && this.mode(index) === other.mode(otherIndex));
    }
    /** Entry `index` here against entry `otherIndex` of `other`, in git's order. */
    compareEntries(index, other, otherIndex) {
        return compareNames(this.#bytes, this.#names[index], this.#oids[index] - 1, this.isTree(index), other.#bytes, other.#names[otherIndex], other.#oids[otherIndex] - 1, other.isTree(otherIndex));
    }
    #modeAt(index) {
        return index === 0 ? 0 : this.#oids[index - 1] + this.#oidBytes;
    }
    /** The entry named `name` that is a tree (`tree`) or not, or undefined. */
    find(name, tree) {
        let low = 0;
        let high = this.size;
        while (low < high) {
            const middle = (low + high) >>> 1;
            const order = compareNames(this.#bytes, this.#names[middle], this.#oids[middle] - 1, this.isTree(middle), name, 0, name.length, tree);
            if (order === 0)
                return middle;
            if (order < 0)
                low = middle + 1;
            else
                high = middle;
        }
        return undefined;
    }
}
/**
 * Two names in git's order of a tree's entries: by their bytes, a tree's as if it ended in `/`
 * (git's base_name_compare). This is the order of the full paths too, so a tree walked in it
 * lists its files as `git ls-tree -r` and `git diff` do.
 */
function compareNames(a, aStart, aEnd, aTree, b, bStart, bEnd, bTree) {
    const length = Math.min(aEnd - aStart, bEnd - bStart);
    const order = a.compare(b, bStart, bStart + length, aStart, aStart + length);
    if (order !== 0)
        return order;
    const aNext = aStart + length < aEnd ? a[aStart + length] : aTree ? SLASH : 0;
    const bNext = bStart + length < bEnd ? b[bStart + length] : bTree ? SLASH : 0;
    return aNext - bNext;
}
/** The form git shows a mode in (its canon_mode): a file 644 or 755, a symlink, a tree, a submodule. */
function canonicalMode(mode) {
    const type = mode & 0o170000;
    if (type === 0o100000)
        return mode & 0o100 ? '100755' : '100644';
    if (type === 0o120000)
        return '120000';
    if (type === 0o040000)
        return '040000';
    return '160000';
}

;// CONCATENATED MODULE: ./src/changes/remembered.ts
/**
 * The promise kept for `key`, made once; its rejection is left to whoever awaits it (a cached
 * promise no one awaits yet must not count as an unhandled rejection).
 */
function remembered(cache, key, make) {
    let value = cache.get(key);
    if (!value) {
        value = make();
        value.catch(() => { });
        cache.set(key, value);
    }
    return value;
}

;// CONCATENATED MODULE: ./src/changes/tree-store.ts


/** A directory of millions of entries fits; past this a tree is not read. */
const MAX_TREE_BYTES = 512 * 1024 * 1024;
/**
 * The trees and commits of one repository, read through one ObjectReader, each once: a base and
 * the head share most of their trees, and many agents ask about the same directories.
 */
class TreeStore {
    #reader;
    #trees = new Map();
    #commits = new Map();
    constructor(reader) {
        this.#reader = reader;
    }
    /** The tree whose id is `oid`; throws when the repository has none. */
    tree(oid) {
        return remembered(this.#trees, oid, async () => {
            const found = await this.#reader.read(oid, MAX_TREE_BYTES);
            if (found?.type !== 'tree') {
                throw new Error(`git has no tree ${oid} (or one larger than ${MAX_TREE_BYTES} bytes)`);
            }
            return GitTree.parse(found.body, oid.length / 2);
        });
    }
    /**
     * The id of the tree `name` names (`<rev>^{tree}`, `<rev>:<path>`), or undefined when it names
     * none; the tree is kept, so reading it by its id asks git nothing more.
     */
    async treeNamed(name) {
        const found = await this.#reader.read(name, MAX_TREE_BYTES);
        if (found?.type !== 'tree')
            return undefined;
        if (!this.#trees.has(found.oid)) {
            this.#trees.set(found.oid, Promise.resolve(GitTree.parse(found.body, found.oid.length / 2)));
        }
        return found.oid;
    }
    /**
     * The commit `revision` names (peeled: a tag's commit), or undefined when there is none. Only
     * a commit found is kept: one the clone lacks may be fetched, and is then asked for again.
     */
    commit(revision) {
        const ids = remembered(this.#commits, revision, async () => {
            // Its top tree is asked for with it: a walk of the tree need not wait for the commit.
            const [found, tree] = await Promise.all([
                this.#reader.read(`${revision}^{commit}`),
                this.treeNamed(`${revision}^{tree}`),
            ]);
            return found?.type === 'commit' && tree ? { commit: found.oid, tree } : undefined;
        });
        ids.then((found) => found ?? this.#commits.delete(revision), () => this.#commits.delete(revision));
        return ids;
    }
}

;// CONCATENATED MODULE: ./src/changes/git-commands.ts








const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** A listing of a large monorepo fits; past this git's answer is not read. */
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;
/**
 * The commit checked out, as git names it. Read by calls that run at once (the listing, the
 * first diffs, the commit's id): nothing moves it while a step runs.
 */
const HEAD = 'HEAD';
/** A commit's id as git writes it: SHA-1, or SHA-256 in repositories that use it. */
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * The git commands the change detection runs, in the checkout, without a shell: the paths and
 * revisions are arguments (or lines to `git cat-file`), never command text. No pager, no prompt
 * for credentials, no external diff tool or text conversion, whatever the user's git config
 * says. Commits, trees and blobs are read by one `git cat-file` that lives until `close()` (see
 * ObjectReader); the other commands run only where its answers do not settle a question.
 */
class Git {
    #cwd;
    #signal;
    #reader;
    #store;
    constructor(cwd, signal) {
        this.#cwd = cwd;
        this.#signal = signal;
    }
    /** Whether the step's signal ended the git commands. */
    get stopped() {
        return this.#signal?.aborted === true;
    }
    async output(args) {
        return (await this.bytes(args)).toString('utf8');
    }
    /** What git wrote, as its bytes: a listing is read where it lies, not copied into strings. */
    async bytes(args) {
        const { stdout } = await run('git', ['--no-pager', '-c', 'core.quotePath=false', ...args], {
            cwd: this.#cwd,
            encoding: 'buffer',
            maxBuffer: MAX_OUTPUT_BYTES,
            env: gitEnvironment(),
            ...(this.#signal && { signal: this.#signal }),
        });
        return stdout;
    }
    /**
     * The checkout's top directory; throws when `cwd` is in no git repository, or no commit is
     * checked out.
     */
    async top() {
        const out = await this.output(['rev-parse', '--show-toplevel', '--verify', 'HEAD^{commit}']);
        return out.split('\n')[0] ?? '';
    }
    /** The commit `revision` names, or undefined when this clone does not hold it. */
    async commitOf(revision) {
        try {
            const out = await this.output([
                'rev-parse',
                '--verify',
                '--quiet',
                '--end-of-options',
                `${revision}^{commit}`,
            ]);
            return out.trim() || undefined;
        }
        catch (error) {
            if (this.stopped)
                throw error;
            return undefined;
        }
    }
    /**
     * Fetches one commit from `origin` (a shallow clone lacks most). When that failed, `said` is
     * the line of git's own error that says why: its first `fatal:` or `error:` line (git goes on
     * with advice after it, whose last line alone says nothing).
     */
    async fetchCommit(commit) {
        try {
            await this.output(['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', commit]);
            return { fetched: (await this.commitOf(commit)) === commit };
        }
        catch (error) {
            if (this.stopped)
                throw error;
            const lines = String(error.stderr ?? '')
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean);
            const said = lines.find((line) => /^(?:fatal|error):/.test(line)) ?? lines[0];
            return { fetched: false, ...(said && { said }) };
        }
    }
    /**
     * The id of the tree the head commit has at the directory git runs in (`HEAD:./`): where the
     * workspace lies in the commit, as git sees it. Undefined when the head has no such directory;
     * throws when git has no work tree there (git then ends, and `top()` says why).
     */
    treeHere() {
        return this.#trees().treeNamed(`${HEAD}:./`);
    }
    /**
     * The files of the commit `revision` names, read from its trees (see CommitFiles), and the
     * commit's id; the files named one of `watched` are noted as they come in, and each that is a
     * regular file handed to `onWatched` (to read its blob while the walk goes on).
     */
    async listTree(revision, watched, onWatched) {
        const trees = this.#trees();
        const ids = await trees.commit(revision);
        if (!ids)
            throw new Error(`git has no commit ${revision}`);
        const files = await CommitFiles.walk(trees, ids.tree, watched, onWatched);
        return { commit: ids.commit, files };
    }
    /**
     * What differs between two commits, with renames found (`-M`): from their trees, reading only
     * those that differ, and from `git diff` when a deleted and an added path could be a rename.
     */
    async diff(base, head) {
        const trees = this.#trees();
        const [from, to] = await Promise.all([trees.commit(base), trees.commit(head)]);
        if (!from || !to)
            throw new Error(`git has no commit ${from ? head : base}`);
        const own = await diffTrees(trees, from.tree, to.tree);
        if (own)
            return DiffIndex.parse(own);
        const out = await this.bytes([
            'diff',
            '--raw',
            '-z',
            '-M',
            '--no-abbrev',
            '--no-ext-diff',
            '--no-textconv',
            '--no-relative',
            '--ignore-submodules=none',
            from.commit,
            to.commit,
            '--',
        ]);
        return DiffIndex.parse(out);
    }
    /** The contents of the blob `oid`; undefined when there is none, or it is larger than `maxBytes`. */
    async readBlob(oid, maxBytes) {
        const found = await this.#objects().read(oid, maxBytes);
        return found?.type === 'blob' ? found.body : undefined;
    }
    /** Ends the git process that reads objects, if one was started. */
    close() {
        this.#reader?.close();
    }
    #objects() {
        this.#reader ??= new ObjectReader(this.#cwd, gitEnvironment(), this.#signal);
        return this.#reader;
    }
    #trees() {
        this.#store ??= new TreeStore(this.#objects());
        return this.#store;
    }
}
/** What git runs with: no prompt for credentials, no optional locks, git's own words. */
function gitEnvironment() {
    return (0,step_environment/* childEnvironment */.Qc)({ GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' });
}

;// CONCATENATED MODULE: ./src/changes/live-base.ts



/**
 * The base of one agent: what is live. The `base` input when given; otherwise the commit of the
 * control plane's active revision of the agent's deployment; otherwise the commit of the latest
 * successful GitHub deployment of its environment; otherwise the event's own base. A source
 * that answers that nothing is live (no such deployment, no active revision, no successful
 * deployment) ends the search: the agent is changed, since a deploy is what it lacks.
 */
async function findBase(agent, finders) {
    if (finders.input) {
        return { commit: finders.input, source: 'input', detail: JSON.stringify(finders.input) };
    }
    const notes = [];
    if (finders.controlPlane) {
        const found = await controlPlaneBase(agent, finders.controlPlane);
        if ('source' in found)
            return found;
        notes.push(found.note);
    }
    if (finders.github) {
        const environment = finders.github.environment(agent);
        const live = await findLiveDeployment(finders.github.session, environment);
        if (live.kind === 'live') {
            const detail = `GitHub deployment ${live.id} of environment "${environment}"`;
            return { commit: live.sha, source: 'github-deployment', detail };
        }
        return { source: 'github-deployment', detail: nothingLive(live, environment) };
    }
    if (finders.event) {
        const { commit, source, detail } = finders.event;
        return { ...(commit && { commit }), source, detail: [...notes, detail].join('; ') };
    }
    return { source: 'none', detail: [...notes, 'no base: nothing says what is live'].join('; ') };
}
/** Why GitHub's deployments give no base: nothing is live, or GitHub gave no usable answer. */
function nothingLive(live, environment) {
    switch (live.kind) {
        case 'none':
            return `no successful GitHub deployment of environment "${environment}" among its newest ${live.examined}`;
        case 'failed':
            return `the GitHub deployments of environment "${environment}" could not be read`;
        case 'other':
            return `GitHub's answer for environment "${environment}" was about ${live.about}, and is ignored`;
    }
}
/** The commit of the active revision, a definite "nothing is live", or a note to go on. */
async function controlPlaneBase(agent, { client, signal, warn }) {
    const name = agent.deploymentName;
    let found;
    try {
        found = await (0,target/* findDeploymentByName */.X0)(client, name, signal, warn);
    }
    catch (error) {
        // A list cut short cannot say that nothing of the name is live: the next source may.
        if (!(error instanceof target/* ListCutShort */.Tq))
            throw error;
        return {
            note: `the control plane's deployment list was cut short before any deployment named "${name}"`,
        };
    }
    if (!found)
        return { source: 'control-plane', detail: `no deployment is named "${name}"` };
    const deployment = found.active_revision_id === undefined
        ? await client.getDeployment(found.id, { signal })
        : found;
    const activeId = deployment.active_revision_id;
    if (!activeId) {
        return { source: 'control-plane', detail: `deployment "${name}" has no active revision` };
    }
    const revision = await client.getRevision(deployment.id, activeId, { signal });
    const sha = revision.source_revision_config?.repo_commit_sha ?? undefined;
    if (sha && COMMIT_ID.test(sha)) {
        return {
            commit: sha,
            source: 'control-plane',
            detail: `active revision ${activeId} of deployment "${name}"`,
        };
    }
    return {
        note: `the active revision of deployment "${name}" names no commit (not a sourcehost deploy)`,
    };
}
/**
 * The base the event itself gives: `before` of a push (none when the push created the branch),
 * the base commit of a pull request or a merge queue entry; none for other events.
 */
function eventBase(source) {
    const payload = source.payload;
    switch (source.eventName) {
        case 'push': {
            const before = baseCommit(payload.before);
            return before
                ? { commit: before, source: 'event', detail: 'the commit before the push' }
                : none('the push has no commit before it (a new branch)');
        }
        case 'pull_request':
        case 'pull_request_target': {
            const base = payload.pull_request?.base;
            const sha = baseCommit(base?.sha);
            return sha
                ? { commit: sha, source: 'event', detail: 'the pull request’s base commit' }
                : none('the pull request names no base commit');
        }
        case 'merge_group': {
            const sha = baseCommit(payload.merge_group?.base_sha);
            return sha
                ? { commit: sha, source: 'event', detail: 'the merge group’s base commit' }
                : none('the merge group names no base commit');
        }
        default:
            return none(`a ${source.eventName || 'manual'} event has no base commit`);
    }
}
/** No base, and why: the agent is then changed. */
function none(why) {
    return { source: 'none', detail: `no base: ${why}` };
}
/** A commit id as a CI names a base, or undefined: all zeros is how CIs say there is none. */
function baseCommit(value) {
    return typeof value === 'string' && COMMIT_ID.test(value) && !/^0+$/.test(value)
        ? value
        : undefined;
}

;// CONCATENATED MODULE: ./src/changes/ci-base.ts



/**
 * The base the CI run itself names, asked after every source that says what is live: GitHub's
 * event (eventBase), or on GitLab a merge request pipeline's diff base, else the commit before a
 * push (GitLab gives all zeros for a new branch, which is no base). Elsewhere, none.
 */
function ciBase(env) {
    if (env.GITHUB_ACTIONS === 'true' || env.GITHUB_EVENT_NAME)
        return eventBase((0,run_context/* runnerSource */.oA)(env));
    if (env.GITLAB_CI === 'true')
        return gitLabBase(env);
    return none(`no CI event names a base commit here (give ${(0,wording/* words */.aL)().input('base')})`);
}
function gitLabBase(env) {
    const diffBase = baseCommit(env.CI_MERGE_REQUEST_DIFF_BASE_SHA);
    if (diffBase) {
        const detail = 'the merge request’s diff base (CI_MERGE_REQUEST_DIFF_BASE_SHA)';
        return { commit: diffBase, source: 'event', detail };
    }
    const before = baseCommit(env.CI_COMMIT_BEFORE_SHA);
    if (before) {
        const detail = 'the commit before the push (CI_COMMIT_BEFORE_SHA)';
        return { commit: before, source: 'event', detail };
    }
    return none('GitLab names no commit before this pipeline (a new branch, a schedule, or a run by hand)');
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/packing/time-slice.ts
var time_slice = __webpack_require__(4213);
// EXTERNAL MODULE: ./src/packing/packed-entry.ts
var packed_entry = __webpack_require__(8286);
// EXTERNAL MODULE: ./src/packing/walk-tree.ts
var walk_tree = __webpack_require__(2707);
// EXTERNAL MODULE: ./src/packing/ignore-rules.ts + 2 modules
var ignore_rules = __webpack_require__(2509);
;// CONCATENATED MODULE: ./src/changes/commit-tree.ts



/** No ignore file or agent config is this large; a larger blob is not read. */
const MAX_BLOB_BYTES = 1024 * 1024;
/** The ignore files the packer reads. */
const IGNORE_FILES = ['.gitignore', '.dockerignore'];
/** The ignore files the packer reads, by name as git writes it. */
const IGNORE_FILE_NAMES = IGNORE_FILES.map((name) => Buffer.from(name));
/** Whether `file` (a path from the top) is an ignore file the packer reads. */
function isIgnoreFile(file) {
    return IGNORE_FILES.includes(external_node_path_default().posix.basename(file));
}
/** Blob contents by id, read from git as asked and kept: most are the same at every commit. */
class BlobCache {
    #git;
    #blobs = new Map();
    constructor(git) {
        this.#git = git;
    }
    /** Reads these blobs (those not read yet), all at once. */
    async load(oids) {
        await Promise.all([...oids].map((oid) => this.#read(oid)));
    }
    /** Starts reading the blob `oid`, for whoever asks for it later. */
    prefetch(oid) {
        this.#read(oid);
    }
    async text(oid) {
        return (await this.#read(oid))?.toString('utf8');
    }
    #read(oid) {
        return remembered(this.#blobs, oid, () => this.#git.readBlob(oid, MAX_BLOB_BYTES));
    }
}
/**
 * The files of one commit, by path from the repository's top (`top`, absolute), as a deploy of
 * that commit's checkout would find them. The head's are its listing; a base's are the head's
 * listing and the diff from the base to the head: each path the diff names is as its `from`
 * side says, the rest is the head's, shared, not copied. One diff instead of a second listing.
 */
class CommitTree {
    commit;
    top;
    #listing;
    /** At a base: the diff from this commit to the head. */
    #diff;
    #blobs;
    /** The ignore rules of each packed directory, shared by every agent that packs it. */
    #rules = new Map();
    /** Whether each directory asked about is there: most are libraries many agents name. */
    #directories = new Map();
    constructor(commit, top, listing, blobs, diff) {
        this.commit = commit;
        this.top = top;
        this.#listing = listing;
        this.#blobs = blobs;
        this.#diff = diff;
    }
    /** The tree of `base`, from this (the head's) tree and the diff from `base` to it. */
    atBase(base, diff) {
        return new CommitTree(base, this.top, this.#listing, this.#blobs, diff);
    }
    /** The file at `file` (from the top), or undefined when the commit has none there. */
    get(file) {
        if (this.#diff) {
            const was = this.#diff.from.find(file);
            if (was !== undefined)
                return this.#fromSide(was)[1];
            if (this.#diff.to.find(file) !== undefined)
                return undefined;
        }
        return this.#listing.get(file);
    }
    /** The files of the commit, every one or those whose name is one of `names`. */
    *files(names) {
        for (const file of this.#listing.files(names)) {
            if (this.#diff?.to.find(file[0]) === undefined)
                yield file;
        }
        const from = this.#diff?.from;
        if (!from)
            return;
        for (let position = 0; position < from.size; position++) {
            const index = from.recordAt(position);
            if (!names || names.some((name) => from.endsWithName(index, name))) {
                yield this.#fromSide(index);
            }
        }
    }
    /** The files under `dir` (from the top), in git's order. */
    *under(dir) {
        const changed = new Set();
        const diff = this.#diff;
        if (diff) {
            const [first, end] = diff.to.under(dir);
            for (let at = first; at < end; at++)
                changed.add(diff.to.path(diff.to.recordAt(at)));
        }
        for (const file of this.#listing.under(dir)) {
            if (!changed.has(file[0]))
                yield file;
        }
        if (!diff)
            return;
        const [start, stop] = diff.from.under(dir);
        for (let at = start; at < stop; at++)
            yield this.#fromSide(diff.from.recordAt(at));
    }
    /** How the packer would see the path: undefined when the commit has no file there. */
    kindOf(file) {
        const entry = this.get(file);
        return entry && kindOfMode(entry.mode);
    }
    /** Whether the commit holds a directory at `dir` (from the top; `''` is the top). */
    hasDirectory(dir) {
        let has = this.#directories.get(dir);
        if (has === undefined) {
            has = this.#holdsDirectory(dir);
            this.#directories.set(dir, has);
        }
        return has;
    }
    #holdsDirectory(dir) {
        if (dir === '')
            return true;
        const atHead = this.#listing.hasFilesUnder(dir);
        if (!this.#diff)
            return atHead;
        // Every path the diff has at the head is in the head's listing: the head has more under
        // `dir` than the diff changed, or the base had a path there the head no longer has.
        const [changedFirst, changedEnd] = this.#diff.to.under(dir);
        const changed = changedEnd - changedFirst;
        if (atHead && (changed === 0 || this.#listing.countUnder(dir) > changed))
            return true;
        const [wasFirst, wasEnd] = this.#diff.from.under(dir);
        return wasEnd > wasFirst;
    }
    /** The text of the regular file at `file`, or undefined when there is none (a symlink is none). */
    async readText(file) {
        const entry = this.get(file);
        if (!entry || kindOfMode(entry.mode) !== 'file')
            return undefined;
        return this.#blobs.text(entry.oid);
    }
    /** Reads the blobs of these paths (those that are files) in one batch. */
    async preload(files) {
        const oids = [];
        for (const file of files) {
            const entry = this.get(file);
            if (entry && kindOfMode(entry.mode) === 'file')
                oids.push(entry.oid);
        }
        await this.#blobs.load(oids);
    }
    /** The ignore rules a deploy of this commit packs the directory `dir` (absolute) by. */
    rulesFor(dir) {
        // A rule file that cannot be read is the problem of the agents that pack `dir`, found when
        // they ask.
        return remembered(this.#rules, dir, () => ignore_rules/* IgnoreRules */.w.load(dir, undefined, { files: this.#ignoreFiles() }));
    }
    /** An absolute path as a path from the top, `/`-separated (`''` for the top). */
    fromTop(absolute) {
        // Most paths asked about lie under the top; path.relative is for the rest.
        const inside = absolute.startsWith(this.top + (external_node_path_default()).sep) && !absolute.endsWith((external_node_path_default()).sep);
        const relative = inside
            ? absolute.slice(this.top.length + 1)
            : external_node_path_default().relative(this.top, absolute);
        return (external_node_path_default()).sep === '/' ? relative : relative.split((external_node_path_default()).sep).join('/');
    }
    /** The ignore files of this commit, for IgnoreRules: what the packer reads from a checkout of it. */
    #ignoreFiles() {
        return {
            repositoryTop: async () => this.top,
            readFile: (file) => this.readText(this.fromTop(file)),
        };
    }
    #fromSide(index) {
        const { from } = this.#diff.entry(index);
        const { path: file, mode, oid } = from;
        return [file, { mode, oid }];
    }
}
/** What a tree entry's mode is to the packer: a submodule is a directory its walk would enter. */
function kindOfMode(mode) {
    if (mode === '100644' || mode === '100755')
        return 'file';
    if (mode === '120000')
        return 'symlink';
    if (mode === '160000' || mode === '040000')
        return 'directory';
    return 'other';
}

;// CONCATENATED MODULE: ./src/changes/base-comparison.ts





/**
 * One base commit against the head: what each walked directory packs differently, worked out
 * once however many agents pack it, from the diff entries under that directory alone (found by
 * their paths, never by reading the rest of the diff). Long work gives the event loop a turn
 * each time slice, so a cancel or the time-out is heard within it.
 */
class BaseComparison {
    base;
    head;
    diff;
    #slice;
    #changes = new Map();
    #whole = new Map();
    #ignoreEntries;
    constructor(base, head, diff, slice) {
        this.base = base;
        this.head = head;
        this.diff = diff;
        this.#slice = slice;
    }
    /** The diff entries that are an ignore file at the base or at the head, in the diff's order. */
    get ignoreEntries() {
        this.#ignoreEntries ??= this.diff
            .named(IGNORE_FILE_NAMES)
            .map((index) => this.diff.entry(index));
        return this.#ignoreEntries;
    }
    /** The ignore files the diff names at the base: blobs the head's tree did not read. */
    ignoreFilesAtBase() {
        return this.ignoreEntries.flatMap(({ from }) => from && isIgnoreFile(from.path) ? [from.path] : []);
    }
    /** The diff's entries under `dir` (from the top) that either commit packs there. */
    changesIn(dir) {
        return remembered(this.#changes, dir, () => this.#changesIn(dir));
    }
    /**
     * Every path under `dir` whose packing, mode or contents differ, comparing the two commits'
     * packed files whole: when ignore rules changed, paths the diff does not name can come in or
     * go out. Sorted by path.
     */
    wholeIn(dir) {
        return remembered(this.#whole, dir, () => this.#wholeIn(dir));
    }
    async #changesIn(dir) {
        const found = { changes: [], movedOut: new Map(), movedIn: new Set() };
        const byIndex = new Map();
        for (const side of ['from', 'to']) {
            const paths = this.diff[side];
            const [first, end] = paths.under(dir);
            // Most directories hold no changed path: their rules are not even read.
            if (first === end)
                continue;
            const tree = side === 'from' ? this.base : this.head;
            const rules = await tree.rulesFor(external_node_path_default().join(tree.top, dir));
            for (let at = first; at < end; at++) {
                if (this.#slice.due())
                    await this.#slice.yield();
                const index = paths.recordAt(at);
                const entry = this.diff.entry(index);
                const own = entry[side];
                const verdict = await (0,packed_entry/* packedPathVerdict */.ji)(inside(dir, own.path), kindOfMode(own.mode), rules);
                if (!verdict.packed)
                    continue;
                const change = byIndex.get(index) ?? { index, before: false, after: false };
                change[side === 'from' ? 'before' : 'after'] = true;
                byIndex.set(index, change);
                const other = entry[side === 'from' ? 'to' : 'from'];
                if (other && other.path !== own.path && !isUnder(dir, other.path)) {
                    if (side === 'from')
                        found.movedOut.set(index, other.path);
                    else
                        found.movedIn.add(index);
                }
            }
        }
        found.changes = [...byIndex.values()].sort((a, b) => a.index - b.index);
        return found;
    }
    async #wholeIn(dir) {
        const before = await this.#packedFiles(this.base, dir);
        const after = await this.#packedFiles(this.head, dir);
        const paths = [];
        for (const [file, now] of after) {
            const was = before.get(file);
            if (was === undefined)
                paths.push({ path: file, how: 'now packed' });
            else if (was !== now)
                paths.push({ path: file, how: 'modified' });
        }
        for (const file of before.keys()) {
            if (!after.has(file))
                paths.push({ path: file, how: 'no longer packed' });
        }
        return paths.sort(byChangedPath);
    }
    /** Every path `tree` packs under `dir`, with its mode and blob. */
    async #packedFiles(tree, dir) {
        const rules = await tree.rulesFor(external_node_path_default().join(tree.top, dir));
        const packed = new Map();
        for (const [file, entry] of tree.under(dir)) {
            if (this.#slice.due())
                await this.#slice.yield();
            const verdict = await (0,packed_entry/* packedPathVerdict */.ji)(inside(dir, file), kindOfMode(entry.mode), rules);
            if (verdict.packed)
                packed.set(file, `${entry.mode} ${entry.oid}`);
        }
        return packed;
    }
}
/** Changed paths in the packer's fixed order of their names. */
function byChangedPath(a, b) {
    return (0,walk_tree/* byPath */.f2)(a.path, b.path);
}
function isUnder(dir, file) {
    return dir === '' || file.startsWith(`${dir}/`);
}
/** `file` (under `dir`) relative to `dir`. */
function inside(dir, file) {
    return dir === '' ? file : file.slice(dir.length + 1);
}

;// CONCATENATED MODULE: ./src/changes/base-commits.ts





/**
 * The base commits the agents compare with, each made ready once however many agents share it:
 * one diff to the head, from which the base's tree is derived. A base named by its full id
 * is diffed at once (`expect` starts that before the agents are even found); when the clone
 * lacks it, or it is named otherwise, it is looked up, and fetched when missing (a shallow clone
 * holds only the head).
 */
class BaseCommits {
    #git;
    #head;
    #warn;
    #slice;
    #ready = new Map();
    #diffs = new Map();
    /** `head` is the head's tree once it is read; the diffs do not wait for it. */
    constructor(git, head, warn, slice) {
        this.#git = git;
        this.#head = head;
        this.#warn = warn;
        this.#slice = slice;
    }
    /** Starts the diff of a base the agents will likely name (the event's, the `base` input). */
    expect(revision) {
        this.#diffOf(revision);
    }
    /** The base named `revision` (a commit id, or a name the clone resolves). */
    get(revision) {
        let ready = this.#ready.get(revision);
        if (!ready) {
            ready = this.#prepare(revision);
            this.#ready.set(revision, ready);
        }
        return ready;
    }
    async #prepare(revision) {
        const direct = await this.#diffOf(revision);
        const found = direct ? { id: revision, diff: direct } : await this.#lookedUp(revision);
        if ('why' in found)
            return { available: false, why: found.why };
        const head = await this.#head;
        const tree = head.atBase(found.id, found.diff);
        const comparison = new BaseComparison(tree, head, found.diff, this.#slice);
        // Ignore files that differ are blobs the head did not read; the rest are shared by id.
        await tree.preload(comparison.ignoreFilesAtBase());
        return { available: true, commit: found.id, tree, comparison };
    }
    /** The commit `revision` names, looked up in the clone (or fetched), and its diff to the head. */
    async #lookedUp(revision) {
        const commit = await this.#inClone(revision);
        if (!commit.found)
            return { why: commit.why };
        return { id: commit.id, diff: await this.#git.diff(commit.id, HEAD) };
    }
    /**
     * The diff from `revision` to the head when `revision` is the full id of a commit the clone
     * holds; undefined otherwise (a name, or a commit to look up or fetch), then looked up.
     */
    #diffOf(revision) {
        return remembered(this.#diffs, revision, async () => {
            if (!COMMIT_ID.test(revision))
                return undefined;
            return this.#git.diff(revision, HEAD).catch((error) => {
                if (this.#git.stopped)
                    throw error;
                return undefined;
            });
        });
    }
    async #inClone(revision) {
        const id = await this.#git.commitOf(revision);
        if (id)
            return { found: true, id };
        const shown = (0,runner_text/* oneLine */.TN)(revision, 80);
        if (!COMMIT_ID.test(revision)) {
            this.#warn(`The base "${shown}" is no commit this clone knows; the agents based on it are marked changed.`);
            return { found: false, why: `its base "${shown}" is not in the clone` };
        }
        const fetched = await this.#git.fetchCommit(revision);
        if (fetched.fetched)
            return { found: true, id: revision };
        const said = fetched.said
            ? ` (\`git fetch --depth=1 origin ${revision}\` failed; git said: "${(0,runner_text/* oneLine */.TN)(fetched.said, 200)}")`
            : '';
        this.#warn(`The base commit ${revision} is not in this clone and could not be fetched from origin${said}. Clone with the history the bases need (${(0,wording/* words */.aL)().onGitHub ? 'fetch-depth: 0 with actions/checkout, ' : ''}GIT_DEPTH: 0 on GitLab) so they are there; the agents based on it are marked changed.`);
        return {
            found: false,
            why: `its base commit ${revision.slice(0, 12)} is not in the clone and could not be fetched`,
        };
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/common/step-control.ts
var step_control = __webpack_require__(3387);
;// CONCATENATED MODULE: ./src/changes/checkout.ts





/**
 * Where the checkout's top is, with the head's files. git says which of the head's directories
 * the workspace is (`here`: its tree's id, see Git.treeHere): the top itself when that is the
 * top's tree, or the one directory whose tree it is; the top is then the workspace's real path
 * that many levels up, when that path ends in the directory's. When git's answer does not settle
 * it (two directories alike, a workspace the head lacks, or git refusing the question), git is
 * asked for the top (`git rev-parse`), whose answer or error decides, as it always did.
 */
async function locateCheckout(git, workspace, head, here) {
    const answered = await Promise.all([head, here, (0,promises_.realpath)(workspace)]).catch(() => undefined);
    if (answered) {
        const [{ commit, files }, tree, real] = answered;
        const dirs = tree === undefined ? [] : files.directoriesWithTree(tree);
        const top = dirs.length === 1 ? topAbove(real, dirs[0]) : undefined;
        if (top !== undefined)
            return { commit, files, top, workspace: real };
    }
    const { top, workspace: real } = await locate(git, workspace);
    const { commit, files } = await head;
    return { commit, files, top, workspace: real };
}
/** The directory `dir` (from the top, `/`-separated) levels above `real`, if `real` ends in it. */
function topAbove(real, dir) {
    if (dir === '')
        return real;
    const names = dir.split('/');
    const ending = real.split((external_node_path_default()).sep).slice(-names.length);
    if (ending.join('/') !== dir)
        return undefined;
    let top = real;
    for (const _ of names)
        top = external_node_path_default().dirname(top);
    return top;
}
/**
 * The repository's top and the workspace, both real paths, as `git rev-parse` says (the
 * workspace must lie in the repository, with a commit checked out).
 */
async function locate(git, workspace) {
    let top;
    try {
        top = await (0,promises_.realpath)(await git.top());
    }
    catch (error) {
        throw new step_control/* StepFailure */.pH(notACheckout(workspace, error));
    }
    const real = await (0,promises_.realpath)(workspace);
    const inside = external_node_path_default().relative(top, real);
    if (inside.startsWith('..') || external_node_path_default().isAbsolute(inside)) {
        throw new step_control/* StepFailure */.pH(`The workspace ${workspace} lies outside its repository ${top}.`);
    }
    return { top, workspace: real };
}
/** Why git named no checkout for the workspace, and what to do, in the words of the step's home. */
function notACheckout(workspace, error) {
    const { onGitHub } = (0,wording/* words */.aL)();
    const failed = error;
    if (failed.code === 'ENOENT' && failed.path === 'git') {
        return onGitHub
            ? 'git is not installed or not on PATH, and the changes are read from the checkout with it. Install git on the runner first.'
            : 'git is not installed or not on PATH, and changes reads the checkout with it: install it in the image first (apt-get update && apt-get install -y git in node:*-slim), or use an image that has it (node:24).';
    }
    const said = String(failed.stderr ?? '')
        .trim()
        .split('\n')[0];
    const git = said ? ` (git: ${(0,runner_text/* oneLine */.TN)(said, 300)})` : '';
    const fix = onGitHub
        ? 'Check the repository out first (actions/checkout), into the workspace itself.'
        : 'Run it in a clone of the repository, at its top or in one of its directories.';
    return `The workspace ${workspace} is not a git checkout with a commit checked out${git}. ${fix}`;
}

;// CONCATENATED MODULE: ./src/changes/compare-agent.ts


const MAX_PATHS_KEPT = 20;
/**
 * Compares what a deploy of the agent would pack at its base and at the head, given that its
 * config is the same at both and `set` is what it packs. The agent changed when a path packed at
 * either commit differs (added, modified, deleted, renamed in or out, mode changed). Each side
 * is judged by its own commit's ignore files: when an ignore file that applies changed, paths
 * that did not change can come in or go out, so the two packed sets are compared whole. What
 * each walked directory packs differently is worked out once, for every agent that packs it.
 */
async function compareAgent(set, comparison, signal) {
    try {
        const rulesChanged = comparison.ignoreEntries.find((entry) => changesRules(entry, set));
        if (rulesChanged) {
            const why = rulesChanged.to?.path ?? rulesChanged.from?.path ?? '';
            const lists = [];
            for (const dir of set.directories)
                lists.push(await comparison.wholeIn(dir));
            const count = lists.reduce((total, list) => total + list.length, 0);
            const first = lists
                .flatMap((list) => list.slice(0, MAX_PATHS_KEPT))
                .sort(byChangedPath)
                .slice(0, MAX_PATHS_KEPT);
            return count > 0
                ? changedPaths(first, count, `ignore rules changed (${why}); `)
                : unchanged(`ignore rules changed (${why}), but not what is packed`);
        }
        const lists = [];
        for (const dir of set.directories)
            lists.push(await comparison.changesIn(dir));
        const count = lists.reduce((total, list) => total + list.changes.length, 0) - twice(set, lists);
        if (count === 0)
            return unchanged('no packed file differs');
        const first = firstChanges(lists).map((change) => describe(comparison.diff.entry(change.index), change.after));
        return changedPaths(first, count, '');
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return changed(`cannot be judged: ${error instanceof Error ? error.message : String(error)}`);
    }
}
/** Whether the entry is an ignore file, at either commit, whose rules apply to what `set` packs. */
function changesRules({ from, to }, set) {
    return [from?.path, to?.path].some((file) => file !== undefined && isIgnoreFile(file) && set.readsRulesFrom(file));
}
/** How many entries are in two of the lists: renamed from one walked directory into another. */
function twice(set, lists) {
    let count = 0;
    for (const list of lists) {
        for (const [index, to] of list.movedOut) {
            const holder = set.holderOf(to);
            const other = holder === undefined ? undefined : lists[set.directories.indexOf(holder)];
            if (other?.movedIn.has(index))
                count++;
        }
    }
    return count;
}
/**
 * The first entries of all the lists together, in the diff's order, each once. Every one of them
 * is among the first MAX_PATHS_KEPT of each list that holds it.
 */
function firstChanges(lists) {
    const byIndex = new Map();
    for (const list of lists) {
        for (const change of list.changes.slice(0, MAX_PATHS_KEPT)) {
            const seen = byIndex.get(change.index);
            byIndex.set(change.index, seen
                ? { ...seen, before: seen.before || change.before, after: seen.after || change.after }
                : change);
        }
    }
    return [...byIndex.values()].sort((a, b) => a.index - b.index).slice(0, MAX_PATHS_KEPT);
}
function describe({ status, from, to }, packedNow) {
    if (status === 'R' && from && to) {
        return packedNow
            ? { path: to.path, how: `renamed from ${from.path}` }
            : { path: from.path, how: `renamed to ${to.path}` };
    }
    if (status === 'A' && to)
        return { path: to.path, how: 'added' };
    if (status === 'D' && from)
        return { path: from.path, how: 'deleted' };
    const file = to?.path ?? from?.path ?? '';
    if (from && to && from.oid === to.oid && from.mode !== to.mode) {
        return { path: file, how: 'mode changed' };
    }
    if (status === 'T')
        return { path: file, how: 'kind changed' };
    return { path: file, how: 'modified' };
}
function changed(reason) {
    return { changed: true, reason, paths: [], pathCount: 0 };
}
function unchanged(reason) {
    return { changed: false, reason, paths: [], pathCount: 0 };
}
function changedPaths(first, count, lead) {
    const shown = first[0];
    const more = count > 1 ? ` and ${count - 1} more` : '';
    return {
        changed: true,
        reason: `${lead}${count === 1 ? 'a packed file differs' : `${count} packed files differ`}: ${shown.path} (${shown.how})${more}`,
        paths: first,
        pathCount: count,
    };
}

// EXTERNAL MODULE: ./src/common/inputs.ts
var inputs = __webpack_require__(9184);
// EXTERNAL MODULE: ./src/common/shell-safe.ts
var shell_safe = __webpack_require__(7085);
// EXTERNAL MODULE: ./src/common/visible-text.ts
var visible_text = __webpack_require__(6963);
// EXTERNAL MODULE: ./src/packing/left-out.ts
var left_out = __webpack_require__(5847);
;// CONCATENATED MODULE: ./src/changes/find-agents.ts








/** More agents than one workflow can deploy; a pattern that finds more is too wide. */
const MAX_AGENTS = 1000;
/**
 * The agent configs of `tree` the patterns find (matched against paths from the workspace,
 * `workspace` being its path from the top): regular files, never in a directory the packer always
 * leaves out. With `everyPatternFinds`, an include pattern that finds nothing is an error.
 */
function findAgentConfigs(tree, patterns, workspace, everyPatternFinds = false) {
    const found = new Set();
    const unused = new Set(patterns.include);
    const include = patterns.include.map((pattern) => ({ pattern, name: literalName(pattern) }));
    // When every pattern names its file, only files of those names are read from the listing.
    const names = include.every(({ name }) => name !== undefined) ? configNames(patterns) : undefined;
    for (const [file, entry] of tree.files(names)) {
        if (entry.mode !== '100644' && entry.mode !== '100755')
            continue;
        const name = file.slice(file.lastIndexOf('/') + 1);
        // Most patterns end in a plain file name; matching a glob is what costs, so that goes first.
        const candidates = include.filter((each) => each.name === undefined || each.name === name);
        if (candidates.length === 0)
            continue;
        const shown = fromWorkspace(file, workspace);
        if (shown === undefined)
            continue;
        const matching = candidates
            .filter(({ pattern }) => external_node_path_default().posix.matchesGlob(shown, pattern))
            .map(({ pattern }) => pattern);
        if (matching.length === 0)
            continue;
        const dirs = external_node_path_default().posix.dirname(file).split('/');
        if (dirs.some((segment) => (0,left_out/* isAlwaysLeftOut */.Zx)(segment)))
            continue;
        for (const pattern of matching)
            unused.delete(pattern);
        if (patterns.exclude.some((pattern) => external_node_path_default().posix.matchesGlob(shown, pattern)))
            continue;
        found.add(file);
    }
    if (everyPatternFinds && unused.size > 0) {
        const [pattern] = unused;
        throw new inputs/* InputError */.dz([
            {
                input: 'agents',
                message: `the pattern ${JSON.stringify(pattern)} finds no agent config in commit ${tree.commit.slice(0, 12)} (patterns match paths from the workspace, such as agents/support/langgraph.json; a file in a directory the packer always leaves out is never an agent).`,
            },
        ]);
    }
    if (found.size > MAX_AGENTS) {
        throw new inputs/* InputError */.dz([
            {
                input: 'agents',
                message: `finds ${found.size} agent configs, more than the ${MAX_AGENTS} one run takes.`,
            },
        ]);
    }
    return [...found].sort();
}
/**
 * The agents of these configs with their names. `fallbackName` names a config at the top of the
 * repository (which has no directory name of its own). Two agents whose deployment names are the
 * same would deploy over each other: an error naming both, unless `allowShared`.
 */
function nameAgents(configs, options) {
    const byDeployment = new Map();
    const agents = configs.map((config) => {
        const directory = external_node_path_default().posix.dirname(config) === '.' ? '' : external_node_path_default().posix.dirname(config);
        const name = (0,target/* acceptedNameFor */.o_)(directory === '' ? options.fallbackName : external_node_path_default().posix.basename(directory));
        if (!name) {
            throw new inputs/* InputError */.dz([
                {
                    input: 'agents',
                    message: `the agent config ${JSON.stringify(config)} lies in a directory whose name has no letter or digit, so it gives no deployment name.`,
                },
            ]);
        }
        const deploymentName = options.template.replaceAll('{name}', name);
        const agent = {
            config,
            directory,
            name,
            deploymentName,
            sourcePath: fromWorkspace(directory, options.workspace) || '.',
            configPath: external_node_path_default().posix.basename(config),
        };
        const other = byDeployment.get(deploymentName);
        if (other && !options.allowShared) {
            throw new inputs/* InputError */.dz([
                {
                    input: 'deployment-name',
                    message: `the agents in ${JSON.stringify(other.sourcePath)} and ${JSON.stringify(agent.sourcePath)} both map to the deployment "${deploymentName}"; each agent needs its own. Rename a directory, or leave one out of ${(0,wording/* words */.aL)().input('agents')} with a "!" pattern.`,
                },
            ]);
        }
        byDeployment.set(deploymentName, agent);
        return agent;
    });
    return agents;
}
/**
 * Why a later step could not take the agent's matrix entry as it is: its directory or its
 * config's file name holds text a shell would act on (the deploy job pastes the matrix's values
 * into its steps, `run:` ones too). Undefined when it can. Its name is made of letters, digits
 * and hyphens already.
 */
function shellTextOf(agent) {
    for (const [what, value] of [
        ['directory', agent.sourcePath],
        ['config file', agent.configPath],
    ]) {
        const problem = (0,shell_safe/* shellTextProblem */.x)(value);
        if (problem)
            return `its ${what} "${(0,visible_text/* showInvisible */.j)(value.slice(0, 200))}" ${problem}`;
    }
    return undefined;
}
/**
 * Refuses the agents whose matrix entry a shell would act on, with one error naming the first:
 * its deploy cannot be made safe downstream, and a matrix without it would leave its change
 * undeployed without a word.
 */
function refuseShellText(agents) {
    const refused = agents.flatMap((agent) => {
        const problem = shellTextOf(agent);
        return problem ? [{ agent, problem }] : [];
    });
    const [first] = refused;
    if (!first)
        return;
    const more = refused.length > 1 ? ` ${refused.length - 1} more agents are refused for the same reason.` : '';
    throw new step_control/* StepFailure */.pH(`The agent config "${(0,visible_text/* showInvisible */.j)(first.agent.config.slice(0, 200))}" cannot be deployed safely: ${first.problem}, and a deploy job pastes the matrix's values into its steps. Rename it, or leave it out of ${(0,wording/* words */.aL)().input('agents')} with a "!" pattern.${more}`);
}
/** The file names the patterns' last segments name, where they name one without a glob character. */
function configNames(patterns) {
    const names = patterns.include.map(literalName).filter((name) => name !== undefined);
    return [...new Set(names)].map((name) => Buffer.from(name));
}
/** The file name a pattern's last segment names, when it names one without any glob character. */
function literalName(pattern) {
    const last = pattern.slice(pattern.lastIndexOf('/') + 1);
    return /[*?[\]{}!\\]/.test(last) || last === '' ? undefined : last;
}
/** A path from the top as a path from the workspace; undefined when it lies outside it. */
function fromWorkspace(file, workspace) {
    if (workspace === '')
        return file;
    if (file === workspace)
        return '';
    return file.startsWith(`${workspace}/`) ? file.slice(workspace.length + 1) : undefined;
}

// EXTERNAL MODULE: ./src/packing/local-dependencies.ts
var local_dependencies = __webpack_require__(2756);
;// CONCATENATED MODULE: ./src/changes/packed-set.ts


/**
 * What a deploy of one agent packs: the agent's directory and the local directories its config
 * names, laid out as the packer lays them out (none inside another), each judged by the ignore
 * files of the commit packed. The same config packs the same directories at any commit that
 * holds them all, so one set serves the head and the base.
 */
class PackedSet {
    /** The walked directories, from the top (`''` for the top itself), in the archive's order. */
    directories;
    #dependencies;
    constructor(directories, dependencies) {
        this.directories = directories;
        this.#dependencies = dependencies;
    }
    /**
     * The set for the agent whose config is `config` (from the top) in `tree`; a problem instead
     * when the config cannot be read or names local directories a deploy would refuse.
     */
    static async of(tree, config, workspace) {
        const text = await tree.readText(config);
        if (text === undefined)
            return { problem: 'the agent config cannot be read (or is larger than 1 MB)' };
        let parsed;
        try {
            parsed = JSON.parse(text);
        }
        catch {
            return { problem: 'the agent config is not valid JSON' };
        }
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
            return { problem: 'the agent config is not a JSON object' };
        }
        const entries = (0,local_dependencies/* localEntries */.k1)(parsed.dependencies);
        const tooMany = (0,local_dependencies/* tooManyDependencies */.Z9)(entries);
        if (tooMany)
            return { problem: tooMany };
        const root = external_node_path_default().join(tree.top, external_node_path_default().posix.dirname(config));
        const dependencies = [];
        for (const entry of entries) {
            const dir = external_node_path_default().resolve(root, entry);
            const problem = problemOf(tree, entry, dir, workspace);
            if (problem)
                return { problem };
            dependencies.push({ entry, dir });
        }
        const directories = (0,local_dependencies/* archiveLayout */.bA)(root, dependencies).directories.map(({ dir }) => tree.fromTop(dir));
        return new PackedSet(directories, dependencies);
    }
    /** The same set at `tree`, a commit with the same config: a problem when it lacks a directory. */
    at(tree) {
        for (const { entry, dir } of this.#dependencies) {
            const problem = absentProblem(tree, entry, dir);
            if (problem)
                return { problem };
        }
        return this;
    }
    /** The walked directory that holds `file`, if any: none lies inside another. */
    holderOf(file) {
        return this.directories.find((dir) => dir === '' || file.startsWith(`${dir}/`));
    }
    /**
     * Whether the ignore file at `file` can change what is packed: a `.gitignore` in or above a
     * walked directory, a `.dockerignore` in one (each walked directory reads its own and those
     * below it).
     */
    readsRulesFrom(file) {
        const dir = external_node_path_default().posix.dirname(file) === '.' ? '' : external_node_path_default().posix.dirname(file);
        const gitignore = external_node_path_default().posix.basename(file) === '.gitignore';
        return this.directories.some((walked) => within(walked, dir) || (gitignore && within(dir, walked)));
    }
}
/** Whether `inner` is `outer` or lies inside it (both from the top, `''` the top). */
function within(outer, inner) {
    return outer === '' || inner === outer || inner.startsWith(`${outer}/`);
}
/** Per tree, the directories found fine already: most are libraries many agents name. */
const fineDirectories = new WeakMap();
/** Why `dir` (`entry` resolved) cannot be packed from `tree`: out of place, or not there. */
function problemOf(tree, entry, dir, workspace) {
    let fine = fineDirectories.get(tree);
    if (!fine) {
        fine = new Set();
        fineDirectories.set(tree, fine);
    }
    if (fine.has(dir))
        return undefined;
    const problem = (0,local_dependencies/* placementProblem */.FP)(entry, dir, workspace) ?? absentProblem(tree, entry, dir);
    if (!problem)
        fine.add(dir);
    return problem;
}
function absentProblem(tree, entry, dir) {
    const fromTop = tree.fromTop(dir);
    if (fromTop === '..' || fromTop.startsWith('../')) {
        return `${(0,local_dependencies/* dependencyShown */.Fc)(entry)} lies outside the repository`;
    }
    if (!tree.hasDirectory(fromTop))
        return `${(0,local_dependencies/* dependencyShown */.Fc)(entry)} is not a directory of the commit`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/changes/removed-agents.ts

/**
 * The agents whose configs the `revisions` (bases, in order) had and the head has not, unless
 * an agent of the head (or one found first) has their config or deployment name: `taken` holds
 * those. One a clean-up job could not take safely (a shell would act on its directory) is left
 * out, with one warning for all of them.
 */
async function findRemovedAgents(input) {
    const { bases, patterns, naming, taken } = input;
    const removed = [];
    const unsafe = [];
    for (const revision of input.revisions) {
        const base = await bases.get(revision);
        if (!base.available)
            continue;
        const gone = findAgentConfigs(base.tree, patterns, naming.workspace).filter((config) => !taken.has(config));
        for (const agent of nameAgents(gone, { ...naming, allowShared: true })) {
            if (taken.has(agent.deploymentName))
                continue;
            taken.add(agent.config).add(agent.deploymentName);
            if (shellTextOf(agent))
                unsafe.push(agent);
            else
                removed.push({ ...agent, base: base.commit });
        }
    }
    const [first] = unsafe;
    if (first) {
        const others = unsafe.length > 1 ? ' and the others' : '';
        input.warn(`${unsafe.length} removed agent(s) are left out of the removed output, as a clean-up job would paste what it lists into its steps: ${shellTextOf(first)}. Delete deployment "${first.deploymentName}"${others} by hand.`);
    }
    return removed;
}

;// CONCATENATED MODULE: ./src/changes/detect.ts











/**
 * Finds the agents of the checkout's head commit and decides for each whether a deploy of it
 * would pack anything other than what a deploy of its base packed. Commits are read through git
 * (the head, and each distinct base once), so what the checkout's working tree holds beyond
 * the head does not count. The work gives the event loop a turn each time slice and stops there
 * once `signal` fires, with its reason.
 */
async function detectChanges(options) {
    const git = new Git(options.workspace, options.signal);
    try {
        return await detectWith(git, options);
    }
    finally {
        git.close();
    }
}
async function detectWith(git, options) {
    const { patterns, signal, warn } = options;
    const slice = new time_slice/* TimeSlice */.I(signal);
    // Where the workspace is, the head's trees and the likely bases' diffs are asked of git at once.
    const here = git.treeHere();
    here.catch(() => { });
    // The agent configs' and ignore files' blobs are read as the walk finds them.
    const blobs = new BlobCache(git);
    const watched = [...configNames(patterns), ...IGNORE_FILE_NAMES];
    const listing = git.listTree(HEAD, watched, (oid) => blobs.prefetch(oid));
    listing.catch(() => { });
    const headTree = locateCheckout(git, options.workspace, listing, here).then(({ commit, top, files, workspace }) => ({
        tree: new CommitTree(commit, top, files, blobs),
        workspace,
    }));
    headTree.catch(() => { });
    const bases = new BaseCommits(git, headTree.then(({ tree }) => tree), warn, slice);
    for (const revision of options.likelyBases ?? [])
        bases.expect(revision);
    const { tree, workspace } = await headTree;
    const { top, commit: head } = tree;
    const fromTop = tree.fromTop(workspace);
    const configs = findAgentConfigs(tree, patterns, fromTop, true);
    const naming = {
        template: options.deploymentName,
        workspace: fromTop,
        fallbackName: external_node_path_default().basename(top),
    };
    const agents = nameAgents(configs, naming);
    refuseShellText(agents);
    const ignoreFiles = [...tree.files(IGNORE_FILE_NAMES)].map(([file]) => file);
    await tree.preload([...configs, ...ignoreFiles]);
    options.info?.(`Found ${agents.length} agent(s) in commit ${head.slice(0, 12)}; comparing each with its base.`);
    const results = [];
    for (const agent of agents) {
        if (slice.due())
            await slice.yield();
        const base = options.all
            ? {
                source: 'none',
                detail: `every agent was asked for (${(0,wording/* words */.aL)().setting('all', 'true')})`,
            }
            : await options.baseOf(agent);
        const judged = await judge(agent, base, tree, bases, workspace, signal);
        results.push({ ...agent, ...judged.comparison, base: judged.base });
    }
    const removed = await findRemovedAgents({
        revisions: new Set([
            ...results.flatMap(({ base }) => (base.commit ? [base.commit] : [])),
            ...(options.removalBases ?? []),
        ]),
        bases,
        patterns,
        naming,
        taken: new Set([...configs, ...agents.map((agent) => agent.deploymentName)]),
        warn,
    });
    return { head, agents: results, removed };
}
/**
 * Whether the agent changed since `base`: it is new there, its config changed, a commit cannot
 * be judged, or (its config the same at both) a packed path differs.
 */
async function judge(agent, base, headTree, bases, workspace, signal) {
    if (!base.commit)
        return { comparison: changed(base.detail), base };
    const found = await bases.get(base.commit);
    if (!found.available)
        return { comparison: changed(found.why), base };
    // A base named by a branch or an abbreviated id is shown as the commit it is.
    const resolved = { ...base, commit: found.commit };
    const as = (comparison) => ({ comparison, base: resolved });
    if (found.commit === headTree.commit)
        return as(unchanged('the base is the head commit'));
    if (found.tree.kindOf(agent.config) !== 'file') {
        return as(changed('new: the base commit has no agent config here'));
    }
    if (found.comparison.diff.names(agent.config))
        return as(changed('its agent config changed'));
    const atHead = await PackedSet.of(headTree, agent.config, workspace);
    if ('problem' in atHead)
        return as(changed(`cannot be judged: ${atHead.problem}`));
    const atBase = atHead.at(found.tree);
    if ('problem' in atBase)
        return as(changed(`cannot be judged at the base: ${atBase.problem}`));
    return as(await compareAgent(atHead, found.comparison, signal));
}

// EXTERNAL MODULE: ./src/changes/report.ts
var report = __webpack_require__(6179);
;// CONCATENATED MODULE: ./src/changes/run-detection.ts







/**
 * Wires the sources of each agent's base (the base input, the control plane, GitHub's
 * deployments, the CI's event) to the detection, and turns what it found into the step's report.
 */
async function runChangeDetection(settings, { runtime, stepClock }) {
    // A stop ends the step at once, with no matrix; the comparison itself stops at its next turn.
    const { signal } = stepClock;
    const warn = (message) => runtime.warning(message);
    const { facts, workspace } = runtime.environment;
    const event = ciBase(facts);
    const finders = {
        ...(settings.base && { input: settings.base }),
        ...(settings.connection && {
            controlPlane: { client: (0,step_client/* stepClient */.m)(runtime, settings.connection), signal, warn },
        }),
        event,
    };
    if (settings.github && !settings.base) {
        const { environment, token } = settings.github;
        const session = await (0,github_session/* openGitHubSession */.w)({ token, warn, run: (0,run_context/* runContextOf */.kv)(facts) }, 'deployments', 'Could not read GitHub deployments');
        if (session) {
            finders.github = {
                session,
                environment: (agent) => environment.replaceAll('{name}', agent.name),
            };
        }
    }
    const detection = await stepClock.untilStopped(detectChanges({
        workspace,
        patterns: settings.patterns,
        deploymentName: settings.deploymentName,
        signal,
        warn,
        info: (message) => runtime.info(message),
        all: settings.all,
        baseOf: (agent) => findBase(agent, finders),
        removalBases: !settings.base && event.commit ? [event.commit] : [],
        likelyBases: settings.all ? [] : [settings.base ?? event.commit ?? ''].filter(Boolean),
    }));
    for (const agent of detection.agents) {
        const base = agent.base.commit ? ` (base ${agent.base.commit.slice(0, 12)})` : '';
        runtime.info(`${agent.sourcePath}: ${agent.changed ? 'changed' : 'unchanged'}${base}: ${agent.reason}`);
    }
    const { outputs, warnings } = (0,report/* changesOutputs */.cb)(detection);
    for (const warning of warnings)
        runtime.warning(warning);
    return {
        outputs,
        ownWords: report/* CHANGES_OWN_WORDS */.bM,
        jsonOutputs: report/* CHANGES_JSON_OUTPUTS */.Ws,
        summary: (0,report/* renderChangesSummary */.Y8)(detection, warnings),
        conclusion: (0,report/* conclusion */.q$)(detection),
    };
}


/***/ }),

/***/ 5278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ UnexpectedGitHubAnswer),
/* harmony export */   DG: () => (/* binding */ idIn),
/* harmony export */   Dw: () => (/* binding */ listItems),
/* harmony export */   HB: () => (/* binding */ checkAnswerBody),
/* harmony export */   ic: () => (/* binding */ boundedJsonFetch)
/* harmony export */ });
/* harmony import */ var _common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7835);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(715);


/**
 * GitHub answered, but not as its API answers: a proxy's or a login page, a body that is not
 * JSON, a list that is not one. Its message says what came, in words a person can act on.
 */
class UnexpectedGitHubAnswer extends Error {
    name = 'UnexpectedGitHubAnswer';
}
/**
 * Throws UnexpectedGitHubAnswer unless the body is JSON text of an object or an array, as
 * every answer of the API with a body is. Octokit hands on whatever came (text, bytes), and
 * code that reads it as an object would fail with a message no person could act on.
 */
function checkAnswerBody(response) {
    if (response.status === 204 || response.status === 205)
        return;
    const { data } = response;
    if (typeof data === 'object' && data !== null && !(data instanceof ArrayBuffer))
        return;
    const type = response.headers['content-type'];
    const said = describeBody(data, typeof type === 'string' ? type : undefined);
    throw new UnexpectedGitHubAnswer(`GitHub answered ${response.status} with ${said} instead of JSON (is a proxy or a wrong \`GITHUB_API_URL\` in the way?)`);
}
/** The content types Octokit parses as JSON (its `isJSONResponse`). */
const JSON_TYPE = /^\s*application\/(?:scim\+)?json\s*(?:;|$)/i;
/** Statuses whose answers have no body (a Response with one cannot be made for them). */
const NO_BODY = new Set([101, 204, 205, 304]);
/**
 * `fetch` with every JSON answer read through the bounded parse's depth check before Octokit
 * parses it: Octokit reads any depth, and then its own error message (JSON.stringify of the
 * body), or anything that walks the value, overflows the stack. An answer nested deeper than
 * MAX_JSON_DEPTH is refused as an UnexpectedGitHubAnswer, GitHub trouble like any answer that
 * is not what the API sends; any other is handed on with the same status, headers and text.
 */
function boundedJsonFetch(fetch) {
    return async (input, init) => {
        const response = await fetch(input, init);
        const type = response.headers.get('content-type') ?? '';
        if (NO_BODY.has(response.status) || !JSON_TYPE.test(type))
            return response;
        const text = await response.text();
        if ((0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__/* .nestedTooDeeply */ .vR)(text)) {
            throw new UnexpectedGitHubAnswer(`GitHub answered ${response.status} with JSON nested too deeply (more than ${_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX} levels)`);
        }
        const { status, statusText, headers, url } = response;
        const same = new Response(text, { status, statusText, headers });
        // Octokit reports the answer's URL; a Response made here would have none.
        Object.defineProperty(same, 'url', { value: url });
        return same;
    };
}
/** The items of a list answer, each an object; throws UnexpectedGitHubAnswer when it is no list. */
function listItems(data, what) {
    if (!Array.isArray(data)) {
        throw new UnexpectedGitHubAnswer(`GitHub's answer listing ${what} was not a list`);
    }
    return data.filter((item) => typeof item === 'object' && item !== null);
}
/** A number GitHub gave as an id: a positive safe integer, else undefined. */
function idIn(value) {
    // Octokit reads integers past 2^53 as bigint; such an id could not be sent back exactly.
    const id = typeof value === 'bigint' ? Number(value) : value;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
function describeBody(data, contentType) {
    if (data instanceof ArrayBuffer)
        return `a body of type ${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(contentType ?? 'unknown', 80)}`;
    if (typeof data !== 'string')
        return `the JSON value ${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(String(data), 40)}`;
    if (data.trim() === '')
        return 'an empty body';
    if (/^\s*<(?:!doctype|html|head|body)\b/i.test(data)) {
        const title = /<title[^>]*>([^<]*)<\/title>/i.exec(data)?.[1]?.trim();
        return `an HTML page${title ? ` ("${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(title, 80)}")` : ''}`;
    }
    return `text that starts "${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(data, 40)}"`;
}


/***/ }),

/***/ 3074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   Zc: () => (/* binding */ DEFAULT_REQUEST_TIMEOUT_MS),
/* harmony export */   aq: () => (/* binding */ isApiUrl),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* unused harmony export redactContent */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);
/* harmony import */ var _client_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4403);
/* harmony import */ var _common_redactor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6369);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(715);
/* harmony import */ var _github_answers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5278);





/** No one request to GitHub may hold the step up longer than this. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/**
 * Octokit with the REST methods and pagination, as @actions/github builds it, pointed at the
 * run's API (`GITHUB_API_URL`), with one attempt per request and a time limit on each. It is
 * built from the run's facts alone: @actions/github itself is not loaded, since loading it reads
 * the runner's variables and parses its event file. No retry or throttling plugin is added: a
 * status or a comment is not worth a wait, so trouble is reported at once and the deploy goes
 * on. Requests go through the proxy the environment names, loopback straight, as every other
 * request of the step. The token goes to the API's origin only, and an answer whose body is not
 * JSON, or is JSON nested too deeply to read, fails with words a person can act on (see
 * github-answers.ts). `stop` ends every request at once when it aborts. Octokit is loaded only
 * when a GitHub feature asks for a client.
 */
async function createGitHubClient(token, run, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS, stop) {
    const GitHub = await loadOctokit();
    const octokit = new GitHub({
        auth: `token ${token}`,
        baseUrl: run.apiUrl,
        log: silentLog,
        request: { fetch: proxyFetch },
    });
    // The hook must change the options object it is given: the hooks after it were bound to
    // that object, and Octokit ignores options passed on in a new one.
    octokit.hook.before('request', (options) => {
        const target = octokit.request.endpoint.parse(options).url;
        if (!isApiUrl(target, run.apiUrl)) {
            throw new Error(`the request to ${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(originOf(target), 200)} was not sent: it is not the API's origin (${originOf(run.apiUrl)}), and the token goes nowhere else`);
        }
        const limit = AbortSignal.timeout(timeoutMs);
        const request = options.request ?? {};
        options.request = {
            ...request,
            signal: stop ? AbortSignal.any([limit, stop]) : limit,
            fetch: (0,_github_answers_js__WEBPACK_IMPORTED_MODULE_4__/* .boundedJsonFetch */ .ic)(request.fetch ?? proxyFetch),
        };
        redactContent(options);
    });
    octokit.hook.after('request', (response) => (0,_github_answers_js__WEBPACK_IMPORTED_MODULE_4__/* .checkAnswerBody */ .HB)(response));
    return octokit;
}
let loading;
/** Octokit's class with the REST methods and pagination, loaded once per process. */
const loadOctokit = () => (loading ??= importOctokit());
async function importOctokit() {
    const [{ Octokit }, { restEndpointMethods }, { paginateRest }] = await Promise.all([
        __webpack_require__.e(/* import() */ 194).then(__webpack_require__.bind(__webpack_require__, 5194)),
        __webpack_require__.e(/* import() */ 210).then(__webpack_require__.bind(__webpack_require__, 9210)),
        __webpack_require__.e(/* import() */ 779).then(__webpack_require__.bind(__webpack_require__, 3779)),
    ]);
    return Octokit.plugin(restEndpointMethods, paginateRest);
}
let dispatcher;
/** undici's fetch through the proxy-aware pool (loopback direct), made once per process. */
const proxyFetch = (input, init) => {
    dispatcher ??= (0,_client_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1__/* .createProxyAwareAgent */ .K)();
    return (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .fetch */ .hd)(input, { ...init, dispatcher });
};
/**
 * True when `url` (absolute) has the origin of the API's base URL: the token is sent there and
 * nowhere else, whatever a link in an answer names.
 */
function isApiUrl(url, apiUrl) {
    const origin = originOf(url);
    return origin !== '' && origin === originOf(apiUrl);
}
/** The URL's scheme, host and port; empty when it is no URL. */
function originOf(url) {
    try {
        const { origin } = new URL(url);
        return origin === 'null' ? '' : origin;
    }
    catch {
        return '';
    }
}
/**
 * The request parameters GitHub shows people: a comment's body, a deployment status's words
 * and links. Routing parameters (owner, repo, ids, ref, environment) are never touched, so a
 * request still goes where it was meant to.
 */
const CONTENT_PARAMETERS = ['body', 'description', 'environment_url', 'log_url', 'payload'];
/**
 * The one place where text leaves for GitHub: every secret value the process knows is starred
 * out of each content parameter, whatever built it. The runner's masking never sees API calls.
 */
function redactContent(parameters) {
    for (const name of CONTENT_PARAMETERS) {
        if (parameters[name] !== undefined)
            parameters[name] = redactDeep(parameters[name]);
    }
}
function redactDeep(value) {
    if (typeof value === 'string')
        return (0,_common_redactor_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(value);
    if (Array.isArray(value))
        return value.map(redactDeep);
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item)]));
    }
    return value;
}
/** Octokit's own log would print deprecation notices and debug lines past our warning. */
const silentLog = {
    debug: () => { },
    info: () => { },
    warn: () => { },
    error: () => { },
};


/***/ }),

/***/ 7625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ openGitHubSession)
/* harmony export */ });
/* unused harmony export GitHubSession */
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7333);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3074);
/* harmony import */ var _github_trouble_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4922);



/**
 * A client plus the one warning it may give. Kinds after which another request could only
 * fail the same way (the token refused, the limit used up) stop all further requests.
 */
class GitHubSession {
    client;
    run;
    #warned = false;
    #gaveUp = false;
    #options;
    #permission;
    constructor(options, run, permission, client) {
        this.#options = options;
        this.#permission = permission;
        this.run = run;
        this.client = client;
    }
    static async open(options, run, permission) {
        const timeoutMs = options.timeoutMs ?? _github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_REQUEST_TIMEOUT_MS */ .Zc;
        const client = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .createGitHubClient */ .LX)(options.token.trim(), run, timeoutMs, options.signal);
        return new GitHubSession({ ...options, timeoutMs }, run, permission, client);
    }
    /** False once a refusal or a rate limit made every later request pointless, or once stopped. */
    get usable() {
        return !this.#gaveUp && !this.endedByCaller;
    }
    /** Whether the caller's `signal` has ended the session's requests. */
    get endedByCaller() {
        return this.#options.signal?.aborted === true;
    }
    /**
     * Reports a failed request (the first one only) and returns what kind of failure it was; a
     * request the caller's signal ended is left for the caller to report.
     */
    report(error, doing) {
        const kind = (0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyTrouble */ .mt)(error);
        if (this.endedByCaller)
            return kind;
        if (STOPPING_KINDS.has(kind))
            this.#gaveUp = true;
        this.warnOnce((0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTrouble */ .LC)(error, {
            doing,
            permission: this.#permission,
            token: this.#options.token,
            apiUrl: this.run.apiUrl,
            timeoutMs: this.#options.timeoutMs,
            ...(this.#options.access && { access: this.#options.access }),
            ...(this.#options.outcome && { outcome: this.#options.outcome }),
        }));
        return kind;
    }
    warnOnce(message) {
        if (this.#warned)
            return;
        this.#warned = true;
        safeWarn(this.#options, message);
    }
}
const STOPPING_KINDS = new Set([
    'odd-answer',
    'rate-limited',
    'forbidden',
    'unauthorized',
    'not-found',
]);
/**
 * A session when there is a token and a run to speak of; otherwise one warning saying why
 * nothing was done, and undefined.
 */
async function openGitHubSession(options, permission, doing) {
    const { run } = options;
    if (!options.token?.trim()) {
        safeWarn(options, `${doing}: no GitHub token was given (${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .theInput */ .y8)('github-token')}).`);
        return undefined;
    }
    if (!run) {
        safeWarn(options, `${doing}: not in a GitHub Actions run (GITHUB_REPOSITORY is not set).`);
        return undefined;
    }
    try {
        return await GitHubSession.open(options, run, permission);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        safeWarn(options, (0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_2__/* .withoutToken */ ._Q)(`${doing}: ${message}`, options.token));
        return undefined;
    }
}
/** A warning callback that throws must not turn a warning into a failed deploy. */
function safeWarn(options, message) {
    try {
        options.warn((0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_2__/* .withoutToken */ ._Q)(message, options.token ?? ''));
    }
    catch { }
}


/***/ }),

/***/ 4922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LC: () => (/* binding */ describeTrouble),
/* harmony export */   _Q: () => (/* binding */ withoutToken),
/* harmony export */   mt: () => (/* binding */ classifyTrouble)
/* harmony export */ });
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(715);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7333);
/* harmony import */ var _github_answers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5278);



/** Sorts a failed request: rate limits first, since GitHub answers them with 403 too. */
function classifyTrouble(error) {
    const shape = (typeof error === 'object' && error !== null ? error : {});
    // Octokit wraps what its fetch throws (boundedJsonFetch's refusal) in a RequestError.
    if (error instanceof _github_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .UnexpectedGitHubAnswer */ .$4 || shape.cause instanceof _github_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .UnexpectedGitHubAnswer */ .$4) {
        return 'odd-answer';
    }
    // Octokit wraps the time-out's TimeoutError in a RequestError with status 500 and no response.
    const names = [shape.name, shape.cause?.name];
    if (names.includes('AbortError') || names.includes('TimeoutError'))
        return 'no-answer';
    const status = typeof shape.status === 'number' ? shape.status : undefined;
    if (status === undefined)
        return 'other';
    if (!shape.response)
        return status === 500 ? 'unreachable' : 'other';
    const headers = shape.response.headers ?? {};
    const rateLimited = status === 429 ||
        (status === 403 &&
            (headers['x-ratelimit-remaining'] === '0' ||
                headers['retry-after'] !== undefined ||
                /rate limit/i.test(serviceMessage(shape))));
    if (rateLimited)
        return 'rate-limited';
    if (status === 401)
        return 'unauthorized';
    if (status === 403)
        return 'forbidden';
    if (status === 404)
        return 'not-found';
    if (status === 422)
        return 'invalid';
    if (status >= 500)
        return 'server';
    return 'other';
}
/**
 * One warning for a request that failed: what failed, why in GitHub's words, and what to change,
 * naming the `permissions:` line to add when the token was refused. The token never appears.
 */
function describeTrouble(error, subject) {
    const shape = (typeof error === 'object' && error !== null ? error : {});
    const kind = classifyTrouble(error);
    const status = typeof shape.status === 'number' ? shape.status : undefined;
    const said = serviceMessage(shape);
    const answer = `GitHub answered ${status}${said ? ` (${said})` : ''}`;
    const needed = `${subject.permission}: ${subject.access ?? 'write'}`;
    const grant = `add the line \`${needed}\` under \`permissions:\` in the workflow or the job`;
    const reasons = {
        'rate-limited': () => `${answer}: the API rate limit is used up${resetNote(shape)}`,
        forbidden: () => `${answer}: the token lacks the \`${needed}\` permission; ${grant}${FORK_NOTE}`,
        unauthorized: () => `${answer}: the token was refused; check ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .theInput */ .y8)('github-token')}`,
        'not-found': () => `${answer}: the repository or pull request was not found with this token; if it exists, ${grant}`,
        invalid: () => `${answer}: GitHub refused the request`,
        server: () => `${answer}: an error on GitHub's side`,
        'no-answer': () => `GitHub gave no answer within ${Math.round(subject.timeoutMs / 1000)}s`,
        unreachable: () => `could not reach ${subject.apiUrl}${said || messageOf(shape) ? `: ${said || messageOf(shape)}` : ''}`,
        'odd-answer': () => messageOf(shape),
        other: () => (status ? answer : messageOf(shape) || 'an unexpected error'),
    };
    const outcome = subject.outcome ?? "The deploy's result is not affected.";
    const text = `${subject.doing}: ${reasons[kind]()}. ${outcome}`;
    return withoutToken(text, subject.token);
}
function serviceMessage(shape) {
    const data = shape.response?.data;
    const message = typeof data === 'object' && data !== null ? data.message : data;
    return typeof message === 'string' ? (0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(message, 300) : '';
}
function messageOf(shape) {
    return typeof shape.message === 'string' ? (0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(shape.message, 300) : '';
}
function resetNote(shape) {
    const headers = shape.response?.headers ?? {};
    const retryAfter = Number(headers['retry-after']);
    if (Number.isFinite(retryAfter) && retryAfter > 0)
        return `; it frees up in ${retryAfter}s`;
    const reset = Number(headers['x-ratelimit-reset']);
    if (!Number.isFinite(reset) || reset <= 0)
        return '';
    return `; it resets at ${new Date(reset * 1000).toISOString().slice(11, 19)} UTC`;
}
const FORK_NOTE = ' (on pull requests from forks the token is read-only whatever the workflow asks)';
/** GitHub's token formats, in case a message repeats a token other than the one given. */
const GITHUB_TOKEN_PATTERN = /\b(?:gh[opsur]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g;
/** Shorter values are no GitHub token, and starring them out would garble every message. */
const MIN_REDACTED_CHARS = 4;
/** The text with the token, and anything shaped like a GitHub token, starred out. */
function withoutToken(text, token) {
    const value = token.trim();
    const cut = value.length >= MIN_REDACTED_CHARS ? text.split(value).join('***') : text;
    return cut.replace(GITHUB_TOKEN_PATTERN, '***');
}


/***/ }),

/***/ 7068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   kv: () => (/* binding */ runContextOf),
/* harmony export */   oA: () => (/* binding */ runnerSource),
/* harmony export */   qc: () => (/* binding */ deploymentSha)
/* harmony export */ });
/* unused harmony export githubRunContext */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7835);


/**
 * The run as the runner's default environment variables and event file describe it (the run's
 * facts, as the runtime gives them), read as @actions/github's `context` reads them, without
 * loading Octokit: a deploy that sends GitHub nothing still links its summary to the run and
 * the commit.
 */
function runnerSource(env) {
    const payload = readEventPayload(env.GITHUB_EVENT_PATH);
    return {
        get repo() {
            const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
            if (owner && repo)
                return { owner, repo };
            const repository = payload.repository;
            if (repository?.owner?.login && repository.name) {
                return { owner: repository.owner.login, repo: repository.name };
            }
            throw new Error('the run names no repository (GITHUB_REPOSITORY)');
        },
        eventName: env.GITHUB_EVENT_NAME ?? '',
        sha: env.GITHUB_SHA ?? '',
        runId: Number.parseInt(env.GITHUB_RUN_ID ?? '', 10),
        apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        payload,
    };
}
function readEventPayload(file) {
    if (!file)
        return {};
    try {
        // GitHub writes it, with text from people in it: read as any answer is (bounded-json.ts).
        const parsed = (0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBoundedJson */ .Rj)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
        const payload = parsed.kind === 'json' ? parsed.value : undefined;
        return typeof payload === 'object' && payload !== null ? payload : {};
    }
    catch {
        return {};
    }
}
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** The workflow run the run's facts describe; undefined outside one (see githubRunContext). */
function runContextOf(facts) {
    return githubRunContext(runnerSource(facts));
}
/**
 * The run's facts, from the runner's variables (or a Context of @actions/github read from the
 * same variables). Undefined outside a workflow run, where no repository is named.
 */
function githubRunContext(source) {
    let repository;
    try {
        repository = source.repo;
    }
    catch {
        return undefined;
    }
    if (!repository.owner || !repository.repo)
        return undefined;
    const pullRequest = PULL_REQUEST_EVENTS.has(source.eventName)
        ? readPullRequest(source.payload.pull_request)
        : undefined;
    return {
        apiUrl: source.apiUrl,
        serverUrl: source.serverUrl,
        owner: repository.owner,
        repo: repository.repo,
        eventName: source.eventName ?? '',
        sha: source.sha ?? '',
        ...(Number.isSafeInteger(source.runId) && source.runId > 0 && { runId: source.runId }),
        ...(pullRequest && { pullRequest }),
    };
}
function readPullRequest(payload) {
    if (typeof payload !== 'object' || payload === null)
        return undefined;
    const { number, head } = payload;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0)
        return undefined;
    const headSha = typeof head?.sha === 'string' && head.sha ? head.sha : undefined;
    return { number, ...(headSha && { headSha }) };
}
/**
 * The commit a deployment is for: the pull request's head on pull-request events (the commit
 * the pull request shows), else `GITHUB_SHA`.
 */
function deploymentSha(run) {
    return run.pullRequest?.headSha || run.sha || undefined;
}
/** The workflow run's page, for `log_url` and the comment's link. */
function workflowRunUrl(run) {
    if (run.runId === undefined)
        return undefined;
    return `${run.serverUrl}/${run.owner}/${run.repo}/actions/runs/${run.runId}`;
}


/***/ }),

/***/ 5789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ formatRate),
/* harmony export */   IY: () => (/* binding */ LargestFiles),
/* harmony export */   Ip: () => (/* binding */ MAX_ARCHIVE_BYTES),
/* harmony export */   QN: () => (/* binding */ WARN_ARCHIVE_BYTES),
/* harmony export */   Xq: () => (/* binding */ formatSize),
/* harmony export */   cz: () => (/* binding */ describeLargest)
/* harmony export */ });
/* unused harmony export MEGABYTE */
const MEGABYTE = 1024 * 1024;
/** The signed upload URL accepts at most this many bytes (`X-Goog-Content-Length-Range: 0,209715200`). */
const MAX_ARCHIVE_BYTES = 200 * MEGABYTE;
/** Above this an archive is worth a warning: slow to upload and to build. */
const WARN_ARCHIVE_BYTES = 50 * MEGABYTE;
/** How many of the biggest files a size message names. */
const LARGEST_SHOWN = 5;
/** The biggest files seen so far, biggest first; ties by path so the list is stable. */
class LargestFiles {
    #count;
    #largest = [];
    constructor(count = LARGEST_SHOWN) {
        this.#count = count;
    }
    offer(path, bytes) {
        const largest = this.#largest;
        const last = largest.at(-1);
        if (largest.length === this.#count && last !== undefined && bytes <= last.bytes)
            return;
        largest.push({ path, bytes });
        largest.sort((a, b) => b.bytes - a.bytes || (a.path < b.path ? -1 : 1));
        if (largest.length > this.#count)
            largest.pop();
    }
    get entries() {
        return [...this.#largest];
    }
}
/** `Largest files: a (12.0 MB), b (3.1 MB).` or nothing when there are none. */
function describeLargest(largest) {
    if (largest.length === 0)
        return '';
    const listed = largest.map((entry) => `${JSON.stringify(entry.path)} (${formatSize(entry.bytes)})`);
    return `Largest files: ${listed.join(', ')}.`;
}
const KILOBYTE = 1024;
/**
 * A size for a person, in the unit it comes in: `512 B`, `1.4 kB`, `3.2 MB`, one decimal above
 * bytes. kB is 1024 bytes and MB 2^20, the unit in which the upload limit is "200 MB". A size
 * that would read `1024.0 kB` once rounded reads `1.0 MB`.
 */
function formatSize(bytes) {
    const whole = Math.max(0, Math.round(bytes));
    if (whole < KILOBYTE)
        return `${whole} B`;
    const kilobytes = (whole / KILOBYTE).toFixed(1);
    if (Number(kilobytes) < KILOBYTE)
        return `${kilobytes} kB`;
    return `${(whole / MEGABYTE).toFixed(1)} MB`;
}
/** `1.2 MB/s`: bytes over milliseconds; `—` when no time was measured. */
function formatRate(bytes, ms) {
    return ms <= 0 ? '—' : `${formatSize((bytes / ms) * 1000)}/s`;
}


/***/ })

};
