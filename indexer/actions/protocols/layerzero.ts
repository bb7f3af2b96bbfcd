/**
 * LayerZero v2 on TON: sends (an OApp asking its endpoint to emit a packet, possibly paid for by a jetton
 * transfer), receives (an executor delivering a packet to the OApp), packet commits and DVN verifications.
 * Each flow is a fixed chain of opcodes between the protocol's contracts, checked before any body is read.
 */
import type { Cell } from '@ton/core';
import type { Action, TraceInput } from '../model.ts';
import { body, failed, OP, type Make, type Node } from '../parts.ts';
import { build, childOf, jettonAmount, jettonWallet, opOf, read, subtree } from './util.ts';
import type { ActionData } from '../../../contract/action-data.ts';

const LZ = {
  endpointSend: 0xdd4ea3b4,
  channelSend: 0x536feb09,
  msglibSend: 0x4002b790,
  ulnSend: 0x5de68393,
  msglibSendCallback: 0x421c1a25,
  channelSendCallback: 0xa2b5fbae,
  prepare: 0x22f3ac09,
  oappPrepare: 0x97df404c,
  lock: 0xb7680bc6,
  execute: 0x0c7b8418,
  executeCallback: 0xcaae25a1,
  ulnCommit: 0x28b97077,
  connectionCommit: 0xf9d37b80,
  endpointCommit: 0x5dab749a,
  channelCommit: 0x5388cd88,
  commitCallback: 0x5e178f33,
  dvnVerify: 0xa0d51a8d,
  proxyCall: 0x09f047d9,
  ulnVerify: 0x994aaf4e,
  connectionVerify: 0x4ec8f80a,
  verifyCallback: 0x3cb38090,
  /** Events go to an event sink that does not exist: they always bounce off, by design. */
  event: 0xe33b9873,
} as const;

/**
 * LayerZero's typed cells start with a 350-bit header: a type tag (`headerInfo`, of a per-type width) then
 * ones up to 350 bits. These are the protocol's tags for the cells read here.
 */
const HEADER = {
  lzSend: {
    bits: 260,
    tag:
      (BigInt('0x' + Buffer.from('lzSend').toString('hex')) << 180n) |
      582890735024998957421269964955452773563747974476099581n,
  },
  packet: { bits: 152, tag: 417359019239977417716476838698419835n },
  path: { bits: 152, tag: 8903714975572488637007080065659n },
  verificationStatus: { bits: 116, tag: 38421788582694199859296615363593851n },
} as const;
const VERIFY_STATUS: Record<number, string> = {
  1002188907: 'succeeded',
  2144056492: 'nonce_out_of_range',
  700792747: 'dvn_not_configured',
};

/** The cell's slice past its header when it carries that type's tag, else null. */
function typed(c: Cell, h: { bits: number; tag: bigint }) {
  const s = c.beginParse();
  if (s.remainingBits < 350 || s.loadUintBig(h.bits) !== h.tag) return null;
  const fill = 350 - h.bits;
  return s.loadUintBig(fill) === (1n << BigInt(fill)) - 1n ? s : null;
}

/** The first cell (breadth-first, a few levels down from the body) that `parse` accepts. */
function find<T>(root: Cell | null, parse: (c: Cell) => T | null, depth = 4): T | null {
  let level: Cell[] = root ? [root] : [];
  for (let d = 0; d <= depth && level.length; d++) {
    for (const c of level) {
      const v = read(() => parse(c));
      if (v !== null) return v;
    }
    level = level.flatMap((c) => c.refs);
  }
  return null;
}
const bodyCell = (n: Node | undefined) => body(n?.in)?.asCell() ?? null;
const hex = (v: bigint) => `0x${v.toString(16)}`;
const bytesHex = (c: Cell) => {
  const s = c.beginParse();
  return `0x${s.loadBuffer(s.remainingBits >> 3).toString('hex')}`;
};

function packet(c: Cell): ActionData['layerzero_packet_data'] | null {
  const s = typed(c, HEADER.packet);
  if (!s) return null;
  const p = typed(s.loadRef(), HEADER.path);
  if (!p) return null;
  const message = bytesHex(s.loadRef());
  const nonce = s.loadUintBig(64);
  const guid = hex(s.loadUintBig(256));
  return {
    src_eid: p.loadUint(32),
    src_oapp: hex(p.loadUintBig(256)),
    dst_eid: p.loadUint(32),
    dst_oapp: hex(p.loadUintBig(256)),
    nonce,
    guid,
    message,
  };
}

function lzSend(c: Cell) {
  const s = typed(c, HEADER.lzSend);
  if (!s) return null;
  const send_request_id = s.loadUintBig(64);
  const msglib_manager = hex(s.loadUintBig(256));
  const msglib = hex(s.loadUintBig(256));
  const pkt = packet(s.loadRef());
  s.loadRef();
  const fees = s.loadRef().beginParse();
  fees.skip(256);
  return pkt
    ? {
        send_request_id,
        msglib_manager,
        msglib,
        native_fee: fees.loadUintBig(128),
        zro_fee: fees.loadUintBig(128),
        packet: pkt,
      }
    : null;
}

/** Success of the flow's own transactions; the events' bounces are no failure. */
const succeeded = (ns: Node[]) => !ns.some((n) => opOf(n) !== LZ.event && failed(n.tx));
/** The node's unused children that are events or plain TON (refunds of excess). */
const sideNodes = (n: Node) =>
  n.children.filter((c) => !c.used && (opOf(c) === LZ.event || opOf(c) === null || opOf(c) === 0));
const path = (n: Node | undefined, ...ops: number[]): Node[] | null => {
  const out: Node[] = [];
  for (const op of ops) {
    n = childOf(n, op);
    if (!n) return null;
    out.push(n);
  }
  return out;
};

function send(n: Node, trace: TraceInput, make: Make): Action | null {
  if (opOf(n) !== LZ.endpointSend || !n.in?.source) return null;
  const chain = path(n, LZ.channelSend, LZ.msglibSend, LZ.ulnSend, LZ.msglibSendCallback, LZ.channelSendCallback);
  if (!chain) return null;
  const [channel, , uln, , callback] = chain as [Node, Node, Node, Node, Node];
  const d = find(bodyCell(callback), lzSend);
  if (!d) return null;
  const sendData = {
    send_request_id: d.send_request_id,
    msglib_manager: d.msglib_manager,
    msglib: d.msglib,
    uln: uln.tx.account,
    native_fee: d.native_fee,
    zro_fee: d.zro_fee,
    endpoint: n.tx.account,
    channel: channel.tx.account,
  };
  // Paid with jettons: the OApp sends on being notified of a transfer to it.
  const notify = n.parent && opOf(n.parent) === OP.transferNotification ? n.parent : undefined;
  const internal = notify?.parent && opOf(notify.parent) === OP.internalTransfer ? notify.parent : undefined;
  const transfer =
    internal?.parent && opOf(internal.parent) === OP.jettonTransfer && !internal.parent.used
      ? internal.parent
      : undefined;
  if (notify && internal && transfer?.in?.source) {
    const ns = [
      transfer,
      internal,
      ...internal.children.filter((c) => !c.used && opOf(c) === OP.excesses),
      ...subtree(notify),
    ];
    const a = build(make, 'layerzero_send_tokens', ns, {
      source: transfer.in.source,
      source_secondary: transfer.tx.account,
      destination: notify.tx.account,
      destination_secondary: internal.tx.account,
      asset: jettonWallet(trace, transfer.tx.account)?.jetton ?? null,
      amount: jettonAmount(transfer),
      layerzero_send_data: sendData,
      layerzero_packet_data: d.packet,
    });
    a.success = succeeded(ns);
    return a;
  }
  const ns = subtree(n);
  const a = build(make, 'layerzero_send', ns, {
    source: n.in.source,
    layerzero_send_data: sendData,
    layerzero_packet_data: d.packet,
  });
  a.success = succeeded(ns);
  return a;
}

function receive(n: Node, make: Make): Action | null {
  if (opOf(n) !== LZ.prepare || !n.in?.source) return null;
  const chain = path(n, LZ.oappPrepare, LZ.lock, LZ.execute, LZ.executeCallback);
  if (!chain) return null;
  const [prepare, lock, execute, callback] = chain as [Node, Node, Node, Node];
  const pkt = find(bodyCell(execute), packet);
  // The packet must be for the OApp it is delivered to.
  if (!pkt || BigInt(pkt.dst_oapp as string) !== BigInt(`0x${execute.tx.account.split(':')[1]}`)) return null;
  const ns = [n, ...sideNodes(n), prepare, lock, execute, ...sideNodes(execute), ...subtree(callback)];
  const a = build(make, 'layerzero_receive', ns, {
    source: n.in.source,
    destination: execute.tx.account,
    destination_secondary: execute.in?.source ?? null,
    layerzero_packet_data: pkt,
  });
  a.success = succeeded(ns);
  return a;
}

function commit(n: Node, make: Make): Action | null {
  if (opOf(n) !== LZ.ulnCommit || !n.in?.source) return null;
  const chain = path(n, LZ.connectionCommit, LZ.endpointCommit, LZ.channelCommit, LZ.commitCallback);
  if (!chain) return null;
  const [connection, endpoint, channel, callback] = chain as [Node, Node, Node, Node];
  const pkt = find(bodyCell(channel), packet);
  if (!pkt) return null;
  const ns = [n, connection, endpoint, channel, ...sideNodes(channel), ...subtree(callback)];
  // The reference reports the ULN connection as both `uln` and `uln_connection`.
  const a = build(make, 'layerzero_commit_packet', ns, {
    source: n.in.source,
    source_secondary: endpoint.tx.account,
    destination: connection.tx.account,
    destination_secondary: connection.tx.account,
    asset: channel.tx.account,
    asset_secondary: callback.tx.account,
    layerzero_packet_data: pkt,
  });
  a.success = succeeded(ns);
  return a;
}

function verify(n: Node, make: Make): Action | null {
  if (opOf(n) !== LZ.dvnVerify || !n.in?.source) return null;
  const chain = path(n, LZ.proxyCall, LZ.ulnVerify, LZ.connectionVerify, LZ.verifyCallback);
  if (!chain) return null;
  const [proxy, uln, connection, callback] = chain as [Node, Node, Node, Node];
  const st = find(bodyCell(callback), (c) => {
    const s = typed(c, HEADER.verificationStatus);
    if (!s) return null;
    const nonce = s.loadUintBig(64);
    const code = s.loadUint(32);
    return { nonce, status: VERIFY_STATUS[code] ?? `unknown_${code}` };
  });
  if (!st) return null;
  const ns = [n, proxy, uln, connection, ...sideNodes(connection), ...subtree(callback)];
  const a = build(make, 'layerzero_dvn_verify', ns, {
    source: n.in.source,
    layerzero_dvn_verify_data: {
      nonce: st.nonce,
      status: st.status,
      dvn: n.tx.account,
      proxy: proxy.tx.account,
      uln: uln.tx.account,
      uln_connection: connection.tx.account,
    },
  });
  a.success = succeeded(ns);
  return a;
}

export function layerzeroActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const n of nodes) {
    if (n.used) continue;
    const a = send(n, trace, make) ?? receive(n, make) ?? commit(n, make) ?? verify(n, make);
    if (a) out.push(a);
  }
  return out;
}
