/** Worker side of the parse pool: block BOC bytes in, rows ready for the writing thread out (`wire.ts`). */
import { parentPort } from 'node:worker_threads';
import { parseLocal } from './parse-local.ts';
import type { ParseRequest, ParseResponse } from './parse-pool.ts';
import { forWriter } from './wire.ts';

parentPort!.on('message', (req: ParseRequest) => {
  let res: ParseResponse;
  try {
    const parsed = parseLocal(Buffer.from(req.boc.buffer, req.boc.byteOffset, req.boc.byteLength), req.mcSeqno);
    res = { id: req.id, data: forWriter(parsed.data), shardState: parsed.shardState };
  } catch (err) {
    res = { id: req.id, error: (err as Error).message };
  }
  parentPort!.postMessage(res);
});
