export const id = 604;
export const ids = [604];
export const modules = {

/***/ 9604:
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
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
// EXTERNAL MODULE: ./src/common/step-control.ts
var step_control = __webpack_require__(3387);
;// CONCATENATED MODULE: ./src/changes/commit-tree.ts

/** No ignore file or agent config is this large; a larger blob is not read. */
const MAX_BLOB_BYTES = 1024 * 1024;
const IGNORE_FILES = new Set(['.gitignore', '.dockerignore']);
/** Whether `file` (a path from the top) is an ignore file the packer reads. */
function isIgnoreFile(file) {
    return IGNORE_FILES.has(external_node_path_default().posix.basename(file));
}
/** Blob contents by id, read from git in batches and kept: most are the same at every commit. */
class BlobCache {
    #git;
    #blobs = new Map();
    constructor(git) {
        this.#git = git;
    }
    async load(oids) {
        const missing = [...oids].filter((oid) => !this.#blobs.has(oid));
        for (const [oid, blob] of await this.#git.readBlobs(missing, MAX_BLOB_BYTES)) {
            this.#blobs.set(oid, blob);
        }
    }
    async text(oid) {
        if (!this.#blobs.has(oid))
            await this.load([oid]);
        return this.#blobs.get(oid)?.toString('utf8');
    }
}
/**
 * The files of one commit, by path from the repository's top (`top`, absolute), as a deploy of
 * that commit's checkout would find them: what kind each path is, which directories exist, and
 * the ignore files the packer would read there.
 */
class CommitTree {
    commit;
    top;
    #listing;
    /** At a base: the paths the diff names, as they are there (undefined: not there). */
    #changed;
    #blobs;
    constructor(commit, top, entries, blobs, changed = new Map()) {
        this.commit = commit;
        this.top = top;
        this.#listing = entries instanceof Listing ? entries : new Listing(entries);
        this.#changed = changed;
        this.#blobs = blobs;
    }
    /**
     * The tree of `base`, from this (the head's) tree and the diff from `base` to it: each path
     * the diff names is as it was there, the rest is shared with the head, not copied. One `git
     * diff` instead of a second full listing.
     */
    atBase(base, diff) {
        const changed = new Map();
        for (const { to } of diff)
            if (to)
                changed.set(to.path, undefined);
        for (const { from } of diff)
            if (from)
                changed.set(from.path, { mode: from.mode, oid: from.oid });
        return new CommitTree(base, this.top, this.#listing, this.#blobs, changed);
    }
    /** The file at `file` (from the top), or undefined when the commit has none there. */
    get(file) {
        return this.#changed.has(file) ? this.#changed.get(file) : this.#listing.entries.get(file);
    }
    /** Every file of the commit, with its mode and blob. */
    *files() {
        for (const [file, entry] of this.#listing.entries) {
            if (!this.#changed.has(file))
                yield [file, entry];
        }
        for (const [file, entry] of this.#changed)
            if (entry)
                yield [file, entry];
    }
    /** How the packer would see the path: undefined when the commit has no file there. */
    kindOf(file) {
        const entry = this.get(file);
        return entry && kindOfMode(entry.mode);
    }
    /** Whether the commit holds a directory at `dir` (from the top; `''` is the top). */
    hasDirectory(dir) {
        if (dir === '')
            return true;
        const prefix = `${dir}/`;
        for (const [file, entry] of this.#changed)
            if (entry && file.startsWith(prefix))
                return true;
        for (const file of this.#listing.under(prefix))
            if (!this.#changed.has(file))
                return true;
        return false;
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
    /** The ignore files of this commit, for IgnoreRules: what the packer reads from a checkout of it. */
    get ignoreFiles() {
        return {
            repositoryTop: async () => this.top,
            readFile: (file) => this.readText(this.fromTop(file)),
        };
    }
    /** An absolute path as a path from the top, `/`-separated (`''` for the top). */
    fromTop(absolute) {
        return external_node_path_default().relative(this.top, absolute).split((external_node_path_default()).sep).join('/');
    }
}
/** One commit's full listing, and its paths in byte order for finding what lies under a directory. */
class Listing {
    entries;
    #sorted;
    constructor(entries) {
        this.entries = entries;
    }
    /** The paths that start with `prefix`, in order (sorted once, shared by every base). */
    *under(prefix) {
        this.#sorted ??= [...this.entries.keys()].sort();
        const sorted = this.#sorted;
        let low = 0;
        let high = sorted.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (sorted[middle] < prefix)
                low = middle + 1;
            else
                high = middle;
        }
        for (let index = low; index < sorted.length; index++) {
            const file = sorted[index];
            if (!file.startsWith(prefix))
                return;
            yield file;
        }
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

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/changes/git-commands.ts


const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** A listing of a large monorepo fits; past this git's answer is not read. */
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;
/** A commit's id as git writes it: SHA-1, or SHA-256 in repositories that use it. */
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * The git commands the change detection runs, in the checkout, without a shell: the paths and
 * revisions are arguments, never command text. No pager, no prompt for credentials, no external
 * diff tool or text conversion, whatever the user's git config says.
 */
class Git {
    #cwd;
    #signal;
    constructor(cwd, signal) {
        this.#cwd = cwd;
        this.#signal = signal;
    }
    async output(args) {
        const { stdout } = await run('git', ['--no-pager', '-c', 'core.quotePath=false', ...args], {
            cwd: this.#cwd,
            encoding: 'utf8',
            maxBuffer: MAX_OUTPUT_BYTES,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
            ...(this.#signal && { signal: this.#signal }),
        });
        return stdout;
    }
    /**
     * The checkout's top directory and the commit checked out, in one call; throws when `cwd` is
     * in no git repository, or no commit is checked out.
     */
    async checkout() {
        const out = await this.output(['rev-parse', '--show-toplevel', '--verify', 'HEAD^{commit}']);
        const [top = '', head = ''] = out.trim().split('\n');
        return { top, head };
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
            if (this.#signal?.aborted)
                throw error;
            return undefined;
        }
    }
    /** Fetches one commit from `origin` (a shallow clone lacks most); false when that failed. */
    async fetchCommit(commit) {
        try {
            await this.output(['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', commit]);
            return { fetched: (await this.commitOf(commit)) === commit };
        }
        catch (error) {
            if (this.#signal?.aborted)
                throw error;
            const stderr = String(error.stderr ?? '').trim();
            return { fetched: false, why: stderr.split('\n').at(-1) ?? '' };
        }
    }
    /** Every file of `commit`'s tree (submodules as their commit), by path from the top. */
    async listTree(commit) {
        const out = await this.output(['ls-tree', '-r', '-z', '--full-tree', commit]);
        const tree = new Map();
        for (const record of out.split('\0')) {
            const tab = record.indexOf('\t');
            if (tab < 0)
                continue;
            const [mode = '', , oid = ''] = record.slice(0, tab).split(' ');
            tree.set(record.slice(tab + 1), { mode, oid });
        }
        return tree;
    }
    /** What differs between two commits, with renames found (`-M`), in one call. */
    async diff(base, head) {
        const out = await this.output([
            'diff',
            '--raw',
            '-z',
            '-M',
            '--no-abbrev',
            '--no-ext-diff',
            '--no-textconv',
            '--no-relative',
            '--ignore-submodules=none',
            base,
            head,
            '--',
        ]);
        return parseRawDiff(out);
    }
    /**
     * The contents of the blobs `oids`, in one `git cat-file --batch`; a blob larger than
     * `maxBytes` is left out (its id maps to undefined).
     */
    readBlobs(oids, maxBytes) {
        return readBatch(this.#cwd, oids, maxBytes, this.#signal);
    }
}
/** Parses `git diff --raw -z`: `:mode mode oid oid status\0path\0` (and a second path for renames and copies). */
function parseRawDiff(out) {
    const fields = out.split('\0');
    const entries = [];
    for (let index = 0; index < fields.length;) {
        const header = fields[index++];
        if (!header.startsWith(':'))
            continue;
        const [fromMode = '', toMode = '', fromOid = '', toOid = '', code = ''] = header
            .slice(1)
            .split(' ');
        const status = code.charAt(0);
        const first = fields[index++];
        const second = status === 'R' || status === 'C' ? fields[index++] : first;
        const entry = { status };
        if (status !== 'A')
            entry.from = { path: first, mode: fromMode, oid: fromOid };
        if (status !== 'D')
            entry.to = { path: second, mode: toMode, oid: toOid };
        entries.push(entry);
    }
    return entries;
}
async function readBatch(cwd, oids, maxBytes, signal) {
    const blobs = new Map();
    const wanted = [...new Set(oids)];
    if (wanted.length === 0)
        return blobs;
    const child = (0,external_node_child_process_.spawn)('git', ['cat-file', '--batch'], {
        cwd,
        stdio: ['pipe', 'pipe', 'ignore'],
        ...(signal && { signal }),
    });
    const chunks = [];
    let total = 0;
    child.stdout.on('data', (chunk) => {
        total += chunk.length;
        if (total > MAX_OUTPUT_BYTES)
            child.kill();
        else
            chunks.push(chunk);
    });
    const closed = new Promise((resolve, reject) => {
        child.on('error', reject);
        child.on('close', resolve);
    });
    child.stdin.end(`${wanted.join('\n')}\n`);
    const code = await closed;
    if (code !== 0)
        throw new Error(`git cat-file --batch ended with ${code}`);
    const out = Buffer.concat(chunks);
    let at = 0;
    for (const oid of wanted) {
        const lineEnd = out.indexOf(0x0a, at);
        if (lineEnd < 0)
            break;
        const [, type, size] = out.subarray(at, lineEnd).toString('utf8').split(' ');
        at = lineEnd + 1;
        if (type === undefined || size === undefined) {
            blobs.set(oid, undefined);
            continue;
        }
        const bytes = Number(size);
        blobs.set(oid, type === 'blob' && bytes <= maxBytes ? out.subarray(at, at + bytes) : undefined);
        at += bytes + 1;
    }
    return blobs;
}

;// CONCATENATED MODULE: ./src/changes/base-commits.ts



/**
 * The base commits the agents compare with, each made ready once however many agents share it:
 * looked up in the clone, fetched when missing (a shallow clone holds only the head), then one
 * `git diff` to the head, from which the base's tree is derived.
 */
class BaseCommits {
    #git;
    #head;
    #warn;
    #ready = new Map();
    constructor(git, head, warn) {
        this.#git = git;
        this.#head = head;
        this.#warn = warn;
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
        const commit = await this.#inClone(revision);
        if (!commit.found)
            return { available: false, why: commit.why };
        const diff = await this.#git.diff(commit.id, this.#head.commit);
        const tree = this.#head.atBase(commit.id, diff);
        // Ignore files that differ are blobs the head did not read; the rest are shared by id.
        await tree.preload(diff.flatMap(({ from }) => (from && isIgnoreFile(from.path) ? [from.path] : [])));
        return { available: true, commit: commit.id, tree, diff };
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
        const why = fetched.why ? ` (${(0,runner_text/* oneLine */.TN)(fetched.why, 200)})` : '';
        this.#warn(`The base commit ${revision} is not in this clone and could not be fetched from origin${why}. Check out with fetch-depth: 0 (actions/checkout) so the bases are there; the agents based on it are marked changed.`);
        return {
            found: false,
            why: `its base commit ${revision.slice(0, 12)} is not in the clone and could not be fetched`,
        };
    }
}

;// CONCATENATED MODULE: ./src/changes/compare-agent.ts

const MAX_PATHS_KEPT = 20;
/**
 * Compares what a deploy of the agent would pack at its base and at the head. The agent changed
 * when its config changed, when a path packed at either commit differs (added, modified,
 * deleted, renamed in or out, mode changed), or when either side cannot be judged. Each side is
 * judged by its own commit: its config's local directories and its ignore files. When an ignore
 * file that applies changed, paths that did not change can come in or go out, so the two packed
 * sets are compared whole.
 */
async function compareAgent(input) {
    const { config, head, base, diff } = input;
    if (base === 'absent')
        return changed('new: the base commit has no agent config here');
    if (diff.some((entry) => entry.from?.path === config || entry.to?.path === config)) {
        return changed('its agent config changed');
    }
    if ('problem' in head)
        return changed(`cannot be judged: ${head.problem}`);
    if ('problem' in base)
        return changed(`cannot be judged at the base: ${base.problem}`);
    try {
        const rulesChanged = diff.find((entry) => changesRules(entry, head, base));
        if (rulesChanged) {
            const why = rulesChanged.to?.path ?? rulesChanged.from?.path ?? '';
            const paths = await compareWhole(base, head);
            return paths.length > 0
                ? changedPaths(paths, `ignore rules changed (${why}); `)
                : unchanged(`ignore rules changed (${why}), but not what is packed`);
        }
        const paths = [];
        for (const entry of diff) {
            const packed = await packedSides(entry, base, head);
            if (packed.before || packed.after)
                paths.push(describe(entry, packed.after));
        }
        return paths.length > 0 ? changedPaths(paths, '') : unchanged('no packed file differs');
    }
    catch (error) {
        return changed(`cannot be judged: ${error instanceof Error ? error.message : String(error)}`);
    }
}
function changesRules(entry, head, base) {
    return [entry.from?.path, entry.to?.path].some((file) => file !== undefined &&
        isIgnoreFile(file) &&
        (head.readsRulesFrom(file) || base.readsRulesFrom(file)));
}
/** Whether the path was packed at the base (its old path), and is at the head (its new one). */
async function packedSides({ from, to }, base, head) {
    const before = from !== undefined &&
        base.covers(from.path) &&
        (await base.verdict(from.path, kindOfMode(from.mode)))?.packed === true;
    const after = to !== undefined &&
        head.covers(to.path) &&
        (await head.verdict(to.path, kindOfMode(to.mode)))?.packed === true;
    return { before, after };
}
/** Every path whose packing, mode or contents differ between the two sets. */
async function compareWhole(base, head) {
    const before = await base.contents();
    const after = await head.contents();
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
    return paths.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
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
function changedPaths(paths, lead) {
    const count = paths.length;
    const first = paths[0];
    const more = count > 1 ? ` and ${count - 1} more` : '';
    return {
        changed: true,
        reason: `${lead}${count === 1 ? 'a packed file differs' : `${count} packed files differ`}: ${first.path} (${first.how})${more}`,
        paths: paths.slice(0, MAX_PATHS_KEPT),
        pathCount: count,
    };
}

// EXTERNAL MODULE: ./src/common/inputs.ts
var inputs = __webpack_require__(9184);
// EXTERNAL MODULE: ./src/deployments/target.ts
var target = __webpack_require__(3311);
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
    for (const [file, entry] of tree.files()) {
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
                    message: `the agents in ${JSON.stringify(other.sourcePath)} and ${JSON.stringify(agent.sourcePath)} both map to the deployment "${deploymentName}"; each agent needs its own. Rename a directory, or leave one out of agents with a "!" pattern.`,
                },
            ]);
        }
        byDeployment.set(deploymentName, agent);
        return agent;
    });
    return agents;
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

// EXTERNAL MODULE: ./src/packing/ignore-rules.ts + 2 modules
var ignore_rules = __webpack_require__(4890);
// EXTERNAL MODULE: ./src/packing/local-dependencies.ts
var local_dependencies = __webpack_require__(2756);
// EXTERNAL MODULE: ./src/packing/packed-entry.ts
var packed_entry = __webpack_require__(8286);
;// CONCATENATED MODULE: ./src/changes/packed-set.ts




/**
 * What a deploy of one agent at one commit would pack: the agent's directory and the local
 * directories its config names (laid out as the packer lays them out), each judged by that
 * commit's own ignore files, path by path, with the packer's own decision.
 */
class PackedSet {
    #tree;
    #walked;
    constructor(tree, walked) {
        this.#tree = tree;
        this.#walked = walked;
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
            const problem = (0,local_dependencies/* placementProblem */.FP)(entry, dir, workspace) ?? absentProblem(tree, entry, dir);
            if (problem)
                return { problem };
            dependencies.push({ entry, dir });
        }
        const walked = (0,local_dependencies/* archiveLayout */.bA)(root, dependencies).directories.map(({ dir }) => ({
            dir: tree.fromTop(dir),
            rules: ignore_rules/* IgnoreRules */.w.load(dir, undefined, { files: tree.ignoreFiles }),
        }));
        // A rule file that cannot be read (a pattern too slow to match) is the agent's problem, found
        // when a verdict needs it; meanwhile no rejection may go unhandled.
        for (const { rules } of walked)
            rules.catch(() => { });
        return new PackedSet(tree, walked);
    }
    /** The walked directories, from the top. */
    get directories() {
        return this.#walked.map(({ dir }) => dir);
    }
    /** Whether the path lies in a walked directory (which does not yet say it is packed). */
    covers(file) {
        return this.#holder(file) !== undefined;
    }
    /** The packer's verdict on the path, as a deploy of this commit would give it. */
    async verdict(file, kind) {
        const holder = this.#holder(file);
        if (!holder)
            return undefined;
        const entry = holder.dir === '' ? file : file.slice(holder.dir.length + 1);
        return (0,packed_entry/* packedPathVerdict */.ji)(entry, kind, await holder.rules);
    }
    /** Whether the path is packed at this commit: it is a file there, and the packer keeps it. */
    async packs(file) {
        const kind = this.#tree.kindOf(file);
        return kind !== undefined && (await this.verdict(file, kind))?.packed === true;
    }
    /**
     * Whether the ignore file at `file` can change what is packed: a `.gitignore` in or above a
     * walked directory, a `.dockerignore` in one (each walked directory reads its own and those
     * below it).
     */
    readsRulesFrom(file) {
        const dir = external_node_path_default().posix.dirname(file) === '.' ? '' : external_node_path_default().posix.dirname(file);
        const gitignore = external_node_path_default().posix.basename(file) === '.gitignore';
        return this.#walked.some((walked) => within(walked.dir, dir) || (gitignore && within(dir, walked.dir)));
    }
    /** Every packed path with its mode and blob: what the archive would hold, and how. */
    async contents() {
        const packed = new Map();
        for (const [file, entry] of this.#tree.files()) {
            if (this.covers(file) && (await this.packs(file)))
                packed.set(file, `${entry.mode} ${entry.oid}`);
        }
        return packed;
    }
    #holder(file) {
        return this.#walked.find(({ dir }) => dir === '' || file.startsWith(`${dir}/`));
    }
}
/** Whether `inner` is `outer` or lies inside it (both from the top, `''` the top). */
function within(outer, inner) {
    return outer === '' || inner === outer || inner.startsWith(`${outer}/`);
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

;// CONCATENATED MODULE: ./src/changes/detect.ts










/**
 * Finds the agents of the checkout's head commit and decides for each whether a deploy of it
 * would pack anything other than what a deploy of its base packed. Commits are read through git
 * (the head, and each distinct base once), so what the checkout's working tree holds beyond
 * the head does not count.
 */
async function detectChanges(options) {
    const { patterns, signal, warn } = options;
    const git = new Git(options.workspace, signal);
    const { top, head, workspace } = await locate(git, options.workspace);
    const headTree = new CommitTree(head, top, await git.listTree(head), new BlobCache(git));
    const fromTop = headTree.fromTop(workspace);
    const configs = findAgentConfigs(headTree, patterns, fromTop, true);
    const naming = {
        template: options.deploymentName,
        workspace: fromTop,
        fallbackName: external_node_path_default().basename(top),
    };
    const agents = nameAgents(configs, naming);
    await headTree.preload([
        ...configs,
        ...[...headTree.files()].map(([file]) => file).filter(isIgnoreFile),
    ]);
    const bases = new BaseCommits(git, headTree, warn);
    const results = [];
    for (const agent of agents) {
        signal?.throwIfAborted();
        const base = options.all
            ? { source: 'none', detail: 'every agent was asked for (all: true)' }
            : await options.baseOf(agent);
        const judged = await judge(agent, base, headTree, bases, workspace);
        results.push({ ...agent, ...judged.comparison, base: judged.base });
    }
    const removedFrom = new Set([
        ...results.flatMap(({ base }) => (base.commit ? [base.commit] : [])),
        ...(options.removalBases ?? []),
    ]);
    const removed = [];
    const taken = new Set([...configs, ...agents.map((agent) => agent.deploymentName)]);
    for (const revision of removedFrom) {
        const base = await bases.get(revision);
        if (!base.available)
            continue;
        const gone = findAgentConfigs(base.tree, patterns, fromTop).filter((config) => !taken.has(config));
        for (const agent of nameAgents(gone, { ...naming, allowShared: true })) {
            if (taken.has(agent.deploymentName))
                continue;
            taken.add(agent.config).add(agent.deploymentName);
            removed.push({ ...agent, base: base.commit });
        }
    }
    return { head, agents: results, removed };
}
async function judge(agent, base, headTree, bases, workspace) {
    const changed = (reason) => ({
        comparison: { changed: true, reason, paths: [], pathCount: 0 },
        base,
    });
    if (!base.commit)
        return changed(base.detail);
    const found = await bases.get(base.commit);
    if (!found.available)
        return changed(found.why);
    // A base named by a branch or an abbreviated id is shown as the commit it is.
    const resolved = { ...base, commit: found.commit };
    if (found.commit === headTree.commit) {
        const reason = 'the base is the head commit';
        return { comparison: { changed: false, reason, paths: [], pathCount: 0 }, base: resolved };
    }
    const atBase = found.tree.kindOf(agent.config) === 'file'
        ? await PackedSet.of(found.tree, agent.config, workspace)
        : 'absent';
    const atHead = await PackedSet.of(headTree, agent.config, workspace);
    const comparison = await compareAgent({
        config: agent.config,
        head: atHead,
        base: atBase,
        diff: found.diff,
    });
    return { comparison, base: resolved };
}
/**
 * The repository's top and the workspace, both real paths (the workspace must lie in the
 * repository), and the commit checked out.
 */
async function locate(git, workspace) {
    let top;
    let head;
    try {
        const checkout = await git.checkout();
        top = await (0,promises_.realpath)(checkout.top);
        head = checkout.head;
    }
    catch (error) {
        const said = String(error.stderr ?? '')
            .trim()
            .split('\n')[0];
        throw new step_control/* StepFailure */.pH(`The workspace ${workspace} is not a git checkout with a commit checked out${said ? ` (git: ${(0,runner_text/* oneLine */.TN)(said, 300)})` : ''}. Check the repository out first (actions/checkout), into the workspace itself.`);
    }
    const real = await (0,promises_.realpath)(workspace);
    const inside = external_node_path_default().relative(top, real);
    if (inside.startsWith('..') || external_node_path_default().isAbsolute(inside)) {
        throw new step_control/* StepFailure */.pH(`The workspace ${workspace} lies outside its repository ${top}.`);
    }
    return { top, head, workspace: real };
}

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
 * leaves it live). One page is read, asked for by number: no paging link is followed.
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
        const why = live.kind === 'none'
            ? `no successful GitHub deployment of environment "${environment}" among its newest ${live.examined}`
            : `the GitHub deployments of environment "${environment}" could not be read`;
        return { source: 'github-deployment', detail: why };
    }
    if (finders.event) {
        const { commit, source, detail } = finders.event;
        return { ...(commit && { commit }), source, detail: [...notes, detail].join('; ') };
    }
    return { source: 'none', detail: [...notes, 'no base: nothing says what is live'].join('; ') };
}
/** The commit of the active revision, a definite "nothing is live", or a note to go on. */
async function controlPlaneBase(agent, { client, signal }) {
    const name = agent.deploymentName;
    const found = await (0,target/* findDeploymentByName */.X0)(client, name, signal);
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
    const commit = (value) => typeof value === 'string' && COMMIT_ID.test(value) && !/^0+$/.test(value) ? value : undefined;
    const none = (why) => ({ source: 'none', detail: `no base: ${why}` });
    switch (source.eventName) {
        case 'push': {
            const before = commit(payload.before);
            return before
                ? { commit: before, source: 'event', detail: 'the commit before the push' }
                : none('the push has no commit before it (a new branch)');
        }
        case 'pull_request':
        case 'pull_request_target': {
            const base = payload.pull_request?.base;
            const sha = commit(base?.sha);
            return sha
                ? { commit: sha, source: 'event', detail: 'the pull request’s base commit' }
                : none('the pull request names no base commit');
        }
        case 'merge_group': {
            const sha = commit(payload.merge_group?.base_sha);
            return sha
                ? { commit: sha, source: 'event', detail: 'the merge group’s base commit' }
                : none('the merge group names no base commit');
        }
        default:
            return none(`a ${source.eventName || 'manual'} event has no base commit`);
    }
}

// EXTERNAL MODULE: ./src/common/action-runtime.ts
var action_runtime = __webpack_require__(5286);
// EXTERNAL MODULE: ./src/common/markdown.ts
var markdown = __webpack_require__(3932);
;// CONCATENATED MODULE: ./src/changes/report.ts




const CHANGES_OUTPUT_NAMES = (/* unused pure expression or super */ null && (['matrix', 'changed', 'agents', 'removed']));
const CHANGES_JSON_OUTPUTS = new Set(['matrix', 'agents', 'removed']);
/** `changed` is a count the action writes itself: a secret that happens to be a number must not star it. */
const CHANGES_OWN_WORDS = new Set(['changed']);
/** GitHub runs at most this many jobs from one matrix. */
const MAX_MATRIX_JOBS = 256;
/** A reason in an output is one line of at most this many characters. */
const MAX_REASON_CHARS = 200;
const BASE_SOURCES = {
    input: 'the base input',
    'control-plane': 'the control plane',
    'github-deployment': 'GitHub deployments',
    event: 'the event',
    none: 'none',
};
/**
 * The outputs: the changed agents as a matrix (the deploy job needs all of it, so one that
 * cannot be written whole fails the step), the count, every agent, and the removed ones (those
 * two cut to what an output holds, saying so in the summary).
 */
function changesOutputs(detection) {
    const changed = detection.agents.filter((agent) => agent.changed);
    if (changed.length > MAX_MATRIX_JOBS) {
        throw new step_control/* StepFailure */.pH(`${changed.length} agents changed; a matrix runs at most ${MAX_MATRIX_JOBS} jobs. Split the agents between several changes steps (each with its own agents patterns) and deploy jobs.`);
    }
    const include = changed.map((agent) => ({ ...identity(agent), reason: report_short(agent.reason) }));
    const matrix = JSON.stringify({ include });
    if (matrix.length > action_runtime/* MAX_JSON_OUTPUT_CHARS */.wO) {
        throw new step_control/* StepFailure */.pH(`The matrix of ${changed.length} changed agents is ${matrix.length} characters long, more than the ${action_runtime/* MAX_JSON_OUTPUT_CHARS */.wO} an output holds. Split the agents between several changes steps (each with its own agents patterns).`);
    }
    const cut = [];
    const agents = boundedList(detection.agents.map((agent) => ({
        ...identity(agent),
        changed: agent.changed,
        reason: report_short(agent.reason),
        base: agent.base.commit ?? null,
        'base-source': agent.base.source,
    })), 'agents', cut);
    const removed = boundedList(detection.removed.map((agent) => ({ ...identity(agent), base: agent.base })), 'removed', cut);
    return { outputs: { matrix, changed: String(changed.length), agents, removed }, cut };
}
/** What the deploy action is given for an agent, named as the matrix names it. */
function identity(agent) {
    return {
        name: agent.name,
        'deployment-name': agent.deploymentName,
        config: agent.configPath,
        directory: agent.sourcePath,
    };
}
function report_short(reason) {
    return (0,runner_text/* oneLine */.TN)(reason, MAX_REASON_CHARS);
}
/** The list as JSON, as many entries from the first as fit in an output. */
function boundedList(items, name, cut) {
    let listed = items.length;
    let json = JSON.stringify(items);
    while (json.length > action_runtime/* MAX_JSON_OUTPUT_CHARS */.wO) {
        listed = Math.min(listed - 1, Math.floor((listed * action_runtime/* MAX_JSON_OUTPUT_CHARS */.wO) / json.length));
        json = JSON.stringify(items.slice(0, listed));
    }
    if (listed < items.length) {
        cut.push(`The \`${name}\` output holds the first ${listed} of ${items.length}: all would be longer than an output may be.`);
    }
    return json;
}
// A job summary is capped at 1 MiB; a monorepo may hold hundreds of agents.
const MAX_ROWS = 300;
const PATHS_SHOWN = 3;
function renderChangesSummary(detection, cut) {
    const { agents, removed, head } = detection;
    const changed = agents.filter((agent) => agent.changed).length;
    const lines = [
        `### 🔎 Changed agents: ${changed} of ${agents.length}`,
        '',
        `Compared with the head commit ${(0,markdown/* code */.aY)(head.slice(0, 12))}; each agent with what is live for it.`,
        '',
        (0,markdown/* table */.tp)(['Agent', 'Changed', 'Why', 'Base', 'Base from'], agents
            .slice(0, MAX_ROWS)
            .map((agent) => [
            `${(0,markdown/* cell */.Hn)(agent.name)} (${(0,markdown/* code */.aY)(agent.sourcePath)})`,
            agent.changed ? '✅ yes' : 'no',
            why(agent),
            agent.base.commit ? (0,markdown/* code */.aY)(agent.base.commit.slice(0, 12)) : '—',
            `${BASE_SOURCES[agent.base.source]}: ${(0,markdown/* cell */.Hn)(agent.base.detail, 200)}`,
        ])),
    ];
    if (agents.length > MAX_ROWS)
        lines.push('', `${agents.length - MAX_ROWS} more agents not shown; the \`agents\` output lists them.`);
    if (removed.length > 0) {
        lines.push('', `**Removed:** ${removed.length} agent config(s) a base had and the head has not.`, '', (0,markdown/* table */.tp)(['Agent', 'Deployment', 'Config at the base'], removed
            .slice(0, MAX_ROWS)
            .map((agent) => [
            (0,markdown/* cell */.Hn)(agent.name),
            (0,markdown/* code */.aY)(agent.deploymentName),
            `${(0,markdown/* code */.aY)(agent.config)} in ${(0,markdown/* code */.aY)(agent.base.slice(0, 12))}`,
        ])));
    }
    for (const note of cut)
        lines.push('', note);
    return `${lines.join('\n')}\n`;
}
function why(agent) {
    if (agent.paths.length === 0)
        return (0,markdown/* cell */.Hn)(agent.reason, 300);
    const shown = agent.paths
        .slice(0, PATHS_SHOWN)
        .map((changed) => `${(0,markdown/* code */.aY)(changed.path, 200)} (${(0,markdown/* cell */.Hn)(changed.how, 200)})`);
    const more = agent.pathCount > PATHS_SHOWN ? `, and ${agent.pathCount - PATHS_SHOWN} more` : '';
    const lead = agent.reason.startsWith('ignore rules changed')
        ? `${(0,markdown/* cell */.Hn)(agent.reason.split(';')[0] ?? '', 200)}: `
        : '';
    return `${lead}${shown.join(', ')}${more}`;
}
/** The closing line of the log. */
function conclusion(detection) {
    const changed = detection.agents.filter((agent) => agent.changed);
    const names = changed
        .slice(0, 10)
        .map((agent) => agent.name)
        .join(', ');
    const more = changed.length > 10 ? ` and ${changed.length - 10} more` : '';
    return changed.length === 0
        ? `No agent changed (${detection.agents.length} found).`
        : `${changed.length} of ${detection.agents.length} agents changed: ${names}${more}.`;
}

;// CONCATENATED MODULE: ./src/changes/run-detection.ts






/**
 * Wires the sources of each agent's base (the base input, the control plane, GitHub's
 * deployments, the event) to the detection, and turns what it found into the step's report.
 */
async function runChangeDetection(settings, { runtime, stepClock }) {
    const { signal } = stepClock;
    const warn = (message) => runtime.warning(message);
    const event = eventBase((0,run_context/* runnerSource */.oA)());
    const finders = {
        ...(settings.base && { input: settings.base }),
        ...(settings.connection && {
            controlPlane: { client: (0,step_client/* stepClient */.m)(runtime, settings.connection), signal },
        }),
        event,
    };
    if (settings.github && !settings.base) {
        const { environment, token } = settings.github;
        const session = (0,github_session/* openGitHubSession */.w)({ token, warn }, 'deployments', 'Could not read GitHub deployments');
        if (session) {
            finders.github = {
                session,
                environment: (agent) => environment.replaceAll('{name}', agent.name),
            };
        }
    }
    const detection = await detectChanges({
        workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
        patterns: settings.patterns,
        deploymentName: settings.deploymentName,
        signal,
        warn,
        all: settings.all,
        baseOf: (agent) => findBase(agent, finders),
        removalBases: !settings.base && event.commit ? [event.commit] : [],
    });
    for (const agent of detection.agents) {
        const base = agent.base.commit ? ` (base ${agent.base.commit.slice(0, 12)})` : '';
        runtime.info(`${agent.sourcePath}: ${agent.changed ? 'changed' : 'unchanged'}${base}: ${agent.reason}`);
    }
    const { outputs, cut } = changesOutputs(detection);
    return {
        outputs,
        ownWords: CHANGES_OWN_WORDS,
        jsonOutputs: CHANGES_JSON_OUTPUTS,
        summary: renderChangesSummary(detection, cut),
        conclusion: conclusion(detection),
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
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2413);
/* harmony import */ var _common_redactor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6369);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(715);
/* harmony import */ var _github_answers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5278);




/** No one request to GitHub may hold the step up longer than this. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/**
 * Octokit from @actions/github, pointed at the run's API (`GITHUB_API_URL`), with one attempt
 * per request and a time limit on each. @actions/github adds no retry or throttling plugin,
 * and none is added here: a status or a comment is not worth a wait, so trouble is reported
 * at once and the deploy goes on. The token goes to the API's origin only, and an answer
 * whose body is not JSON, or is JSON nested too deeply to read, fails with words a person can
 * act on (see github-answers.ts). `stop` ends every request at once when it aborts.
 */
function createGitHubClient(token, run, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS, stop) {
    // `request` is left out of the options: Octokit merges them shallowly, and @actions/github's
    // defaults put the runner's proxy-aware fetch there.
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, { baseUrl: run.apiUrl, log: silentLog });
    // The hook must change the options object it is given: the hooks after it were bound to
    // that object, and Octokit ignores options passed on in a new one.
    octokit.hook.before('request', (options) => {
        const target = octokit.request.endpoint.parse(options).url;
        if (!isApiUrl(target, run.apiUrl)) {
            throw new Error(`the request to ${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(originOf(target), 200)} was not sent: it is not the API's origin (${originOf(run.apiUrl)}), and the token goes nowhere else`);
        }
        const limit = AbortSignal.timeout(timeoutMs);
        const request = options.request ?? {};
        options.request = {
            ...request,
            signal: stop ? AbortSignal.any([limit, stop]) : limit,
            // Around the runner's proxy-aware fetch that @actions/github put there.
            fetch: (0,_github_answers_js__WEBPACK_IMPORTED_MODULE_3__/* .boundedJsonFetch */ .ic)(request.fetch ?? globalThis.fetch),
        };
        redactContent(options);
    });
    octokit.hook.after('request', (response) => (0,_github_answers_js__WEBPACK_IMPORTED_MODULE_3__/* .checkAnswerBody */ .HB)(response));
    return octokit;
}
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
        return (0,_common_redactor_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(value);
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
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3074);
/* harmony import */ var _github_trouble_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4922);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7068);



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
    constructor(options, run, permission) {
        this.#options = { ...options, timeoutMs: options.timeoutMs ?? _github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_REQUEST_TIMEOUT_MS */ .Zc };
        this.#permission = permission;
        this.run = run;
        const { timeoutMs, signal } = this.#options;
        this.client = (0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .createGitHubClient */ .LX)(options.token.trim(), run, timeoutMs, signal);
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
        const kind = (0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_1__/* .classifyTrouble */ .mt)(error);
        if (this.endedByCaller)
            return kind;
        if (STOPPING_KINDS.has(kind))
            this.#gaveUp = true;
        this.warnOnce((0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_1__/* .describeTrouble */ .LC)(error, {
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
function openGitHubSession(options, permission, doing) {
    const run = options.run ?? (0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .githubRunContext */ .oO)();
    if (!options.token?.trim()) {
        safeWarn(options, `${doing}: no GitHub token was given (the \`github-token\` input).`);
        return undefined;
    }
    if (!run) {
        safeWarn(options, `${doing}: not in a GitHub Actions run (GITHUB_REPOSITORY is not set).`);
        return undefined;
    }
    try {
        return new GitHubSession(options, run, permission);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        safeWarn(options, (0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutToken */ ._Q)(`${doing}: ${message}`, options.token));
        return undefined;
    }
}
/** A warning callback that throws must not turn a warning into a failed deploy. */
function safeWarn(options, message) {
    try {
        options.warn((0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutToken */ ._Q)(message, options.token ?? ''));
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
/* harmony import */ var _github_answers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5278);


/** Sorts a failed request: rate limits first, since GitHub answers them with 403 too. */
function classifyTrouble(error) {
    const shape = (typeof error === 'object' && error !== null ? error : {});
    // Octokit wraps what its fetch throws (boundedJsonFetch's refusal) in a RequestError.
    if (error instanceof _github_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedGitHubAnswer */ .$4 || shape.cause instanceof _github_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedGitHubAnswer */ .$4) {
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
        unauthorized: () => `${answer}: the token was refused; check the \`github-token\` input`,
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

/***/ 4890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ IgnoreRules)
});

// UNUSED EXPORTS: MAX_GLOBSTARS

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/packing/ignore-file-source.ts


/** The files on disk. Like git (since 2.32), an ignore file that is a symlink is not read. */
const WORKING_TREE = {
    repositoryTop: findRepositoryTop,
    async readFile(file) {
        const stat = await (0,promises_.lstat)(file).catch(() => undefined);
        return stat?.isFile() ? (0,promises_.readFile)(file, 'utf8') : undefined;
    },
};
/** The closest directory at or above `start` that holds `.git` (a directory, or a file in worktrees). */
async function findRepositoryTop(start) {
    for (let dir = external_node_path_default().resolve(start);; dir = external_node_path_default().dirname(dir)) {
        if (await (0,promises_.lstat)(external_node_path_default().join(dir, '.git')).catch(() => undefined))
            return dir;
        if (external_node_path_default().dirname(dir) === dir)
            return undefined;
    }
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
;// CONCATENATED MODULE: ./src/packing/ignore-matcher.ts

/** How many paths one `ignore` instance answers before a fresh one takes over. */
const PATHS_PER_INSTANCE = 512;
/**
 * The rules of one ignore file, matched by the `ignore` package. An instance of it keeps the
 * answer for every path it was asked about, and for their parent directories, as long as it
 * lives: a tree of 200,000 files made that 30 MB. So after PATHS_PER_INSTANCE paths a fresh
 * instance of the same rules takes over. The answers are the same; the walk asks about the
 * entries of a directory one after another, so their parents' answers are still at hand.
 */
class IgnoreMatcher {
    #text;
    #ignorecase;
    #rules;
    #asked = 0;
    constructor(text, ignorecase) {
        this.#text = text;
        this.#ignorecase = ignorecase;
        this.#rules = this.#fresh();
    }
    test(entry) {
        if (++this.#asked > PATHS_PER_INSTANCE) {
            this.#rules = this.#fresh();
            this.#asked = 1;
        }
        return this.#rules.test(entry);
    }
    #fresh() {
        return ignore_default()({ ignorecase: this.#ignorecase }).add(this.#text);
    }
}

;// CONCATENATED MODULE: ./src/packing/ignore-rules.ts



/**
 * The ignore rules for the tree under `root`, with gitignore semantics (`!` negations
 * included). Paths are relative to `root` and use `/`. Two kinds of file count, each on its own:
 *
 * - `.gitignore`, as git reads it. Inside a repository the base is the repository's top
 *   directory, so the `.gitignore` files between it and `root` count too. Outside one git
 *   tracks nothing, so no `.gitignore` applies; `inRepository` says which it was.
 * - `.dockerignore`, as the service's own client reads it: the one in `root` and in every
 *   directory below it, in or out of a repository.
 *
 * An entry is left out when either kind leaves it out; a `!` negation re-includes an entry only
 * against the rules of its own kind. Each directory entered keeps, per kind, the chain of files
 * that apply in it, closest first, so a verdict consults only those files: its cost does not
 * grow with the depth of the entry.
 */
class IgnoreRules {
    #git;
    #docker;
    #signal;
    inRepository;
    /** The top directory of the repository around `root`, when it is in one. */
    repositoryTop;
    constructor(git, docker, top, signal) {
        this.#git = git;
        this.#docker = docker;
        this.inRepository = git.reads;
        this.repositoryTop = top;
        this.#signal = signal;
    }
    /**
     * Finds the repository around `root` (if any) and reads the `.gitignore` files above it.
     * With `signal`, every directory entered afterwards first checks that the step goes on.
     * `shownPrefix` (`''` or ending in `/`) goes before a `.dockerignore`'s path in messages:
     * where `root` lies in the archive. `files` says where the ignore files are read: the working
     * tree unless told otherwise.
     */
    static async load(root, signal, options = {}) {
        const files = options.files ?? WORKING_TREE;
        const top = await files.repositoryTop(root);
        const git = new RuleChains(files, '.gitignore', top ?? root, root, top !== undefined);
        const docker = new RuleChains(files, '.dockerignore', root, root, true, options.shownPrefix);
        await git.loadAboveRoot();
        return new IgnoreRules(git, docker, top, signal);
    }
    /** How many ignore files the verdicts so far consulted: the measure of their cost. */
    get consulted() {
        return this.#git.consulted + this.#docker.consulted;
    }
    /**
     * Reads the ignore files in `dir` (relative to `root`); call it before deciding on its entries.
     * `listed`, the names in `dir` as a listing just read, spares looking for a file it lacks.
     */
    async enterDirectory(dir, listed) {
        this.#signal?.throwIfAborted();
        await this.#git.enter(dir, listed);
        await this.#docker.enter(dir, listed);
    }
    /**
     * Whether `entry` (relative to `root`) is left out, given that every directory above it was
     * kept. Per kind, as git does, the closest file with a matching rule decides, and within one
     * file the last matching rule.
     */
    verdict(entry, isDirectory) {
        const git = this.#git.verdict(entry, isDirectory);
        return git.ignored ? git : this.#docker.verdict(entry, isDirectory);
    }
    /** Whether `root` itself, or a directory between the repository's top and it, is ignored. */
    rootVerdict() {
        return this.#git.rootVerdict();
    }
}
/** The files of one kind (`.gitignore` or `.dockerignore`) from `base` down. */
class RuleChains {
    /** Per directory (relative to the base), the files that apply in it. */
    #chains = new Map();
    #files;
    #fileName;
    #base;
    /** `root` relative to the base, `/`-separated, `''` when they are the same. */
    #rootPrefix;
    /** Whether files of this kind are read at all (a `.gitignore` only inside a repository). */
    reads;
    /** Before a file's path in messages. */
    #shownPrefix;
    consulted = 0;
    constructor(files, fileName, base, root, reads, shownPrefix = '') {
        this.#files = files;
        this.#shownPrefix = shownPrefix;
        this.#fileName = fileName;
        this.#base = base;
        this.#rootPrefix = external_node_path_default().relative(base, root).split((external_node_path_default()).sep).filter(Boolean).join('/');
        this.reads = reads;
    }
    async loadAboveRoot() {
        const aboveRoot = parentOf(this.#rootPrefix);
        if (aboveRoot !== undefined)
            await this.#loadLevel(aboveRoot);
    }
    async enter(dir, listed) {
        const fileName = this.#fileName;
        const sameName = CASE_INSENSITIVE_FILESYSTEM
            ? (name) => name.toLowerCase() === fileName
            : (name) => name === fileName;
        await this.#loadLevel(this.#fromBase(dir), listed?.some(sameName) ?? true);
    }
    verdict(entry, isDirectory) {
        return this.#verdictFromBase(this.#fromBase(entry), isDirectory);
    }
    rootVerdict() {
        const steps = this.#rootPrefix === '' ? [] : this.#rootPrefix.split('/');
        for (let depth = 1; depth <= steps.length; depth++) {
            const verdict = this.#verdictFromBase(steps.slice(0, depth).join('/'), true);
            if (verdict.ignored)
                return verdict;
        }
        return { ignored: false };
    }
    #verdictFromBase(full, isDirectory) {
        for (let link = this.#chainAbove(full); link; link = link.next) {
            this.consulted++;
            const { level } = link;
            const relative = full.slice(level.dir === '' ? 0 : level.dir.length + 1);
            const result = level.rules.test(isDirectory ? `${relative}/` : relative);
            if (result.unignored)
                return { ignored: false };
            if (!result.ignored)
                continue;
            // `ignore` also tests the parent directories. When this file ignores a parent that a
            // closer file re-included (we only get here if it was kept), git does not carry that
            // over to this entry, so this file has no say.
            const parent = parentOf(relative) ?? '';
            if (parent !== '' && level.rules.test(`${parent}/`).ignored)
                continue;
            return { ignored: true, rule: `${level.file}: ${result.rule?.pattern ?? ''}` };
        }
        return { ignored: false };
    }
    /** The chain of the closest entered directory that holds `full`. */
    #chainAbove(full) {
        for (let dir = parentOf(full); dir !== undefined; dir = parentOf(dir)) {
            if (this.#chains.has(dir))
                return this.#chains.get(dir);
        }
        return undefined;
    }
    #fromBase(entry) {
        if (this.#rootPrefix === '')
            return entry;
        return entry === '' ? this.#rootPrefix : `${this.#rootPrefix}/${entry}`;
    }
    async #loadLevel(dir, mayHold = true) {
        if (this.#chains.has(dir))
            return;
        const parent = parentOf(dir);
        if (parent !== undefined)
            await this.#loadLevel(parent);
        const above = parent === undefined ? undefined : this.#chains.get(parent);
        const level = this.reads && mayHold ? await this.#readLevel(dir) : undefined;
        this.#chains.set(dir, level ? { level, next: above } : above);
    }
    async #readLevel(dir) {
        const text = await this.#files.readFile(external_node_path_default().join(this.#base, dir, this.#fileName));
        if (text === undefined)
            return undefined;
        const shown = `${this.#shownPrefix}${dir === '' ? '' : `${dir}/`}${this.#fileName}`;
        refuseSlowPatterns(text, shown);
        const rules = new IgnoreMatcher(text, CASE_INSENSITIVE_FILESYSTEM);
        return { dir, file: shown, rules };
    }
}
/**
 * The most `**` one pattern may hold. Each one more multiplies the time a single match takes by
 * the depth of the path: eight of them take seconds for one entry 40 directories down, twelve
 * take minutes, and a match cannot be interrupted by the step's time-out.
 */
const MAX_GLOBSTARS = 3;
function refuseSlowPatterns(text, shown) {
    const lines = text.split(/\r?\n/);
    for (const [index, line] of lines.entries()) {
        const globstars = line.match(/\*\*/g)?.length ?? 0;
        if (globstars > MAX_GLOBSTARS && !line.startsWith('#')) {
            throw new Error(`${shown} line ${index + 1} holds ${globstars} "**"; at most ${MAX_GLOBSTARS} are read in one pattern (each one more makes matching slower by the depth of the tree)`);
        }
    }
}
/** The directory that holds `entry` (`''` for the top), or undefined for the top itself. */
function parentOf(entry) {
    if (entry === '')
        return undefined;
    const slash = entry.lastIndexOf('/');
    return slash === -1 ? '' : entry.slice(0, slash);
}
/** Git's default `core.ignorecase` follows the file system: off on Linux, on for macOS and Windows. */
const CASE_INSENSITIVE_FILESYSTEM = process.platform === 'darwin' || process.platform === 'win32';


/***/ }),

/***/ 8286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ih: () => (/* binding */ assertArchivePath),
/* harmony export */   LB: () => (/* binding */ archivePathProblem),
/* harmony export */   SG: () => (/* binding */ entryVerdict),
/* harmony export */   ji: () => (/* binding */ packedPathVerdict)
/* harmony export */ });
/* harmony import */ var _left_out_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);

const PACKED = { packed: true };
/**
 * The one decision on whether the packer packs an entry: `entry` is its path relative to the
 * packed directory `rules` belong to, and the directory holding it was kept (and entered, so
 * `rules` know its ignore files). A directory that is packed is walked into; the walk of the
 * working tree and the change detection of a commit both decide here, in this order.
 */
function entryVerdict(entry, kind, rules) {
    const name = entry.slice(entry.lastIndexOf('/') + 1);
    const isDirectory = kind === 'directory';
    if (isDirectory && (0,_left_out_js__WEBPACK_IMPORTED_MODULE_0__/* .isAlwaysLeftOut */ .Zx)(name))
        return { packed: false, reason: 'always-left-out' };
    if (name === '.git')
        return { packed: false, reason: 'git-pointer' };
    if (!isDirectory && (0,_left_out_js__WEBPACK_IMPORTED_MODULE_0__/* .isEnvFile */ .qb)(name))
        return { packed: false, reason: 'env-file' };
    if (!isDirectory && (0,_left_out_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialFile */ .Sn)(name))
        return { packed: false, reason: 'credential-file' };
    const verdict = rules.verdict(entry, isDirectory);
    if (verdict.ignored) {
        return { packed: false, reason: 'ignored', rule: verdict.rule ?? 'an ignore rule' };
    }
    if (archivePathProblem(entry) !== undefined)
        return { packed: false, reason: 'unsafe-name' };
    if (kind === 'directory' || kind === 'file')
        return PACKED;
    return { packed: false, reason: kind };
}
/**
 * Whether the packer packs the entry at `entry` (relative to the packed directory of `rules`):
 * each directory on the way judged as the walk judges it on entering, then the entry itself.
 */
async function packedPathVerdict(entry, kind, rules) {
    const segments = entry.split('/');
    for (let depth = 0; depth < segments.length; depth++) {
        await rules.enterDirectory(segments.slice(0, depth).join('/'));
        const isLast = depth === segments.length - 1;
        const verdict = entryVerdict(segments.slice(0, depth + 1).join('/'), isLast ? kind : 'directory', rules);
        if (!verdict.packed)
            return verdict;
    }
    return PACKED;
}
/**
 * Why `name` may not be a path inside the archive, or undefined when it may: a relative,
 * `/`-separated path with no empty, `.` or `..` segment, so that no extractor can place it
 * outside the directory it extracts into.
 */
function archivePathProblem(name) {
    // One pass for the common case, a path with none of the problems below.
    if (!SUSPECT.test(name))
        return undefined;
    if (name === '')
        return 'it is empty';
    if (name.includes('\0'))
        return 'it holds a NUL character';
    if (name.startsWith('/') || /^[A-Za-z]:/.test(name))
        return 'it is absolute';
    if (name.includes('\\'))
        return 'it holds a backslash, which Windows extractors read as a separator';
    const segments = name.split('/');
    if (segments.includes('..'))
        return 'it has a ".." segment';
    if (segments.includes('.') || segments.includes(''))
        return 'it has an empty or "." segment';
    return undefined;
}
/**
 * Matches every path archivePathProblem has a problem with (and a few it has none with): empty,
 * a NUL or a backslash, absolute, a drive letter, or an empty, `.` or `..` segment.
 */
const SUSPECT = /^$|[\0\\]|^\/|^[A-Za-z]:|(?:^|\/)\.{0,2}(?:\/|$)/;
/** Throws when `name` could escape the extraction directory; the tree walk never builds such a name. */
function assertArchivePath(name) {
    const problem = archivePathProblem(name);
    if (problem !== undefined) {
        throw new Error(`refusing to pack ${JSON.stringify(name)}: ${problem}`);
    }
}


/***/ })

};
