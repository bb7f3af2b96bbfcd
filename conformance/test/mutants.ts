// The mutants the self-test plants in front of the reference servers: each is one bug a real
// implementation could have, the operations it is run on (`only`), and the check that must catch
// it. `pending` marks a mutant whose check is not in this suite yet; the test lists it as a todo.
// This table holds the protocol, input and list mutants; mutants/*.ts hold one area each.
import { Address } from '@ton/core';
import {
  edit,
  path,
  isRpc,
  v2,
  crash,
  errorBody,
  setQuery,
  sse,
  subscription,
  depth,
  type Mutant,
  type Obj,
} from './mutants/support.ts';
import { AREA_MUTANTS } from './mutants/areas.ts';
import { sseFrame } from '../src/streaming/framing.ts';

export type { Mutant };

const CORE_MUTANTS: Mutant[] = [
  // JSON-RPC (v2 D10–D13)
  {
    id: 'rpc-id-stringified',
    description: 'JSON-RPC turns a numeric id into a string (as one upstream does)',
    only: '^v2/getMasterchainInfo$',
    caughtBy: { check: 'jsonrpc', name: /id 7/ },
    answer: edit(
      (_a, r) => isRpc(r),
      (b) => {
        if (typeof b.id === 'number') b.id = String(b.id);
      },
    ),
  },
  {
    id: 'rpc-id-dropped-on-errors',
    description: 'JSON-RPC error answers leave the id out',
    only: '^v2/(jsonRPC|getAddressBalance)$',
    caughtBy: { check: 'jsonrpc' },
    answer: edit(
      (a, r) => isRpc(r) && a.status >= 400,
      (b) => {
        delete b.id;
      },
    ),
  },
  {
    id: 'rpc-version-missing',
    description: 'JSON-RPC answers without "jsonrpc": "2.0"',
    only: '^v2/getMasterchainInfo$',
    caughtBy: { check: 'jsonrpc' },
    answer: edit(
      (_a, r) => isRpc(r),
      (b) => {
        delete b.jsonrpc;
      },
    ),
  },
  {
    id: 'rpc-unknown-method-422',
    description: 'an unknown JSON-RPC method is 422 instead of 404',
    only: '^v2/jsonRPC$',
    caughtBy: { check: 'jsonrpc', name: /unknown method/ },
    answer: edit(
      (a, r) => isRpc(r) && a.status === 404,
      (b, a) => {
        a.status = 422;
        b.code = 422;
      },
    ),
  },
  {
    id: 'rpc-invalid-params-400',
    description: 'JSON-RPC answers invalid params with 400 where REST says 422',
    only: '^v2/getAddressBalance$',
    caughtBy: { check: 'jsonrpc', name: /invalid params/ },
    answer: edit(
      (a, r) => isRpc(r) && a.status === 422,
      (b, a) => {
        a.status = 400;
        b.code = 400;
      },
    ),
  },
  {
    id: 'rpc-unreadable-body-no-id',
    description: 'JSON-RPC answers an unreadable body without "id": null',
    only: '^v2/jsonRPC$',
    caughtBy: { check: 'jsonrpc', name: /unreadable/ },
    answer: edit(
      (a, r) => isRpc(r) && a.status === 400,
      (b) => {
        delete b.id;
        delete b.jsonrpc;
      },
    ),
  },
  {
    id: 'rpc-array-params-accepted',
    description: 'JSON-RPC reads a non-empty params array as no params',
    only: '^v2/getMasterchainInfo$',
    caughtBy: { check: 'jsonrpc', name: /array params/ },
    rewrite: (r) =>
      isRpc(r) && /"params":\[1\]/.test(r.body) ? { ...r, body: r.body.replace('"params":[1]', '"params":{}') } : r,
  },

  // Exact error texts and envelopes (v2 D5/D9, v3 D2/D7)
  {
    id: 'address-error-text',
    description: 'a malformed address is refused with another text than "failed to parse address"',
    only: '^(v2/getAddressBalance|v3/getWalletStates)$',
    caughtBy: { check: 'error-text', name: /failed to parse address/ },
    answer: (a, _r) =>
      a.body.includes('failed to parse address')
        ? { ...a, body: a.body.replace('failed to parse address', 'invalid address') }
        : a,
  },
  {
    id: 'unauthorized-forbidden-swapped',
    description: '401 and 403 are swapped (status, code and text)',
    only: '^v2/getAddressState$',
    caughtBy: { check: 'error-text', name: /401|403/ },
    answer: (a, r) =>
      a.status === 401
        ? { ...a, status: 403, body: errorBody(r, 403, 'Network not allowed') }
        : a.status === 403
          ? { ...a, status: 401, body: errorBody(r, 401, 'API key does not exist') }
          : a,
  },
  {
    id: 'unknown-key-accepted',
    description: 'an unknown API key is served like a good one',
    only: '^v3/getAccountStates$',
    caughtBy: { check: 'error-text', name: /401/ },
    rewrite: (r) =>
      r.headers['x-api-key'] === 'conformance-unknown-key-0000'
        ? { ...r, headers: { ...r.headers, 'x-api-key': 'local-conformance-key' } }
        : r,
  },
  {
    id: 'other-network-key-accepted',
    description: 'a key issued for another network is served',
    only: '^v2/getAddressState$',
    caughtBy: { check: 'error-text', name: /403/ },
    rewrite: (r) =>
      r.headers['x-api-key'] === 'mainnet-only-conformance-key'
        ? { ...r, headers: { ...r.headers, 'x-api-key': 'local-conformance-key' } }
        : r,
  },
  {
    id: 'api-key-query-ignored',
    description: 'a key in the api_key query parameter is ignored',
    only: '^v3/getAccountStates$',
    caughtBy: { check: 'error-text', name: /api_key query/ },
    rewrite: (r) => setQuery(r, (q) => q.delete('api_key')),
  },
  {
    id: 'validation-400',
    description: 'every 422 is answered as 400',
    only: '^v3/getAccountStates$',
    caughtBy: { check: 'error-text', name: /failed to parse address/ },
    answer: edit(
      (a) => a.status === 422,
      (b, a) => {
        a.status = 400;
        b.code = 400;
      },
    ),
  },
  {
    id: 'ratelimit-no-envelope',
    description: '429 answers are a bare text without the envelope',
    only: '^v2/getMasterchainInfo$',
    caughtBy: { check: 'error-text', name: /429/ },
    answer: (a) =>
      a.status === 429 ? { status: 429, headers: { 'content-type': 'text/plain' }, body: 'Too Many Requests' } : a,
  },
  {
    id: 'ratelimit-text',
    description: '429 says "rate limit" instead of "Ratelimit exceeded"',
    only: '^v3/getMasterchainInfo$',
    caughtBy: { check: 'error-text', name: /429/ },
    answer: edit(
      (a) => a.status === 429,
      (b) => {
        b.error = 'rate limit';
      },
    ),
  },
  {
    id: 'envelope-code-differs',
    description: 'error `code` is 400 whatever the HTTP status',
    only: '^v3/getTransactions$',
    caughtBy: { check: 'error-envelope' },
    answer: edit(
      (a) => a.status >= 400,
      (b) => {
        b.code = 400;
      },
    ),
  },
  {
    id: 'v2-error-ok-true',
    description: 'v2 errors carry ok:true',
    only: '^v2/getAddressBalance$',
    caughtBy: { check: 'error-envelope' },
    answer: edit(
      (a, r) => v2(r) && a.status >= 400,
      (b) => {
        b.ok = true;
      },
    ),
  },

  // HTTP hygiene
  {
    id: 'cors-missing',
    description: 'no Access-Control-Allow-Origin on any answer',
    only: '^v3/getBlocks$',
    caughtBy: { check: 'cors' },
    answer: (a) => {
      const { 'access-control-allow-origin': _, ...h } = a.headers;
      return { ...a, headers: h };
    },
  },
  {
    id: 'cors-missing-on-errors',
    description: 'no Access-Control-Allow-Origin on error answers',
    only: '^v2/getShards$',
    caughtBy: { check: 'cors', name: /error answer/ },
    answer: (a) => {
      if (a.status < 400) return a;
      const { 'access-control-allow-origin': _, ...h } = a.headers;
      return { ...a, headers: h };
    },
  },
  {
    id: 'cors-missing-on-gateway',
    description: 'gateway answers (401, 429) lack Access-Control-Allow-Origin',
    only: '^v3/getMasterchainInfo$',
    caughtBy: { check: 'cors', name: /401|429/ },
    answer: (a) => {
      if (a.status !== 401 && a.status !== 429) return a;
      const { 'access-control-allow-origin': _, ...h } = a.headers;
      return { ...a, headers: h };
    },
  },
  {
    id: 'preflight-refuses-api-key',
    description: 'the CORS preflight does not allow the X-API-Key header',
    only: '^v3/getTransactions$',
    caughtBy: { check: 'cors', name: /preflight/ },
    answer: (a, r) =>
      r.method === 'OPTIONS'
        ? { ...a, headers: { ...a.headers, 'access-control-allow-headers': 'Accept,Content-Type' } }
        : a,
  },
  {
    id: 'preflight-405',
    description: 'OPTIONS is answered 405',
    only: '^v2/runGetMethod$',
    caughtBy: { check: 'cors', name: /preflight/ },
    intercept: (r) =>
      r.method === 'OPTIONS'
        ? {
            status: 405,
            headers: { 'content-type': 'application/json' },
            body: errorBody(r, 405, 'method OPTIONS is not supported'),
          }
        : undefined,
  },
  {
    id: 'head-unsupported',
    description: 'HEAD on GET routes is 405',
    only: '^v3/getMessages$',
    caughtBy: { check: 'head' },
    intercept: (r) =>
      r.method === 'HEAD' ? { status: 405, headers: { 'content-type': 'application/json' }, body: '' } : undefined,
  },
  {
    id: 'content-type-text',
    description: 'JSON answers are labelled text/plain',
    only: '^v2/getConsensusBlock$',
    caughtBy: { check: 'content-type' },
    answer: (a) => ({ ...a, headers: { ...a.headers, 'content-type': 'text/plain; charset=utf-8' } }),
  },
  {
    id: 'error-content-type-text',
    description: 'error answers are labelled text/plain',
    only: '^v2/getShards$',
    caughtBy: { check: 'error-text' },
    answer: (a) =>
      a.status >= 400 ? { ...a, headers: { ...a.headers, 'content-type': 'text/plain; charset=utf-8' } } : a,
  },
  {
    id: 'any-method-served',
    description: 'a method the path does not define is served (200) instead of 405',
    only: '^v3/getNftItems$',
    caughtBy: { check: 'unsupported-method' },
    answer: (a) => (a.status === 405 ? { ...a, status: 200, body: '{}' } : a),
  },

  // Input forms (v2 D4/D8, v3 D3/D16)
  {
    id: 'v2-unknown-param-refused',
    description: 'v2 refuses an unknown query parameter with 422',
    only: '^v2/getTransactions$',
    caughtBy: { check: 'input-forms', name: /unknown/ },
    intercept: (r) =>
      v2(r) && r.url.searchParams.has('conformance_extra')
        ? { status: 422, headers: { 'content-type': 'application/json' }, body: errorBody(r, 422, 'unknown parameter') }
        : undefined,
  },
  {
    id: 'v3-unknown-param-400',
    description: 'v3 answers an unknown query parameter 400, neither ignoring it nor refusing it with 422',
    only: '^v3/getJettonWallets$',
    caughtBy: { check: 'input-forms', name: /unknown/ },
    intercept: (r) =>
      !v2(r) && r.url.searchParams.has('conformance_extra')
        ? { status: 400, headers: { 'content-type': 'application/json' }, body: errorBody(r, 400, 'unknown parameter') }
        : undefined,
  },
  {
    id: 'v3-unknown-body-field-ignored',
    description: 'v3 ignores an unknown JSON body field',
    only: '^v3/runGetMethod$',
    caughtBy: { check: 'input-forms', name: /unknown/ },
    rewrite: (r) =>
      r.body.includes('conformance_extra_field')
        ? { ...r, body: r.body.replace(/,?"conformance_extra_field":"1"/, '').replace('{,', '{') }
        : r,
  },
  {
    id: 'v2-boolean-false-refused',
    description: 'v2 reads only archival=true and refuses false',
    only: '^v2/getTransactionsStd$',
    caughtBy: { check: 'input-forms', name: /archival/ },
    intercept: (r) =>
      /[?&]archival=false(&|$)/.test(r.rawUrl)
        ? {
            status: 422,
            headers: { 'content-type': 'application/json' },
            body: errorBody(r, 422, 'archival must be boolean'),
          }
        : undefined,
  },
  {
    id: 'v2-lt-number-refused',
    description: 'v2 refuses a 64-bit created_lt sent as a JSON integer (tonweb sends lt so)',
    only: '^v2/tryLocateTx(Post)?$',
    caughtBy: { check: 'input-forms', name: /64-bit/ },
    intercept: (r) =>
      v2(r) && /"created_lt":\d/.test(r.body)
        ? {
            status: 422,
            headers: { 'content-type': 'application/json' },
            body: errorBody(r, 422, 'created_lt must be a string'),
          }
        : undefined,
  },

  // Address forms (v2 D18, v3 D8)
  {
    id: 'bounceable-flipped',
    description: 'detectAddress swaps its bounceable and non-bounceable forms',
    only: '^v2/detectAddress$',
    caughtBy: { check: 'address-forms' },
    answer: edit(
      (a) => a.status === 200,
      (b) => {
        const r = b.result;
        if (r?.bounceable) [r.bounceable, r.non_bounceable] = [r.non_bounceable, r.bounceable];
      },
    ),
  },
  {
    id: 'b64url-as-b64',
    description: 'packAddress answers the standard base64 alphabet instead of url-safe',
    only: '^v2/packAddress$',
    caughtBy: { check: 'address-forms' },
    answer: edit(
      (a) => a.status === 200,
      (b) => {
        if (typeof b.result === 'string') b.result = b.result.replace(/-/g, '+').replace(/_/g, '/');
      },
    ),
  },
  {
    id: 'test-only-dropped',
    description: 'packAddress loses the test-only flag of a friendly address',
    only: '^v2/packAddressPost$',
    caughtBy: { check: 'address-forms' },
    answer: edit(
      (a) => a.status === 200,
      (b) => {
        if (typeof b.result === 'string') {
          const f = Address.parseFriendly(b.result);
          b.result = f.address.toString({ urlSafe: true, bounceable: f.isBounceable, testOnly: false });
        }
      },
    ),
  },
  {
    id: 'detect-b64-url-safe',
    description: 'detectAddress b64 fields use the url-safe alphabet',
    only: '^v2/detectAddressPost$',
    caughtBy: { check: 'address-forms' },
    answer: edit(
      (a) => a.status === 200,
      (b) => {
        for (const k of ['bounceable', 'non_bounceable']) if (b.result?.[k]) b.result[k].b64 = b.result[k].b64url;
      },
    ),
  },
  {
    id: 'unpack-wrong-workchain',
    description: 'unpackAddress always answers workchain 0',
    only: '^v2/unpackAddress$',
    caughtBy: { check: 'address-forms' },
    answer: edit(
      (a) => a.status === 200,
      (b) => {
        if (typeof b.result === 'string') b.result = b.result.replace(/^-?\d+:/, '-1:');
      },
    ),
  },
  {
    id: 'address-book-wallet-bounceable',
    description: 'address_book gives wallets their bounceable form',
    only: '^v3/getAddressBook$',
    caughtBy: { check: 'address-forms', name: /user_friendly/ },
    answer: edit(
      (a) => a.status === 200,
      (b) => {
        for (const e of Object.values(b))
          if (typeof e?.user_friendly === 'string' && e.user_friendly.length === 48) {
            const f = Address.parseFriendly(e.user_friendly);
            e.user_friendly = f.address.toString({ urlSafe: true, bounceable: true, testOnly: f.isTestOnly });
          }
      },
    ),
  },
  {
    id: 'address-book-incomplete',
    description: 'an address of the records is missing from address_book',
    only: '^v3/getTransactions$',
    caughtBy: { check: 'address-forms', name: /address_book complete/ },
    answer: edit(
      (a, r) => a.status === 200 && path(r).endsWith('/transactions'),
      (b) => {
        const k = Object.keys(b.address_book ?? {})[0];
        if (k) delete b.address_book[k];
      },
    ),
  },

  // Boundary input must never crash the server
  {
    id: 'crash-on-nul',
    description: 'a NUL byte in the input is a 500',
    only: '^v2/detectAddress$',
    caughtBy: { check: 'boundary-fuzz' },
    intercept: (r) => (/%00/.test(r.rawUrl) || r.body.includes('\\u0000') ? crash(r) : undefined),
  },
  {
    id: 'crash-on-deep-json',
    description: 'JSON nested deeper than 1000 levels is a 500',
    only: '^v3/decodePost$',
    caughtBy: { check: 'boundary-fuzz', name: /10,000-level JSON body/ },
    intercept: (r) => (r.body.length > 2000 && depth(r.body) > 1000 ? crash(r) : undefined),
  },
  {
    id: 'crash-on-overflow',
    description: 'an integer beyond 2^53 in the query is a 500',
    only: '^v2/getTransactions$',
    caughtBy: { check: 'boundary-fuzz' },
    intercept: (r) => ([...r.url.searchParams.values()].some((v) => /^-?\d{17,}$/.test(v)) ? crash(r) : undefined),
  },
  {
    id: 'crash-on-non-finite',
    description: 'Infinity or NaN in the query is a 500',
    only: '^v3/getNftItems$',
    caughtBy: { check: 'boundary-fuzz' },
    intercept: (r) => ([...r.url.searchParams.values()].some((v) => /^(Infinity|NaN)$/.test(v)) ? crash(r) : undefined),
  },
  {
    id: 'crash-on-invalid-utf8',
    description: 'invalid UTF-8 in the query is a 500',
    only: '^v2/detectHash$',
    caughtBy: { check: 'boundary-fuzz' },
    intercept: (r) => (/%FF|%C3%28/i.test(r.rawUrl) ? crash(r) : undefined),
  },
  {
    id: 'crash-on-long-path',
    description: 'a path longer than 256 characters is a 500',
    only: '^v3/getWalletStates$',
    caughtBy: { check: 'boundary-fuzz', name: /path/ },
    intercept: (r) => (path(r).length > 256 && path(r).length < 4000 ? crash(r) : undefined),
  },
  {
    id: 'crash-on-big-body',
    description: 'a body over 1 MiB is a 500 instead of 413',
    only: '^v2/estimateFee$',
    caughtBy: { check: 'boundary-fuzz', name: /over 1 MiB|1 MB/ },
    intercept: (r) => (r.body.length > 1024 * 1024 ? crash(r) : undefined),
  },
  {
    id: 'crash-on-repeated-param',
    description: 'a repeated query parameter is a 500',
    only: '^v3/getAccountStates$',
    caughtBy: { check: 'boundary-fuzz', name: /repeated/ },
    intercept: (r) => {
      const keys = [...r.url.searchParams.keys()].filter((k) => k !== 'address');
      return new Set(keys).size < keys.length ? crash(r) : undefined;
    },
  },
  {
    id: 'text-plain-body-crash',
    description: 'a JSON body sent as text/plain is a 500',
    only: '^v2/runGetMethodStd$',
    caughtBy: { check: 'boundary-fuzz', name: /text\/plain/ },
    intercept: (r) => (r.method === 'POST' && r.headers['content-type'] === 'text/plain' ? crash(r) : undefined),
  },
  {
    id: 'invalid-input-accepted',
    description: 'invalid input is answered 200 with an empty result',
    only: '^v2/getBlockHeader$',
    caughtBy: { check: 'negative-fuzz' },
    answer: (a, r) =>
      a.status === 422 && !isRpc(r) ? { ...a, status: 200, body: JSON.stringify({ ok: true, result: {} }) } : a,
  },
  {
    id: 'invalid-input-crash',
    description: 'invalid input reaches the handler and is a 500',
    only: '^v3/getJettonWallets$',
    caughtBy: { check: 'negative-fuzz' },
    answer: (a, r) => (a.status === 422 ? crash(r) : a),
  },

  // Shapes
  {
    id: 'schema-field-dropped',
    description: 'the first field of every success body is left out',
    only: '^v3/getBlocks$',
    caughtBy: { check: 'response-schema' },
    answer: edit(
      (a) => a.status === 200,
      (b) => {
        const k = Object.keys(b)[0];
        if (k) delete b[k];
      },
    ),
  },
  {
    id: 'schema-field-retyped',
    description: 'block seqnos become strings',
    only: '^v2/getMasterchainInfo$',
    caughtBy: { check: 'response-schema' },
    answer: edit(
      (a) => a.status === 200,
      (b) => {
        if (b.result?.last) b.result.last.seqno = String(b.result.last.seqno);
      },
    ),
  },
  {
    id: 'undocumented-status',
    description: 'success is 203',
    only: '^v3/getMasterchainBlockShards$',
    caughtBy: { check: 'status-documented' },
    answer: (a) => (a.status === 200 ? { ...a, status: 203 } : a),
  },

  // Meaning (semantic cases)
  {
    id: 'limit-ignored',
    description: 'limit is ignored: every page holds all records',
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case' },
    rewrite: (r) =>
      setQuery(r, (q) => {
        if (path(r).endsWith('/transactions')) q.delete('limit');
      }),
  },
  {
    id: 'limit-off-by-one',
    description: 'limit=N answers N+1 records',
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case' },
    rewrite: (r) =>
      setQuery(r, (q) => {
        const l = q.get('limit');
        if (l && path(r).endsWith('/transactions')) q.set('limit', String(Number(l) + 1));
      }),
  },
  {
    id: 'sort-reversed',
    description: 'sort=desc answers oldest first',
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case', name: /sort-desc/ },
    rewrite: (r) =>
      setQuery(r, (q) => {
        if (q.get('sort') === 'desc') q.set('sort', 'asc');
      }),
  },
  {
    id: 'richest-reversed',
    description: 'top accounts by balance come poorest first',
    only: '^v3/getTopAccountsByBalance$',
    caughtBy: { check: 'case', name: /richest-first/ },
    answer: edit(
      (a, r) => a.status === 200 && path(r).endsWith('/topAccountsByBalance'),
      (b) => {
        if (Array.isArray(b.accounts)) b.accounts.reverse();
        else if (Array.isArray(b)) b.reverse();
      },
    ),
  },
  {
    id: 'filter-ignored',
    description: 'the account filter of actions is ignored',
    only: '^v3/getActions$',
    caughtBy: { check: 'case', name: /filter-account/ },
    rewrite: (r) =>
      setQuery(r, (q) => {
        if (path(r).endsWith('/actions') && q.get('account') !== 'not-an-address') q.delete('account');
      }),
  },
  {
    id: 'nft-owner-wrong',
    description: 'NFT items report another owner than the chain holds',
    only: '^v3/getNftItems$',
    caughtBy: { check: 'case' },
    answer: edit(
      (a, r) => a.status === 200 && path(r).endsWith('/nft/items'),
      (b) => {
        for (const i of b.nft_items ?? []) i.owner_address = '0:' + '1'.repeat(64);
      },
    ),
  },
  {
    id: 'transports-disagree',
    description: 'JSON-RPC answers a stale masterchain head',
    only: '^v2/getMasterchainInfo$',
    caughtBy: { check: 'case', name: /transports-agree/ },
    answer: edit(
      (a, r) => isRpc(r) && a.status === 200 && r.body.includes('getMasterchainInfo'),
      (b) => {
        if (b.result?.last) b.result.last.seqno -= 1;
      },
    ),
  },
  {
    id: 'post-differs-from-get',
    description: 'the POST form answers another account than the GET form',
    only: '^v2/getAddressBalancePost$',
    caughtBy: { check: 'case', name: /same-as-get/ },
    answer: edit(
      (a, r) => a.status === 200 && r.method === 'POST' && path(r).endsWith('/getAddressBalance'),
      (b) => {
        b.result = String(BigInt(b.result) + 1n);
      },
    ),
  },
  {
    id: 'stale-masterchain-info',
    description: 'v3 masterchainInfo reports a head several blocks old',
    only: '^v3/getMasterchainInfo$',
    caughtBy: { check: 'case' },
    answer: edit(
      (a, r) => a.status === 200 && path(r).endsWith('/masterchainInfo'),
      (b) => {
        if (b.last) b.last.seqno -= 5;
      },
    ),
  },
  {
    id: 'offset-ignored',
    description: 'offset is ignored: every page is the first',
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case' },
    rewrite: (r) => setQuery(r, (q) => q.delete('offset')),
  },
  {
    id: 'sort-ignored',
    description: 'sort is ignored: always newest first',
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case' },
    rewrite: (r) => setQuery(r, (q) => q.delete('sort')),
  },
  {
    id: 'lt-bound-exclusive',
    description: 'start_lt/end_lt are exclusive instead of inclusive',
    only: '^v3/getTransactions$',
    caughtBy: { check: 'case' },
    rewrite: (r) =>
      setQuery(r, (q) => {
        const s = q.get('start_lt');
        if (s) q.set('start_lt', String(BigInt(s) + 1n));
        const e = q.get('end_lt');
        if (e) q.set('end_lt', String(BigInt(e) - 1n));
      }),
  },
  {
    id: 'utime-bound-exclusive',
    description: 'start_utime/end_utime are exclusive instead of inclusive',
    only: '^v3/getBlocks$',
    caughtBy: { check: 'case' },
    rewrite: (r) =>
      setQuery(r, (q) => {
        const s = q.get('start_utime');
        if (s) q.set('start_utime', String(Number(s) + 1));
        const e = q.get('end_utime');
        if (e) q.set('end_utime', String(Number(e) - 1));
      }),
  },
  {
    id: 'jetton-balance-wrong',
    description: 'jetton wallets report a balance one unit off',
    only: '^v3/getJettonWallets$',
    caughtBy: { check: 'case' },
    answer: edit(
      (a, r) => a.status === 200 && path(r).endsWith('/jetton/wallets'),
      (b) => {
        for (const w of b.jetton_wallets ?? []) w.balance = String(BigInt(w.balance) + 1n);
      },
    ),
  },
  // Streaming (spec/streaming/asyncapi.yaml): the suite's own transfers, watched over SSE and WebSocket
  {
    id: 'stream-min-finality-ignored',
    description: 'min_finality is ignored: every subscriber also gets pending and confirmed',
    only: '^streaming/(sseReceive|wsReceive)$',
    caughtBy: { check: 'case', name: /min_finality/ },
    ...subscription((b) => {
      if (Array.isArray(b.types) && Array.isArray(b.addresses)) b.min_finality = 'pending';
    }),
  },
  {
    id: 'stream-addresses-ignored',
    description: 'the addresses filter is ignored: a trace event reaches every open stream',
    only: '^streaming/(sseReceive|wsReceive)$',
    caughtBy: { check: 'case', name: /addresses/ },
    stream: () => (message, _t, others) => {
      if (typeof message?.type === 'string') for (const o of others) o(message);
      return [message];
    },
  },
  {
    id: 'stream-finalized-before-confirmed',
    description: "a trace's finalized event is sent before its confirmed one",
    only: '^streaming/(sseReceive|wsReceive)$',
    caughtBy: { check: 'case', name: /lifecycle/ },
    stream: () => {
      const held: Obj[] = [];
      return (message) => {
        if (message?.finality === 'confirmed') {
          held.push(message);
          return [];
        }
        if (message?.finality !== 'finalized') return [message];
        const mine = held.filter((h) => h.trace_external_hash_norm === message.trace_external_hash_norm);
        held.splice(0, held.length, ...held.filter((h) => !mine.includes(h)));
        return [message, ...mine];
      };
    },
  },
  {
    id: 'stream-types-ignored',
    description: 'a subscriber of transactions also gets actions',
    only: '^streaming/(sseReceive|wsReceive)$',
    caughtBy: { check: 'case', name: /types/ },
    ...subscription((b) => {
      if (Array.isArray(b.types) && b.types.length === 1 && b.types[0] === 'transactions' && Array.isArray(b.addresses))
        b.types = ['transactions', 'actions'];
    }),
  },
  {
    id: 'stream-trace-id-pending',
    description: "confirmed and finalized events keep the pending trace_id instead of v3's",
    only: '^streaming/(sseReceive|wsReceive)$',
    caughtBy: { check: 'case', name: /trace_id/ },
    stream: () => {
      const first = new Map<string, string>();
      return (message) => {
        const n = message?.trace_external_hash_norm;
        if (typeof n === 'string' && typeof message.trace_id === 'string') {
          if (!first.has(n)) first.set(n, message.finality === 'pending' ? message.trace_id : n);
          message.trace_id = first.get(n);
        }
        return [message];
      };
    },
  },
  {
    id: 'stream-keepalive-missing',
    description: 'no keepalive: neither SSE comment lines nor WebSocket ping frames',
    only: '^streaming/(sseReceive|wsReceive)$',
    caughtBy: { check: 'case', name: /within 15 s/ },
    dropKeepalive: true,
  },
  {
    id: 'stream-notification-untyped',
    description: 'actions notifications lose their finality',
    only: '^streaming/(sseReceive|wsReceive)$',
    caughtBy: { check: 'response-schema' },
    stream: () => (message) => {
      if (message?.type === 'actions') delete message.finality;
      return [message];
    },
  },
  {
    id: 'stream-subscribed-not-first',
    description: 'SSE sends another status event before {"status":"subscribed"}',
    only: '^streaming/sseReceive$',
    caughtBy: { check: 'case', name: /first event/ },
    stream: () => {
      let first = true;
      return (message, t) => {
        if (first && t === 'sse') {
          first = false;
          return [{ status: 'ready' }, message];
        }
        return [message];
      };
    },
  },
  {
    id: 'stream-ping-id-dropped',
    description: "the WebSocket pong does not repeat the ping's id",
    only: '^streaming/wsSend$',
    caughtBy: { check: 'case', name: /ping/ },
    stream: () => (message) => {
      if (message?.status === 'pong') delete message.id;
      return [message];
    },
  },
  {
    id: 'stream-ack-id-dropped',
    description: 'subscribe and unsubscribe acknowledgements carry no id',
    only: '^streaming/wsSend$',
    caughtBy: { check: 'case', name: /acknowledged/ },
    stream: () => (message) => {
      if (message?.status === 'subscribed' || message?.status === 'unsubscribed') delete message.id;
      return [message];
    },
  },
  {
    id: 'stream-sse-invalid-accepted',
    description: 'an invalid SSE subscription opens a stream instead of 422',
    only: '^streaming/sseReceive$',
    caughtBy: { check: 'error-text', name: /^422/ },
    answer: (a, r) =>
      sse(r) && a.status === 422
        ? { status: 200, headers: { 'content-type': 'text/event-stream' }, body: sseFrame({ status: 'subscribed' }) }
        : a,
  },
  {
    id: 'stream-ws-invalid-accepted',
    description: 'an invalid WebSocket subscribe is acknowledged as subscribed',
    only: '^streaming/wsSend$',
    caughtBy: { check: 'error-text', name: /error 422/ },
    stream: () => (message) =>
      message?.status === 'error' && message.code === 422 && String(message.id ?? '').startsWith('conformance-bad')
        ? [{ id: message.id, status: 'subscribed' }]
        : [message],
  },
  {
    id: 'stream-invalid-400',
    description: 'invalid subscriptions are refused with 400 instead of 422',
    only: '^streaming/(sseReceive|wsSend)$',
    caughtBy: { check: 'error-text', name: /422/ },
    answer: edit(
      (a, r) => sse(r) && a.status === 422,
      (b, a) => {
        a.status = 400;
        b.code = 400;
      },
    ),
    stream: () => (message) => {
      if (message?.status === 'error' && message.code === 422) message.code = 400;
      return [message];
    },
  },
  {
    id: 'stream-unknown-key-accepted',
    description: 'an unknown API key opens a stream',
    only: '^streaming/(sseReceive|wsSend)$',
    caughtBy: { check: 'error-text', name: /401/ },
    rewrite: (r) => {
      const q = setQuery(r, (x) => {
        if (x.get('api_key') === 'conformance-unknown-key-0000') x.set('api_key', 'local-conformance-key');
      });
      return q.headers['x-api-key'] === 'conformance-unknown-key-0000'
        ? { ...q, headers: { ...q.headers, 'x-api-key': 'local-conformance-key' } }
        : q;
    },
  },

  {
    id: 'action-type-wrong',
    description: 'ton_transfer actions are reported as call_contract',
    only: '^v3/getActions$',
    caughtBy: { check: 'case' },
    answer: edit(
      (a, r) => a.status === 200 && path(r).endsWith('/actions'),
      (b) => {
        for (const x of b.actions ?? []) if (x.type === 'ton_transfer') x.type = 'call_contract';
      },
    ),
  },
];

export const MUTANTS: Mutant[] = [...CORE_MUTANTS, ...AREA_MUTANTS];
