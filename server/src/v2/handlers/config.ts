import { Dictionary } from '@ton/core';
import { ApiError } from '../../http/errors.ts';
import { masterchainBlock, query, type V2Deps } from '../chain.ts';
import { b64, parseHash } from '../convert.ts';
import { configAt } from '../emulation.ts';
import type { V2HandlerGroup } from './types.ts';

export function configHandlers(deps: V2Deps) {
  return {
    getConfigParam: async (input, ctx) => {
      if ((input.config_id === undefined) === (input.param === undefined)) {
        throw new ApiError(422, 'failed to validate request: exactly one of config_id or param should be specified');
      }
      const id = Number(input.config_id ?? input.param);
      const { id: block } = await masterchainBlock(
        deps,
        ctx,
        input.seqno === undefined ? undefined : Number(input.seqno),
      );
      const { cell: config } = await configAt(deps, ctx, block);
      const value = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), config).get(id);
      if (!value) throw new ApiError(404, `configuration parameter ${id} is not set`);
      return {
        '@type': 'configInfo' as const,
        config: { '@type': 'tvm.cell' as const, bytes: b64(value.toBoc({ idx: false })) },
      };
    },

    getConfigAll: async (input, ctx) => {
      const { id: block } = await masterchainBlock(
        deps,
        ctx,
        input.seqno === undefined ? undefined : Number(input.seqno),
      );
      const { cell: config } = await configAt(deps, ctx, block);
      return {
        '@type': 'configInfo' as const,
        config: { '@type': 'tvm.cell' as const, bytes: b64(config.toBoc({ idx: false })) },
      };
    },

    getLibraries: async (input, ctx) => {
      const list = Array.isArray(input.libraries) ? input.libraries : [input.libraries];
      const hashes = list.map((h) => parseHash(h, 'libraries'));
      const res = await query<{ result: Array<{ hash: Buffer; data: Buffer }> }>(deps, ctx, 'getLibraries', (c) =>
        c.getLibraries(hashes),
      );
      return {
        '@type': 'smc.libraryResult' as const,
        result: res.result.map((l) => ({ '@type': 'smc.libraryEntry' as const, hash: b64(l.hash), data: b64(l.data) })),
      };
    },
  } satisfies V2HandlerGroup<'getConfigParam' | 'getConfigAll' | 'getLibraries'>;
}
