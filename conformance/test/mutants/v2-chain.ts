// Mutants of one area (see ../mutants.ts): each a single realistic bug and the check that must catch it.
// API v2 against what the chain says: state at an older seqno, transaction fields against their BOC, fees
// against what was charged, block and lookup parameters, get-method and DNS arguments, JSON-RPC dispatch.
import { ADNLAddress, Address } from '@ton/core';
import { edit, isRpc, type Mutant, type Obj, type ProxyRequest, path, v2 } from './support.ts';

type Via = 'get' | 'post' | 'jsonrpc';

/** The v2 operation a request calls (REST path or JSON-RPC method). */
function operationOf(r: ProxyRequest): string | undefined {
  if (!v2(r)) return undefined;
  if (isRpc(r)) {
    try {
      return String(JSON.parse(r.body)?.method);
    } catch {
      return undefined;
    }
  }
  return path(r).split('/').pop();
}
const calls = (r: ProxyRequest, name: string): boolean => operationOf(r) === name;

/** Changes an operation's arguments wherever they travel: query (GET), JSON body (POST), JSON-RPC params. */
const args =
  (name: string, f: (a: Obj) => void, over: Via[] = ['get', 'post', 'jsonrpc']) =>
  (r: ProxyRequest): ProxyRequest => {
    if (!calls(r, name)) return r;
    const via: Via = isRpc(r) ? 'jsonrpc' : r.method === 'GET' ? 'get' : 'post';
    if (!over.includes(via)) return r;
    if (via === 'get') {
      const url = new URL(r.url);
      const a: Obj = Object.fromEntries(url.searchParams);
      f(a);
      url.search = new URLSearchParams(
        Object.entries(a)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      return { ...r, url, rawUrl: url.pathname + url.search };
    }
    try {
      const b = JSON.parse(r.body);
      if (via === 'jsonrpc') f((b.params ??= {}));
      else f(b);
      return { ...r, body: JSON.stringify(b) };
    } catch {
      return r;
    }
  };
const drop = (name: string, params: string[], over?: Via[]) =>
  args(
    name,
    (a) => {
      for (const p of params) delete a[p];
    },
    over,
  );
const shift = (name: string, param: string, by: number, over?: Via[]) =>
  args(
    name,
    (a) => {
      if (a[param] !== undefined) a[param] = String(BigInt(String(a[param])) + BigInt(by));
    },
    over,
  );
/** Changes the `result` of an operation's success in place, or replaces it with what `f` returns. */
const result = (name: string, f: (result: any) => unknown) =>
  edit(
    (a, r) => a.status === 200 && calls(r, name),
    (b) => {
      if (b.result === undefined) return;
      const replaced = f(b.result);
      if (replaced !== undefined) b.result = replaced;
    },
  );

export const V2_CHAIN_MUTANTS: Mutant[] = [
  // State at an older seqno
  ...(['getAddressBalance', 'getAddressState', 'getTokenData', 'dnsResolve', 'runGetMethod'] as const).map(
    (op): Mutant => ({
      id: `v2-seqno-ignored-${op}`,
      description: `${op} ignores seqno: it answers the current state`,
      only: `^v2/${op}$`,
      caughtBy: { check: 'case', name: /state-at-seqno/ },
      rewrite: drop(op, ['seqno']),
    }),
  ),
  {
    id: 'v2-seqno-one-block-early',
    description: 'getAddressInformation reads the state one masterchain block before the seqno asked',
    only: '^v2/getAddressInformation$',
    caughtBy: { check: 'case', name: /state-at-seqno/ },
    rewrite: shift('getAddressInformation', 'seqno', -1),
  },
  {
    id: 'v2-seqno-one-block-late',
    description: 'getShardAccountCell reads the state one masterchain block after the seqno asked',
    only: '^v2/getShardAccountCell$',
    caughtBy: { check: 'case', name: /state-at-seqno/ },
    rewrite: shift('getShardAccountCell', 'seqno', 1),
  },
  {
    id: 'v2-seqno-ignored-on-post',
    description: 'the POST form of getWalletInformation ignores seqno (GET and JSON-RPC honour it)',
    only: '^v2/getWalletInformation$',
    caughtBy: { check: 'case', name: /state-at-seqno/ },
    rewrite: drop('getWalletInformation', ['seqno'], ['post']),
  },
  {
    id: 'v2-seqno-ignored-over-jsonrpc',
    description: 'the JSON-RPC method getExtendedAddressInformation ignores seqno',
    only: '^v2/getExtendedAddressInformation$',
    caughtBy: { check: 'case', name: /state-at-seqno/ },
    rewrite: drop('getExtendedAddressInformation', ['seqno'], ['jsonrpc']),
  },
  {
    id: 'v2-wallet-seqno-stale',
    description: 'getWalletInformation reports the seqno before the last transaction',
    only: '^v2/getWalletInformation$',
    caughtBy: { check: 'case', name: /state-at-seqno/ },
    answer: result('getWalletInformation', (r) => {
      if (typeof r.seqno === 'number' && r.seqno > 0) r.seqno -= 1;
    }),
  },

  {
    id: 'v2-wallet-v4-as-v3',
    description: 'getWalletInformation reports a wallet v4r2 as wallet v3 r2',
    only: '^v2/getWalletInformation$',
    caughtBy: { check: 'case', name: /wallet-kinds/ },
    answer: result('getWalletInformation', (r) => {
      if (r.wallet_type === 'wallet v4 r2') r.wallet_type = 'wallet v3 r2';
    }),
  },
  {
    id: 'v2-extended-wallet-id-of-v3',
    description: 'getExtendedAddressInformation prints a wallet v4 with the default v3 wallet id',
    only: '^v2/getExtendedAddressInformation$',
    caughtBy: { check: 'case', name: /wallet-kinds/ },
    answer: result('getExtendedAddressInformation', (r) => {
      if (r.account_state?.['@type'] === 'wallet.v4.accountState') r.account_state.wallet_id = 698983191 + 100;
    }),
  },

  // Transactions against their BOC
  {
    id: 'v2-fee-with-forwarding',
    description: 'getTransactions adds the outbound messages’ forwarding fees to fee',
    only: '^v2/getTransactions$',
    caughtBy: { check: 'case' },
    answer: result('getTransactions', (r) => {
      for (const t of Array.isArray(r) ? r : []) {
        const fwd = (t.out_msgs ?? []).reduce((s: bigint, m: Obj) => s + BigInt(m.fwd_fee ?? 0), 0n);
        if (fwd > 0n) t.fee = String(BigInt(t.fee) + fwd);
      }
    }),
  },
  {
    id: 'v2-out-value-of-next-message',
    description: 'getTransactionsStd prints each outbound message with the value of the next one',
    only: '^v2/getTransactionsStd$',
    caughtBy: { check: 'case' },
    answer: result('getTransactionsStd', (r) => {
      for (const t of r.transactions ?? []) {
        const values = (t.out_msgs ?? []).map((m: Obj) => m.value);
        (t.out_msgs ?? []).forEach((m: Obj, i: number) => (m.value = values[(i + 1) % values.length]));
      }
    }),
  },
  {
    id: 'v2-comment-as-bytes',
    description: 'tryLocateTx prints a text comment as the base64 of its body instead of the text',
    only: '^v2/tryLocateTx$',
    caughtBy: { check: 'case' },
    answer: result('tryLocateTx', (r) => {
      if (typeof r.in_msg?.message === 'string' && r.in_msg.message && !r.in_msg.message.endsWith('\n'))
        r.in_msg.message = `${Buffer.from(r.in_msg.message).toString('base64')}\n`;
    }),
  },
  {
    id: 'v2-locate-created-lt-off-by-one',
    description: 'tryLocateResultTx looks for the message created one lt later',
    only: '^v2/tryLocateResultTx$',
    caughtBy: { check: 'case' },
    rewrite: shift('tryLocateResultTx', 'created_lt', 1),
  },
  {
    id: 'v2-std-cursor-is-last',
    description:
      'getTransactionsStd names the last listed transaction as previous_transaction_id instead of its predecessor',
    only: '^v2/getTransactionsStd$',
    caughtBy: { check: 'case' },
    answer: result('getTransactionsStd', (r) => {
      const last = r.transactions?.at(-1);
      if (last) r.previous_transaction_id = { ...last.transaction_id };
    }),
  },
  {
    id: 'v2-to-lt-inclusive',
    description: 'getTransactions keeps the transaction at to_lt (inclusive instead of exclusive)',
    only: '^v2/getTransactions$',
    caughtBy: { check: 'case' },
    rewrite: shift('getTransactions', 'to_lt', -1),
  },
  {
    id: 'v2-block-ext-account-of-another',
    description: 'getBlockTransactionsExt prints every item with the first item’s account',
    only: '^v2/getBlockTransactionsExt$',
    caughtBy: { check: 'case' },
    answer: result('getBlockTransactionsExt', (r) => {
      const first = r.transactions?.[0]?.account;
      for (const t of r.transactions ?? []) t.account = first;
    }),
  },

  // Fees estimated, then charged
  {
    id: 'v2-estimate-gas-zero',
    description: 'estimateFee answers gas_fee 0',
    only: '^v2/estimateFee$',
    caughtBy: { check: 'case', name: /estimated-then-paid/ },
    answer: result('estimateFee', (r) => {
      if (r.source_fees) r.source_fees.gas_fee = 0;
    }),
  },
  {
    id: 'v2-estimate-fwd-is-import',
    description: 'estimateFee copies in_fwd_fee into fwd_fee',
    only: '^v2/estimateFee$',
    caughtBy: { check: 'case', name: /estimated-then-paid/ },
    answer: result('estimateFee', (r) => {
      if (r.source_fees) r.source_fees.fwd_fee = r.source_fees.in_fwd_fee;
    }),
  },
  {
    id: 'v2-estimate-chksig-ignored',
    description: 'estimateFee ignores ignore_chksig (always skips signature checks)',
    only: '^v2/estimateFee$',
    caughtBy: { check: 'case', name: /estimated-then-paid/ },
    rewrite: drop('estimateFee', ['ignore_chksig']),
  },
  {
    id: 'v2-estimate-init-ignored-over-jsonrpc',
    description: 'the JSON-RPC method estimateFee ignores init_code and init_data',
    only: '^v2/estimateFee$',
    caughtBy: { check: 'case', name: /estimated-then-paid/ },
    rewrite: drop('estimateFee', ['init_code', 'init_data'], ['jsonrpc']),
  },

  // Blocks
  {
    id: 'v2-header-hashes-ignored',
    description: 'getBlockHeader ignores root_hash and file_hash (answers the block of that seqno)',
    only: '^v2/getBlockHeader$',
    caughtBy: { check: 'case', name: /own-block/ },
    rewrite: drop('getBlockHeader', ['root_hash', 'file_hash']),
  },
  {
    id: 'v2-header-min-ref-off',
    description: 'getBlockHeader reports min_ref_mc_seqno one higher than the block holds',
    only: '^v2/getBlockHeader$',
    caughtBy: { check: 'case', name: /fields-from-proof/ },
    answer: result('getBlockHeader', (r) => {
      if (typeof r.min_ref_mc_seqno === 'number') r.min_ref_mc_seqno += 1;
    }),
  },
  {
    id: 'v2-header-prev-is-self',
    description: 'getBlockHeader names the block itself as its previous block’s hashes',
    only: '^v2/getBlockHeader$',
    caughtBy: { check: 'case', name: /fields-from-proof/ },
    answer: result('getBlockHeader', (r) => {
      for (const b of r.prev_blocks ?? []) {
        b.root_hash = r.id.root_hash;
        b.file_hash = r.id.file_hash;
      }
    }),
  },
  {
    id: 'v2-block-transactions-previous-block',
    description: 'getBlockTransactions lists the block one seqno before the one asked',
    only: '^v2/getBlockTransactions$',
    caughtBy: { check: 'case' },
    rewrite: shift('getBlockTransactions', 'seqno', -1),
  },
  {
    id: 'v2-lookup-lt-in-masterchain',
    description: 'lookupBlock by lt searches the masterchain whatever workchain and shard are asked',
    only: '^v2/lookupBlock$',
    caughtBy: { check: 'case' },
    rewrite: args('lookupBlock', (a) => {
      if (a.lt !== undefined) {
        a.workchain = -1;
        a.shard = '-9223372036854775808';
      }
    }),
  },
  {
    id: 'v2-lookup-utime-next-second',
    description: 'lookupBlock by unixtime finds a block of the following second',
    only: '^v2/lookupBlock$',
    caughtBy: { check: 'case' },
    rewrite: shift('lookupBlock', 'unixtime', 1),
  },
  {
    id: 'v2-shards-one-block-late',
    description: 'getShards answers the shards of the next masterchain block',
    only: '^v2/getShards$',
    caughtBy: { check: 'case' },
    rewrite: shift('getShards', 'seqno', 1),
  },
  {
    id: 'v2-signatures-previous-block',
    description: 'getMasterchainBlockSignatures answers the signatures of the previous block',
    only: '^v2/getMasterchainBlockSignatures$',
    caughtBy: { check: 'case' },
    rewrite: shift('getMasterchainBlockSignatures', 'seqno', -1),
  },
  {
    id: 'v2-proof-from-ignored',
    description: 'getShardBlockProof ignores from_seqno',
    only: '^v2/getShardBlockProof$',
    caughtBy: { check: 'case' },
    rewrite: drop('getShardBlockProof', ['from_seqno']),
  },
  {
    id: 'v2-config-seqno-ignored',
    description: 'getConfigParam ignores seqno (the latest configuration for any block)',
    only: '^v2/getConfigParam$',
    caughtBy: { check: 'case' },
    rewrite: drop('getConfigParam', ['seqno']),
  },

  // Get-methods, tokens, DNS
  {
    id: 'v2-get-method-stack-ignored',
    description: 'runGetMethod runs the method with an empty stack',
    only: '^v2/runGetMethod$',
    caughtBy: { check: 'case', name: /method-and-stack/ },
    rewrite: args('runGetMethod', (a) => {
      a.stack = [];
    }),
  },
  {
    id: 'v2-get-method-num-decimal-as-hex',
    description: 'runGetMethod reads a decimal num argument as hex',
    only: '^v2/runGetMethod$',
    caughtBy: { check: 'case', name: /method-and-stack/ },
    rewrite: args('runGetMethod', (a) => {
      for (const e of Array.isArray(a.stack) ? a.stack : [])
        if (Array.isArray(e) && e[0] === 'num' && typeof e[1] === 'string' && /^\d+$/.test(e[1])) e[1] = `0x${e[1]}`;
    }),
  },
  {
    id: 'v2-get-method-id-as-name',
    description: 'runGetMethodStd takes a numeric method id as a method name',
    only: '^v2/runGetMethodStd$',
    caughtBy: { check: 'case', name: /method-and-stack/ },
    rewrite: args('runGetMethodStd', (a) => {
      if (typeof a.method === 'number' || /^\d+$/.test(String(a.method))) a.method = `m${a.method}`;
    }),
  },
  {
    id: 'v2-token-dns-plain-content',
    description: 'getTokenData prints a .ton DNS item’s content as plain on-chain metadata',
    only: '^v2/getTokenData$',
    caughtBy: { check: 'case', name: /token-kinds/ },
    answer: result('getTokenData', (r) => {
      if (r.content?.domain !== undefined) r.content = { type: 'onchain', data: { name: r.content.domain } };
    }),
  },
  {
    id: 'v2-token-dns-record-other-wallet',
    description: 'getTokenData prints a .ton DNS item’s wallet record with the account id of its collection',
    only: '^v2/getTokenData$',
    caughtBy: { check: 'case', name: /token-kinds/ },
    answer: result('getTokenData', (r) => {
      const wallet = r.content?.data?.wallet;
      if (wallet?.smc_addr) wallet.smc_addr.address = Address.parse(r.collection_address).hash.toString('hex');
    }),
  },
  {
    id: 'v2-token-balance-stale',
    description: 'getTokenData reports a jetton wallet balance one unit off',
    only: '^v2/getTokenData$',
    caughtBy: { check: 'case', name: /token-kinds/ },
    answer: result('getTokenData', (r) => {
      if (r.contract_type === 'jetton_wallet') r.balance = String(BigInt(r.balance) + 1n);
    }),
  },
  {
    id: 'v2-token-item-content-individual-only',
    description: 'getTokenData prints an NFT item’s individual content without its collection’s common part',
    only: '^v2/getTokenData$',
    caughtBy: { check: 'case', name: /token-kinds/ },
    answer: result('getTokenData', (r) => {
      if (r.contract_type === 'nft_item' && r.content?.type === 'offchain')
        r.content.data = r.content.data.split('/').pop();
    }),
  },
  {
    id: 'v2-dns-category-ignored',
    description: 'dnsResolve ignores category',
    only: '^v2/dnsResolve$',
    caughtBy: { check: 'case' },
    rewrite: drop('dnsResolve', ['category']),
  },
  {
    id: 'v2-dns-ttl-ignored',
    description: 'dnsResolve never follows a next resolver (ttl ignored)',
    only: '^v2/dnsResolve$',
    caughtBy: { check: 'case', name: /resolver-chain/ },
    rewrite: drop('dnsResolve', ['ttl']),
  },
  {
    id: 'v2-dns-site-from-storage',
    description: 'dnsResolve prints the site record with the bytes of the storage record',
    only: '^v2/dnsResolve$',
    caughtBy: { check: 'case' },
    answer: result('dnsResolve', (r) => {
      const bag = (r.entries ?? []).find((e: Obj) => e.entry?.bag_id)?.entry.bag_id;
      for (const e of r.entries ?? [])
        if (bag && e.entry?.adnl_address)
          e.entry.adnl_address.adnl_address = new ADNLAddress(Buffer.from(bag, 'hex')).toString();
    }),
  },

  // Sending and JSON-RPC
  {
    id: 'v2-hash-norm-is-hash',
    description: 'sendBocReturnHash answers the message hash as hash_norm',
    only: '^v2/sendBocReturnHash$',
    caughtBy: { check: 'case', name: /hash-matches/ },
    answer: result('sendBocReturnHash', (r) => {
      r.hash_norm = r.hash;
    }),
  },
  {
    id: 'v2-rpc-version-refused',
    description: 'JSON-RPC refuses a request whose jsonrpc is not "2.0" (upstream does not read it)',
    only: '^v2/jsonRPC$',
    caughtBy: { check: 'case', name: /methods-and-params/ },
    rewrite: (r) => {
      if (!isRpc(r)) return r;
      try {
        const b = JSON.parse(r.body);
        if (b.jsonrpc !== '2.0') b.method = '';
        return { ...r, body: JSON.stringify(b) };
      } catch {
        return r;
      }
    },
  },
  {
    id: 'v2-unpack-lower-case',
    description: 'unpackAddress answers lower-case hex',
    only: '^v2/unpackAddress$',
    caughtBy: { check: 'case', name: /round-trip/ },
    answer: result('unpackAddress', (r) => (typeof r === 'string' ? r.toLowerCase() : undefined)),
  },
];
