// Loading the bundled OpenAPI documents (generated/<api>/openapi.json) and resolving their local `$ref`s.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ApiName = 'v2' | 'v3';
export const API_NAMES: readonly ApiName[] = ['v2', 'v3'];

export type JsonObject = { [key: string]: unknown };

/** The parts of an OpenAPI 3.1 document this runtime reads; everything else is kept as-is. */
export interface OpenApiDocument extends JsonObject {
  openapi: string;
  info: JsonObject & { title: string; version: string };
  servers?: Array<{ url: string; description?: string }>;
  paths: Record<string, JsonObject>;
  components?: Record<string, Record<string, unknown>>;
}

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The folder holding generated/<api>/openapi.json; TON_API_GENERATED_DIR points elsewhere (tests, fresh builds). */
export function generatedDir(): string {
  return process.env.TON_API_GENERATED_DIR ?? join(repoRoot, 'generated');
}

/** Where the bundled document of an api lives. */
export function bundledSpecPath(api: ApiName, dir = generatedDir()): string {
  return join(dir, api, 'openapi.json');
}

/** Where the source (split YAML) of an api lives. */
export function sourceSpecPath(api: ApiName): string {
  return join(repoRoot, 'spec', api, 'openapi.yaml');
}

export class ContractError extends Error {
  override name = 'ContractError';
}

const cache = new Map<string, OpenApiDocument>();

/** Reads a bundled document from a file (cached by absolute path). */
export function loadSpecFile(file: string): OpenApiDocument {
  const key = resolve(file);
  const hit = cache.get(key);
  if (hit) return hit;
  if (!existsSync(key)) throw new ContractError(`bundled OpenAPI document not found: ${key} (run make generate)`);
  const doc = JSON.parse(readFileSync(key, 'utf8')) as OpenApiDocument;
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.1')) {
    throw new ContractError(`${key} is not an OpenAPI 3.1 document (openapi: ${String(doc.openapi)})`);
  }
  if (!doc.paths || typeof doc.paths !== 'object') throw new ContractError(`${key} has no paths`);
  cache.set(key, doc);
  return doc;
}

/** The bundled document of an api: generated/<api>/openapi.json, read once. */
export function loadSpec(api: ApiName): OpenApiDocument {
  return loadSpecFile(bundledSpecPath(api));
}

export function hasSpec(api: ApiName): boolean {
  return existsSync(bundledSpecPath(api));
}

/** The path part of the first server URL (`/api/v2`), where the document's paths are mounted. */
export function basePath(doc: OpenApiDocument): string {
  const url = doc.servers?.[0]?.url ?? '/';
  const path = /^[a-z]+:\/\//i.test(url) ? new URL(url.replace(/\{[^}]*\}/g, 'x')).pathname : url;
  return path.replace(/\/+$/, '');
}

export function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointer(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Follows a local JSON pointer (`#/components/schemas/X`) inside the document. */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#')) throw new ContractError(`only local $refs are supported in a bundled document: ${ref}`);
  let node: unknown = doc;
  for (const token of ref.slice(1).split('/').slice(1)) {
    if (node === null || typeof node !== 'object') throw new ContractError(`dangling $ref ${ref}`);
    node = (node as JsonObject)[unescapePointer(token)];
  }
  if (node === undefined) throw new ContractError(`dangling $ref ${ref}`);
  return node;
}

const refNames = new WeakMap<object, string>();

/** The `$ref` a resolved object came from, if any (for messages naming `#/components/schemas/X`). */
export function refOf(value: unknown): string | undefined {
  return value !== null && typeof value === 'object' ? refNames.get(value) : undefined;
}

// Keywords that only annotate: next to a $ref they are merged over the target instead of intersecting.
const ANNOTATIONS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'default',
  'externalDocs',
  '$comment',
]);

/**
 * Returns a copy of `value` with every local `$ref` replaced by its target. The same target is
 * shared (so recursive schemas become cyclic object graphs, never infinite copies).
 */
export function derefDeep<T = unknown>(doc: OpenApiDocument, value: T): T {
  const byRef = new Map<string, unknown>();
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const obj = node as JsonObject;
    if (typeof obj.$ref === 'string') {
      const ref = obj.$ref;
      let target = byRef.get(ref);
      if (target === undefined) {
        const raw = resolvePointer(doc, ref);
        const placeholder: JsonObject = Array.isArray(raw) ? ([] as unknown as JsonObject) : {};
        byRef.set(ref, placeholder);
        Object.assign(placeholder, walk(raw));
        refNames.set(placeholder, ref);
        target = placeholder;
      }
      const siblings = Object.keys(obj).filter((k) => k !== '$ref');
      if (siblings.length === 0) return target;
      const rest: JsonObject = {};
      for (const k of siblings) rest[k] = walk(obj[k]);
      if (siblings.every((k) => ANNOTATIONS.has(k))) return { ...(target as JsonObject), ...rest };
      return { allOf: [target], ...rest };
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(obj)) out[k] = walk(v);
    return out;
  };
  return walk(value) as T;
}

/**
 * The pointer of `tokens` below `base` in the raw bundled document, jumping through `$ref`s of the
 * objects crossed on the way (responses, parameters, request bodies live in components). The node
 * at the end is returned as-is, so a schema that is itself a `$ref` stays one for ajv to follow.
 */
export function locate(doc: OpenApiDocument, base: string, ...tokens: string[]): { pointer: string; node: unknown } {
  return walkPointer(doc, base, tokens, false);
}

/** Like `locate`, but also follows a `$ref` at the end (for OpenAPI objects, never for schemas). */
export function locateObject(
  doc: OpenApiDocument,
  base: string,
  ...tokens: string[]
): { pointer: string; node: unknown } {
  return walkPointer(doc, base, tokens, true);
}

function walkPointer(
  doc: OpenApiDocument,
  base: string,
  tokens: string[],
  followLast: boolean,
): { pointer: string; node: unknown } {
  let pointer = base;
  let node = resolvePointer(doc, base);
  const follow = (): void => {
    for (let hops = 0; node && typeof node === 'object' && typeof (node as JsonObject).$ref === 'string'; hops++) {
      if (hops > 32) throw new ContractError(`$ref cycle at ${pointer}`);
      pointer = (node as JsonObject).$ref as string;
      node = resolvePointer(doc, pointer);
    }
  };
  for (const token of tokens) {
    follow();
    if (node === null || typeof node !== 'object' || !(token in (node as JsonObject))) {
      throw new ContractError(`${pointer}/${escapePointer(token)} does not exist`);
    }
    node = (node as JsonObject)[token];
    pointer = `${pointer}/${escapePointer(token)}`;
  }
  if (followLast) follow();
  return { pointer, node };
}
