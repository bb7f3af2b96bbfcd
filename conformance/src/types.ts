/** Shared vocabulary of the conformance suite: operations as the suite sees them, exchanges, outcomes, reports. */

export type Api = 'v2' | 'v3';
/** The report also holds the streaming contract's operations (spec/streaming/asyncapi.yaml). */
export type ReportApi = Api | 'streaming';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
export type JsonSchema = Record<string, unknown> | boolean;

export interface Param {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
  examples?: unknown[];
  style?: string;
  explode?: boolean;
}

export interface RequestBodySpec {
  required: boolean;
  contentType: string;
  schema: JsonSchema;
  example?: unknown;
}

export interface ResponseSpec {
  /** media type → schema (undefined when the response has no body schema) */
  content: Record<string, JsonSchema | undefined>;
  examples: Record<string, unknown[]>;
}

export interface Operation {
  api: Api;
  operationId: string;
  method: HttpMethod;
  path: string;
  tags: string[];
  params: Param[];
  body?: RequestBodySpec;
  /** status code key as written in the spec ('200', '4XX', 'default') → response */
  responses: Record<string, ResponseSpec>;
  /** methods the spec documents on the same path (for the unsupported-method check) */
  pathMethods: HttpMethod[];
  extensions: Record<string, unknown>;
}

/** One HTTP request as sent, kept for the report. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  transport?: 'get' | 'post' | 'jsonrpc';
}

export interface Received {
  status: number;
  headers: Record<string, string>;
  contentType: string;
  text: string;
  json: unknown;
  jsonError?: string;
  durationMs: number;
  networkError?: string;
}

export interface Exchange {
  request: SentRequest;
  response: Received;
}

export type Outcome = 'pass' | 'fail' | 'not-implemented' | 'skipped';

export interface Counterexample {
  seed: number;
  path?: string;
  numRuns: number;
  /** the shrunk invalid input, as the mutation that produced it */
  input: unknown;
  request?: SentRequest;
  response?: { status: number; body: string };
}

export interface CheckResult {
  /** matrix column, e.g. 'response-schema', 'negative-fuzz', 'case' */
  check: string;
  /** what was checked in particular, e.g. a case name */
  name: string;
  outcome: Outcome;
  message?: string;
  exchange?: { request: SentRequest; response?: { status: number; contentType: string; body: string } };
  counterexample?: Counterexample;
  durationMs?: number;
  /** the clause violated: a JSON pointer into the spec (parameter, schema, operation) and the DECISIONS entry, e.g. "v3 D5" */
  clause?: { pointer?: string; decision?: string };
  /** the cells of the coverage matrix this check is a semantic oracle for (it ran them: passed or failed) */
  covers?: CellRef[];
}

/**
 * One cell of the coverage matrix: a parameter of an operation over one transport (v2 GET, POST, JSON-RPC;
 * v3 GET or POST), a subscription field over a streaming transport (SSE by POST body or GET query, WebSocket),
 * or a field of a streaming event over SSE or WebSocket. `operation` is the GET operationId of a v2 path
 * (its POST twin and its JSON-RPC method share the row), the v3 operationId, or for streaming
 * `subscription`, `unsubscribe` and the event types (`transactions`, `actions`, …).
 */
export interface CellRef {
  api: ReportApi;
  operation: string;
  parameter: string;
  transport: string;
}

export interface OperationResult {
  api: ReportApi;
  operationId: string;
  method: string;
  path: string;
  outcome: Outcome;
  checks: CheckResult[];
}

export interface ReportSummary {
  operations: Record<Outcome, number>;
  checks: Record<Outcome, number>;
  total: number;
}

export interface Report {
  tool: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  seed: number;
  targets: { v2?: string; v3?: string; streaming?: string; compareTo: string[] };
  network: string;
  profile?: string;
  /** what was under test, in a few lines (e.g. how the local stack was assembled) */
  environment?: string[];
  summary: ReportSummary;
  operations: OperationResult[];
  /** which semantic oracle covers each (operation, parameter, transport) of the contracts */
  coverage?: import('./coverage/matrix.ts').CoverageMatrix;
}
