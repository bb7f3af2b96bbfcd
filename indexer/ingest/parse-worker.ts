/** Worker side of the parse pool: block BOC bytes in, decoded rows out (CPU work off the writing thread). */
import { parentPort } from 'node:worker_threads';
import { parseLocal } from './parse-local.ts';
import type { ParseRequest, ParseResponse } from './parse-pool.ts';

parentPort!.on('message', (req: ParseRequest) => {
  let res: ParseResponse;
  try {
    res = { id: req.id, ...parseLocal(Buffer.from(req.boc.buffer, req.boc.byteOffset, req.boc.byteLength), req.mcSeqno) };
  } catch (err) {
    res = { id: req.id, error: (err as Error).message };
  }
  parentPort!.postMessage(res);
});
