import { LiteSingleEngine } from 'ton-lite-client';
import type { LiteHandlers } from '../dispatch.ts';
import { LiteServerError } from '../../../liteapi/errors.ts';

/** Fixed TL answers: these tests exercise the transport, not a chain. */
export const blockId = {
  kind: 'tonNode.blockIdExt' as const,
  workchain: -1,
  shard: '-9223372036854775808',
  seqno: 4242,
  rootHash: Buffer.alloc(32, 0xab),
  fileHash: Buffer.alloc(32, 0xcd),
};

export const masterchainInfo = {
  kind: 'liteServer.masterchainInfo' as const,
  last: blockId,
  stateRootHash: Buffer.alloc(32, 0x11),
  init: {
    kind: 'tonNode.zeroStateIdExt' as const,
    workchain: -1,
    rootHash: Buffer.alloc(32, 0x22),
    fileHash: Buffer.alloc(32, 0x33),
  },
};

export const NOW = 1_700_000_000;
export const BIG_BLOCK_SEQNO = 5;
/** Larger than any TCP chunk, so frames are reassembled from many pieces in both directions. */
export const bigBlockData = Buffer.alloc(6 * 1024 * 1024, 0x5a);

export function testHandlers(): LiteHandlers {
  return {
    liteServer_getTime: async () => ({ kind: 'liteServer.currentTime', now: NOW }),
    liteServer_getVersion: async () => ({
      kind: 'liteServer.version',
      mode: 0,
      version: 0x101,
      capabilities: '7',
      now: NOW,
    }),
    liteServer_getMasterchainInfo: async () => masterchainInfo,
    liteServer_sendMessage: async (req) => ({ kind: 'liteServer.sendMsgStatus', status: req.body.length }),
    liteServer_getBlock: async (req) => {
      if (req.id.seqno === BIG_BLOCK_SEQNO) return { kind: 'liteServer.blockData', id: req.id, data: bigBlockData };
      if (req.id.seqno !== blockId.seqno) throw LiteServerError.notReady('block is not applied');
      return { kind: 'liteServer.blockData', id: req.id, data: Buffer.from('b5ee9c72', 'hex') };
    },
    liteServer_getBlockHeader: async () => {
      throw new Error('handler bug with a secret detail');
    },
    liteServer_getState: async () => ({ notATlObject: true }),
  };
}

export async function connectSingle(host: string, port: number, publicKey: Buffer): Promise<LiteSingleEngine> {
  const engine = new LiteSingleEngine({ host: `tcp://${host}:${port}`, publicKey });
  await new Promise<void>((resolve) => engine.once('ready', () => resolve()));
  return engine;
}
