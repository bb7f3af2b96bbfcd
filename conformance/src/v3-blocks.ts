// A masterchain seqno the index holds and the chain has moved past: what v3 block cases ask about.
import { skip, type CaseContext } from './case.ts';

export function indexedMcSeqno(ctx: CaseContext): number {
  const seqno = ctx.data.v3McSeqno;
  if (seqno === undefined || seqno < 3) skip('the index holds too few masterchain blocks');
  return seqno - 2;
}
