// One line naming the contract clause a failure violates: the operation, the spec JSON pointer and
// the DECISIONS entry, as every report format prints it.
import type { CheckResult, OperationResult } from '../types.ts';

export function clauseLine(op: Pick<OperationResult, 'api' | 'operationId'>, c: CheckResult): string | undefined {
  if (!c.clause) return undefined;
  return [`${op.api} ${op.operationId}`, c.clause.pointer && `spec ${c.clause.pointer}`, c.clause.decision]
    .filter(Boolean)
    .join(' · ');
}
