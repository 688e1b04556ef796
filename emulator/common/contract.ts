import { readFileSync } from 'node:fs';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { OpenAPIBackend } from 'openapi-backend';
import { parse } from 'yaml';
import { type FastApiIssue, toFastApiIssues } from './validation.ts';

/** The emulator's own description of the service; requests and answers are held to it. */
export const DOCUMENT_URL = new URL('../openapi.yaml', import.meta.url);

export interface RequestToCheck {
  operationId: string;
  /** Without the emulator's path prefix. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body; undefined when the request has none. */
  body?: unknown;
}

export interface DocumentedOperation {
  operationId: string;
  method: string;
  path: string;
  hasBody: boolean;
}

export interface Contract {
  /**
   * Compiles the validators of these operations (all when none are named) now rather than at
   * their first request, which a client's time-out might not survive; a mistake in the
   * document shows here.
   */
  prepare(operationIds?: string[]): void;
  operations(): DocumentedOperation[];
  operation(operationId: string): DocumentedOperation | undefined;
  /** What FastAPI would refuse in this request; empty when the document allows it. */
  checkRequest(request: RequestToCheck): FastApiIssue[];
  /** What the document refuses in this request, as ajv words it; empty when it allows it. */
  requestErrors(request: RequestToCheck): ErrorObject[];
  /**
   * Why this answer breaks the document; undefined when it keeps to it. A body of another media
   * type than JSON is its text; the document must give the status that media type, and when it
   * describes the text as JSON (`contentMediaType` and `contentSchema`), the text is held to it.
   */
  checkAnswer(
    operationId: string,
    status: number,
    body: unknown,
    mediaType?: string,
  ): string | undefined;
}

let loading: Promise<Contract> | undefined;

/** Loads and compiles the document once per process. */
export function loadContract(): Promise<Contract> {
  loading ??= compile();
  return loading;
}

async function compile(): Promise<Contract> {
  const ajvs = new Map<string, Ajv2020>();
  const definition = parse(readFileSync(DOCUMENT_URL, 'utf8'));
  const api = new OpenAPIBackend({
    definition,
    // `quick` skips openapi-backend's own check of the document: that check uses the OpenAPI 3.0
    // meta-schema and refuses any 3.1 document. ajv's strictSchema still refuses unknown keywords.
    quick: true,
    strict: true,
    coerceTypes: true,
    // Unoptimized code compiles in a third of the time; the emulator's bodies are small.
    ajvOpts: { allErrors: true, verbose: true, strictSchema: true, code: { optimize: false } },
    // openapi-backend compiles with draft-07 ajv, which silently ignores 2020-12 keywords
    // (unevaluatedProperties) and knows no uuid or date-time format.
    // One instance per set of options: a new one compiles the 2020-12 meta-schema again.
    customizeAjv: (_draft07, options) => {
      const key = JSON.stringify(options);
      let ajv = ajvs.get(key);
      if (!ajv) {
        ajv = new Ajv2020(options);
        ajvFormats.default(ajv); // a CommonJS module: its function is also its `default`
        ajvs.set(key, ajv);
      }
      return ajv;
    },
  });
  // JSON inside a text answer is held to its `contentSchema`, which openapi-backend never reads.
  const textSchemas = new Ajv2020({ strict: false, allErrors: true });
  ajvFormats.default(textSchemas);
  const textValidators = new Map<string, ValidateFunction>();
  await api.init(); // in `quick` mode, validators compile at their first use or in prepare()

  const describe = (operationId: string): DocumentedOperation | undefined => {
    const operation = api.getOperation(operationId);
    if (!operation) return undefined;
    const method = operation.method.toUpperCase();
    return { operationId, method, path: operation.path, hasBody: 'requestBody' in operation };
  };

  return {
    prepare(operationIds = api.getOperations().map((op) => op.operationId ?? '')) {
      for (const operationId of operationIds) {
        api.validator.getRequestValidatorsForOperation(operationId);
        api.validator.getStatusBasedResponseValidatorForOperation(operationId);
      }
    },
    operations: () => api.getOperations().flatMap((op) => describe(op.operationId ?? '') ?? []),
    operation: describe,
    checkRequest(request) {
      const issues = toFastApiIssues(requestErrors(request));
      // ajv sees query parameters after coercion; FastAPI echoes them as they were sent.
      return issues.map((issue) => {
        const sent = issue.loc[0] === 'query' ? request.query[String(issue.loc[1])] : undefined;
        return issue.loc.length === 2 && 'input' in issue && sent !== undefined
          ? { ...issue, input: sent }
          : issue;
      });
    },
    requestErrors,
    checkAnswer(operationId, status, body, mediaType = 'application/json') {
      const operation = api.getOperation(operationId);
      if (!operation) return `${operationId} is not in the document`;
      const documented = Object.keys(operation.responses ?? {});
      if (!documentsStatus(documented, status)) {
        return `the document gives ${operationId} no ${status} answer`;
      }
      if (mediaType !== 'application/json') {
        return checkText(operation.responses ?? {}, status, body, mediaType, operationId);
      }
      const result = api.validateResponse(body, operationId, status);
      if (result.valid) return undefined;
      return (result.errors ?? [])
        .map((error) => `${error.instancePath || 'the body'} ${error.message}`)
        .join('; ');
    },
  };

  function requestErrors(request: RequestToCheck): ErrorObject[] {
    const operation = describe(request.operationId);
    if (!operation) throw new Error(`${request.operationId} is not in ${DOCUMENT_URL.pathname}`);
    const hasBody = request.body !== undefined;
    const result = api.validateRequest(
      {
        method: operation.method,
        path: request.path,
        query: { ...request.query },
        headers: hasBody ? { 'content-type': 'application/json' } : {},
        ...(hasBody && { body: JSON.stringify(request.body) }),
      },
      request.operationId,
    );
    return (result.errors ?? []).filter((e) => !isLeftToCaller(e));
  }

  /** A text answer: its media type documented for the status, and JSON text held to its schema. */
  function checkText(
    responses: Record<string, unknown>,
    status: number,
    body: unknown,
    mediaType: string,
    operationId: string,
  ): string | undefined {
    const content = (responseFor(responses, status) as { content?: Record<string, unknown> })
      ?.content;
    const described = content?.[mediaType] as { schema?: { contentSchema?: unknown } } | undefined;
    if (!described) return `the document gives ${operationId}'s ${status} answer no ${mediaType}`;
    if (typeof body !== 'string') return `the ${mediaType} answer is not text`;
    const schema = described.schema?.contentSchema;
    if (schema === undefined) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return 'the text is not the JSON the document describes';
    }
    const key = `${operationId} ${status} ${mediaType}`;
    let validate = textValidators.get(key);
    if (!validate) {
      // The schema's $refs point into the document's components: compiled beside them.
      validate = textSchemas.compile({ components: definition.components, allOf: [schema] });
      textValidators.set(key, validate);
    }
    if (validate(parsed)) return undefined;
    return (validate.errors ?? [])
      .map((error) => `${error.instancePath || 'the text'} ${error.message}`)
      .join('; ');
  }
}

/** The response a status gets: its own, its range's (`2XX`), or `default`. */
function responseFor(responses: Record<string, unknown>, status: number): unknown {
  return (
    responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default
  );
}

/**
 * FastAPI ignores query parameters an operation does not declare; a missing or unreadable
 * body is reported by the caller, which alone knows which of the two it was.
 */
function isLeftToCaller(error: ErrorObject): boolean {
  if (error.keyword === 'additionalProperties') return error.instancePath === '/query';
  return (
    error.keyword === 'required' &&
    error.instancePath === '' &&
    error.params.missingProperty === 'requestBody'
  );
}

function documentsStatus(documented: string[], status: number): boolean {
  const range = `${Math.floor(status / 100)}XX`;
  return documented.some((key) => key === String(status) || key === range || key === 'default');
}
