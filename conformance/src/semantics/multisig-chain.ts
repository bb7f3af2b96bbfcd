// What a multisig v2 wallet and its orders hold on chain, read with their own get-methods over API v2: the truth
// /multisig/wallets and /multisig/orders must repeat.
import { Cell, Dictionary, loadMessageRelaxed } from '@ton/core';
import { otherOk, type CaseContext } from '../case.ts';

type Entry = { '@type': string; number?: { number: string }; cell?: { bytes: string }; slice?: { bytes: string } };

const num = (e: Entry | undefined): string => (e?.number ? BigInt(e.number.number).toString() : 'none');
const cellOf = (e: Entry | undefined): Cell | undefined => {
  const bytes = e?.cell?.bytes ?? e?.slice?.bytes;
  return bytes ? Cell.fromBase64(bytes) : undefined;
};
/** HashmapE 8 MsgAddressInt with the addresses inline in the leaves, by index. */
const addresses = (c: Cell | undefined): string[] => {
  if (!c) return [];
  const d = Dictionary.loadDirect(Dictionary.Keys.Uint(8), Dictionary.Values.Address(), c);
  return [...d.keys()].sort((a, b) => a - b).map((k) => d.get(k)!.toRawString().toUpperCase());
};

async function getter(ctx: CaseContext<'v3'>, address: string, method: string): Promise<Entry[]> {
  const r = await otherOk(ctx, 'runGetMethodStd', { address, method, stack: [] });
  if (r.exit_code !== 0) throw new Error(`${method} of ${address} exited ${r.exit_code}`);
  return r.stack as Entry[];
}

export interface ChainMultisig {
  next_order_seqno: string;
  threshold: number;
  signers: string[];
  proposers: string[];
}

export async function chainMultisig(ctx: CaseContext<'v3'>, address: string): Promise<ChainMultisig> {
  const [next, threshold, signers, proposers] = await getter(ctx, address, 'get_multisig_data');
  return {
    next_order_seqno: num(next),
    threshold: Number(num(threshold)),
    signers: addresses(cellOf(signers)),
    proposers: addresses(cellOf(proposers)),
  };
}

export interface ChainOrder {
  multisig_address: string;
  order_seqno: string;
  threshold: number;
  sent_for_execution: boolean;
  signers: string[];
  approvals_mask: string;
  approvals_num: number;
  expiration_date: number;
  order: Cell | undefined;
}

export async function chainOrder(ctx: CaseContext<'v3'>, address: string): Promise<ChainOrder> {
  const [multisig, seqno, threshold, sent, signers, mask, approvals, expiration, order] = await getter(
    ctx,
    address,
    'get_order_data',
  );
  return {
    multisig_address: cellOf(multisig)?.beginParse().loadAddress().toRawString().toUpperCase() ?? 'none',
    order_seqno: num(seqno),
    threshold: Number(num(threshold)),
    sent_for_execution: num(sent) !== '0',
    signers: addresses(cellOf(signers)),
    approvals_mask: num(mask),
    approvals_num: Number(num(approvals)),
    expiration_date: Number(num(expiration)),
    order: cellOf(order),
  };
}

/** The actions an order cell holds: index → send_message(mode, ^MessageRelaxed), read with @ton/core. */
export function orderActions(order: Cell): Array<{ destination: string; value: string; body: string; mode: number }> {
  const d = Dictionary.loadDirect(Dictionary.Keys.Uint(8), Dictionary.Values.Cell(), order);
  return [...d.keys()]
    .sort((a, b) => a - b)
    .map((k) => {
      const s = d.get(k)!.beginParse();
      s.loadUint(32);
      const mode = s.loadUint(8);
      const m = loadMessageRelaxed(s.loadRef().beginParse());
      const info = m.info;
      return {
        destination: info.type === 'internal' ? info.dest.toRawString().toUpperCase() : 'external',
        value: info.type === 'internal' ? String(info.value.coins) : '0',
        body: m.body.hash().toString('hex'),
        mode,
      };
    });
}
