// What each input of each action does with each hostile value: refused before any request with
// a message that names the input, or accepted and passed on as data (never into a URL path).
//
// Count behaviours, not cases: the 704 cases (88 inputs of the six actions × 8 values, each run
// in-process through the action's own reader, one per action spawned) reach 48 distinct refusal
// messages (some from two rules), and 139 are passed on as data: a line break, control or invisible character in any one-line input; base-url
// required / not a URL; credential not header-safe; no credential; not a UUID; no deployment
// named; not a boolean; not one of the words (source, logs, compute-type, deployment-type); a
// health-check that is no path, or over 256; a smoke-test that is no list; an image-name docker
// would not take; a repo-ref git would not take; an image-uri that is no image reference, or
// names too long a repository; k8s-namespaces that are not DNS labels; source-path not a
// directory or leaving the workspace; repository not owner/name; over 255 (service wording and
// the action's own); structured input of the wrong type, with unknown keys, or an alias bomb; a
// secrets line without "="; not a duration; over 24h; compute-id needed to create; a name
// pattern without its {number}; a max-idle without its unit; a max-deletes that is no whole
// number, or over 1000; a dataset not in the workspace, an evaluator or threshold line of no
// known form, a gate setting out of range or without its dataset. Everything else about the inputs (https only, minimum durations, the
// 64 KiB cap, YAML syntax, secret names, reserved secrets, edges at 255 and 24h, input
// combinations, ...) is unit-tested on the schemas in test/common/inputs.test.ts and the test of
// each action's inputs module. This table is the action-level proof that a refused input sends
// no request at all.
import type { ActionName } from '../../../scripts/runner/action-manifest.ts';
import type { HostileKind } from '../../support/hostile-values.ts';

export type Outcome =
  | { refused: RegExp }
  /** Passed on; `exitCode` is what the step then ends with against the emulator. */
  | { accepted: 0 | 1 };

export type InputRule = { otherwise: Outcome } & Partial<Record<HostileKind, Outcome>>;

const refused = (message: RegExp): Outcome => ({ refused: message });
const ACCEPTED: Outcome = { accepted: 0 };

const UUID = refused(/must be a UUID such as/);
const REQUIRED = refused(/^is required/);
const NOT_GIVEN = { empty: ACCEPTED };
const BLANK_REQUIRED = { empty: REQUIRED };

/** Free text sent as a JSON member: anything goes, JSON-encoded, up to the service's limits. */
const TEXT: InputRule = { otherwise: ACCEPTED };
const BOUNDED_TEXT: InputRule = {
  otherwise: ACCEPTED,
  '10 kB': refused(/at most 255 characters/),
  'huge number': refused(/at most 255 characters/),
};
const UUID_OPTIONAL: InputRule = { otherwise: UUID, ...NOT_GIVEN };
const UUID_REQUIRED: InputRule = { otherwise: UUID, ...BLANK_REQUIRED };

const HEADER = refused(
  /must be printable ASCII without spaces or line breaks, because it is sent in an HTTP header/,
);
/** Sent as a header; one printable word is passed on as it is (the emulator is told to accept it). */
const CREDENTIAL: InputRule = {
  otherwise: HEADER,
  empty: refused(/is required unless bearer-token is given/),
  '10 kB': ACCEPTED,
  '../ in an id': ACCEPTED,
  'huge number': ACCEPTED,
};

const ONE_URL = refused(/must be one URL without spaces, line breaks or control characters/);

const CONNECTION: Record<string, InputRule> = {
  'base-url': {
    otherwise: refused(/must be an absolute URL such as https:\/\/cp\.example\.com/),
    ...BLANK_REQUIRED,
    'JSON with extra members': ONE_URL,
  },
  'api-key': CREDENTIAL,
  'bearer-token': CREDENTIAL,
  'tenant-id': UUID_OPTIONAL,
};

const DURATION: InputRule = {
  otherwise: refused(/must be a duration such as 90, 90s, 15m, 1h30m or 500ms/),
  ...NOT_GIVEN,
  'huge number': refused(/must be at most 24h/),
};

/** A plain YAML scalar: a string, or a number (`999…` reads as Infinity). */
const STRUCTURED_SCALAR = refused(/^Invalid input: expected (object|array), received /);
const ALIAS_BOMB = refused(/cannot be read: Excessive alias count/);

/** A name pattern without its one `{number}`: every hostile value is one. */
const NO_PLACEHOLDER = refused(/must hold \{number\} where the pull request's number goes/);

const BOOLEAN: InputRule = { otherwise: refused(/must be true or false/), ...NOT_GIVEN };

/** Tried with deployment-id left empty: a name is looked up, found nowhere, and nothing else happens. */
const DEPLOYMENT_NAME = (found: 0 | 1): InputRule => ({
  otherwise: { accepted: found },
  empty: refused(/or deployment-name is required/),
});

/** A GitHub environment's name, in the deploy and delete actions alike. */
const ENVIRONMENT: InputRule = {
  otherwise: ACCEPTED,
  '10 kB': refused(/must be at most 255 characters/),
  'huge number': refused(/must be at most 255 characters/),
};

const GIT_REF = refused(/^must be a branch, tag or commit sha that git accepts, but /);
const NOT_AN_IMAGE = refused(/^is not an image reference: write \[host\[:port\]\/\]path/);
const LONG_IMAGE_NAME = refused(
  /^names a repository of \d+ characters; a registry takes at most 255/,
);
const NOT_NAMESPACES = refused(/not a namespace name: each is a DNS label/);
/** A setting of the evaluation gate, given without the dataset that turns it on. */
const NEEDS_DATASET = refused(/^needs eval-dataset: the gate runs on a dataset/);

const DEPLOY: Record<string, InputRule> = {
  ...CONNECTION,
  'deployment-id': { otherwise: UUID, empty: refused(/or deployment-name is required/) },
  'deployment-name': DEPLOYMENT_NAME(1),
  'create-if-missing': BOOLEAN,
  'deployment-type': { otherwise: refused(/must be one of dev_free, dev, prod/), ...NOT_GIVEN },
  source: {
    otherwise: refused(
      /must be one of sourcehost, external_image, internal_image, internal_source, internal_template/,
    ),
    ...NOT_GIVEN,
  },
  // Tried with agent-config-path given: a path that reads well is looked for in the workspace
  // before any request, and is not there.
  'source-path': {
    otherwise: refused(/is not a directory in the workspace/),
    ...NOT_GIVEN,
    '../ in an id': refused(/must not leave the workspace with \.\./),
  },
  'integration-id': UUID_OPTIONAL,
  // Tried with integration-id given; the repository is only looked up when creating.
  repository: {
    otherwise: refused(/must be owner\/name, such as acme\/agents/),
    ...NOT_GIVEN,
    '../ in an id': ACCEPTED,
  },
  'redeploy-revision': UUID_OPTIONAL,
  'rollback-on-failure': BOOLEAN,
  logs: { otherwise: refused(/must be one of on-failure, always, never/), ...NOT_GIVEN },
  environment: ENVIRONMENT,
  'github-token': TEXT,
  'comment-on-pr': BOOLEAN,
  'dry-run': BOOLEAN,
  'repo-ref': {
    otherwise: GIT_REF,
    ...NOT_GIVEN,
    '10 kB': refused(/must be at most 255 characters/),
    'huge number': refused(/must be at most 255 characters/),
  },
  'agent-config-path': BOUNDED_TEXT,
  'image-uri': {
    otherwise: NOT_AN_IMAGE,
    ...NOT_GIVEN,
    '10 kB': LONG_IMAGE_NAME,
    'huge number': LONG_IMAGE_NAME,
  },
  // A list of cases or nothing: every value here reads as a scalar or a mapping, or not at all.
  'smoke-test': {
    otherwise: refused(/must be a YAML list of cases/),
    ...NOT_GIVEN,
    'YAML alias bomb': ALIAS_BOMB,
  },
  'health-check': {
    otherwise: refused(/must be a path on the deployment's URL starting with one \//),
    ...NOT_GIVEN,
    '10 kB': refused(/must be at most 256 characters/),
    'huge number': refused(/must be at most 256 characters/),
  },
  'source-tarball-path': TEXT,
  'source-config': {
    otherwise: STRUCTURED_SCALAR,
    ...NOT_GIVEN,
    'JSON with extra members': refused(/Unrecognized keys: "__proto__", "extra"/),
    'YAML alias bomb': ALIAS_BOMB,
  },
  secrets: { otherwise: refused(/^line 1 has no "=": write NAME=value/), ...NOT_GIVEN },
  'allow-empty-secrets': BOOLEAN,
  'secret-references': {
    otherwise: STRUCTURED_SCALAR,
    ...NOT_GIVEN,
    'JSON with extra members': refused(/Unrecognized key: "extra"/),
    'YAML alias bomb': ALIAS_BOMB,
  },
  wait: BOOLEAN,
  timeout: DURATION,
  'poll-interval': DURATION,
  // Tried with the inputs the gate needs beside it (eval-assistant, eval-evaluators and
  // eval-threshold), so a dataset reads alone; it is looked for in the workspace, and is not there.
  'eval-dataset': {
    otherwise: refused(/^is not a file in the workspace/),
    ...NOT_GIVEN,
    '../ in an id': refused(/must not leave the workspace with \.\./),
  },
  // The gate's other inputs are tried without a dataset: a value of the right form is refused
  // for want of one, so each form rule shows before it.
  'eval-assistant': {
    otherwise: NEEDS_DATASET,
    ...NOT_GIVEN,
    '10 kB': refused(/must be at most 256 characters/),
    'huge number': refused(/must be at most 256 characters/),
  },
  'eval-evaluators': {
    otherwise: refused(
      /^line 1: must be exact or contains, or the path of an ES module of the checkout/,
    ),
    ...NOT_GIVEN,
  },
  'eval-threshold': {
    otherwise: refused(/^line 1: must be KEY >= NUMBER, such as exact >= 0\.9/),
    ...NOT_GIVEN,
  },
  'eval-baseline': {
    otherwise: NEEDS_DATASET,
    ...NOT_GIVEN,
    '10 kB': refused(/must be live, or a deployment’s name or id/),
    'huge number': refused(/must be live, or a deployment’s name or id/),
  },
  'eval-max-regression': { otherwise: refused(/must be a number from 0 to 1/), ...NOT_GIVEN },
  'eval-regression': { otherwise: refused(/must be one of delta, significant/), ...NOT_GIVEN },
  'eval-concurrency': { otherwise: refused(/must be a whole number from 1 to 32/), ...NOT_GIVEN },
  'eval-repetitions': { otherwise: refused(/must be a whole number from 1 to 10/), ...NOT_GIVEN },
  'eval-timeout': DURATION,
  'eval-upload': BOOLEAN,
  'langsmith-endpoint': {
    otherwise: refused(/must be an absolute URL such as https:\/\/cp\.example\.com/),
    ...NOT_GIVEN,
    'JSON with extra members': ONE_URL,
  },
};

const LISTENER: Record<string, InputRule> = {
  ...CONNECTION,
  'listener-id': UUID_OPTIONAL,
  'compute-id': {
    ...BOUNDED_TEXT,
    '10 kB': refused(/must be at most 255 characters/),
    'huge number': refused(/must be at most 255 characters/),
    empty: refused(/is required to create a listener/),
  },
  'compute-type': { otherwise: refused(/must be one of k8s/), ...NOT_GIVEN },
  'k8s-namespaces': { otherwise: NOT_NAMESPACES, ...NOT_GIVEN },
  version: TEXT,
};

const REPOS: Record<string, InputRule> = {
  ...CONNECTION,
  'integration-id': UUID_REQUIRED,
  repository: {
    otherwise: refused(/must be owner\/name, such as acme\/agents/),
    ...NOT_GIVEN,
    // `..` is a fine owner as far as the form goes; it is only ever compared, never sent.
    '../ in an id': { accepted: 1 },
  },
};

/**
 * The registry action is tried on an existing sourcehost deployment: an input it passes on
 * reaches the push-token request, which the service refuses (400), so the step ends with 1.
 */
function endsRefusedByTheService(rules: Record<string, InputRule>): Record<string, InputRule> {
  const remap = (outcome: Outcome): Outcome => ('accepted' in outcome ? { accepted: 1 } : outcome);
  return Object.fromEntries(
    Object.entries(rules).map(([input, rule]) => [
      input,
      Object.fromEntries(Object.entries(rule).map(([kind, outcome]) => [kind, remap(outcome)])),
    ]),
  ) as Record<string, InputRule>;
}

const REGISTRY: Record<string, InputRule> = endsRefusedByTheService({
  ...CONNECTION,
  'deployment-id': { otherwise: UUID, empty: refused(/or deployment-name is required/) },
  'deployment-name': DEPLOYMENT_NAME(1),
  'create-if-missing': BOOLEAN,
  'deployment-type': { otherwise: refused(/must be one of dev_free, dev, prod/), ...NOT_GIVEN },
  'image-name': { otherwise: refused(/must be an image repository name/), ...NOT_GIVEN },
});

/** Inputs written on several lines; every other one is one line of visible text. */
const MULTI_LINE = new Set([
  'secrets',
  'source-config',
  'secret-references',
  'smoke-test',
  'k8s-namespaces',
  'eval-evaluators',
  'eval-threshold',
]);
const INVISIBLE = refused(/^must be one line without control or invisible characters; it holds \\/);

/** A line break, a control or an invisible character in a one-line input: refused before its own rule. */
function oneLine(rules: Record<string, InputRule>): Record<string, InputRule> {
  return Object.fromEntries(
    Object.entries(rules).map(([input, rule]) => [
      input,
      MULTI_LINE.has(input)
        ? rule
        : {
            ...rule,
            unicode: INVISIBLE,
            'newline in an id': INVISIBLE,
            'YAML alias bomb': INVISIBLE,
          },
    ]),
  );
}

/**
 * The actions the hostile-input matrix drives: every one that asks the control plane first. The
 * changes action asks it only once it found agents in a git checkout, and the eval action only
 * once it read its dataset: their inputs' rules are tried with the same hostile values
 * in-process (test/changes/inputs.test.ts, test/eval/inputs.test.ts).
 */
export type HostileAction = Exclude<ActionName, 'changes' | 'eval'>;

export const HOSTILE_TABLE: Record<HostileAction, Record<string, InputRule>> = {
  registry: oneLine(REGISTRY),
  deploy: oneLine(DEPLOY),
  listener: oneLine(LISTENER),
  repos: oneLine(REPOS),
  delete: oneLine({
    ...CONNECTION,
    // Tried with deployment-name given as well: any id is one too many.
    'deployment-id': { otherwise: UUID, ...NOT_GIVEN },
    'deployment-name': DEPLOYMENT_NAME(0),
    'delete-tracing-project': BOOLEAN,
    environment: ENVIRONMENT,
    'github-token': TEXT,
  }),
  // No deployment matches the pattern: the list is read, and GitHub is never asked.
  sweep: oneLine({
    ...CONNECTION,
    'name-pattern': { otherwise: NO_PLACEHOLDER, empty: REQUIRED },
    'environment-pattern': { otherwise: NO_PLACEHOLDER, ...NOT_GIVEN },
    // Without a token no pull request is asked about: max-idle must then judge alone.
    'github-token': {
      otherwise: ACCEPTED,
      empty: refused(/^is required without github-token/),
    },
    'max-idle': {
      otherwise: refused(/must be a duration with its unit, such as 14d or 36h/),
      ...NOT_GIVEN,
    },
    // Empty takes action.yml's default, 10.
    'max-deletes': {
      otherwise: refused(/must be a whole number of at least 1/),
      ...NOT_GIVEN,
      'huge number': refused(/must be at most 1000/),
    },
    'delete-tracing-project': BOOLEAN,
    'dry-run': BOOLEAN,
  }),
};

export function outcomeFor(rule: InputRule, kind: HostileKind): Outcome {
  return rule[kind] ?? rule.otherwise;
}
