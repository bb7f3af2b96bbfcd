/** The one constructor of actions every matcher uses, so that ids, time bounds and accounts are computed alike. */
import { createHash } from 'node:crypto';
import type { Action, TraceInput } from './model.ts';
import { failed, type Make, type Node } from './parts.ts';

export function actionId(key: string, type: string): string {
  return createHash('sha256')
    .update(key + type)
    .digest('base64');
}

/** A `Make` for this trace: an action of `type` over the nodes `ns` (the first one names it), marking them used. */
export function actionMaker(trace: TraceInput): Make {
  return (type: string, ns: Node[], fields: Partial<Action>): Action => {
    const first = ns[0]!;
    const lts = ns.map((n) => n.tx.lt);
    const all = new Set<string>(ns.map((n) => n.tx.hash));
    if (first.parent) all.add(first.parent.tx.hash);
    const a: Action = {
      trace_id: trace.trace_id,
      action_id: actionId(first.in?.msg_hash ?? first.tx.hash, type),
      type,
      start_lt: [...lts, ...ns.map((n) => n.in?.created_lt ?? n.tx.lt)].reduce((x, y) => (y < x ? y : x)),
      end_lt: lts.reduce((x, y) => (y > x ? y : x)),
      start_utime: Math.min(...ns.map((n) => n.tx.now)),
      end_utime: Math.max(...ns.map((n) => n.tx.now)),
      tx_hashes: [...all],
      success: !ns.some((n) => failed(n.tx)),
      source: null,
      source_secondary: null,
      destination: null,
      destination_secondary: null,
      asset: null,
      asset_secondary: null,
      opcode: null,
      value: null,
      amount: null,
      accounts: [],
      trace_end_lt: trace.end_lt,
      trace_end_utime: trace.end_utime,
      trace_mc_seqno_end: trace.mc_seqno_end,
      trace_external_hash: trace.external_hash,
      ancestor_type: [],
      parent_action_id: null,
      ...fields,
    };
    a.accounts = [
      ...new Set(
        [
          a.source,
          a.source_secondary,
          a.destination,
          a.destination_secondary,
          first.parent?.tx.account ?? null,
          first.tx.account,
        ].filter((x): x is string => x !== null),
      ),
    ];
    for (const n of ns) n.used = true;
    return a;
  };
}
