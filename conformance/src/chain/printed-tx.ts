// Every field API v2 prints of a transaction, compared with what its own BOC says (transaction.ts). The forms:
// `ext` (getTransactions, tryLocate*: flattened messages, string addresses, decoded `message`) and `raw`
// (getTransactionsStd, getBlockTransactionsExt: tonlib's raw.message with accountAddress objects).
import { Address, Cell } from '@ton/core';
import { at, fields, records } from '../values.ts';
import { type MessageTruth, type TxTruth, txTruth } from './transaction.ts';

type Form = 'ext' | 'raw';

const sameAddress = (printed: unknown, want: Address | ''): boolean => {
  if (typeof printed !== 'string') return false;
  if (want === '') return printed === '';
  try {
    return Address.parse(printed).equals(want);
  } catch {
    return false;
  }
};
const show = (a: Address | ''): string => (a === '' ? "''" : a.toRawString());
const bocHash = (boc: unknown): string | undefined => {
  if (typeof boc !== 'string' || !boc) return undefined;
  try {
    return Cell.fromBase64(boc).hash().toString('hex');
  } catch {
    return undefined;
  }
};

/** base64 of a cell's data bytes and a newline, as v2 prints a body that is not a comment (v2 D17; '' for an empty body), or undefined when not whole bytes. */
function bodyBytesText(body: Cell): string | undefined {
  if (body.bits.length === 0) return '';
  if (body.bits.length % 8 !== 0) return undefined;
  const s = body.beginParse();
  return `${s.loadBuffer(body.bits.length / 8).toString('base64')}\n`;
}

/** Problems of one printed message against its cell. */
export function messageProblems(printed: unknown, m: MessageTruth, form: Form, where: string): string[] {
  const p = fields(printed);
  if (!p) return [`${where} is missing (the transaction has it)`];
  const out: string[] = [];
  const eq = (name: string, got: unknown, want: string) => {
    if (String(got) !== want) out.push(`${where}.${name} is ${JSON.stringify(got)}, the BOC says ${want}`);
  };
  const wantHashB64 = m.hash;
  if (p.hash !== wantHashB64) out.push(`${where}.hash is ${p.hash}, the message cell hash is ${wantHashB64}`);
  const src = form === 'ext' ? p.source : at(p, 'source', 'account_address');
  const dst = form === 'ext' ? p.destination : at(p, 'destination', 'account_address');
  if (!sameAddress(src, m.source))
    out.push(`${where}.source is ${JSON.stringify(src)}, the BOC says ${show(m.source)}`);
  if (!sameAddress(dst, m.destination))
    out.push(`${where}.destination is ${JSON.stringify(dst)}, the BOC says ${show(m.destination)}`);
  eq('value', p.value, m.value.toString());
  eq('fwd_fee', p.fwd_fee, m.fwdFee.toString());
  eq('ihr_fee', p.ihr_fee, m.ihrFee.toString());
  eq('created_lt', p.created_lt, m.createdLt.toString());
  eq('body_hash', p.body_hash, m.body.hash().toString('base64'));
  if (p.extra_currencies !== undefined) {
    const other = m.message.info.type === 'internal' ? m.message.info.value.other : undefined;
    const want = other ? [...other].map(([id, amount]) => `${id}:${amount}`).sort() : [];
    const got = records(p.extra_currencies)
      .map((e) => `${e.id}:${e.amount}`)
      .sort();
    if (got.join() !== want.join()) out.push(`${where}.extra_currencies ${got.join(',')} ≠ ${want.join(',')}`);
  }
  const data = fields(p.msg_data);
  const type = data?.['@type'];
  if (type === 'msg.dataRaw') {
    if (bocHash(data?.body) !== m.body.hash().toString('hex'))
      out.push(`${where}.msg_data.body is not the message body (its cell hash differs)`);
    const init = data?.init_state;
    if (m.init ? bocHash(init) !== m.init.hash().toString('hex') : init !== '')
      out.push(
        `${where}.msg_data.init_state is not the message's StateInit (${m.init ? 'hash differs' : 'it has none'})`,
      );
  } else if (type === 'msg.dataText') {
    if (m.comment === undefined) out.push(`${where}.msg_data is msg.dataText, but the body is not a text comment`);
    else if (Buffer.from(String(data?.text), 'base64').toString('utf8') !== m.comment)
      out.push(`${where}.msg_data.text is not the comment ${JSON.stringify(m.comment)}`);
  } else if (type !== 'msg.dataEncryptedText' && type !== 'msg.dataDecryptedText') {
    out.push(`${where}.msg_data has @type ${JSON.stringify(type)}`);
  }
  if (form === 'ext' && p.message !== undefined && p.message_decode_error === undefined) {
    const want = m.comment ?? bodyBytesText(m.body);
    if (want !== undefined && p.message !== want)
      out.push(
        `${where}.message is ${JSON.stringify(p.message)}, the body ${m.comment !== undefined ? 'is the comment' : 'bytes are'} ${JSON.stringify(want)}`,
      );
  }
  return out;
}

/**
 * Problems of one printed transaction against its own `data` BOC: hash binding, ids, time, fees, every
 * message. `fee` is the transaction's total_fees (the contract's examples), storage_fee the storage phase,
 * other_fee their difference.
 */
export function printedTxProblems(printed: unknown, form: Form, where = 'transaction'): string[] {
  const p = fields(printed);
  if (!p) return [`${where} is not an object`];
  let t: TxTruth;
  try {
    t = txTruth(String(p.data));
  } catch (e) {
    return [`${where}.data is not a transaction BOC: ${(e as Error).message}`];
  }
  const out: string[] = [];
  const id = fields(p.transaction_id);
  if (id?.hash !== t.hash) out.push(`${where}.transaction_id.hash ${id?.hash} is not the hash of its data ${t.hash}`);
  if (String(id?.lt) !== t.lt.toString()) out.push(`${where}.transaction_id.lt ${id?.lt}, the BOC says ${t.lt}`);
  if (p.utime !== t.now) out.push(`${where}.utime ${p.utime}, the BOC says ${t.now}`);
  if (String(p.fee) !== t.totalFees.toString()) out.push(`${where}.fee ${p.fee}, the BOC's total_fees ${t.totalFees}`);
  if (String(p.storage_fee) !== t.storageFees.toString())
    out.push(`${where}.storage_fee ${p.storage_fee}, the storage phase collected ${t.storageFees}`);
  if (String(p.other_fee) !== (t.totalFees - t.storageFees).toString())
    out.push(`${where}.other_fee ${p.other_fee}, total_fees − storage is ${t.totalFees - t.storageFees}`);
  const account = at(p, 'address', 'account_address');
  const accountHash = (() => {
    try {
      return Address.parse(String(account)).hash.toString('hex');
    } catch {
      return undefined;
    }
  })();
  if (accountHash !== t.accountHex)
    out.push(`${where}.address ${account} is not the transaction's account ${t.accountHex}`);
  if (p.account !== undefined) {
    const raw = String(p.account);
    if (!raw.toLowerCase().endsWith(`:${t.accountHex}`))
      out.push(`${where}.account ${raw} is not the transaction's account ${t.accountHex}`);
    // getTransactions and tryLocate* print it upper-case (v2 D17)
    else if (form === 'ext' && !/^-?\d+:[0-9A-F]{64}$/.test(raw))
      out.push(`${where}.account ${raw} is not raw upper-case hex (v2 D17)`);
  }
  if (t.inMsg) out.push(...messageProblems(p.in_msg, t.inMsg, form, `${where}.in_msg`));
  else if (p.in_msg !== undefined) out.push(`${where}.in_msg is printed, the transaction has no inbound message`);
  const outs = Array.isArray(p.out_msgs) ? p.out_msgs : [];
  if (outs.length !== t.outMsgs.length)
    out.push(`${where} prints ${outs.length} out_msgs, the transaction sent ${t.outMsgs.length}`);
  else t.outMsgs.forEach((m, i) => out.push(...messageProblems(outs[i], m, form, `${where}.out_msgs[${i}]`)));
  return out;
}
