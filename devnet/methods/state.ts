import { Address, Cell, Dictionary, parseTuple, type TupleItem } from '@ton/core';
import { LiteErrorCode, LiteServerError } from '../../liteapi/errors.ts';
import type { LocalChain } from '../chain/local-chain.ts';
import { serializeBocMulti } from '../chain/boc.ts';
import { accountStateProof, blockHeaderProof, configStateProof } from '../chain/proofs.ts';
import { MASTERCHAIN, type BlockRecord } from '../chain/types.ts';
import { blockCell, Memo, resolveMc, tlId, type TLBlockIdExt } from './common.ts';

/** Account and configuration lite_api methods, answered from the state as of the requested block. */

interface AccountReq {
  id: TLBlockIdExt;
  account: { workchain: number; id: Buffer };
}

/** The block whose state holds the account: the masterchain block, or its round's block of the account's shard. */
function shardBlockFor(chain: LocalChain, mc: BlockRecord, workchain: number, id: Buffer): BlockRecord {
  return workchain === MASTERCHAIN ? mc : chain.shardBlockOf(mc.id.seqno, id);
}

export function stateHandlers(chain: LocalChain) {
  const proofs = new Memo<Buffer>(50_000);
  const answers = new Memo<object>(10_000);
  const getResults = new Memo<ReturnType<LocalChain['runGetMethod']>>(5_000);
  const headerProof = (rec: BlockRecord) => (rec.boc ? blockHeaderProof(blockCell(rec)) : null);

  function accountProof(_mc: BlockRecord, shardblk: BlockRecord, accountId: Buffer): Buffer {
    return proofs.get(`${shardblk.id.rootHash.toString('hex')}:${accountId.toString('hex')}`, () => {
      const state = accountStateProof(shardblk.state, accountId);
      const head = headerProof(shardblk);
      return serializeBocMulti(head ? [head, state] : [state, state]);
    });
  }
  function shardProof(mc: BlockRecord, shardblk: BlockRecord): Buffer {
    if (shardblk === mc) return Buffer.alloc(0);
    return proofs.get(`shard:${mc.id.rootHash.toString('hex')}`, () => {
      const h = headerProof(mc);
      return h ? serializeBocMulti([h, configStateProof(mc.state, 0)]) : Buffer.alloc(0);
    });
  }

  return {
    liteServer_getAccountState: async (req: AccountReq) => {
      const mc = resolveMc(chain, req.id);
      const id = Buffer.from(req.account.id);
      // The answer is a pure function of (masterchain block, account): built once, then served as is.
      return answers.get(`${mc.id.seqno}:${req.account.workchain}:${id.toString('hex')}`, () => {
        const shardblk = shardBlockFor(chain, mc, req.account.workchain, id);
        const v = chain.accountAt(req.account.workchain, id, mc.id.seqno);
        const state = v
          ? proofs.get(`state:${v.shardAccount.hash().toString('hex')}`, () => v.shardAccount.refs[0]!.toBoc())
          : Buffer.alloc(0);
        return {
          kind: 'liteServer.accountState',
          id: tlId(mc.id),
          shardblk: tlId(shardblk.id),
          shardProof: shardProof(mc, shardblk),
          proof: accountProof(mc, shardblk, id),
          state,
        };
      });
    },
    liteServer_runSmcMethod: async (req: AccountReq & { mode: number; methodId: string; params: Buffer }) => {
      const mc = resolveMc(chain, req.id);
      const shardblk = shardBlockFor(chain, mc, req.account.workchain, Buffer.from(req.account.id));
      let stack: TupleItem[] = [];
      if (req.params.length > 0) {
        try {
          stack = parseTuple(Cell.fromBoc(Buffer.from(req.params))[0]!);
        } catch {
          throw new LiteServerError(LiteErrorCode.protoviolation, 'cannot deserialize parameters of the get-method');
        }
      }
      const address = new Address(req.account.workchain, Buffer.from(req.account.id));
      const methodId = Number(BigInt.asIntN(32, BigInt(req.methodId)));
      // A get-method's result is a pure function of (account state at the block, block time, config, method, stack):
      // the emulator runs once per distinct question, later askers get the same answer.
      const key =
        req.params.length <= 1024
          ? `${mc.id.seqno}:${address.toRawString()}:${methodId}:${Buffer.from(req.params).toString('base64')}`
          : null;
      const run = () => chain.runGetMethod(address, methodId, stack, mc.id.seqno);
      const pending = key ? getResults.get(key, () => run()) : run();
      const res = await pending.catch((e: unknown) => {
        if (key) getResults.delete(key);
        throw e;
      });
      const m = req.mode;
      const withProof = (m & 1) !== 0;
      const base = {
        kind: 'liteServer.runMethodResult',
        mode: m,
        id: tlId(mc.id),
        shardblk: tlId(shardblk.id),
        shardProof: withProof ? shardProof(mc, shardblk) : null,
        proof: withProof ? accountProof(mc, shardblk, address.hash) : null,
        stateProof: m & 2 ? accountProof(mc, shardblk, address.hash) : null,
        initC7: m & 8 ? Buffer.alloc(0) : null,
        libExtras: m & 16 ? Buffer.alloc(0) : null,
      };
      if (res.kind === 'inactive') return { ...base, exitCode: -256, result: m & 4 ? Buffer.alloc(0) : null };
      if (res.kind === 'error') throw new LiteServerError(LiteErrorCode.error, `cannot run get-method: ${res.error}`);
      return { ...base, exitCode: res.exitCode, result: m & 4 ? res.stack.toBoc() : null };
    },
    liteServer_getConfigAll: async (req: { mode: number; id: TLBlockIdExt }) =>
      configInfo(req.mode, resolveMc(chain, req.id)),
    liteServer_getConfigParams: async (req: { mode: number; id: TLBlockIdExt; paramList: number[] }) =>
      configInfo(req.mode, resolveMc(chain, req.id)),
    liteServer_getLibraries: async (req: { libraryList: Buffer[] }) => {
      const libs = chain.bc.libs
        ? Dictionary.loadDirect(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell(), chain.bc.libs)
        : null;
      const result = [];
      for (const h of req.libraryList.slice(0, 16)) {
        const lib = libs?.get(Buffer.from(h));
        if (lib) result.push({ kind: 'liteServer.libraryEntry', hash: Buffer.from(h), data: lib.toBoc() });
      }
      return { kind: 'liteServer.libraryResult', result };
    },
  };

  function configInfo(mode: number, mc: BlockRecord) {
    const configProof = proofs.get(`config:${mc.id.rootHash.toString('hex')}`, () =>
      serializeBocMulti([configStateProof(mc.state)]),
    );
    const h = headerProof(mc);
    return {
      kind: 'liteServer.configInfo',
      mode,
      id: tlId(mc.id),
      stateProof: h ? serializeBocMulti([h]) : Buffer.alloc(0),
      configProof,
    };
  }
}
