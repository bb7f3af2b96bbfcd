import type { components as V2 } from '../../../../generated/v2/types.ts';
import type { components } from '../../../../generated/v3/types.ts';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext } from '../../http/types.ts';
import { createV2Handlers } from '../../v2/handlers/index.ts';
import { b64, rawAddress, str } from '../convert.ts';
import { withClient } from '../queries/db.ts';
import { accountStatus, latestStates, walletView } from './accounts.ts';
import { notDeployed } from './common.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';

const ZERO_HASH = Buffer.alloc(32).toString('base64');

type Typed = V2['schemas']['TvmStackEntry'];
type V3StackEntry = components['schemas']['V2StackEntry'];
type V3StackInput = components['schemas']['V2StackInput'];
type Fee = components['schemas']['Fee'];

/** v2 also recognises `nominator pool v1`, which v3's WalletType does not list: v3 answers it without a wallet type. */
const v3WalletType = (t: V2['schemas']['WalletType'] | undefined): components['schemas']['WalletType'] | undefined =>
  t === 'nominator pool v1' ? undefined : t;

/** v2 typed stack entry → v3 `{type, value}` (numbers as hex strings, cells and slices as BoCs). */
function stackEntry(e: Typed): V3StackEntry {
  switch (e['@type']) {
    case 'tvm.stackEntryNumber': {
      const v = BigInt(e.number.number);
      return { type: 'num', value: v < 0n ? `-0x${(-v).toString(16)}` : `0x${v.toString(16)}` };
    }
    case 'tvm.stackEntryCell':
      return { type: 'cell', value: e.cell.bytes };
    case 'tvm.stackEntrySlice':
      return { type: 'slice', value: e.slice.bytes };
    case 'tvm.stackEntryTuple':
      return { type: 'tuple', value: e.tuple.elements.map(stackEntry) };
    case 'tvm.stackEntryList':
      return { type: 'list', value: e.list.elements.map(stackEntry) };
    default:
      throw new ApiError(501, `failed to decode api/v2 stack: unsupported entry ${String(e['@type'])}`);
  }
}

/** v3 argument → v2 typed entry; the v2 handler reads `num` values in hex or decimal alike. */
function stackArgument(e: V3StackInput): Typed {
  if (e.type === 'num')
    return { '@type': 'tvm.stackEntryNumber', number: { '@type': 'tvm.numberDecimal', number: e.value } };
  if (e.type === 'cell') return { '@type': 'tvm.stackEntryCell', cell: { '@type': 'tvm.cell', bytes: e.value } };
  if (e.type === 'slice') return { '@type': 'tvm.stackEntrySlice', slice: { '@type': 'tvm.slice', bytes: e.value } };
  throw new ApiError(422, `unsupported stack parameter type: ${e.type}`);
}

/** The never-seen account as upstream answers it from the index. */
const unseen = { balance: '0', status: 'uninit', last_transaction_lt: '0', last_transaction_hash: ZERO_HASH } as const;

export function legacyHandlers(deps: V3Deps) {
  const v2 = deps.pool ? createV2Handlers({ pool: deps.pool, network: deps.network }) : undefined;
  const liteApi = () => v2 ?? notDeployed('liteserver-backed API (legacy operations, use_v2)');

  const indexedState = (address: string) =>
    withClient(deps.db, async (c) => {
      const [s] = await latestStates(c, [rawAddress(address)]);
      return { s, wallet: s ? await walletView(c, s) : undefined };
    });

  return {
    getAddressInformation: async (input, ctx: HandlerContext) => {
      if (input.use_v2) {
        const r = await liteApi().getAddressInformation({ address: input.address }, ctx);
        return {
          balance: r.balance,
          code: r.code || null,
          data: r.data || null,
          last_transaction_lt: r.last_transaction_id.lt,
          last_transaction_hash: r.last_transaction_id.hash,
          frozen_hash: r.frozen_hash || null,
          status: r.state,
        };
      }
      const { s } = await indexedState(input.address);
      if (!s) return { ...unseen, code: null, data: null, frozen_hash: null };
      return {
        balance: str(s.balance) ?? '0',
        code: s.code_boc ? (s.code_boc as Buffer).toString('base64') : null,
        data: s.data_boc ? (s.data_boc as Buffer).toString('base64') : null,
        last_transaction_lt: str(s.last_trans_lt),
        last_transaction_hash: b64(s.last_trans_hash),
        frozen_hash: b64(s.frozen_hash),
        status: accountStatus(s.account_status) ?? 'uninit',
      };
    },

    getWalletInformation: async (input, ctx: HandlerContext) => {
      if (input.use_v2) {
        const r = await liteApi().getWalletInformation({ address: input.address }, ctx);
        if (!r.wallet && r.account_state === 'active') throw new ApiError(409, 'not a wallet');
        const walletType = v3WalletType(r.wallet_type);
        return {
          balance: r.balance,
          ...(walletType ? { wallet_type: walletType } : {}),
          ...(r.seqno !== undefined ? { seqno: r.seqno } : {}),
          ...(r.wallet_id !== undefined ? { wallet_id: r.wallet_id } : {}),
          last_transaction_lt: r.last_transaction_id.lt,
          last_transaction_hash: r.last_transaction_id.hash,
          status: r.account_state,
        };
      }
      const { s, wallet } = await indexedState(input.address);
      if (!s) return { ...unseen };
      if (s.account_status === 'active' && !wallet?.kind) throw new ApiError(409, 'not a wallet');
      return {
        balance: str(s.balance) ?? '0',
        ...(wallet?.kind
          ? {
              wallet_type: wallet.kind,
              ...(wallet.fields.seqno !== undefined ? { seqno: wallet.fields.seqno } : {}),
              ...(wallet.fields.wallet_id !== undefined ? { wallet_id: wallet.fields.wallet_id } : {}),
            }
          : {}),
        last_transaction_lt: str(s.last_trans_lt) ?? '0',
        last_transaction_hash: b64(s.last_trans_hash) ?? ZERO_HASH,
        status: accountStatus(s.account_status) ?? 'uninit',
      };
    },

    sendMessage: async (input, ctx: HandlerContext) => {
      const r = await liteApi().sendBocReturnHash({ boc: input.boc }, ctx);
      return { message_hash: r.hash, message_hash_norm: r.hash_norm };
    },

    estimateFee: async (input, ctx: HandlerContext) => {
      const r = await liteApi().estimateFee(
        { ...input, init_code: input.init_code ?? '', init_data: input.init_data ?? '' },
        ctx,
      );
      const fee = ({ in_fwd_fee, storage_fee, gas_fee, fwd_fee }: V2['schemas']['Fees']): Fee => ({
        in_fwd_fee,
        storage_fee,
        gas_fee,
        fwd_fee,
      });
      return { source_fees: fee(r.source_fees), destination_fees: r.destination_fees.map(fee) };
    },

    runGetMethod: async (input, ctx: HandlerContext) => {
      const stack = input.stack.map(stackArgument);
      const r = await liteApi().runGetMethodStd({ address: input.address, method: input.method, stack }, ctx);
      return { gas_used: r.gas_used, exit_code: r.exit_code, stack: r.stack.map(stackEntry) };
    },
  } satisfies V3HandlerGroup<
    'getAddressInformation' | 'getWalletInformation' | 'sendMessage' | 'estimateFee' | 'runGetMethod'
  >;
}
