export const id = 431;
export const ids = [431];
export const modules = {

/***/ 5431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/common/action-runtime.ts
var action_runtime = __webpack_require__(5286);
// EXTERNAL MODULE: ./src/packing/nearest-name.ts
var nearest_name = __webpack_require__(5045);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/common/redactor.ts
var redactor = __webpack_require__(6369);
;// CONCATENATED MODULE: ./src/cli/dotenv.ts
/*
 * The outputs file in dotenv form, as GitLab's `artifacts:reports:dotenv` reads it: one
 * `NAME=value` a line and nothing else (no blank line, no comment, no quotes: GitLab keeps
 * quotes as part of the value), names of ASCII letters, digits and `_`, each value one line
 * that GitLab keeps as it is. A dotenv library or `docker --env-file` reads the same file.
 */
/** GitLab refuses a dotenv report larger than this by default (a limit an instance may raise). */
const GITLAB_DOTENV_BYTES = 5 * 1024;
/** An output's name as a variable: `deployment-id` → `deployment_id` (GitLab takes no `-`). */
function variableName(output) {
    return output.replaceAll('-', '_');
}
/**
 * Why GitLab would not pass `value` on as it is, or undefined when it would: it trims a value's
 * ends, and expands `$NAME` in it for the jobs that read it.
 */
function valueProblem(value) {
    if (value !== value.trim())
        return 'it starts or ends with a space, which GitLab would trim';
    if (value.includes('$'))
        return 'it holds "$", which GitLab would expand as a variable';
    return undefined;
}
/**
 * The file's text for the outputs written (each one line already, redacted and bounded by the
 * runtime's rules), and a warning for each left out, and for a file GitLab would refuse.
 */
function dotenvText(written) {
    const lines = [];
    const warnings = [];
    for (const [output, value] of written) {
        const problem = valueProblem(value);
        if (problem)
            warnings.push(`Output ${output} is left out of the outputs file: ${problem}.`);
        else
            lines.push(`${variableName(output)}=${value}`);
    }
    const text = lines.map((line) => `${line}\n`).join('');
    const bytes = Buffer.byteLength(text);
    if (bytes >= GITLAB_DOTENV_BYTES) {
        warnings.push(`The outputs file is ${bytes} bytes: GitLab refuses a dotenv report of ${GITLAB_DOTENV_BYTES} bytes or more unless its instance allows more. The JSON outputs are in the result event of --json too.`);
    }
    return { text, warnings };
}

;// CONCATENATED MODULE: ./src/cli/cli-runtime.ts





/** The inputs as the command line gave them, each named in messages as its flag. */
function cliInputs({ values, names }) {
    return {
        read: (name) => values[name] ?? '',
        nameOf: (name) => names[name] ?? `--${name}`,
    };
}
/**
 * The command line as an action's runtime. There is no runner to mask anything: every text is
 * redacted here, by the same rules as on the runner (cleanMessage, outputsToWrite,
 * summaryToWrite), events' texts too, before a view shows it or a file holds it.
 */
class CliRuntime {
    inputs;
    #view;
    #files;
    #state;
    #written;
    constructor(inputs, view, files, state) {
        this.inputs = inputs;
        this.#view = view;
        this.#files = files;
        this.#state = state;
    }
    /** The outputs as written (redacted, bounded), once the step set them. */
    get outputs() {
        return this.#written ?? [];
    }
    addSecrets(values) {
        redactor/* processRedactor */.Ox.add(values);
    }
    info(message, event) {
        this.#view.line((0,action_runtime/* cleanMessage */.V8)(message), event && cleanEvent(event));
    }
    debug(message) {
        this.#view.debug((0,action_runtime/* cleanMessage */.V8)(message));
    }
    group(title, lines) {
        this.#view.group((0,action_runtime/* cleanMessage */.V8)(title), lines.map(action_runtime/* cleanMessage */.V8));
    }
    warning(message, title) {
        this.#view.warning((0,action_runtime/* cleanMessage */.V8)(message), title && (0,action_runtime/* cleanMessage */.V8)(title));
    }
    error(message, title) {
        this.#view.error((0,action_runtime/* cleanMessage */.V8)(message), title && (0,action_runtime/* cleanMessage */.V8)(title));
    }
    /** The outputs, and the outputs file at once: a step stopped right after still leaves it. */
    setOutputs(values, ownWords, jsonOutputs) {
        const { written, warnings } = (0,action_runtime/* outputsToWrite */.$_)(values, ownWords, jsonOutputs);
        for (const warning of warnings)
            this.warning(warning);
        this.#written = written;
        this.#writeOutputsFile();
    }
    /** Writes the outputs file, unless the step's outputs did: empty, so a later job finds one. */
    finishOutputsFile() {
        if (this.#written === undefined)
            this.#writeOutputsFile();
    }
    #writeOutputsFile() {
        if (!this.#files.outputs)
            return;
        const { text, warnings } = dotenvText(this.outputs);
        for (const warning of warnings)
            this.warning(warning);
        (0,external_node_fs_.writeFileSync)(this.#files.outputs, text);
    }
    async writeSummary(markdown) {
        if (this.#files.summary)
            await (0,promises_.writeFile)(this.#files.summary, (0,action_runtime/* summaryToWrite */.R)(markdown));
    }
    saveState(name, value) {
        this.#state.save(name, value);
    }
    readState(name) {
        return this.#state.read(name);
    }
}
/** An event with each of its texts as a message is written: redacted, without controls, bounded. */
function cleanEvent(event) {
    return Object.fromEntries(Object.entries(event).map(([key, value]) => [
        key,
        typeof value === 'string' ? (0,action_runtime/* cleanMessage */.V8)(value) : value,
    ]));
}

// EXTERNAL MODULE: ./src/changes/inputs.ts
var inputs = __webpack_require__(1436);
// EXTERNAL MODULE: ./src/changes/main.ts
var main = __webpack_require__(8516);
// EXTERNAL MODULE: ./src/delete/inputs.ts
var delete_inputs = __webpack_require__(3714);
// EXTERNAL MODULE: ./src/delete/main.ts + 1 modules
var delete_main = __webpack_require__(2016);
// EXTERNAL MODULE: ./src/deploy/main.ts + 17 modules
var deploy_main = __webpack_require__(2010);
// EXTERNAL MODULE: ./src/deploy/settings.ts + 3 modules
var settings = __webpack_require__(941);
// EXTERNAL MODULE: ./src/listener/inputs.ts
var listener_inputs = __webpack_require__(5311);
// EXTERNAL MODULE: ./src/listener/main.ts + 3 modules
var listener_main = __webpack_require__(2776);
// EXTERNAL MODULE: ./src/registry/inputs.ts
var registry_inputs = __webpack_require__(1270);
// EXTERNAL MODULE: ./src/registry/main.ts + 1 modules
var registry_main = __webpack_require__(1702);
// EXTERNAL MODULE: ./src/registry/post.ts + 1 modules
var post = __webpack_require__(9441);
// EXTERNAL MODULE: ./src/repos/inputs.ts
var repos_inputs = __webpack_require__(5996);
// EXTERNAL MODULE: ./src/repos/main.ts + 1 modules
var repos_main = __webpack_require__(1198);
// EXTERNAL MODULE: ./src/sweep/inputs.ts
var sweep_inputs = __webpack_require__(6431);
// EXTERNAL MODULE: ./src/sweep/main.ts + 8 modules
var sweep_main = __webpack_require__(7900);
;// CONCATENATED MODULE: ./src/cli/commands.ts















/** Every subcommand, one per action (the registry's two steps are two). */
const COMMANDS = [
    { name: 'deploy', actionDir: '.', shape: settings/* deployShape */.X, run: deploy_main/* run */.e },
    { name: 'changes', actionDir: 'changes', shape: inputs/* changesShape */.D, run: main/* run */.e },
    { name: 'sweep', actionDir: 'sweep', shape: sweep_inputs/* sweepShape */.E, run: sweep_main/* run */.e },
    { name: 'delete', actionDir: 'delete', shape: delete_inputs/* deleteShape */.j, run: delete_main/* run */.e },
    { name: 'listener', actionDir: 'listener', shape: listener_inputs/* listenerShape */.g, run: listener_main/* run */.e },
    { name: 'repos', actionDir: 'repos', shape: repos_inputs/* reposShape */.H, run: repos_main/* run */.e },
    {
        name: 'registry login',
        actionDir: 'registry',
        shape: registry_inputs/* registryShape */.N,
        run: registry_main/* run */.eF,
        keepsState: true,
    },
    {
        name: 'registry logout',
        actionDir: 'registry',
        shape: {},
        run: async (runtime) => {
            await (0,post/* runPost */.a)(runtime);
            // Logged out: a second logout has nothing to undo.
            for (const name of [registry_main/* REGISTRY_HOST_STATE */.$c, registry_main/* REGISTRY_LOGIN_PID_STATE */._Y])
                runtime.saveState(name, '');
            return undefined;
        },
        keepsState: true,
        about: 'Log docker out of the registry the last `registry login` logged in to.',
    },
];

;// CONCATENATED MODULE: ./src/cli/exit-codes.ts
/** The exit code of each ending; a cancel's is the shell's for the signal (128 + its number). */
const EXIT_CODES = {
    success: 0,
    failed: 1,
    'bad-input': 2,
    unhealthy: 3,
    'timed-out': 4,
};
const CANCEL_CODES = { SIGINT: 130, SIGTERM: 143 };
/** The `result` outputs that name an ending of their own. */
const ENDING_RESULTS = new Set([
    'failed',
    'unhealthy',
    'timed-out',
    'cancelled',
]);
/**
 * How the step ended: why it ended early when the report says (bad input, a stop), else the
 * action's own `result` (the deploy's `unhealthy`), else failed or success. No report (a step
 * with nothing to report, the registry's logout) is a success.
 */
function outcomeOf(report) {
    if (!report)
        return 'success';
    if (report.failure?.kind)
        return report.failure.kind;
    const result = report.outputs.result;
    if (report.failure && result && ENDING_RESULTS.has(result))
        return result;
    return report.failure ? 'failed' : 'success';
}
/** The exit code: 130 after SIGINT, 143 after SIGTERM, for a cancel; see EXIT_CODES. */
function exitCodeOf(outcome, signal) {
    if (outcome === 'cancelled')
        return CANCEL_CODES[signal ?? 'SIGINT'] ?? 130;
    return EXIT_CODES[outcome];
}

// EXTERNAL MODULE: ./src/common/inputs.ts
var common_inputs = __webpack_require__(9184);
;// CONCATENATED MODULE: ./src/cli/credentials.ts
/** The inputs that hold one credential, and the environment variables each is read from. */
const CREDENTIALS = {
    // As the service's own command line reads it, then the name the README gives the secret.
    'api-key': ['LANGSMITH_API_KEY', 'CONTROL_PLANE_API_KEY'],
    'bearer-token': ['CONTROL_PLANE_BEARER_TOKEN'],
    'github-token': ['GITHUB_TOKEN'],
};
/** Inputs that hold secret values among other lines: taken only as `@FILE`. */
const FILE_ONLY = new Set(['secrets']);
/** The flag that names a file holding a credential: `--api-key-file`. */
function fileFlagOf(credential) {
    return `${credential}-file`;
}
/** Where a credential may come from, in words: `LANGSMITH_API_KEY, CONTROL_PLANE_API_KEY or --api-key-file FILE`. */
function credentialSources(credential) {
    const variables = CREDENTIALS[credential] ?? [];
    return [...variables, `--${fileFlagOf(credential)} FILE`]
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1');
}
/**
 * Why a flag may not carry `input`'s value, and where to put it instead; undefined when it may.
 * Never quotes the value: it is on the command line already, and must not reach a log too.
 */
function secretFlagRefusal(input, value) {
    if (input in CREDENTIALS) {
        return `--${input} is refused: a value on the command line shows in process lists and CI logs. Set ${credentialSources(input)} instead (treat a value already given here as seen).`;
    }
    if (FILE_ONLY.has(input) && !value.startsWith('@')) {
        return `--${input} takes only @FILE (or @- for standard input): secret values on the command line show in process lists and CI logs.`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/cli/flag-values.ts




/** Far more than any input takes (the action refuses past 64 KiB): a file larger is a mistake. */
const MAX_FILE_BYTES = 1024 * 1024;
/**
 * The value of every input given: flags as written, `@FILE` and `@-` read, and each credential
 * from its file flag or else its environment variables (two that differ are a problem: which
 * one is meant?). The credentials' variables are then removed from `env`, so no program the
 * action starts (git, docker) inherits a key it has no use for. Values are trimmed, as the
 * runner trims an input.
 */
async function readFlagValues(flags, command, sources) {
    const read = { values: {}, names: {} };
    const problems = [];
    const fromStdin = Object.entries(flags.inputs).filter(([, value]) => 'file' in value && value.file === '-');
    if (fromStdin.length > 1) {
        problems.push(`${fromStdin.map(([input]) => `--${input}`).join(' and ')} cannot both read @- (standard input)`);
    }
    for (const [input, value] of Object.entries(flags.inputs)) {
        read.names[input] = `--${input}`;
        if ('text' in value) {
            read.values[input] = value.text.trim();
            continue;
        }
        const text = await readSource(value.file, sources.stdin);
        if (typeof text === 'string')
            read.values[input] = text.trim();
        else
            problems.push(`--${input}: cannot read @${value.file}: ${text.problem}`);
    }
    for (const input of (0,common_inputs/* inputNames */.vj)(command.shape).filter((name) => name in CREDENTIALS)) {
        const found = await readCredential(input, flags.credentialFiles[input], sources);
        read.names[input] = found.name;
        if (found.problem)
            problems.push(found.problem);
        else if (found.value)
            read.values[input] = found.value;
    }
    return problems.length > 0 ? { problems } : { read };
}
async function readCredential(input, file, { env, stdin }) {
    const variables = CREDENTIALS[input] ?? [];
    const given = variables.filter((variable) => env[variable]?.trim());
    const values = new Set(given.map((variable) => env[variable]?.trim()));
    for (const variable of variables)
        delete env[variable];
    if (file !== undefined) {
        const flag = `--${fileFlagOf(input)}`;
        const text = await readSource(file, stdin);
        if (typeof text === 'string')
            return { name: flag, value: text.trim() };
        return { name: flag, problem: `${flag}: cannot read ${file}: ${text.problem}` };
    }
    if (values.size > 1) {
        return {
            name: given.join(' and '),
            problem: `${given.join(' and ')} are both set, to different values: unset the one not meant for ${input}`,
        };
    }
    const [variable] = given;
    if (!variable)
        return { name: credentialSources(input) };
    return { name: variable, value: [...values][0] };
}
/** A file's text (`-`: standard input), or why it cannot be read. */
async function readSource(file, stdin) {
    try {
        if (file === '-')
            return await readBounded(stdin);
        const { size } = await (0,promises_.stat)(file);
        if (size > MAX_FILE_BYTES)
            return { problem: `it is ${size} bytes, more than ${MAX_FILE_BYTES}` };
        return await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return { problem: 'no such file' };
        if (code === 'EISDIR')
            return { problem: 'it is a directory' };
        if (code === 'EACCES')
            return { problem: 'permission denied' };
        return { problem: (0,action_runtime/* describeFailure */.Ic)(error) };
    }
}
async function readBounded(stream) {
    const chunks = [];
    let size = 0;
    for await (const chunk of stream) {
        size += chunk.length;
        if (size > MAX_FILE_BYTES)
            return { problem: `it is more than ${MAX_FILE_BYTES} bytes` };
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}

;// CONCATENATED MODULE: ./src/cli/flags.ts



/** The command line's own options, beside the action's inputs. */
const OPTIONS = {
    'outputs-file': {
        takes: 'FILE',
        about: 'Write the outputs there in dotenv form, NAME=value a line, each output name with "-" as "_" (GitLab: artifacts:reports:dotenv).',
    },
    'summary-file': { takes: 'FILE', about: "Write the job summary's Markdown there." },
    json: {
        takes: 'switch',
        about: 'Write one JSON object a line on standard output for every event, the result last; nothing on standard error.',
    },
    debug: { takes: 'switch', about: 'Show the debug lines too.' },
    'state-file': {
        takes: 'FILE',
        about: 'Where login keeps the registry host for logout (default: a file in the temporary directory).',
    },
    help: { takes: 'switch', about: 'Show this help.' },
};
/** Every flag of `command`, by the name written after `--`. */
function flagsOf(command) {
    const { shape } = command;
    const switches = new Set((0,common_inputs/* booleanInputs */.up)(shape));
    const files = new Set((0,common_inputs/* multiLineInputs */.H9)(shape));
    const flags = new Map();
    for (const input of (0,common_inputs/* inputNames */.vj)(shape)) {
        if (input in CREDENTIALS) {
            flags.set(input, { kind: 'credential', input });
            flags.set(fileFlagOf(input), { kind: 'credential-file', input });
        }
        else {
            flags.set(input, {
                kind: 'input',
                input,
                switch: switches.has(input),
                file: files.has(input),
            });
        }
    }
    for (const [option, { takes }] of Object.entries(OPTIONS)) {
        if (option === 'state-file' && !command.keepsState)
            continue;
        flags.set(option, { kind: 'option', option: option, switch: takes === 'switch' });
    }
    return flags;
}
const SWITCH_WORD = /^(true|false)$/i;
/**
 * Reads the arguments after the command's name: `--name value`, `--name=value`; a switch as
 * `--wait`, `--no-wait`, `--wait=false` or `--wait false`; `-h` for help. Every problem is named
 * at once, and no value is ever repeated: a mistyped flag's value may be a secret, so it is
 * taken with the flag rather than shown as a stray argument.
 */
function parseFlags(args, command) {
    const known = flagsOf(command);
    const parsed = { inputs: {}, options: {}, credentialFiles: {} };
    const problems = [];
    const seen = new Set();
    for (let at = 0; at < args.length; at++) {
        const arg = args[at];
        if (arg === '-h') {
            parsed.options.help = 'true';
            continue;
        }
        if (!arg.startsWith('--') || arg === '--') {
            problems.push(strayArgument(at, args[at - 1], known));
            continue;
        }
        const equals = arg.indexOf('=');
        const written = equals === -1 ? arg.slice(2) : arg.slice(2, equals);
        const inline = equals === -1 ? undefined : arg.slice(equals + 1);
        const negated = written.startsWith('no-') ? known.get(written.slice(3)) : undefined;
        const flag = known.get(written) ?? (isSwitch(negated) ? negated : undefined);
        const next = args[at + 1];
        // A value written as the next argument; never one that is itself a flag.
        const takeNext = () => {
            if (next === undefined || next.startsWith('--'))
                return undefined;
            at++;
            return next;
        };
        if (!flag) {
            if (inline === undefined)
                takeNext();
            problems.push(unknownFlag(written, known));
            continue;
        }
        const name = flagName(flag);
        if (seen.has(name)) {
            if (inline === undefined && !isSwitch(flag))
                takeNext();
            problems.push(`--${name} is given more than once`);
            continue;
        }
        seen.add(name);
        let value;
        if (negated === flag)
            value = inline === undefined ? 'false' : undefined;
        else if (isSwitch(flag))
            value = inline ?? (next && SWITCH_WORD.test(next) ? takeNext() : 'true');
        else
            value = inline ?? takeNext();
        if (flag.kind === 'credential') {
            problems.push(secretFlagRefusal(flag.input, value ?? ''));
            continue;
        }
        if (value === undefined) {
            problems.push(negated === flag ? `--no-${name} takes no value` : `--${name} needs a value`);
            continue;
        }
        const refused = flag.kind === 'input' ? secretFlagRefusal(flag.input, value) : undefined;
        if (refused)
            problems.push(refused);
        else
            record(parsed, flag, value);
    }
    return problems.length > 0 ? { problems, options: parsed.options } : { flags: parsed };
}
function unknownFlag(written, known) {
    const negated = written.startsWith('no-') ? written.slice(3) : '';
    if (known.has(negated)) {
        return `unknown flag --${written}: --${negated} is no switch; give it a value, or leave it out`;
    }
    const near = (0,nearest_name/* closest */.kp)(written, [...known.keys()]);
    return `unknown flag --${written}${near ? `; did you mean --${near}?` : ''}`;
}
/** Why an argument that is no flag is refused, without repeating it (it may be a secret). */
function strayArgument(at, before, known) {
    const previous = before?.startsWith('--') && !before.includes('=') ? before.slice(2) : '';
    const flag = known.get(previous);
    if (isSwitch(flag)) {
        return `argument ${at + 1} follows the switch --${previous}, which takes no value but true or false: write --${previous}, --no-${previous} or --${previous}=VALUE`;
    }
    return `unexpected argument ${at + 1}: every input is a flag, such as --deployment-name NAME`;
}
function isSwitch(flag) {
    return flag !== undefined && 'switch' in flag && flag.switch;
}
function flagName(flag) {
    if (flag.kind === 'option')
        return flag.option;
    return flag.kind === 'credential-file' ? fileFlagOf(flag.input) : flag.input;
}
function record(parsed, flag, value) {
    switch (flag.kind) {
        case 'input':
            parsed.inputs[flag.input] =
                flag.file && value.startsWith('@') ? { file: value.slice(1) } : { text: value };
            return;
        case 'option':
            parsed.options[flag.option] = value;
            return;
        case 'credential-file':
            parsed.credentialFiles[flag.input] = value;
            return;
    }
}

;// CONCATENATED MODULE: ./src/cli/help.ts






const WIDTH = 96;
const EXIT_CODES_TEXT = [
    'Exit codes: 0 done (deployed, submitted, planned), 1 failed, 2 bad input (nothing sent),',
    '3 unhealthy (deployed, but a check after DEPLOYED did not pass), 4 timed out,',
    '130 or 143 cancelled (SIGINT or SIGTERM; the outputs file is still written).',
];
/**
 * The descriptions of `command`'s action.yml, read where the package keeps it: the flags'
 * help is the action's own text. The YAML parser loads only for --help.
 */
async function readActionText(root, command) {
    const { parse } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    try {
        const manifest = parse(await (0,promises_.readFile)((0,external_node_path_.join)(root, command.actionDir, 'action.yml'), 'utf8'));
        const inputs = (manifest?.inputs ?? {});
        return {
            description: String(manifest?.description ?? ''),
            inputs: Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, String(input?.description ?? '')])),
        };
    }
    catch {
        return { description: '', inputs: {} };
    }
}
/** `agent-deploy --help`: every command, where secrets come from, the exit codes. */
function mainHelp(texts) {
    const width = Math.max(...COMMANDS.map((command) => command.name.length));
    const commands = COMMANDS.flatMap((command) => {
        const about = command.about ?? texts.get(command)?.description ?? '';
        return wrap(about, WIDTH - width - 4, `  ${command.name.padEnd(width)}  `, ' '.repeat(width + 4));
    });
    return [
        'Usage: agent-deploy <command> [--input value ...]',
        '',
        "Each command runs one of the actions' cores; its flags are the action's inputs.",
        '',
        'Commands:',
        ...commands,
        '',
        ...wrap(`Credentials never go on the command line: api-key comes from ${credentialSources('api-key')}; bearer-token from ${credentialSources('bearer-token')}; github-token from ${credentialSources('github-token')}.`, WIDTH, '', ''),
        '',
        ...EXIT_CODES_TEXT,
        '',
        '`agent-deploy <command> --help` lists its flags.',
        '',
    ].join('\n');
}
/** `agent-deploy deploy --help`: each input as its flag, with action.yml's words and default. */
function commandHelp(command, text) {
    const defaults = (0,common_inputs/* inputDefaults */.V0)(command.shape);
    const flags = flagsOf(command);
    const inputs = (0,common_inputs/* inputNames */.vj)(command.shape).flatMap((input) => {
        const flag = flags.get(input);
        const shown = flag?.kind === 'credential'
            ? `${input}: from ${credentialSources(input)}`
            : flag?.kind === 'input' && flag.switch
                ? `--[no-]${input}`
                : `--${input} ${flag?.kind === 'input' && flag.file ? 'VALUE|@FILE' : 'VALUE'}`;
        const fallback = defaults[input] ? ` (default: ${defaults[input]})` : '';
        return [
            `  ${shown}`,
            ...wrap(`${text.inputs[input] ?? ''}${fallback}`, WIDTH - 6, '      ', '      '),
        ];
    });
    const options = [...flags.values()].flatMap((flag) => {
        if (flag.kind !== 'option')
            return [];
        const { takes, about } = OPTIONS[flag.option];
        const shown = takes === 'switch' ? `--${flag.option}` : `--${flag.option} ${takes}`;
        return [`  ${shown}`, ...wrap(about, WIDTH - 6, '      ', '      ')];
    });
    const credentials = (0,common_inputs/* inputNames */.vj)(command.shape).some((input) => input in CREDENTIALS);
    return [
        `Usage: agent-deploy ${command.name}${inputs.length > 0 ? ' [--input value ...]' : ''}`,
        '',
        ...wrap(command.about ?? text.description, WIDTH, '', ''),
        ...(inputs.length > 0 ? ['', "Inputs (the action's, by the same names):", ...inputs] : []),
        ...(credentials
            ? ['', 'A credential is never a flag: a process list and a CI log would show it.']
            : []),
        '',
        'Options:',
        ...options,
        '',
        ...EXIT_CODES_TEXT,
        '',
    ].join('\n');
}
/** `text` in lines of at most `width` characters, the first after `first`, the rest after `rest`. */
function wrap(text, width, first, rest) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
        if (line && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    if (line)
        lines.push(line);
    return lines.map((text, at) => `${at === 0 ? first : rest}${text}`);
}

;// CONCATENATED MODULE: ./src/cli/json-view.ts

/**
 * One JSON object a line on standard output for everything the step tells (docs/cli.md gives
 * the schema): its `type`, the event's own members, `message` (the log line), and `time`.
 */
class JsonView {
    #out;
    #debug;
    constructor(out, options) {
        this.#out = out;
        this.#debug = options.debug;
    }
    line(text, event) {
        this.#emit(event ? { ...event, message: text } : { type: 'log', message: text });
    }
    debug(text) {
        if (this.#debug)
            this.#emit({ type: 'debug', message: text });
    }
    group(title, lines) {
        this.#emit({ type: 'group', title, lines });
    }
    warning(text, title) {
        this.#emit({ type: 'warning', message: text, ...(title && { title }) });
    }
    error(text, title) {
        this.#emit({ type: 'error', message: text, ...(title && { title }) });
    }
    result(result) {
        this.#emit({ type: 'result', ...result });
    }
    #emit(event) {
        const line = JSON.stringify({ ...event, time: new Date().toISOString() });
        this.#out.write(`${(0,action_runtime/* escapeRawControls */.S3)(line)}\n`);
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/common/bounded-json.ts
var bounded_json = __webpack_require__(7835);
;// CONCATENATED MODULE: ./src/cli/state-file.ts




/** State that lives as long as the command: for the commands that keep none. */
function memoryState() {
    const values = new Map();
    return { save: (name, value) => values.set(name, value), read: (name) => values.get(name) ?? '' };
}
/** Where login keeps its state unless --state-file says: the user's own file in the temp directory. */
function defaultStateFile() {
    let user = 'user';
    try {
        user = (0,external_node_os_.userInfo)().uid;
    }
    catch {
        // No user entry (a container's arbitrary uid): one file for the machine will do.
    }
    return (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `agent-deploy-state-${user}.json`);
}
/**
 * State kept in a JSON file between commands, written at once on each save (a command killed
 * mid-login still leaves what its logout needs), readable by its owner alone.
 */
function fileState(file) {
    const values = readState(file);
    return {
        save(name, value) {
            if (value)
                values[name] = value;
            else
                delete values[name];
            (0,external_node_fs_.writeFileSync)(file, `${JSON.stringify(values)}\n`, { mode: 0o600 });
        },
        read: (name) => values[name] ?? '',
    };
}
function readState(file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch {
        return {};
    }
    const parsed = (0,bounded_json/* parseBoundedJson */.Rj)(text);
    const value = parsed.kind === 'json' ? parsed.value : undefined;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return {};
    return Object.fromEntries(Object.entries(value).filter((entry) => typeof entry[1] === 'string'));
}

// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
;// CONCATENATED MODULE: ./src/cli/text-view.ts

const BAR_CELLS = 24;
/**
 * Lines for a person, on standard error. On a terminal the upload's progress is one bar drawn
 * again in place; elsewhere (a CI log) every line is a plain line. A line cannot act as a
 * workflow command either, should the command line run inside a GitHub workflow.
 */
class TextView {
    #out;
    #terminal;
    #debug;
    #barShown = false;
    constructor(out, options) {
        this.#out = out;
        this.#terminal = options.terminal;
        this.#debug = options.debug;
    }
    line(text, event) {
        if (this.#terminal && event?.type === 'upload' && !event.done) {
            this.#clearBar();
            this.#out.write(progressBar(event));
            this.#barShown = true;
            return;
        }
        this.#write(text);
    }
    debug(text) {
        if (this.#debug)
            this.#write(text, 'debug: ');
    }
    group(title, lines) {
        this.#write(title);
        for (const line of lines)
            this.#write(line, '  ', '  ');
    }
    warning(text, title) {
        this.#write(title ? `${title}: ${text}` : text, 'warning: ');
    }
    error(text, title) {
        this.#write(title ? `${title}: ${text}` : text, 'error: ');
    }
    result() {
        // The step's last line (its conclusion or its error) said it already.
    }
    /** Each line of `text`, the first after `first`, the rest after `rest`. */
    #write(text, first = '', rest = '  ') {
        this.#clearBar();
        const lines = (0,runner_text/* inertLog */.H_)(text).split('\n');
        this.#out.write(lines.map((line, at) => `${at === 0 ? first : rest}${line}\n`).join(''));
    }
    #clearBar() {
        if (!this.#barShown)
            return;
        this.#out.write('\r\u001b[K');
        this.#barShown = false;
    }
}
/** `uploading ▕██████░░░░▏  25% 1.2 of 4.8 MB`, one line to draw over. */
function progressBar({ sentBytes, totalBytes }) {
    const share = totalBytes === 0 ? 1 : Math.min(1, sentBytes / totalBytes);
    const filled = Math.round(share * BAR_CELLS);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_CELLS - filled)}`;
    const mb = (bytes) => (bytes / (1024 * 1024)).toFixed(1);
    const percent = String(Math.floor(share * 100)).padStart(3);
    return `uploading ▕${bar}▏ ${percent}% ${mb(sentBytes)} of ${mb(totalBytes)} MB`;
}

;// CONCATENATED MODULE: ./src/cli/run-cli.ts













const processIo = () => ({
    args: process.argv.slice(2),
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
});
/**
 * `agent-deploy <command> [flags]`: reads the flags by the action's shape, runs the action's
 * core on the command line's runtime, and returns the exit code (exit-codes.ts). `root` is the
 * package's folder, where each action.yml is (for --help). A first SIGINT or SIGTERM stops the
 * step as a cancelled job does, outputs file and all; a second one ends the process at once.
 */
async function runCli(root, io = processIo()) {
    const [first = '--help', second = ''] = io.args;
    if (['--help', '-h', 'help'].includes(first)) {
        const texts = await Promise.all(COMMANDS.map(async (c) => [c, await readActionText(root, c)]));
        io.stdout.write(mainHelp(new Map(texts)));
        return 0;
    }
    if (first === '--version') {
        io.stdout.write(`${packageVersion(root)}\n`);
        return 0;
    }
    const found = findCommand(first, second);
    if ('problem' in found) {
        // No command, so no flags to read: --json is looked for as it is most often written.
        const json = io.args.some((arg) => /^--json(=true)?$/i.test(arg));
        return badInput(usageView(io, json), '', [found.problem]);
    }
    const { command } = found;
    const parsed = parseFlags(io.args.slice(command.name.split(' ').length), command);
    if ('problems' in parsed) {
        const json = parsed.options.json === 'true';
        return badInput(usageView(io, json), command.name, parsed.problems);
    }
    const { flags } = parsed;
    if (flags.options.help === 'true') {
        io.stdout.write(commandHelp(command, await readActionText(root, command)));
        return 0;
    }
    const view = viewOf(io, flags);
    const signals = watchSignals();
    try {
        const values = await readFlagValues(flags, command, io);
        if ('problems' in values)
            return badInput(view, command.name, values.problems);
        const runtime = new CliRuntime(cliInputs(values.read), view, filesOf(flags), stateOf(command, flags));
        // Stopped while the files were read: the step starts, hears nothing, and would run on.
        const report = signals.received() ? undefined : await command.run(runtime);
        runtime.finishOutputsFile();
        const outcome = signals.received() && !report ? 'cancelled' : outcomeOf(report);
        const exitCode = exitCodeOf(outcome, signals.received());
        // Redacted and bounded as every line the view shows: the failure may quote the service.
        const failure = report?.failure && {
            title: (0,action_runtime/* cleanMessage */.V8)(report.failure.title),
            message: (0,action_runtime/* cleanMessage */.V8)(report.failure.message),
        };
        const outputs = Object.fromEntries(runtime.outputs);
        view.result({ command: command.name, outcome, exitCode, outputs, ...(failure && { failure }) });
        return exitCode;
    }
    finally {
        signals.dispose();
    }
}
/**
 * Which signal asked the step to stop, while StepClock hears it too and stops the step; a
 * second signal ends the process at once with the first one's exit code.
 */
function watchSignals() {
    let received;
    const onSignal = (signal) => {
        if (received)
            process.exit(exitCodeOf('cancelled', received));
        received = signal;
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return {
        received: () => received,
        dispose: () => {
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
        },
    };
}
function findCommand(first, second) {
    const command = COMMANDS.find((c) => c.name === first || c.name === `${first} ${second}`);
    if (command)
        return { command };
    const shown = (0,action_runtime/* cleanMessage */.V8)(first).slice(0, 40);
    const words = [...new Set(COMMANDS.map((c) => c.name.split(' ')[0]))];
    if (words.includes(first)) {
        const subcommands = COMMANDS.filter((c) => c.name.startsWith(`${first} `)).map((c) => c.name);
        return { problem: `${first} needs one of: ${subcommands.join(', ')}` };
    }
    const near = (0,nearest_name/* closest */.kp)(first, words);
    return {
        problem: `unknown command ${JSON.stringify(shown)}${near ? `; did you mean ${near}?` : ''} (agent-deploy --help lists them)`,
    };
}
/** Ends a command the command line itself refused: nothing was sent, and no file is written. */
function badInput(view, command, problems) {
    const exitCode = exitCodeOf('bad-input');
    const message = problems.map(action_runtime/* cleanMessage */.V8).join('\n');
    const title = `${command || 'agent-deploy'} not started: bad input`;
    view.error(message, title);
    view.result({
        command,
        outcome: 'bad-input',
        exitCode,
        outputs: {},
        failure: { title, message },
    });
    return exitCode;
}
function viewOf(io, flags) {
    const debug = flags.options.debug === 'true';
    if (flags.options.json === 'true')
        return new JsonView(io.stdout, { debug });
    return new TextView(io.stderr, { terminal: io.stderr.isTTY === true, debug });
}
/** The view for problems found before the flags were all read: --json, if it was asked for. */
function usageView(io, json) {
    return json
        ? new JsonView(io.stdout, { debug: false })
        : new TextView(io.stderr, { terminal: false, debug: false });
}
function filesOf(flags) {
    const { 'outputs-file': outputs, 'summary-file': summary } = flags.options;
    return { ...(outputs && { outputs }), ...(summary && { summary }) };
}
function stateOf(command, flags) {
    if (!command.keepsState)
        return memoryState();
    return fileState(flags.options['state-file'] ?? defaultStateFile());
}
function packageVersion(root) {
    try {
        return String(JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, 'package.json'), 'utf8')).version);
    }
    catch {
        return 'unknown';
    }
}


/***/ }),

/***/ 5045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C2: () => (/* binding */ SuggestionBudget),
/* harmony export */   kp: () => (/* binding */ closest),
/* harmony export */   qb: () => (/* binding */ nearestName)
/* harmony export */ });
/* unused harmony export editDistance */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** At most this many entries of one directory are compared. */
const MAX_NAMES = 1000;
/**
 * What the "did you mean" look-ups of one check may spend together: a suggestion is a
 * courtesy, and a config naming many missing files in a huge directory must not turn it into
 * minutes of reading. Each directory is read once, at most MAX_NAMES of its entries.
 */
class SuggestionBudget {
    #listings = new Map();
    #signal;
    #maxEntries;
    #maxMs;
    #deadline;
    #entriesRead = 0;
    constructor(signal, limits = { entries: 10_000, ms: 1000 }) {
        this.#signal = signal;
        this.#maxEntries = limits.entries;
        this.#maxMs = limits.ms;
    }
    /** How many directory entries the look-ups have read so far. */
    get entriesRead() {
        return this.#entriesRead;
    }
    /** The entries of `dir` (at most MAX_NAMES of them), or undefined when it cannot be read. */
    list(dir) {
        this.#deadline ??= performance.now() + this.#maxMs;
        let listing = this.#listings.get(dir);
        if (!listing) {
            listing = this.#read(dir);
            this.#listings.set(dir, listing);
        }
        return listing;
    }
    #spent() {
        return (this.#entriesRead >= this.#maxEntries ||
            performance.now() >= (this.#deadline ?? 0) ||
            this.#signal?.aborted === true);
    }
    async #read(dir) {
        if (this.#spent())
            return [];
        const entries = [];
        try {
            // Breaking out of the loop closes the directory: the rest of it is never read.
            for await (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.opendir)(dir, { bufferSize: 64 })) {
                entries.push(entry);
                this.#entriesRead++;
                if (entries.length >= MAX_NAMES || this.#spent())
                    break;
            }
        }
        catch {
            if (entries.length === 0)
                return undefined;
        }
        return entries;
    }
}
/**
 * The existing file closest to the missing `file`, shown as `./path` relative to `base`, when
 * one is close enough to be a typo (`agnet.py` for `agent.py`): a file of the same directory,
 * or, when that directory is missing, of a sibling directory with a close name. Only what
 * `budget` still allows is read.
 */
async function nearestName(file, base, budget) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file);
    const name = node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file);
    const namesIn = async (of, keep) => (await budget.list(of))?.filter(keep).map((entry) => entry.name);
    const filesIn = (of) => namesIn(of, (entry) => entry.isFile());
    const inDir = await filesIn(dir);
    let found = inDir && closest(name, inDir);
    if (inDir === undefined) {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        const siblings = await namesIn(parent, (entry) => entry.isDirectory());
        const sibling = closest(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(dir), siblings ?? []);
        const inSibling = sibling && (await filesIn(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(parent, sibling)));
        const match = inSibling && (inSibling.includes(name) ? name : closest(name, inSibling));
        if (sibling && match)
            found = node_path__WEBPACK_IMPORTED_MODULE_1___default().join('..', sibling, match);
    }
    if (!found)
        return undefined;
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(base, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, found)).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    return relative.startsWith('..') ? relative : `./${relative}`;
}
/** The candidate within a typo's distance of `wanted`: at most 1 edit per 4 characters, 3 at most. */
function closest(wanted, candidates) {
    const allowed = Math.min(3, Math.max(1, Math.floor(wanted.length / 4)));
    let best;
    for (const name of candidates) {
        if (name === wanted)
            continue;
        const distance = editDistance(wanted, name);
        if (distance <= allowed && (!best || distance < best.distance))
            best = { name, distance };
    }
    return best?.name;
}
/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a, b) {
    if (Math.abs(a.length - b.length) > 3)
        return 4;
    const rows = [];
    for (let i = 0; i <= a.length; i++) {
        rows.push([i]);
        for (let j = 1; j <= b.length; j++) {
            const row = rows[i];
            if (i === 0) {
                row.push(j);
                continue;
            }
            const above = rows[i - 1];
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                best = Math.min(best, rows[i - 2]?.[j - 2] + 1);
            }
            row.push(best);
        }
    }
    return rows[a.length]?.[b.length];
}


/***/ })

};
