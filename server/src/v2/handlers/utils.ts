import { Address } from '@ton/core';
import { ApiError } from '../../http/errors.ts';
import { parseAddress, parseHash } from '../convert.ts';
import type { V2HandlerGroup } from './types.ts';

function variant(address: Address, bounceable: boolean, testOnly: boolean) {
  return {
    '@type': 'ext.utils.detectedAddressVariant' as const,
    b64: address.toString({ urlSafe: false, bounceable, testOnly }),
    b64url: address.toString({ urlSafe: true, bounceable, testOnly }),
  };
}

function detect(input: string) {
  const address = parseAddress(input);
  const friendly = Address.isFriendly(input) ? Address.parseFriendly(input) : undefined;
  const testOnly = friendly?.isTestOnly ?? false;
  return {
    address,
    friendly,
    result: {
      '@type': 'ext.utils.detectedAddress' as const,
      raw_form: address.toRawString(),
      bounceable: variant(address, true, testOnly),
      non_bounceable: variant(address, false, testOnly),
      given_type: friendly
        ? friendly.isBounceable
          ? ('friendly_bounceable' as const)
          : ('friendly_non_bounceable' as const)
        : ('raw_form' as const),
      test_only: testOnly,
    },
  };
}

/** Address and hash conversions: pure functions, no liteserver. */
export const utilsHandlers = {
  detectAddress: async ({ address }) => detect(address).result,

  /** friendly input keeps its flags; raw input becomes url-safe bounceable (what toncenter answers today) */
  packAddress: async ({ address }) => {
    const { address: parsed, friendly } = detect(address);
    if (friendly)
      return parsed.toString({ urlSafe: true, bounceable: friendly.isBounceable, testOnly: friendly.isTestOnly });
    return parsed.toString({ urlSafe: true, bounceable: true });
  },

  /** v2 D18: upper-case hex, as the C++ server answers (detectAddress's raw_form stays lower-case, as both upstreams) */
  unpackAddress: async ({ address }) => {
    const a = parseAddress(address);
    return `${a.workChain}:${a.hash.toString('hex').toUpperCase()}`;
  },

  detectHash: async ({ hash }) => {
    let bytes: Buffer;
    try {
      bytes = parseHash(hash);
    } catch {
      throw new ApiError(422, 'failed to parse hash');
    }
    return {
      '@type': 'ext.utils.detectedHash' as const,
      b64: bytes.toString('base64'),
      b64url: bytes.toString('base64url'),
      hex: bytes.toString('hex'),
    };
  },
} satisfies V2HandlerGroup<'detectAddress' | 'packAddress' | 'unpackAddress' | 'detectHash'>;
