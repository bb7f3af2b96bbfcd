import { beginCell, type Cell, type Slice } from '@ton/core';

/** Merkle proofs over the chain's own cells (structurally real: pruned branches + MerkleProof roots). */

export function prunedBranch(c: Cell): Cell {
  return beginCell()
    .storeUint(1, 8)
    .storeUint(1, 8)
    .storeBuffer(c.hash(0))
    .storeUint(c.depth(0), 16)
    .endCell({ exotic: true });
}

export function merkleProof(root: Cell): Cell {
  return beginCell()
    .storeUint(3, 8)
    .storeBuffer(root.hash(0))
    .storeUint(root.depth(0), 16)
    .storeRef(root)
    .endCell({ exotic: true });
}

function readLabel(s: Slice, n: number): string {
  const k = Math.ceil(Math.log2(n + 1));
  if (!s.loadBit()) {
    let len = 0;
    while (s.loadBit()) len++;
    let out = '';
    for (let i = 0; i < len; i++) out += s.loadBit() ? '1' : '0';
    return out;
  }
  if (!s.loadBit()) {
    const len = s.loadUint(k);
    let out = '';
    for (let i = 0; i < len; i++) out += s.loadBit() ? '1' : '0';
    return out;
  }
  const bit = s.loadBit() ? '1' : '0';
  return bit.repeat(s.loadUint(k));
}

function rebuild(cell: Cell, refs: Cell[]): Cell {
  const b = beginCell().storeBits(cell.bits);
  for (const r of refs) b.storeRef(r);
  return b.endCell();
}

/** Keeps the path of one key through a (possibly augmented) Hashmap root; prunes every other branch. */
export function proveHashmapKey(root: Cell, n: number, key: string): Cell {
  const s = root.beginParse();
  const label = readLabel(s, n);
  const m = n - label.length;
  // At the leaf, the value's own refs (ShardAccount's ^Account) stay pruned, as a liteserver's lookup never loads them.
  if (m === 0 || !key.startsWith(label)) return rebuild(root, root.refs.map(prunedBranch));
  const rest = key.slice(label.length);
  const goRight = rest[0] === '1';
  const [l, r] = root.refs as [Cell, Cell];
  const left = goRight ? prunedBranch(l) : proveHashmapKey(l, m - 1, rest.slice(1));
  const right = goRight ? proveHashmapKey(r, m - 1, rest.slice(1)) : prunedBranch(r);
  return rebuild(root, [left, right]);
}

/** MerkleProof of a ShardStateUnsplit keeping only the path to one account in `accounts`. */
export function accountStateProof(state: Cell, accountId: Buffer): Cell {
  const [queue, accounts, other, custom] = state.refs;
  let acc = accounts!;
  if (acc.refs.length > 0) {
    const key = BigInt('0x' + accountId.toString('hex'))
      .toString(2)
      .padStart(256, '0');
    acc = rebuild(acc, [proveHashmapKey(acc.refs[0]!, 256, key)]);
  }
  const refs = [prunedBranch(queue!), acc, prunedBranch(other!)];
  if (custom) refs.push(prunedBranch(custom));
  return merkleProof(rebuild(state, refs));
}

/**
 * MerkleProof of a masterchain state keeping one ref of McStateExtra (0: shard_hashes, 1: the config)
 * and pruning the accounts and everything else.
 */
export function configStateProof(state: Cell, keep: 0 | 1 = 1): Cell {
  const [queue, accounts, other, custom] = state.refs;
  const extra = custom
    ? rebuild(
        custom,
        custom.refs.map((r, i) => (i === keep ? r : prunedBranch(r))),
      )
    : undefined;
  const refs = [prunedBranch(queue!), prunedBranch(accounts!), prunedBranch(other!)];
  if (extra) refs.push(extra);
  return merkleProof(rebuild(state, refs));
}

/** MerkleProof of a state's root cell alone (every ref pruned): what stands for the zero state, which has no block header. */
export function stateRootProof(state: Cell): Cell {
  return merkleProof(rebuild(state, state.refs.map(prunedBranch)));
}

/** MerkleProof of a block keeping the header (BlockInfo) and the state update; the rest pruned. */
export function blockHeaderProof(block: Cell): Cell {
  const [info, valueFlow, stateUpdate, extra] = block.refs as [Cell, Cell, Cell, Cell];
  return merkleProof(rebuild(block, [info, prunedBranch(valueFlow), stateUpdate, prunedBranch(extra)]));
}

/**
 * MerkleProof of a block keeping BlockInfo and the ShardAccountBlocks paths down to the given
 * transactions (by hash); everything else pruned. `full` keeps each transaction cell whole
 * (getOneTransaction), otherwise the transactions themselves are pruned too (their hashes are
 * what listBlockTransactions proves).
 */
export function blockTransactionsProof(
  block: Cell,
  txHashes: Set<string>,
  allTxHashes: Set<string>,
  full: boolean,
): Cell {
  const [info, valueFlow, stateUpdate, extra] = block.refs as [Cell, Cell, Cell, Cell];
  const [inDescr, outDescr, accountBlocks, mcExtra] = extra.refs as [Cell, Cell, Cell, Cell | undefined];
  const kept = keepPaths(accountBlocks, txHashes, allTxHashes, full);
  const extraRefs = [prunedBranch(inDescr), prunedBranch(outDescr), kept ?? prunedBranch(accountBlocks)];
  if (mcExtra) extraRefs.push(prunedBranch(mcExtra));
  return merkleProof(
    rebuild(block, [info, prunedBranch(valueFlow), prunedBranch(stateUpdate), rebuild(extra, extraRefs)]),
  );
}

/** The cell with only the branches that lead to a target kept (null: no target below); never enters `opaque` cells. */
function keepPaths(c: Cell, targets: Set<string>, opaque: Set<string>, full: boolean): Cell | null {
  if (c.isExotic) return null;
  const h = c.hash().toString('hex');
  if (targets.has(h)) return full ? c : prunedBranch(c);
  if (opaque.has(h)) return null;
  let found = false;
  const refs = c.refs.map((r) => {
    const k = keepPaths(r, targets, opaque, full);
    if (k) found = true;
    return k ?? prunedBranch(r);
  });
  return found ? rebuild(c, refs) : null;
}

/**
 * MerkleProof of a masterchain state down to one entry of McStateExtra.prev_blocks (OldMcBlocksInfo):
 * the proof of a blockLinkBack that an older masterchain block is an ancestor of this one.
 */
export function prevBlockProof(state: Cell, seqno: number): Cell {
  const [queue, accounts, other, custom] = state.refs as [Cell, Cell, Cell, Cell];
  const [shardHashes, config, inner] = custom.refs as [Cell, Cell, Cell];
  const key = seqno.toString(2).padStart(32, '0');
  const innerKept = inner.refs.length
    ? rebuild(inner, [proveHashmapKey(inner.refs[0]!, 32, key), ...inner.refs.slice(1).map(prunedBranch)])
    : inner;
  const extra = rebuild(custom, [
    prunedBranch(shardHashes),
    prunedBranch(config),
    innerKept,
    ...custom.refs.slice(3).map(prunedBranch),
  ]);
  return merkleProof(rebuild(state, [prunedBranch(queue), prunedBranch(accounts), prunedBranch(other), extra]));
}
