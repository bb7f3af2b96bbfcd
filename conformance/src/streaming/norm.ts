// The two hashes that name an external message: the cell hash of the message as sent, and its normalized hash
// (TEP-467), which names the trace in every streaming event (`trace_external_hash_norm`). The suite computes both
// from the message it signs itself, so a server's value is judged against the chain's definition, not its own.
import { beginCell, Cell, loadMessage } from '@ton/core';

export interface ExternalHashes {
  /** base64 hash of the message cell */
  hash: string;
  /** base64 normalized hash: source cleared, import fee 0, no StateInit, the body as a reference */
  norm: string;
}

export function externalHashes(boc: string): ExternalHashes {
  const cell = Cell.fromBase64(boc);
  const m = loadMessage(cell.beginParse());
  if (m.info.type !== 'external-in') throw new Error('not an external-in message');
  const norm = beginCell()
    .storeUint(0b10, 2) // ext_in_msg_info$10
    .storeUint(0, 2) // src: addr_none
    .storeAddress(m.info.dest)
    .storeCoins(0) // import_fee
    .storeBit(0) // init: nothing
    .storeBit(1) // body: in a reference
    .storeRef(m.body)
    .endCell()
    .hash();
  return { hash: cell.hash().toString('base64'), norm: norm.toString('base64') };
}
