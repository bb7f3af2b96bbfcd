import {
  Address,
  type Cell,
  Dictionary,
  beginCell,
  loadMessage,
  loadTransaction,
  storeStateInit,
  type Message,
  type Transaction,
} from '@ton/core';
import { b64 } from './convert.ts';

export interface LoadedTx {
  cell: Cell;
  tx: Transaction;
  address: Address;
  inMsg?: { cell: Cell; message: Message };
  outMsgs: Array<{ cell: Cell; message: Message }>;
}

/** Keeps each message's own cell (its hash is the message hash) next to the parsed form. */
export function loadTx(cell: Cell, workchain: number): LoadedTx {
  const tx = loadTransaction(cell.beginParse());
  const msgs = cell.refs[0]!.beginParse();
  const inCell = msgs.loadMaybeRef();
  const outDict = msgs.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  const address = new Address(workchain, Buffer.from(tx.address.toString(16).padStart(64, '0'), 'hex'));
  return {
    cell,
    tx,
    address,
    inMsg: inCell ? { cell: inCell, message: loadMessage(inCell.beginParse()) } : undefined,
    outMsgs: [...outDict.keys()]
      .sort((a, b) => a - b)
      .map((k) => {
        const c = outDict.get(k)!;
        return { cell: c, message: loadMessage(c.beginParse()) };
      }),
  };
}

export interface Formatting {
  testOnly: boolean;
}

const friendlyOf = (a: Address | null | undefined, f: Formatting) =>
  a instanceof Address ? a.toString({ urlSafe: true, bounceable: true, testOnly: f.testOnly }) : '';

/** `message` text of the flattened forms: the comment, or base64 of the body's first cell bytes plus "\n". */
function messageText(body: Cell): { message: string } | { message_decode_error: string } {
  const s = body.beginParse();
  if (s.remainingBits >= 32 && s.preloadUint(32) === 0) {
    try {
      s.skip(32);
      const text = s.loadStringTail();
      if (!/\uFFFD/.test(text)) return { message: text };
    } catch {
      // not a well-formed comment: fall through to the raw bytes
    }
  }
  const bits = body.bits.length;
  if (bits === 0) return { message: '' };
  const bytes = Buffer.alloc(Math.ceil(bits / 8));
  const r = body.beginParse();
  for (let i = 0; i < bits; i++) if (r.loadBit()) bytes[i >> 3]! |= 0x80 >> (i & 7);
  return { message: bytes.toString('base64') + '\n' };
}

function messageCore(m: { cell: Cell; message: Message }, f: Formatting) {
  const { info, body, init } = m.message;
  const internal = info.type === 'internal' ? info : undefined;
  return {
    hash: b64(m.cell.hash()),
    source: info.type === 'external-in' ? '' : friendlyOf(info.src as Address, f),
    destination: info.type === 'external-out' ? '' : friendlyOf(info.dest as Address, f),
    value: internal ? internal.value.coins.toString() : '0',
    extra_currencies: internal?.value.other
      ? [...internal.value.other].map(([id, amount]) => ({
          '@type': 'extraCurrency' as const,
          id: Number(id),
          amount: amount.toString(),
        }))
      : [],
    fwd_fee: internal ? internal.forwardFee.toString() : '0',
    ihr_fee: internal ? internal.ihrFee.toString() : '0',
    created_lt: info.type === 'external-in' ? '0' : info.createdLt.toString(),
    body_hash: b64(body.hash()),
    msg_data: {
      '@type': 'msg.dataRaw' as const,
      body: b64(body.toBoc({ idx: false })),
      init_state: init ? b64(beginCell().store(storeStateInit(init)).endCell().toBoc({ idx: false })) : '',
    },
    body,
  };
}

/** `ext.message`: flattened (string source/destination) plus the decoded `message` text. */
export function extMessage(m: { cell: Cell; message: Message }, f: Formatting) {
  const { body, ...core } = messageCore(m, f);
  return { '@type': 'ext.message' as const, ...core, ...messageText(body) };
}

/** `raw.message`: tonlib's form with accountAddress objects. */
export function rawMessage(m: { cell: Cell; message: Message }, f: Formatting) {
  const { body: _body, source, destination, ...core } = messageCore(m, f);
  return {
    '@type': 'raw.message' as const,
    ...core,
    source: { '@type': 'accountAddress' as const, account_address: source },
    destination: { '@type': 'accountAddress' as const, account_address: destination },
  };
}

function txCore(t: LoadedTx, f: Formatting) {
  const d = t.tx.description;
  const storage =
    d.type === 'generic' || d.type === 'storage' || d.type === 'tick-tock'
      ? (d.storagePhase?.storageFeesCollected ?? 0n)
      : 0n;
  const fee = t.tx.totalFees.coins;
  return {
    address: { '@type': 'accountAddress' as const, account_address: friendlyOf(t.address, f) },
    utime: t.tx.now,
    data: b64(t.cell.toBoc({ idx: false })),
    transaction_id: { '@type': 'internal.transactionId' as const, lt: t.tx.lt.toString(), hash: b64(t.cell.hash()) },
    fee: fee.toString(),
    storage_fee: storage.toString(),
    other_fee: (fee - storage).toString(),
  };
}

export function extTransaction(t: LoadedTx, f: Formatting) {
  return {
    '@type': 'ext.transaction' as const,
    ...txCore(t, f),
    account: `${t.address.workChain}:${t.address.hash.toString('hex').toUpperCase()}`,
    ...(t.inMsg ? { in_msg: extMessage(t.inMsg, f) } : {}),
    out_msgs: t.outMsgs.map((m) => extMessage(m, f)),
  };
}

export function rawTransaction(t: LoadedTx, f: Formatting) {
  return {
    '@type': 'raw.transaction' as const,
    ...txCore(t, f),
    ...(t.inMsg ? { in_msg: rawMessage(t.inMsg, f) } : {}),
    out_msgs: t.outMsgs.map((m) => rawMessage(m, f)),
  };
}
