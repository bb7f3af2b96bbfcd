// Clauses of the streaming contract that failures cite.
import type { Clause } from '../case.ts';

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** A clause of the streaming contract: a pointer into asyncapi.yaml and the decision (`S2` → `streaming S2`). */
export function clause(pointer: string, decision?: string): Clause {
  return {
    pointer: pointer.startsWith('#') ? pointer : `#/${pointer.split('/').map(esc).join('/')}`,
    ...(decision ? { decision: `streaming ${decision}` } : {}),
  };
}
