// `supported_action_types`: an action is shown only if its type is supported (the client's list plus `v1`, which
// is always added; absent means `latest`) and no ancestor action's type is. The contract names the shortcuts but
// not the types `v1` holds, so the suite judges only what holds for any `v1`: a type that has a shortcut of its
// own family (`multisig`, `vesting`, `evaa`, …) is a later addition, never part of `v1`, and a client that lists
// only `ton_transfer` does not see it; a client that lists it sees every such action `latest` shows.
import { skip, type CaseContext } from '../case.ts';
import { at, records } from '../values.ts';

/** Type families the contract gives a shortcut of their own: none of their types is in `v1`. */
const LATER_FAMILIES = ['multisig', 'vesting', 'evaa', 'jvault', 'coffee', 'layerzero', 'cocoon', 'tgbtc'];

export interface LaterAction {
  type: string;
  trace_id: string;
  action_id: string;
}

/** A finalized action of a later family, found in the default (`latest`) listing. */
export async function laterAction(ctx: CaseContext<'v3'>): Promise<LaterAction> {
  return ctx.once('v3-later-family-action', async () => {
    const body = ctx.ok(
      await ctx.call({
        operationId: 'getActions',
        args: { exclude_action_type: ['tick_tock'], limit: 500, sort: 'asc' },
      }),
    );
    const found = records(at(body, 'actions')).find((a) =>
      LATER_FAMILIES.some((f) => String(a.type).startsWith(`${f}_`)),
    );
    if (!found) skip(`the index lists no action of a family with a shortcut of its own (${LATER_FAMILIES.join(', ')})`);
    return { type: String(found.type), trace_id: String(found.trace_id), action_id: String(found.action_id) };
  });
}

/** A type every `v1` client knows, other than `type`: what a client listing only it must not be shown `type` for. */
export const V1_TYPE = 'ton_transfer';
