// JSON pointers into the contract, so a failure names the clause it violates (a parameter, a schema).
import { escapePointer, resolvePointer, type OpenApiDocument } from '../../../contract/spec.ts';
import type { Operation } from '../types.ts';

type Obj = Record<string, unknown>;

const at = (doc: OpenApiDocument, pointer: string): unknown => {
  try {
    return resolvePointer(doc, pointer);
  } catch {
    return undefined;
  }
};

/** `#/paths/~1transactions/get/parameters/3`: where an operation's parameter is declared (operation level first). */
export function parameterPointer(doc: OpenApiDocument, op: Operation, name: string): string | undefined {
  const path = `#/paths/${escapePointer(op.path)}`;
  for (const base of [`${path}/${op.method}`, path]) {
    const list = (at(doc, `${base}/parameters`) as unknown[] | undefined) ?? [];
    for (const [i, raw] of list.entries()) {
      let p = raw as Obj;
      for (let hops = 0; p && typeof p.$ref === 'string' && hops < 8; hops++) p = at(doc, p.$ref) as Obj;
      if (p?.name === name) return `${base}/parameters/${i}`;
    }
  }
  return undefined;
}

/** `#/paths/~1transactions/get`: the operation itself (its description states orderings and filters). */
export function operationPointer(op: Operation): string {
  return `#/paths/${escapePointer(op.path)}/${op.method}`;
}
