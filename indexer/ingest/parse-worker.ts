/** Worker side of the parse pool: block BOC bytes in, rows ready for the writing thread out (`wire.ts`). */
import { parentPort, workerData } from 'node:worker_threads';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';
import { parseLocal } from './parse-local.ts';
import type { ParseRequest, ParseResponse, ParseWorkerData } from './parse-pool.ts';
import { forWriter } from './wire.ts';

// This module is the thread's entry: it runs the libraries as the thread that started it does.
if ((workerData as ParseWorkerData).tonCoreSpeedups) installTonCoreSpeedups();

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
