// generated from spec/v2/openapi.yaml, do not edit; run make generate
// (TypeScript types by openapi-typescript from generated/v2/openapi.json)

export interface paths {
    "/getAddressInformation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get account state
         * @description Balance, code, data, last transaction and state of an account, read at the latest masterchain block or at `seqno`. An address that was never used is not an error: it answers with balance "0" and state `uninitialized`.
         *
         *     The same operation is available as POST with a JSON body (`getAddressInformationPost`) and as JSON-RPC method `getAddressInformation`.
         */
        get: operations["getAddressInformation"];
        put?: never;
        /**
         * Get account state (POST)
         * @description Balance, code, data, last transaction and state of an account, read at the latest masterchain block or at `seqno`. An address that was never used is not an error: it answers with balance "0" and state `uninitialized`.
         *
         *     POST form of `getAddressInformation`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getAddressInformationPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getExtendedAddressInformation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get account state with the contract recognised
         * @description Like getAddressInformation, with `account_state` describing the contract as tonlib recognises it (wallet versions, DNS, payment channel, or `raw.accountState`).
         *
         *     The same operation is available as POST with a JSON body (`getExtendedAddressInformationPost`) and as JSON-RPC method `getExtendedAddressInformation`.
         */
        get: operations["getExtendedAddressInformation"];
        put?: never;
        /**
         * Get account state with the contract recognised (POST)
         * @description Like getAddressInformation, with `account_state` describing the contract as tonlib recognises it (wallet versions, DNS, payment channel, or `raw.accountState`).
         *
         *     POST form of `getExtendedAddressInformation`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getExtendedAddressInformationPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getWalletInformation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get wallet information
         * @description Wallet summary of an account: whether its code is a known wallet, its type, seqno and wallet id. Non-wallet contracts answer `wallet: false`.
         *
         *     The same operation is available as POST with a JSON body (`getWalletInformationPost`) and as JSON-RPC method `getWalletInformation`.
         */
        get: operations["getWalletInformation"];
        put?: never;
        /**
         * Get wallet information (POST)
         * @description Wallet summary of an account: whether its code is a known wallet, its type, seqno and wallet id. Non-wallet contracts answer `wallet: false`.
         *
         *     POST form of `getWalletInformation`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getWalletInformationPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getAddressBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get account balance
         * @description Balance in nanotons as a decimal string ("0" for never-used addresses; never negative).
         *
         *     The same operation is available as POST with a JSON body (`getAddressBalancePost`) and as JSON-RPC method `getAddressBalance`.
         */
        get: operations["getAddressBalance"];
        put?: never;
        /**
         * Get account balance (POST)
         * @description Balance in nanotons as a decimal string ("0" for never-used addresses; never negative).
         *
         *     POST form of `getAddressBalance`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getAddressBalancePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getAddressState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get account status
         * @description One of `uninitialized`, `active`, `frozen`.
         *
         *     The same operation is available as POST with a JSON body (`getAddressStatePost`) and as JSON-RPC method `getAddressState`.
         */
        get: operations["getAddressState"];
        put?: never;
        /**
         * Get account status (POST)
         * @description One of `uninitialized`, `active`, `frozen`.
         *
         *     POST form of `getAddressState`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getAddressStatePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getTokenData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get jetton or NFT data
         * @description Detects whether the account is a jetton master, jetton wallet, NFT collection or NFT item (trying them in that order; the first that answers and verifies wins) and returns its data. Anything else is answered with 409.
         *
         *     The same operation is available as POST with a JSON body (`getTokenDataPost`) and as JSON-RPC method `getTokenData`.
         */
        get: operations["getTokenData"];
        put?: never;
        /**
         * Get jetton or NFT data (POST)
         * @description Detects whether the account is a jetton master, jetton wallet, NFT collection or NFT item (trying them in that order; the first that answers and verifies wins) and returns its data. Anything else is answered with 409.
         *
         *     POST form of `getTokenData`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getTokenDataPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getShardAccountCell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the shard account cell
         * @description The account's `ShardAccount` cell (TL-B `account_descr$_ account:^Account last_trans_hash:bits256
         *     last_trans_lt:uint64`) as a bag of cells, exactly as the shard state holds it at that block: what
         *     emulators and local executors take as the account's starting state. An account that does not exist
         *     is `account_none` with a zero last transaction hash and lt 0. Served by the C++ implementation
         *     (2.1.x); see v2 D24.
         *
         *     The same operation is available as POST with a JSON body (`getShardAccountCellPost`) and as JSON-RPC method `getShardAccountCell`.
         */
        get: operations["getShardAccountCell"];
        put?: never;
        /**
         * Get the shard account cell (POST)
         * @description The account's `ShardAccount` cell (TL-B `account_descr$_ account:^Account last_trans_hash:bits256
         *     last_trans_lt:uint64`) as a bag of cells, exactly as the shard state holds it at that block: what
         *     emulators and local executors take as the account's starting state. An account that does not exist
         *     is `account_none` with a zero last transaction hash and lt 0. Served by the C++ implementation
         *     (2.1.x); see v2 D24.
         *
         *     POST form of `getShardAccountCell`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getShardAccountCellPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dnsResolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolve a TON DNS name
         * @description Runs the TEP-81 `dnsresolve` get-method of the DNS contract at `address` (a .ton or .t.me item, a
         *     collection, the root resolver) for `name` (dot-separated, empty for the contract's own domain) and
         *     every category. A fully resolved name answers its records (`dns.entry` per category). A name the
         *     contract resolves only in part answers one `dns_next_resolver` entry for the part it resolved;
         *     with `ttl` > 0 the server follows that resolver up to `ttl` more times, so `ttl` is the number of
         *     hops allowed. `category` (a category name such as `wallet`, `site`, `storage`) keeps only that
         *     category's records. A contract without a working `dnsresolve` is 409 (v2 D31). Served by the C++
         *     implementation (2.1.x); see v2 D24.
         *
         *     The same operation is available as POST with a JSON body (`dnsResolvePost`) and as JSON-RPC method `dnsResolve`.
         */
        get: operations["dnsResolve"];
        put?: never;
        /**
         * Resolve a TON DNS name (POST)
         * @description Runs the TEP-81 `dnsresolve` get-method of the DNS contract at `address` (a .ton or .t.me item, a
         *     collection, the root resolver) for `name` (dot-separated, empty for the contract's own domain) and
         *     every category. A fully resolved name answers its records (`dns.entry` per category). A name the
         *     contract resolves only in part answers one `dns_next_resolver` entry for the part it resolved;
         *     with `ttl` > 0 the server follows that resolver up to `ttl` more times, so `ttl` is the number of
         *     hops allowed. `category` (a category name such as `wallet`, `site`, `storage`) keeps only that
         *     category's records. A contract without a working `dnsresolve` is 409 (v2 D31). Served by the C++
         *     implementation (2.1.x); see v2 D24.
         *
         *     POST form of `dnsResolve`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["dnsResolvePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getMasterchainInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the latest masterchain block
         * @description Latest masterchain block known to the server, the root hash of its state and the zero state block.
         *
         *     The same operation is available as POST with a JSON body (`getMasterchainInfoPost`) and as JSON-RPC method `getMasterchainInfo`.
         */
        get: operations["getMasterchainInfo"];
        put?: never;
        /**
         * Get the latest masterchain block (POST)
         * @description Latest masterchain block known to the server, the root hash of its state and the zero state block.
         *
         *     POST form of `getMasterchainInfo`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getMasterchainInfoPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getMasterchainBlockSignatures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get validator signatures of a masterchain block
         * @description Signatures of the validators that signed masterchain block `seqno`.
         *
         *     The same operation is available as POST with a JSON body (`getMasterchainBlockSignaturesPost`) and as JSON-RPC method `getMasterchainBlockSignatures`.
         */
        get: operations["getMasterchainBlockSignatures"];
        put?: never;
        /**
         * Get validator signatures of a masterchain block (POST)
         * @description Signatures of the validators that signed masterchain block `seqno`.
         *
         *     POST form of `getMasterchainBlockSignatures`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getMasterchainBlockSignaturesPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getShardBlockProof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a proof of a shard block
         * @description Merkle proof links from masterchain block `from_seqno` (latest when absent) to the given block.
         *
         *     The same operation is available as POST with a JSON body (`getShardBlockProofPost`) and as JSON-RPC method `getShardBlockProof`.
         */
        get: operations["getShardBlockProof"];
        put?: never;
        /**
         * Get a proof of a shard block (POST)
         * @description Merkle proof links from masterchain block `from_seqno` (latest when absent) to the given block.
         *
         *     POST form of `getShardBlockProof`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getShardBlockProofPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getConsensusBlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the consensus masterchain seqno
         * @description Highest masterchain seqno the server's liteservers agree on, and the time of the answer.
         *
         *     The same operation is available as POST with a JSON body (`getConsensusBlockPost`) and as JSON-RPC method `getConsensusBlock`.
         */
        get: operations["getConsensusBlock"];
        put?: never;
        /**
         * Get the consensus masterchain seqno (POST)
         * @description Highest masterchain seqno the server's liteservers agree on, and the time of the answer.
         *
         *     POST form of `getConsensusBlock`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getConsensusBlockPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookupBlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a block by seqno, lt or time
         * @description Finds the block of `workchain`/`shard` by exactly one of `seqno`, `lt` (the block containing that logical time) or `unixtime`. Giving none or several is a 422.
         *
         *     The same operation is available as POST with a JSON body (`lookupBlockPost`) and as JSON-RPC method `lookupBlock`.
         */
        get: operations["lookupBlock"];
        put?: never;
        /**
         * Find a block by seqno, lt or time (POST)
         * @description Finds the block of `workchain`/`shard` by exactly one of `seqno`, `lt` (the block containing that logical time) or `unixtime`. Giving none or several is a 422.
         *
         *     POST form of `lookupBlock`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["lookupBlockPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getShards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get shards of a masterchain block
         * @description Shard blocks referenced by masterchain block `seqno`.
         *
         *     The same operation is available as POST with a JSON body (`getShardsPost`) and as JSON-RPC method `getShards`.
         */
        get: operations["getShards"];
        put?: never;
        /**
         * Get shards of a masterchain block (POST)
         * @description Shard blocks referenced by masterchain block `seqno`.
         *
         *     POST form of `getShards`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getShardsPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get shards of a masterchain block (alias)
         * @description Shard blocks referenced by masterchain block `seqno`. Same operation as getShards under the name @ton/ton and tonweb call.
         *
         *     The same operation is available as POST with a JSON body (`shardsPost`) and as JSON-RPC method `shards`.
         */
        get: operations["shards"];
        put?: never;
        /**
         * Get shards of a masterchain block (alias) (POST)
         * @description Shard blocks referenced by masterchain block `seqno`. Same operation as getShards under the name @ton/ton and tonweb call.
         *
         *     POST form of `shards`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["shardsPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getBlockHeader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a block header
         * @description Header of a block identified by workchain, shard and seqno (or by both hashes).
         *
         *     The same operation is available as POST with a JSON body (`getBlockHeaderPost`) and as JSON-RPC method `getBlockHeader`.
         */
        get: operations["getBlockHeader"];
        put?: never;
        /**
         * Get a block header (POST)
         * @description Header of a block identified by workchain, shard and seqno (or by both hashes).
         *
         *     POST form of `getBlockHeader`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getBlockHeaderPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getOutMsgQueueSize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get outbound message queue sizes
         * @description Sizes of the outbound message queues of the latest shard blocks.
         *
         *     The same operation is available as POST with a JSON body (`getOutMsgQueueSizePost`) and as JSON-RPC method `getOutMsgQueueSize`.
         */
        get: operations["getOutMsgQueueSize"];
        put?: never;
        /**
         * Get outbound message queue sizes (POST)
         * @description Sizes of the outbound message queues of the latest shard blocks.
         *
         *     POST form of `getOutMsgQueueSize`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getOutMsgQueueSizePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getBlockTransactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions of a block
         * @description Short ids of a block's transactions, `count` at a time. While `incomplete` is true, continue with `after_lt` and `after_hash` set to the `lt` and `account` of the last item (exclusive cursor).
         *
         *     The same operation is available as POST with a JSON body (`getBlockTransactionsPost`) and as JSON-RPC method `getBlockTransactions`.
         */
        get: operations["getBlockTransactions"];
        put?: never;
        /**
         * List transactions of a block (POST)
         * @description Short ids of a block's transactions, `count` at a time. While `incomplete` is true, continue with `after_lt` and `after_hash` set to the `lt` and `account` of the last item (exclusive cursor).
         *
         *     POST form of `getBlockTransactions`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getBlockTransactionsPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getBlockTransactionsExt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions of a block with full data
         * @description Like getBlockTransactions, with each transaction in full (`raw.transaction` plus `account`; messages are not flattened).
         *
         *     The same operation is available as POST with a JSON body (`getBlockTransactionsExtPost`) and as JSON-RPC method `getBlockTransactionsExt`.
         */
        get: operations["getBlockTransactionsExt"];
        put?: never;
        /**
         * List transactions of a block with full data (POST)
         * @description Like getBlockTransactions, with each transaction in full (`raw.transaction` plus `account`; messages are not flattened).
         *
         *     POST form of `getBlockTransactionsExt`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getBlockTransactionsExtPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getTransactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions of an account
         * @description Transactions of an account, newest first, with flattened messages. Starts at the transaction given by `lt` and `hash` (inclusive) or at the latest one, and stops after `limit` transactions or before `to_lt`. `lt` and `hash` must be given together.
         *
         *     The same operation is available as POST with a JSON body (`getTransactionsPost`) and as JSON-RPC method `getTransactions`.
         */
        get: operations["getTransactions"];
        put?: never;
        /**
         * List transactions of an account (POST)
         * @description Transactions of an account, newest first, with flattened messages. Starts at the transaction given by `lt` and `hash` (inclusive) or at the latest one, and stops after `limit` transactions or before `to_lt`. `lt` and `hash` must be given together.
         *
         *     POST form of `getTransactions`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getTransactionsPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getTransactionsStd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions of an account (tonlib form)
         * @description Like getTransactions, in tonlib's `raw.transactions` form: messages are not flattened, and `previous_transaction_id` is the cursor of the next older transaction.
         *
         *     The same operation is available as POST with a JSON body (`getTransactionsStdPost`) and as JSON-RPC method `getTransactionsStd`.
         */
        get: operations["getTransactionsStd"];
        put?: never;
        /**
         * List transactions of an account (tonlib form) (POST)
         * @description Like getTransactions, in tonlib's `raw.transactions` form: messages are not flattened, and `previous_transaction_id` is the cursor of the next older transaction.
         *
         *     POST form of `getTransactionsStd`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getTransactionsStdPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tryLocateTx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the transaction that received a message
         * @description Same as tryLocateResultTx: the destination's transaction whose inbound message came from `source` and was created at `created_lt`.
         *
         *     The same operation is available as POST with a JSON body (`tryLocateTxPost`) and as JSON-RPC method `tryLocateTx`.
         */
        get: operations["tryLocateTx"];
        put?: never;
        /**
         * Find the transaction that received a message (POST)
         * @description Same as tryLocateResultTx: the destination's transaction whose inbound message came from `source` and was created at `created_lt`.
         *
         *     POST form of `tryLocateTx`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["tryLocateTxPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tryLocateResultTx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the transaction that received a message
         * @description The destination's transaction whose inbound message came from `source` and was created at `created_lt`.
         *
         *     The same operation is available as POST with a JSON body (`tryLocateResultTxPost`) and as JSON-RPC method `tryLocateResultTx`.
         */
        get: operations["tryLocateResultTx"];
        put?: never;
        /**
         * Find the transaction that received a message (POST)
         * @description The destination's transaction whose inbound message came from `source` and was created at `created_lt`.
         *
         *     POST form of `tryLocateResultTx`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["tryLocateResultTxPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tryLocateSourceTx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the transaction that sent a message
         * @description The source's transaction whose outbound message to `destination` was created at `created_lt`.
         *
         *     The same operation is available as POST with a JSON body (`tryLocateSourceTxPost`) and as JSON-RPC method `tryLocateSourceTx`.
         */
        get: operations["tryLocateSourceTx"];
        put?: never;
        /**
         * Find the transaction that sent a message (POST)
         * @description The source's transaction whose outbound message to `destination` was created at `created_lt`.
         *
         *     POST form of `tryLocateSourceTx`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["tryLocateSourceTxPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getConfigParam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a configuration parameter
         * @description Value cell of configuration parameter `config_id` (alias `param`; exactly one of them), at the latest masterchain block or at `seqno`.
         *
         *     The same operation is available as POST with a JSON body (`getConfigParamPost`) and as JSON-RPC method `getConfigParam`.
         */
        get: operations["getConfigParam"];
        put?: never;
        /**
         * Get a configuration parameter (POST)
         * @description Value cell of configuration parameter `config_id` (alias `param`; exactly one of them), at the latest masterchain block or at `seqno`.
         *
         *     POST form of `getConfigParam`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getConfigParamPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getConfigAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the whole configuration
         * @description The full configuration dictionary cell at the latest masterchain block or at `seqno`.
         *
         *     The same operation is available as POST with a JSON body (`getConfigAllPost`) and as JSON-RPC method `getConfigAll`.
         */
        get: operations["getConfigAll"];
        put?: never;
        /**
         * Get the whole configuration (POST)
         * @description The full configuration dictionary cell at the latest masterchain block or at `seqno`.
         *
         *     POST form of `getConfigAll`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getConfigAllPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getLibraries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get library cells by hash
         * @description Library cells for the given hashes; unknown hashes are left out of the result.
         *
         *     The same operation is available as POST with a JSON body (`getLibrariesPost`) and as JSON-RPC method `getLibraries`.
         */
        get: operations["getLibraries"];
        put?: never;
        /**
         * Get library cells by hash (POST)
         * @description Library cells for the given hashes; unknown hashes are left out of the result.
         *
         *     POST form of `getLibraries`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["getLibrariesPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sendBoc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an external message
         * @description Broadcasts an external message to the network. Acceptance means the message was handed to liteservers, not that it was executed. Returns `{"@type": "ok"}` (required by @ton/ton).
         *
         *     Also available as JSON-RPC method `sendBoc`. There is no GET form (GET answers 405).
         */
        post: operations["sendBoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sendBocReturnHash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an external message and return its hash
         * @description Like sendBoc, answering the message hash and its normalised hash (use `hash_norm` to find the resulting transaction).
         *
         *     Also available as JSON-RPC method `sendBocReturnHash`. There is no GET form (GET answers 405).
         */
        post: operations["sendBocReturnHash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimateFee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Estimate the fees of an external message
         * @description Estimated fees of delivering and executing an external message `body` to `address` (with `init_code`/`init_data` when deploying). Fee fields are JSON numbers.
         *
         *     Also available as JSON-RPC method `estimateFee`. There is no GET form (GET answers 405).
         */
        post: operations["estimateFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runGetMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a get-method
         * @description Runs a get-method on the account state and returns the stack in the legacy `[tag, value]` form (integers as hex strings, slices as `cell`). A non-zero `exit_code` is still a 200 answer.
         *
         *     Also available as JSON-RPC method `runGetMethod`. There is no GET form (GET answers 405).
         */
        post: operations["runGetMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runGetMethodStd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a get-method (typed stack)
         * @description Like runGetMethod, with the stack in tonlib's typed form in both directions (numbers as decimal strings).
         *
         *     Also available as JSON-RPC method `runGetMethodStd`. There is no GET form (GET answers 405).
         */
        post: operations["runGetMethodStd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/detectAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show all forms of an address
         * @description Raw form and the bounceable and non-bounceable user-friendly forms (base64 and base64url) of an address. Needs no liteserver.
         *
         *     The same operation is available as POST with a JSON body (`detectAddressPost`) and as JSON-RPC method `detectAddress`.
         */
        get: operations["detectAddress"];
        put?: never;
        /**
         * Show all forms of an address (POST)
         * @description Raw form and the bounceable and non-bounceable user-friendly forms (base64 and base64url) of an address. Needs no liteserver.
         *
         *     POST form of `detectAddress`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["detectAddressPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/detectHash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show all forms of a hash
         * @description base64, unpadded base64url and lower-case hex forms of a 256-bit hash. Needs no liteserver.
         *
         *     The same operation is available as POST with a JSON body (`detectHashPost`) and as JSON-RPC method `detectHash`.
         */
        get: operations["detectHash"];
        put?: never;
        /**
         * Show all forms of a hash (POST)
         * @description base64, unpadded base64url and lower-case hex forms of a 256-bit hash. Needs no liteserver.
         *
         *     POST form of `detectHash`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["detectHashPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert an address to user-friendly form
         * @description User-friendly url-safe base64 form. Friendly input keeps its flags (bounceable, testnet); raw input becomes bounceable, mainnet. Needs no liteserver.
         *
         *     The same operation is available as POST with a JSON body (`packAddressPost`) and as JSON-RPC method `packAddress`.
         */
        get: operations["packAddress"];
        put?: never;
        /**
         * Convert an address to user-friendly form (POST)
         * @description User-friendly url-safe base64 form. Friendly input keeps its flags (bounceable, testnet); raw input becomes bounceable, mainnet. Needs no liteserver.
         *
         *     POST form of `packAddress`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["packAddressPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/unpackAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Convert an address to raw form
         * @description Raw form `<workchain>:<hex>` with upper-case hex. Compare case-insensitively. Needs no liteserver.
         *
         *     The same operation is available as POST with a JSON body (`unpackAddressPost`) and as JSON-RPC method `unpackAddress`.
         */
        get: operations["unpackAddress"];
        put?: never;
        /**
         * Convert an address to raw form (POST)
         * @description Raw form `<workchain>:<hex>` with upper-case hex. Compare case-insensitively. Needs no liteserver.
         *
         *     POST form of `unpackAddress`: the query parameters are sent as a JSON object with the same names, defaults and limits.
         */
        post: operations["unpackAddressPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jsonRPC": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call any operation through JSON-RPC
         * @description Single JSON-RPC endpoint used by @ton/ton (`TonClient`) and tonweb (`HttpProvider`).
         *
         *     Rule: a method named X takes as `params` the same fields as the REST operation X and returns the same `result` (same schema,
         *     same defaults and limits). `x-jsonrpc-methods` maps every method to its REST operationId; the `params` schema is the request
         *     body of the `post` operation on that operation's path (`<X>Post` for read operations), the result schema is its 200 `result`.
         *
         *     Responses carry the REST envelope plus `jsonrpc: "2.0"` and the request `id` echoed unchanged (string or number). Errors use
         *     the REST error envelope and the REST status codes (HTTP status = `code`), also with `jsonrpc` and `id`. An unknown method is
         *     answered 404. Gateway answers (401, 403, 429) may come without `jsonrpc`/`id`. GET on this path answers 405.
         */
        post: operations["jsonRPC"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Format: ton-address
         * @description Account address in any accepted form: raw `<workchain>:<64 hex>` (any case) or 48-character user-friendly base64/base64url.
         */
        AddressInput: string;
        /**
         * Format: int32
         * @description Block sequence number (positive).
         */
        SeqnoInput: number;
        /**
         * @description Opaque request trace produced by the server, for example `<unix time>:<liteserver indices>:<elapsed ms>`, with a `:c` suffix when the
         *     answer came from a cache. Clients must not parse it. It is always optional.
         */
        Extra: string;
        /** @description Success envelope. Each operation narrows `result` to its own type. */
        ResponseOk: {
            /** @constant */
            ok: true;
            /** @description Operation result. */
            result: unknown;
            "@extra"?: components["schemas"]["Extra"];
        };
        /**
         * Format: uint256-string
         * @description Amount in nanotons, unsigned decimal string (never negative, never a JSON number).
         */
        Nanotons: string;
        /** @description Extra-currency balance entry. */
        ExtraCurrency: {
            /** @constant */
            "@type": "extraCurrency";
            /** Format: int32 */
            id: number;
            amount: components["schemas"]["Nanotons"];
        };
        /** @description Bag of cells in standard base64, or an empty string when there is none. */
        BocOrEmpty: "" | string;
        /**
         * Format: uint64-string
         * @description Logical time, unsigned 64-bit decimal string.
         */
        Lt: string;
        /**
         * Format: ton-hash-base64
         * @description 256-bit hash, standard base64 with padding (44 characters).
         */
        HashBase64: string;
        /** @description Transaction identifier. An account without transactions reports `lt` "0" and a hash of 32 zero bytes. */
        TransactionId: {
            /** @constant */
            "@type": "internal.transactionId";
            lt: components["schemas"]["Lt"];
            hash: components["schemas"]["HashBase64"];
        };
        /**
         * Format: shard-id
         * @description Shard identifier as a signed 64-bit decimal string (the masterchain and an unsplit workchain are `-9223372036854775808`).
         */
        ShardId: string;
        /** @description Full block identifier. */
        BlockIdExt: {
            /** @constant */
            "@type": "ton.blockIdExt";
            /** Format: int32 */
            workchain: number;
            shard: components["schemas"]["ShardId"];
            /** Format: int32 */
            seqno: number;
            root_hash: components["schemas"]["HashBase64"];
            file_hash: components["schemas"]["HashBase64"];
        };
        /** @description 256-bit hash in standard base64 (44 characters), or an empty string when the value is absent. */
        HashBase64OrEmpty: "" | string;
        /**
         * @description `active` when the account has code; `frozen` when it has no code but a frozen hash; otherwise `uninitialized` (also for never-used addresses).
         * @enum {string}
         */
        AccountStatus: "uninitialized" | "active" | "frozen";
        /** @description Account state read at `block_id`. A never-used address is not an error: balance "0", state `uninitialized`, empty code/data. */
        FullAccountState: {
            /** @constant */
            "@type": "raw.fullAccountState";
            balance: components["schemas"]["Nanotons"];
            extra_currencies?: components["schemas"]["ExtraCurrency"][];
            code: components["schemas"]["BocOrEmpty"];
            data: components["schemas"]["BocOrEmpty"];
            last_transaction_id: components["schemas"]["TransactionId"];
            block_id: components["schemas"]["BlockIdExt"];
            frozen_hash: components["schemas"]["HashBase64OrEmpty"];
            /** Format: int64 */
            sync_utime: number;
            state: components["schemas"]["AccountStatus"];
            /** @description True for accounts suspended by the network. Optional; the reference server does not send it (v2 D30). */
            suspended?: boolean;
        };
        /** @description Error envelope. `code` always equals the HTTP status. `error` is human-readable; its wording is informative, not part of the contract. */
        ResponseError: {
            /** @constant */
            ok: false;
            code: number;
            error: string;
            "@extra"?: components["schemas"]["Extra"];
        };
        /** @description Fields of getAddressInformation (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetAddressInformationRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
            /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        /** @description User-friendly address, or an empty string for an absent (external or `addr_none`) address. */
        AddressFriendlyOrEmpty: "" | string;
        /** @description Address wrapper used by tonlib; `account_address` is empty for external or absent addresses. */
        AccountAddress: {
            /** @constant */
            "@type": "accountAddress";
            account_address: components["schemas"]["AddressFriendlyOrEmpty"];
        };
        /** @description Contract not recognised by tonlib. */
        RawAccountState: {
            /** @constant */
            "@type": "raw.accountState";
            code: components["schemas"]["BocOrEmpty"];
            data: components["schemas"]["BocOrEmpty"];
            frozen_hash: components["schemas"]["HashBase64OrEmpty"];
        };
        /** @description Recognised wallet with a seqno. */
        WalletAccountState: {
            /** @enum {string} */
            "@type": "wallet.v3.accountState" | "wallet.v4.accountState" | "wallet.highload.v1.accountState";
            /** Format: int64 */
            wallet_id: number;
            /** Format: int64 */
            seqno: number;
        };
        /** @description Recognised contract identified by a wallet id only. */
        WalletIdAccountState: {
            /** @enum {string} */
            "@type": "wallet.highload.v2.accountState" | "dns.accountState";
            /** Format: int64 */
            wallet_id: number;
        };
        /** @description Restricted wallet. */
        RWalletAccountState: {
            /** @constant */
            "@type": "rwallet.accountState";
            /** Format: int64 */
            wallet_id: number;
            /** Format: int64 */
            seqno: number;
            /** Format: int64 */
            unlocked_balance: number;
            config: {
                /** @constant */
                "@type": "rwallet.config";
                /** Format: int64 */
                start_at: number;
                limits: {
                    /** @constant */
                    "@type": "rwallet.limit";
                    /** Format: int32 */
                    seconds: number;
                    /** Format: int64 */
                    value: number;
                }[];
            };
        };
        /** @description Payment channel (config and state as tonlib reports them). */
        PChanAccountState: {
            /** @constant */
            "@type": "pchan.accountState";
            config: {
                /** @constant */
                "@type"?: "pchan.config";
            };
            state: {
                /** @enum {string} */
                "@type": "pchan.stateInit" | "pchan.stateClose" | "pchan.statePayout";
            };
            description: string;
        };
        /** @description Account without code. */
        UninitedAccountState: {
            /** @constant */
            "@type": "uninited.accountState";
            frozen_hash: components["schemas"]["HashBase64OrEmpty"];
        };
        /** @description Contract-specific state as recognised by tonlib. */
        AccountStateDetails: components["schemas"]["RawAccountState"] | components["schemas"]["WalletAccountState"] | components["schemas"]["WalletIdAccountState"] | components["schemas"]["RWalletAccountState"] | components["schemas"]["PChanAccountState"] | components["schemas"]["UninitedAccountState"];
        /** @description Account state with the contract recognised by tonlib. `balance` is clamped at 0. */
        ExtendedFullAccountState: {
            /** @constant */
            "@type": "fullAccountState";
            address: components["schemas"]["AccountAddress"];
            balance: components["schemas"]["Nanotons"];
            extra_currencies?: components["schemas"]["ExtraCurrency"][];
            last_transaction_id: components["schemas"]["TransactionId"];
            block_id: components["schemas"]["BlockIdExt"];
            /** Format: int64 */
            sync_utime: number;
            account_state: components["schemas"]["AccountStateDetails"];
            /** Format: int32 */
            revision: number;
        };
        /** @description Fields of getExtendedAddressInformation (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetExtendedAddressInformationRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
            /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        /**
         * @description Recognised wallet contract.
         * @enum {string}
         */
        WalletType: "wallet v1 r1" | "wallet v1 r2" | "wallet v1 r3" | "wallet v2 r1" | "wallet v2 r2" | "wallet v3 r1" | "wallet v3 r2" | "wallet v4 r1" | "wallet v4 r2" | "wallet v5 beta" | "wallet v5 r1" | "nominator pool v1";
        /** @description Wallet summary. `wallet_type`, `seqno`, `wallet_id` are present only for recognised wallets; highload wallets are not recognised. */
        WalletInformation: {
            /** @constant */
            "@type": "ext.accounts.walletInformation";
            /** @description True when the code is a recognised wallet. */
            wallet: boolean;
            balance: components["schemas"]["Nanotons"];
            extra_currencies?: components["schemas"]["ExtraCurrency"][];
            account_state: components["schemas"]["AccountStatus"];
            wallet_type?: components["schemas"]["WalletType"];
            /** Format: int64 */
            seqno?: number;
            /** Format: int64 */
            wallet_id?: number;
            /** @description Wallet v5 only. */
            is_signature_allowed?: boolean;
            last_transaction_id: components["schemas"]["TransactionId"];
        };
        /** @description Fields of getWalletInformation (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetWalletInformationRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
            /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        /** @description Fields of getAddressBalance (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetAddressBalanceRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
            /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        /** @description Fields of getAddressState (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetAddressStateRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
            /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        /**
         * Format: ton-address-friendly
         * @description User-friendly address: 48 characters of base64 or base64url with a valid CRC16.
         */
        AddressFriendly: string;
        /** @description Token metadata: on-chain (`data` is a key/value map) or off-chain (`data` is a URI). */
        TokenContent: {
            /** @constant */
            type: "onchain";
            data: {
                [key: string]: string;
            };
        } | {
            /** @constant */
            type: "offchain";
            data: string;
        };
        /**
         * Format: boc-base64
         * @description Bag of cells, standard base64 with padding.
         */
        Boc: string;
        /** @description Jetton master (TEP-74). `admin_address` is absent when it is `addr_none`. */
        JettonMasterData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            "@type": "ext.tokens.jettonMasterData";
            address: components["schemas"]["AddressFriendly"];
            /** @constant */
            contract_type: "jetton_master";
            /** Format: uint256-string */
            total_supply: string;
            mintable: boolean;
            admin_address?: components["schemas"]["AddressFriendly"];
            jetton_content: components["schemas"]["TokenContent"];
            jetton_wallet_code: components["schemas"]["Boc"];
        };
        /** @description Jetton wallet, verified against its master. */
        JettonWalletData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            "@type": "ext.tokens.jettonWalletData";
            address: components["schemas"]["AddressFriendly"];
            /** @constant */
            contract_type: "jetton_wallet";
            /** Format: uint256-string */
            balance: string;
            owner: components["schemas"]["AddressFriendly"];
            jetton: components["schemas"]["AddressFriendly"];
            mintless_is_claimed?: boolean;
            jetton_wallet_code: components["schemas"]["Boc"];
        };
        /** @description NFT collection (TEP-62). */
        NftCollectionData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            "@type": "ext.tokens.nftCollectionData";
            address: components["schemas"]["AddressFriendly"];
            /** @constant */
            contract_type: "nft_collection";
            /** Format: uint256-string */
            next_item_index: string;
            owner_address?: components["schemas"]["AddressFriendly"];
            collection_content: components["schemas"]["TokenContent"];
        };
        /** @description A TL-B `addr_std` internal address: workchain and account id in hex (anycast is not printed). */
        AddrStd: {
            /** @constant */
            "@type": "addr_std";
            /** Format: int32 */
            workchain_id: number;
            /** @description The 256-bit account id, 64 lower-case hex digits. */
            address: string;
        };
        /** @description One TEP-81 record of a DNS item, named by its TL-B constructor in `@type` (D20). Records of other kinds (text, unknown tags) and addresses that are not `addr_std` have no form here and are left out; dnsResolve returns every record. */
        DnsRecord: {
            /** @constant */
            "@type": "dns_smc_address";
            smc_addr: components["schemas"]["AddrStd"];
        } | {
            /** @constant */
            "@type": "dns_next_resolver";
            resolver: components["schemas"]["AddrStd"];
        } | {
            /** @constant */
            "@type": "dns_adnl_address";
            /** @description The 256-bit ADNL address, 64 lower-case hex digits. */
            adnl_addr: string;
        } | {
            /** @constant */
            "@type": "dns_storage_address";
            /** @description TON Storage bag id, 64 lower-case hex digits. */
            bag_id: string;
        };
        /** @description The content of a DNS item (an NFT item of a collection whose `dnsresolve` of its own name answers a record dictionary): its domain and its records by category (D20). */
        DnsContent: {
            /** @description What `get_domain` holds, with `.ton` appended (`devnet.ton`); empty when the item has no `get_domain`. */
            domain: string;
            /** @description Records by category: `wallet`, `site`, `storage` and `dns_next_resolver` by name, any other category by its SHA-256 key in 64 upper-case hex digits. */
            data: {
                wallet?: components["schemas"]["DnsRecord"];
                site?: components["schemas"]["DnsRecord"];
                storage?: components["schemas"]["DnsRecord"];
                dns_next_resolver?: components["schemas"]["DnsRecord"];
            } & {
                [key: string]: components["schemas"]["DnsRecord"];
            };
        };
        /** @description NFT item, verified against its collection when it has one. */
        NftItemData: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            "@type": "ext.tokens.nftItemData";
            address: components["schemas"]["AddressFriendly"];
            /** @constant */
            contract_type: "nft_item";
            init: boolean;
            /** Format: uint256-string */
            index: string;
            collection_address?: components["schemas"]["AddressFriendly"];
            owner_address?: components["schemas"]["AddressFriendly"];
            /** @description The item's metadata; a DNS item's domain and records instead (D20). */
            content: components["schemas"]["TokenContent"] | components["schemas"]["DnsContent"];
        };
        /** @description Jetton or NFT data, tagged by `@type` (and by the equivalent `contract_type`). */
        TokenData: components["schemas"]["JettonMasterData"] | components["schemas"]["JettonWalletData"] | components["schemas"]["NftCollectionData"] | components["schemas"]["NftItemData"];
        /** @description Fields of getTokenData (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetTokenDataRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
            /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        TvmCell: {
            /** @constant */
            "@type": "tvm.cell";
            bytes: components["schemas"]["Boc"];
        };
        /** @description Fields of getShardAccountCell (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetShardAccountCellRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
            /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        /** @description A TEP-81 record value, tagged by `@type`; a record of an unknown or malformed kind is `dns.entryDataUnknown` with its cell. */
        DnsEntryData: {
            /** @constant */
            "@type": "dns.entryDataText";
            text: string;
        } | {
            /** @constant */
            "@type": "dns.entryDataNextResolver";
            resolver: components["schemas"]["AccountAddress"];
        } | {
            /** @constant */
            "@type": "dns.entryDataSmcAddress";
            smc_address: components["schemas"]["AccountAddress"];
        } | {
            /** @constant */
            "@type": "dns.entryDataAdnlAddress";
            adnl_address: {
                /** @constant */
                "@type": "adnlAddress";
                /** @description The 256-bit ADNL address in its 55-character base32 form (with CRC16). */
                adnl_address: string;
            };
        } | {
            /** @constant */
            "@type": "dns.entryDataStorageAddress";
            /** @description TON Storage bag id, 64 lower-case hex digits. */
            bag_id: string;
        } | {
            /** @constant */
            "@type": "dns.entryDataUnknown";
            bytes: components["schemas"]["Boc"];
        };
        /** @description One DNS record (tonlib `dns.entry`). */
        DnsEntry: {
            /** @constant */
            "@type": "dns.entry";
            /** @description The name the record belongs to (for a `dns_next_resolver` entry of a partial resolution, the part resolved so far). */
            name: string;
            /** @description The category key, SHA-256 of the category name (`wallet`, `site`, `storage`, `dns_next_resolver`), base64. */
            category: components["schemas"]["HashBase64"];
            entry: components["schemas"]["DnsEntryData"];
        };
        /** @description The records a DNS resolution found (tonlib `dns.resolved`). */
        DnsResolved: {
            /** @constant */
            "@type": "dns.resolved";
            entries: components["schemas"]["DnsEntry"][];
        };
        /** @description Fields of dnsResolve (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        DnsResolveRequest: {
            /** @description The DNS contract to ask (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
            /**
             * @description Domain name relative to that contract; empty for its own domain.
             * @default
             */
            name: string;
            /** @description Only the records of this category (its name). All categories when absent. */
            category?: string;
            /**
             * Format: int32
             * @description How many next resolvers to follow after the first.
             * @default 0
             */
            ttl: number;
            /** @description Masterchain seqno of the block to resolve at. Latest block when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        /** @description Latest masterchain block known to the server, its state root hash and the zero state. */
        MasterchainInfo: {
            /** @constant */
            "@type": "blocks.masterchainInfo";
            last: components["schemas"]["BlockIdExt"];
            state_root_hash: components["schemas"]["HashBase64"];
            init: components["schemas"]["BlockIdExt"];
        };
        /** @description Fields of getMasterchainInfo (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetMasterchainInfoRequest: Record<string, unknown>;
        /** @description Arbitrary bytes, standard base64 with padding. */
        Bytes: string;
        BlockSignature: {
            /** @constant */
            "@type": "blocks.signature";
            node_id_short: components["schemas"]["HashBase64"];
            signature: components["schemas"]["Bytes"];
        };
        /** @description Validator signatures of a masterchain block. */
        BlockSignatures: {
            /** @constant */
            "@type": "blocks.blockSignatures";
            id: components["schemas"]["BlockIdExt"];
            signatures: components["schemas"]["BlockSignature"][];
        };
        /** @description Fields of getMasterchainBlockSignatures (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetMasterchainBlockSignaturesRequest: {
            /** @description Masterchain block seqno. */
            seqno: components["schemas"]["SeqnoInput"];
        };
        /**
         * Format: int32
         * @description Workchain id (`-1` masterchain, `0` basechain).
         */
        WorkchainInput: number;
        /**
         * Format: int64-string
         * @description Shard id as a signed 64-bit decimal string, e.g. `-9223372036854775808`.
         */
        ShardString: string;
        ShardBlockLink: {
            /** @constant */
            "@type": "blocks.shardBlockLink";
            id: components["schemas"]["BlockIdExt"];
            proof: components["schemas"]["Boc"];
        };
        BlockLinkBack: {
            /** @constant */
            "@type": "blocks.blockLinkBack";
            to_key_block: boolean;
            from: components["schemas"]["BlockIdExt"];
            to: components["schemas"]["BlockIdExt"];
            dest_proof: components["schemas"]["Boc"];
            proof: components["schemas"]["Boc"];
            state_proof: components["schemas"]["Boc"];
        };
        /** @description Merkle proof chain from a masterchain block to a shard block. */
        ShardBlockProof: {
            /** @constant */
            "@type": "blocks.shardBlockProof";
            from: components["schemas"]["BlockIdExt"];
            mc_id: components["schemas"]["BlockIdExt"];
            links: components["schemas"]["ShardBlockLink"][];
            mc_proof: components["schemas"]["BlockLinkBack"][];
        };
        /** @description Shard id as a signed 64-bit integer: a decimal string (preferred, exact) or a JSON integer. */
        ShardInput: string | number;
        /** @description Fields of getShardBlockProof (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetShardBlockProofRequest: {
            /** @description Block workchain. */
            workchain: components["schemas"]["WorkchainInput"];
            /** @description Block shard as a signed 64-bit integer, e.g. `-9223372036854775808`. */
            shard: components["schemas"]["ShardInput"];
            /** @description Block seqno. */
            seqno: components["schemas"]["SeqnoInput"];
            /**
             * Format: int32
             * @description Masterchain seqno to build the proof from. Latest when absent.
             */
            from_seqno?: number;
        };
        /** @description Highest masterchain seqno the server considers agreed by its liteservers. */
        ConsensusBlock: {
            /** @constant */
            "@type": "ext.blocks.consensusBlock";
            /** Format: int32 */
            consensus_block: number;
            /** @description Unix time (seconds) the answer refers to; may be fractional. */
            timestamp: number;
        };
        /** @description Fields of getConsensusBlock (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetConsensusBlockRequest: Record<string, unknown>;
        /**
         * Format: int64-string
         * @description Logical time as a decimal string, 0 to 9223372036854775807 (tonlib's and the liteserver protocol's int64, D32).
         */
        LtString: string;
        /** @description Logical time, 0 to 9223372036854775807: a decimal string (exact) or a JSON integer (D8, D32). */
        LtInput: string | number;
        /** @description Fields of lookupBlock (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        LookupBlockRequest: {
            /** @description Block workchain. */
            workchain: components["schemas"]["WorkchainInput"];
            /** @description Block shard as a signed 64-bit integer, e.g. `-9223372036854775808`. */
            shard: components["schemas"]["ShardInput"];
            /** @description Find the block with this seqno. Exactly one of `seqno`, `lt`, `unixtime` must be given. */
            seqno?: components["schemas"]["SeqnoInput"];
            /** @description Find the block containing this logical time. Exactly one of `seqno`, `lt`, `unixtime` must be given. */
            lt?: components["schemas"]["LtInput"];
            /**
             * Format: int32
             * @description Find the block generated at this unix time. Exactly one of `seqno`, `lt`, `unixtime` must be given.
             */
            unixtime?: number;
        };
        /** @description Shard blocks referenced by a masterchain block. */
        Shards: {
            /** @constant */
            "@type": "blocks.shards";
            shards: components["schemas"]["BlockIdExt"][];
        };
        /** @description Fields of getShards (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetShardsRequest: {
            /** @description Masterchain block seqno. */
            seqno: components["schemas"]["SeqnoInput"];
        };
        /** @description Fields of shards (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        ShardsRequest: {
            /** @description Masterchain block seqno. */
            seqno: components["schemas"]["SeqnoInput"];
        };
        /** @description 256-bit hash: 44-character base64 or base64url, unpadded 43-character base64url (v2 D29), or 64 hex characters. */
        HashInput: string;
        /** @description Block header fields. `flags` and `vert_seqno` are optional. */
        BlockHeader: {
            /** @constant */
            "@type": "blocks.header";
            id: components["schemas"]["BlockIdExt"];
            /** Format: int32 */
            global_id: number;
            /** Format: int32 */
            version: number;
            /** Format: int32 */
            flags?: number;
            after_merge: boolean;
            after_split: boolean;
            before_split: boolean;
            want_merge: boolean;
            want_split: boolean;
            /** Format: int32 */
            validator_list_hash_short: number;
            /** Format: int32 */
            catchain_seqno: number;
            /** Format: int32 */
            min_ref_mc_seqno: number;
            is_key_block: boolean;
            /** Format: int32 */
            prev_key_block_seqno: number;
            start_lt: components["schemas"]["Lt"];
            end_lt: components["schemas"]["Lt"];
            /** Format: int64 */
            gen_utime: number;
            /** Format: int32 */
            vert_seqno?: number;
            prev_blocks: components["schemas"]["BlockIdExt"][];
        };
        /** @description Fields of getBlockHeader (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetBlockHeaderRequest: {
            /** @description Block workchain. */
            workchain: components["schemas"]["WorkchainInput"];
            /** @description Block shard as a signed 64-bit integer, e.g. `-9223372036854775808`. */
            shard: components["schemas"]["ShardInput"];
            /** @description Block seqno. */
            seqno: components["schemas"]["SeqnoInput"];
            /** @description Block root hash. Used only together with `file_hash`; otherwise the block is looked up by seqno. */
            root_hash?: components["schemas"]["HashInput"];
            /** @description Block file hash. Used only together with `root_hash`. */
            file_hash?: components["schemas"]["HashInput"];
        };
        OutMsgQueueSize: {
            /** @constant */
            "@type": "blocks.outMsgQueueSize";
            id: components["schemas"]["BlockIdExt"];
            /** Format: int64 */
            size: number;
        };
        /** @description Outbound message queue sizes of the latest shard blocks. */
        OutMsgQueueSizes: {
            /** @constant */
            "@type": "blocks.outMsgQueueSizes";
            shards: components["schemas"]["OutMsgQueueSize"][];
            /** Format: int64 */
            ext_msg_queue_size_limit: number;
        };
        /** @description Fields of getOutMsgQueueSize (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetOutMsgQueueSizeRequest: Record<string, unknown>;
        /**
         * Format: ton-address-raw
         * @description Raw address `<workchain>:<64 hex>`.
         */
        AddressRaw: string;
        /** @description Short transaction id; `account` is raw with lower-case hex. */
        ShortTxId: {
            /** @constant */
            "@type": "blocks.shortTxId";
            /**
             * Format: int32
             * @description tonlib flags telling which fields are set.
             */
            mode: number;
            account: components["schemas"]["AddressRaw"];
            lt: components["schemas"]["Lt"];
            hash: components["schemas"]["HashBase64"];
        };
        /** @description A page of a block's transactions, ordered by account then lt. */
        BlockTransactions: {
            /** @constant */
            "@type": "blocks.transactions";
            id: components["schemas"]["BlockIdExt"];
            /** Format: int32 */
            req_count: number;
            /** @description True when more transactions follow; continue with `after_lt`/`after_hash` of the last item. */
            incomplete: boolean;
            transactions: components["schemas"]["ShortTxId"][];
        };
        /** @description Fields of getBlockTransactions (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetBlockTransactionsRequest: {
            /** @description Block workchain. */
            workchain: components["schemas"]["WorkchainInput"];
            /** @description Block shard as a signed 64-bit integer, e.g. `-9223372036854775808`. */
            shard: components["schemas"]["ShardInput"];
            /** @description Block seqno. */
            seqno: components["schemas"]["SeqnoInput"];
            /** @description Block root hash. Used only together with `file_hash`; otherwise the block is looked up by seqno. */
            root_hash?: components["schemas"]["HashInput"];
            /** @description Block file hash. Used only together with `root_hash`. */
            file_hash?: components["schemas"]["HashInput"];
            /** @description Exclusive cursor: list transactions after this one (with `after_hash`; both or neither). */
            after_lt?: components["schemas"]["LtInput"];
            /** @description Exclusive cursor: account of the last transaction already seen (with `after_lt`; both or neither). */
            after_hash?: string;
            /**
             * Format: int32
             * @description Number of transactions to return.
             * @default 40
             */
            count: number;
        };
        /** @description Undecoded message body. */
        MsgDataRaw: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            "@type": "msg.dataRaw";
            body: components["schemas"]["Boc"];
            init_state: components["schemas"]["BocOrEmpty"];
        };
        /** @description Text comment; `text` is the base64 of the UTF-8 comment bytes. */
        MsgDataText: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            "@type": "msg.dataText";
            text: components["schemas"]["Bytes"];
        };
        /** @description Decrypted comment; `text` is base64. */
        MsgDataDecryptedText: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            "@type": "msg.dataDecryptedText";
            text: components["schemas"]["Bytes"];
        };
        /** @description Encrypted comment; `text` is base64. */
        MsgDataEncryptedText: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            "@type": "msg.dataEncryptedText";
            text: components["schemas"]["Bytes"];
        };
        /** @description Message body in one of the four tonlib forms; clients must handle all of them. */
        MsgData: components["schemas"]["MsgDataRaw"] | components["schemas"]["MsgDataText"] | components["schemas"]["MsgDataDecryptedText"] | components["schemas"]["MsgDataEncryptedText"];
        /** @description Message as tonlib reports it (addresses wrapped in `accountAddress`). `extra_currencies` may be absent. */
        RawMessage: {
            /** @constant */
            "@type": "raw.message";
            hash: components["schemas"]["HashBase64"];
            source: components["schemas"]["AccountAddress"];
            destination: components["schemas"]["AccountAddress"];
            value: components["schemas"]["Nanotons"];
            extra_currencies?: components["schemas"]["ExtraCurrency"][];
            fwd_fee: components["schemas"]["Nanotons"];
            ihr_fee: components["schemas"]["Nanotons"];
            created_lt: components["schemas"]["Lt"];
            body_hash: components["schemas"]["HashBase64"];
            msg_data: components["schemas"]["MsgData"];
        };
        /** @description Transaction as tonlib reports it. `in_msg` is absent (never null) for transactions without an inbound message. */
        RawTransaction: {
            /** @constant */
            "@type": "raw.transaction";
            address: components["schemas"]["AccountAddress"];
            /** Format: int64 */
            utime: number;
            data: components["schemas"]["Boc"];
            transaction_id: components["schemas"]["TransactionId"];
            fee: components["schemas"]["Nanotons"];
            storage_fee: components["schemas"]["Nanotons"];
            other_fee: components["schemas"]["Nanotons"];
            in_msg?: components["schemas"]["RawMessage"];
            out_msgs: components["schemas"]["RawMessage"][];
        };
        /** @description Transaction of a block listing: a `raw.transaction` plus the raw `account` address. */
        RawTransactionWithAccount: components["schemas"]["RawTransaction"] & {
            account: components["schemas"]["AddressRaw"];
        };
        /** @description A page of a block's transactions with full data; messages are tonlib `raw.message` objects (not flattened). */
        BlockTransactionsExt: {
            /** @constant */
            "@type": "blocks.transactionsExt";
            id: components["schemas"]["BlockIdExt"];
            /** Format: int32 */
            req_count: number;
            incomplete: boolean;
            transactions: components["schemas"]["RawTransactionWithAccount"][];
        };
        /** @description Fields of getBlockTransactionsExt (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetBlockTransactionsExtRequest: {
            /** @description Block workchain. */
            workchain: components["schemas"]["WorkchainInput"];
            /** @description Block shard as a signed 64-bit integer, e.g. `-9223372036854775808`. */
            shard: components["schemas"]["ShardInput"];
            /** @description Block seqno. */
            seqno: components["schemas"]["SeqnoInput"];
            /** @description Block root hash. Used only together with `file_hash`; otherwise the block is looked up by seqno. */
            root_hash?: components["schemas"]["HashInput"];
            /** @description Block file hash. Used only together with `root_hash`. */
            file_hash?: components["schemas"]["HashInput"];
            /** @description Exclusive cursor: list transactions after this one (with `after_hash`; both or neither). */
            after_lt?: components["schemas"]["LtInput"];
            /** @description Exclusive cursor: account of the last transaction already seen (with `after_lt`; both or neither). */
            after_hash?: string;
            /**
             * Format: int32
             * @description Number of transactions to return.
             * @default 40
             */
            count: number;
        };
        /** @description Flattened message: `source` and `destination` are plain address strings (empty for external). Required by @ton/ton and tonweb. */
        ExtMessage: {
            /** @constant */
            "@type": "ext.message";
            hash: components["schemas"]["HashBase64"];
            source: components["schemas"]["AddressFriendlyOrEmpty"];
            destination: components["schemas"]["AddressFriendlyOrEmpty"];
            value: components["schemas"]["Nanotons"];
            extra_currencies?: components["schemas"]["ExtraCurrency"][];
            fwd_fee: components["schemas"]["Nanotons"];
            ihr_fee: components["schemas"]["Nanotons"];
            created_lt: components["schemas"]["Lt"];
            body_hash: components["schemas"]["HashBase64"];
            msg_data: components["schemas"]["MsgData"];
            /** @description Decoded body: the comment text for text comments, otherwise base64 of the first cell's data bytes followed by a newline (empty body: empty string). */
            message?: string;
            /** @description Present instead of a meaningful `message` when decoding the body failed. */
            message_decode_error?: string;
        };
        /** @description Transaction with flattened messages, as returned by getTransactions and tryLocate*. `account` is the raw address (upper-case hex). `in_msg` is absent (never null) when there is no inbound message. */
        ExtTransaction: {
            /** @constant */
            "@type": "ext.transaction";
            address: components["schemas"]["AccountAddress"];
            account: components["schemas"]["AddressRaw"];
            /** Format: int64 */
            utime: number;
            data: components["schemas"]["Boc"];
            transaction_id: components["schemas"]["TransactionId"];
            fee: components["schemas"]["Nanotons"];
            storage_fee: components["schemas"]["Nanotons"];
            other_fee: components["schemas"]["Nanotons"];
            in_msg?: components["schemas"]["ExtMessage"];
            out_msgs: components["schemas"]["ExtMessage"][];
        };
        /** @description Transactions, newest first; the start transaction (given by lt and hash) is included. */
        TransactionList: components["schemas"]["ExtTransaction"][];
        /** @description Fields of getTransactions (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetTransactionsRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
            /**
             * Format: int32
             * @description Maximum number of transactions to return.
             * @default 10
             */
            limit: number;
            /** @description Logical time of the transaction to start from (inclusive). Must be given together with `hash`. */
            lt?: components["schemas"]["LtInput"];
            /** @description Hash of the transaction to start from (hex or base64). Must be given together with `lt`. */
            hash?: components["schemas"]["HashInput"];
            /**
             * @description Stop before the first transaction with lt less than or equal to this value (exclusive). `0` means no bound.
             * @default 0
             */
            to_lt: components["schemas"]["LtInput"];
            /**
             * @description Ask archival liteservers (needed for old history). Query strings accept `true/false`, `1/0`, `yes/no`.
             * @default false
             */
            archival: boolean;
        };
        /** @description Transactions, newest first, and the cursor of the next older transaction. */
        RawTransactions: {
            /** @constant */
            "@type": "raw.transactions";
            transactions: components["schemas"]["RawTransaction"][];
            previous_transaction_id: components["schemas"]["TransactionId"];
        };
        /** @description Fields of getTransactionsStd (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetTransactionsStdRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
            /**
             * Format: int32
             * @description Maximum number of transactions to return.
             * @default 10
             */
            limit: number;
            /** @description Logical time of the transaction to start from (inclusive). Must be given together with `hash`. */
            lt?: components["schemas"]["LtInput"];
            /** @description Hash of the transaction to start from (hex or base64). Must be given together with `lt`. */
            hash?: components["schemas"]["HashInput"];
            /**
             * @description Stop before the first transaction with lt less than or equal to this value (exclusive). `0` means no bound.
             * @default 0
             */
            to_lt: components["schemas"]["LtInput"];
            /**
             * @description Ask archival liteservers (needed for old history). Query strings accept `true/false`, `1/0`, `yes/no`.
             * @default false
             */
            archival: boolean;
        };
        /** @description Fields of tryLocateTx (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        TryLocateTxRequest: {
            /** @description Address of the message sender. */
            source: components["schemas"]["AddressInput"];
            /** @description Address of the message receiver. */
            destination: components["schemas"]["AddressInput"];
            /** @description Logical time at which the message was created. */
            created_lt: components["schemas"]["LtInput"];
        };
        /** @description Fields of tryLocateResultTx (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        TryLocateResultTxRequest: {
            /** @description Address of the message sender. */
            source: components["schemas"]["AddressInput"];
            /** @description Address of the message receiver. */
            destination: components["schemas"]["AddressInput"];
            /** @description Logical time at which the message was created. */
            created_lt: components["schemas"]["LtInput"];
        };
        /** @description Fields of tryLocateSourceTx (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        TryLocateSourceTxRequest: {
            /** @description Address of the message sender. */
            source: components["schemas"]["AddressInput"];
            /** @description Address of the message receiver. */
            destination: components["schemas"]["AddressInput"];
            /** @description Logical time at which the message was created. */
            created_lt: components["schemas"]["LtInput"];
        };
        /** @description Configuration cell: one parameter value, or the whole configuration dictionary for getConfigAll. */
        ConfigInfo: {
            /** @constant */
            "@type": "configInfo";
            config: components["schemas"]["TvmCell"];
        };
        /** @description Fields of getConfigParam (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetConfigParamRequest: {
            /**
             * Format: int32
             * @description Configuration parameter number. Exactly one of `config_id` and `param` must be given.
             */
            config_id?: number;
            /**
             * Format: int32
             * @description Alias of `config_id`.
             */
            param?: number;
            /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        /** @description Fields of getConfigAll (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetConfigAllRequest: {
            /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        LibraryEntry: {
            /** @constant */
            "@type": "smc.libraryEntry";
            hash: components["schemas"]["HashBase64"];
            data: components["schemas"]["Boc"];
        };
        /** @description Libraries found; unknown hashes are left out. */
        LibraryResult: {
            /** @constant */
            "@type": "smc.libraryResult";
            result: components["schemas"]["LibraryEntry"][];
        };
        /** @description Fields of getLibraries (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        GetLibrariesRequest: {
            /** @description Library hashes (hex or base64). In a query string repeat the key: `?libraries=<h1>&libraries=<h2>`. */
            libraries: components["schemas"]["HashInput"][];
        };
        /**
         * Format: boc-base64
         * @description Bag of cells in base64.
         */
        BocInput: string;
        /** @description Fields of sendBoc (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        SendBocRequest: {
            /** @description Serialized external message (a full `Message` cell, not only the body). */
            boc: components["schemas"]["BocInput"];
        };
        /** @description The message was accepted for broadcast. */
        SendOk: {
            /** @constant */
            "@type": "ok";
        };
        /** @description Fields of sendBocReturnHash (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        SendBocReturnHashRequest: {
            /** @description Serialized external message (a full `Message` cell, not only the body). */
            boc: components["schemas"]["BocInput"];
        };
        /** @description `hash` is the external message cell hash; `hash_norm` the normalised hash (independent of source, import fee and init) used to find the transaction. */
        ExtMessageInfo: {
            /** @constant */
            "@type": "raw.extMessageInfo";
            hash: components["schemas"]["HashBase64"];
            hash_norm: components["schemas"]["HashBase64"];
        };
        /** @description Fields of estimateFee (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        EstimateFeeRequest: {
            /** @description Destination contract. */
            address: components["schemas"]["AddressInput"];
            /** @description Message body cell. */
            body: components["schemas"]["BocInput"];
            /**
             * @description Code of the state init, or empty.
             * @default
             */
            init_code: components["schemas"]["BocOrEmpty"];
            /**
             * @description Data of the state init, or empty.
             * @default
             */
            init_data: components["schemas"]["BocOrEmpty"];
            /**
             * @description Treat signature checks as successful (so unsigned bodies can be estimated).
             * @default true
             */
            ignore_chksig: boolean;
        };
        /** @description Fee breakdown in nanotons (JSON numbers). */
        Fees: {
            /** @constant */
            "@type": "fees";
            /** Format: int64 */
            in_fwd_fee: number;
            /** Format: int64 */
            storage_fee: number;
            /** Format: int64 */
            gas_fee: number;
            /** Format: int64 */
            fwd_fee: number;
        };
        /** @description Estimated fees. */
        QueryFees: {
            /** @constant */
            "@type": "query.fees";
            source_fees: components["schemas"]["Fees"];
            destination_fees: components["schemas"]["Fees"][];
        };
        /** @description Get-method name, or its numeric method id (a decimal string is treated as an id). */
        MethodInput: string | number;
        /**
         * @description Request stack entry `[tag, value]`. `num`/`number`/`int`/`integer`: decimal or `0x` hex string, or a JSON integer.
         *     `tvm.Cell`/`tvm.Slice`: base64 BOC. `cell`/`slice`: `{bytes: <base64 BOC>}`. `tuple`/`list`: a `tvm.tuple`/`tvm.list` object.
         *     Any other tag (e.g. `tvm.Builder`) is answered with 422.
         */
        LegacyStackEntryInput: [
            "num" | "number" | "int" | "integer" | "tvm.Cell" | "tvm.Slice" | "cell" | "slice" | "tuple" | "tvm.Tuple" | "list" | "tvm.List",
            string | number | Record<string, unknown>
        ];
        /** @description Fields of runGetMethod (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        RunGetMethodRequest: {
            /** @description Contract to run the get-method on. */
            address: components["schemas"]["AddressInput"];
            /** @description Get-method name or numeric id. */
            method: components["schemas"]["MethodInput"];
            /** @description Arguments, bottom of the stack first. */
            stack: components["schemas"]["LegacyStackEntryInput"][];
            /** @description Masterchain seqno of the state to run on. Latest when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        /** @description Parsed cell tree. */
        CellObject: {
            data: {
                b64: components["schemas"]["Bytes"];
                len: number;
            };
            refs: components["schemas"]["CellObject"][];
            special?: boolean;
        };
        TvmNumberDecimal: {
            /** @constant */
            "@type": "tvm.numberDecimal";
            /** Format: int256-string */
            number: string;
        };
        TvmSlice: {
            /** @constant */
            "@type": "tvm.slice";
            bytes: components["schemas"]["Boc"];
        };
        TvmTuple: {
            /** @constant */
            "@type": "tvm.tuple";
            elements: components["schemas"]["TvmStackEntry"][];
        };
        /** @description Typed tonlib stack entry. */
        TvmStackEntry: {
            /** @constant */
            "@type": "tvm.stackEntryNumber";
            number: components["schemas"]["TvmNumberDecimal"];
        } | {
            /** @constant */
            "@type": "tvm.stackEntryCell";
            cell: components["schemas"]["TvmCell"];
        } | {
            /** @constant */
            "@type": "tvm.stackEntrySlice";
            slice: components["schemas"]["TvmSlice"];
        } | {
            /** @constant */
            "@type": "tvm.stackEntryTuple";
            tuple: components["schemas"]["TvmTuple"];
        } | {
            /** @constant */
            "@type": "tvm.stackEntryList";
            list: components["schemas"]["TvmList"];
        } | {
            /** @constant */
            "@type": "tvm.stackEntryUnsupported";
        };
        TvmList: {
            /** @constant */
            "@type": "tvm.list";
            elements: components["schemas"]["TvmStackEntry"][];
        };
        /**
         * @description Stack entry in the legacy `[tag, value]` form read by @ton/ton and tonweb. Integers are hex strings
         *     (`0x…`, `-0x…`); slices are reported as `cell`; TVM null is an empty `list`.
         */
        LegacyStackEntry: [
            "num",
            string
        ] | [
            "cell",
            {
                bytes: components["schemas"]["Boc"];
                object?: components["schemas"]["CellObject"];
            }
        ] | [
            "tuple",
            components["schemas"]["TvmTuple"]
        ] | [
            "list",
            components["schemas"]["TvmList"]
        ] | [
            "unsupported",
            string
        ];
        /** @description Get-method result. A non-zero `exit_code` is a successful HTTP answer; clients check it. */
        RunResult: {
            /** @constant */
            "@type": "smc.runResult";
            /** Format: int64 */
            gas_used: number;
            /** Format: int32 */
            exit_code: number;
            stack: components["schemas"]["LegacyStackEntry"][];
            block_id?: components["schemas"]["BlockIdExt"];
            last_transaction_id?: components["schemas"]["TransactionId"];
        };
        /** @description Fields of runGetMethodStd (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        RunGetMethodStdRequest: {
            /** @description Contract to run the get-method on. */
            address: components["schemas"]["AddressInput"];
            /** @description Get-method name or numeric id. */
            method: components["schemas"]["MethodInput"];
            /** @description Arguments, typed tonlib entries. */
            stack: components["schemas"]["TvmStackEntry"][];
            /** @description Masterchain seqno of the state to run on. Latest when absent. */
            seqno?: components["schemas"]["SeqnoInput"];
        };
        /** @description Get-method result with a typed stack (decimal numbers). */
        RunResultStd: {
            /** @constant */
            "@type": "smc.runResult";
            /** Format: int64 */
            gas_used: number;
            /** Format: int32 */
            exit_code: number;
            stack: components["schemas"]["TvmStackEntry"][];
        };
        DetectedAddressVariant: {
            /** @constant */
            "@type": "ext.utils.detectedAddressVariant";
            b64: components["schemas"]["AddressFriendly"];
            b64url: components["schemas"]["AddressFriendly"];
        };
        /** @description All forms of an address; `raw_form` has lower-case hex. */
        DetectedAddress: {
            /** @constant */
            "@type": "ext.utils.detectedAddress";
            raw_form: components["schemas"]["AddressRaw"];
            bounceable: components["schemas"]["DetectedAddressVariant"];
            non_bounceable: components["schemas"]["DetectedAddressVariant"];
            /** @enum {string} */
            given_type: "raw_form" | "friendly_bounceable" | "friendly_non_bounceable";
            test_only: boolean;
        };
        /** @description Fields of detectAddress (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        DetectAddressRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
        };
        /** @description All forms of a 256-bit hash. */
        DetectedHash: {
            /** @constant */
            "@type": "ext.utils.detectedHash";
            /** Format: ton-hash-base64 */
            b64: string;
            /** @description url-safe base64 without padding (43 characters). */
            b64url: string;
            /** Format: ton-hash-hex */
            hex: string;
        };
        /** @description Fields of detectHash (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        DetectHashRequest: {
            /** @description Hash in any accepted form. */
            hash: components["schemas"]["HashInput"];
        };
        /** @description Fields of packAddress (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        PackAddressRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
        };
        /** @description Fields of unpackAddress (REST JSON body and JSON-RPC `params`). Unknown fields are ignored. */
        UnpackAddressRequest: {
            /** @description Account address (raw or user-friendly). */
            address: components["schemas"]["AddressInput"];
        };
        /** @description Request id, echoed unchanged (same JSON type) in the response; `null` when the request could not be read. */
        JsonRpcId: string | number | null;
        /**
         * @description JSON-RPC call. A method named X takes as `params` exactly the fields of the REST operation X (its JSON body for POST, its query
         *     parameters for GET operations) and returns the same `result`. `params` may be omitted for operations without required fields.
         */
        JsonRpcRequest: {
            /** @description Optional and not read; any value is accepted, as both upstream implementations do (D11). Answers always carry "2.0". */
            jsonrpc?: string;
            id?: components["schemas"]["JsonRpcId"];
            /** @enum {string} */
            method: "getAddressInformation" | "getExtendedAddressInformation" | "getWalletInformation" | "getAddressBalance" | "getAddressState" | "getTokenData" | "getMasterchainInfo" | "getMasterchainBlockSignatures" | "getShardBlockProof" | "getConsensusBlock" | "lookupBlock" | "getShards" | "shards" | "getBlockHeader" | "getOutMsgQueueSize" | "getBlockTransactions" | "getBlockTransactionsExt" | "getTransactions" | "getTransactionsStd" | "tryLocateTx" | "tryLocateResultTx" | "tryLocateSourceTx" | "detectAddress" | "detectHash" | "packAddress" | "unpackAddress" | "getConfigParam" | "getConfigAll" | "getLibraries" | "sendBoc" | "sendBocReturnHash" | "estimateFee" | "runGetMethod" | "runGetMethodStd";
            params?: Record<string, unknown>;
        } & ({
            /** @constant */
            method: "getAddressInformation";
            params: components["schemas"]["GetAddressInformationRequest"];
        } | {
            /** @constant */
            method: "getExtendedAddressInformation";
            params: components["schemas"]["GetExtendedAddressInformationRequest"];
        } | {
            /** @constant */
            method: "getWalletInformation";
            params: components["schemas"]["GetWalletInformationRequest"];
        } | {
            /** @constant */
            method: "getAddressBalance";
            params: components["schemas"]["GetAddressBalanceRequest"];
        } | {
            /** @constant */
            method: "getAddressState";
            params: components["schemas"]["GetAddressStateRequest"];
        } | {
            /** @constant */
            method: "getTokenData";
            params: components["schemas"]["GetTokenDataRequest"];
        } | {
            /** @constant */
            method: "getMasterchainInfo";
            params?: components["schemas"]["GetMasterchainInfoRequest"];
        } | {
            /** @constant */
            method: "getMasterchainBlockSignatures";
            params: components["schemas"]["GetMasterchainBlockSignaturesRequest"];
        } | {
            /** @constant */
            method: "getShardBlockProof";
            params: components["schemas"]["GetShardBlockProofRequest"];
        } | {
            /** @constant */
            method: "getConsensusBlock";
            params?: components["schemas"]["GetConsensusBlockRequest"];
        } | {
            /** @constant */
            method: "lookupBlock";
            params: components["schemas"]["LookupBlockRequest"];
        } | {
            /** @constant */
            method: "getShards";
            params: components["schemas"]["GetShardsRequest"];
        } | {
            /** @constant */
            method: "shards";
            params: components["schemas"]["ShardsRequest"];
        } | {
            /** @constant */
            method: "getBlockHeader";
            params: components["schemas"]["GetBlockHeaderRequest"];
        } | {
            /** @constant */
            method: "getOutMsgQueueSize";
            params?: components["schemas"]["GetOutMsgQueueSizeRequest"];
        } | {
            /** @constant */
            method: "getBlockTransactions";
            params: components["schemas"]["GetBlockTransactionsRequest"];
        } | {
            /** @constant */
            method: "getBlockTransactionsExt";
            params: components["schemas"]["GetBlockTransactionsExtRequest"];
        } | {
            /** @constant */
            method: "getTransactions";
            params: components["schemas"]["GetTransactionsRequest"];
        } | {
            /** @constant */
            method: "getTransactionsStd";
            params: components["schemas"]["GetTransactionsStdRequest"];
        } | {
            /** @constant */
            method: "tryLocateTx";
            params: components["schemas"]["TryLocateTxRequest"];
        } | {
            /** @constant */
            method: "tryLocateResultTx";
            params: components["schemas"]["TryLocateResultTxRequest"];
        } | {
            /** @constant */
            method: "tryLocateSourceTx";
            params: components["schemas"]["TryLocateSourceTxRequest"];
        } | {
            /** @constant */
            method: "detectAddress";
            params: components["schemas"]["DetectAddressRequest"];
        } | {
            /** @constant */
            method: "detectHash";
            params: components["schemas"]["DetectHashRequest"];
        } | {
            /** @constant */
            method: "packAddress";
            params: components["schemas"]["PackAddressRequest"];
        } | {
            /** @constant */
            method: "unpackAddress";
            params: components["schemas"]["UnpackAddressRequest"];
        } | {
            /** @constant */
            method: "getConfigParam";
            params?: components["schemas"]["GetConfigParamRequest"];
        } | {
            /** @constant */
            method: "getConfigAll";
            params?: components["schemas"]["GetConfigAllRequest"];
        } | {
            /** @constant */
            method: "getLibraries";
            params: components["schemas"]["GetLibrariesRequest"];
        } | {
            /** @constant */
            method: "sendBoc";
            params: components["schemas"]["SendBocRequest"];
        } | {
            /** @constant */
            method: "sendBocReturnHash";
            params: components["schemas"]["SendBocReturnHashRequest"];
        } | {
            /** @constant */
            method: "estimateFee";
            params: components["schemas"]["EstimateFeeRequest"];
        } | {
            /** @constant */
            method: "runGetMethod";
            params: components["schemas"]["RunGetMethodRequest"];
        } | {
            /** @constant */
            method: "runGetMethodStd";
            params: components["schemas"]["RunGetMethodStdRequest"];
        });
        /** @description JSON-RPC success: the REST success envelope plus `jsonrpc` and the echoed `id`. */
        JsonRpcResponse: components["schemas"]["ResponseOk"] & {
            /** @constant */
            jsonrpc: "2.0";
            id: components["schemas"]["JsonRpcId"];
        };
        /** @description JSON-RPC error: the REST error envelope (HTTP status = `code`) plus `jsonrpc` and the echoed `id`. */
        JsonRpcError: components["schemas"]["ResponseError"] & {
            /** @constant */
            jsonrpc: "2.0";
            id: components["schemas"]["JsonRpcId"];
        };
    };
    responses: {
        /** @description The API key does not exist. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 401;
                };
            };
        };
        /** @description The API key is not allowed on this network (e.g. a testnet key on mainnet). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 403;
                };
            };
        };
        /** @description The block, shard, workchain, state or configuration parameter the request names is not known to the liteserver (an unknown block, a seqno beyond the chain head, a history the liteserver no longer keeps), D28. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 404;
                };
            };
        };
        /** @description A parameter failed validation; in particular an address that cannot be parsed. */
        UnprocessableAddress: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 422;
                };
            };
        };
        /** @description Rate limit exceeded (keyless clients are limited to 1 request per second). */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 429;
                };
            };
        };
        /** @description The liteserver failed in a way the request did not cause (its text is shown, D28), or the server itself failed (`internal error (request <id>)`, the detail is in the server's log). */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 500;
                };
            };
        };
        /**
         * @description The server does not serve this operation (a partial implementation, or a deployment without the
         *     service the operation needs). Conformance runs report it as "not implemented", not as a failure
         *     of the operation (DECISIONS.md, D26).
         */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 501;
                };
            };
        };
        /** @description No liteserver answered in time. */
        GatewayTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 504;
                };
            };
        };
        /** @description The request body is not valid JSON (or not a JSON object). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 400;
                };
            };
        };
        /** @description The contract is neither a jetton (master or wallet) nor an NFT (collection or item), or it failed verification against its master/collection. */
        NotToken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 409;
                };
            };
        };
        /** @description A parameter is missing or failed validation. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 422;
                };
            };
        };
        /** @description No matching transaction was found. */
        TransactionNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponseError"] & {
                    /** @constant */
                    code?: 404;
                };
            };
        };
        /** @description The body is not a JSON object. */
        JsonRpc400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsonRpcError"] & {
                    /** @constant */
                    code?: 400;
                };
            };
        };
        /** @description Unknown method, or the method itself answered 404 (tryLocate*, an unknown block or state). */
        JsonRpc404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsonRpcError"] & {
                    /** @constant */
                    code?: 404;
                };
            };
        };
        /** @description The method answered 409 (getTokenData on a non-token contract). */
        JsonRpc409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsonRpcError"] & {
                    /** @constant */
                    code?: 409;
                };
            };
        };
        /** @description The envelope or `params` failed validation (e.g. `params` is not an object, a required field is missing, an address cannot be parsed). */
        JsonRpc422: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsonRpcError"] & {
                    /** @constant */
                    code?: 422;
                };
            };
        };
        /** @description The method failed on the liteserver side. */
        JsonRpc500: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsonRpcError"] & {
                    /** @constant */
                    code?: 500;
                };
            };
        };
        /** @description The server does not serve the operation behind this method (DECISIONS.md, D26). */
        JsonRpc501: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsonRpcError"] & {
                    /** @constant */
                    code?: 501;
                };
            };
        };
        /** @description No liteserver answered in time. */
        JsonRpc504: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsonRpcError"] & {
                    /** @constant */
                    code?: 504;
                };
            };
        };
    };
    parameters: {
        /** @description Account address (raw or user-friendly). */
        Address: components["schemas"]["AddressInput"];
        /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
        StateSeqno: components["schemas"]["SeqnoInput"];
        /** @description Masterchain block seqno. */
        McSeqno: components["schemas"]["SeqnoInput"];
        /** @description Block workchain. */
        Workchain: components["schemas"]["WorkchainInput"];
        /** @description Block shard as a signed 64-bit integer, e.g. `-9223372036854775808`. */
        Shard: components["schemas"]["ShardString"];
        /** @description Block seqno. */
        BlockSeqno: components["schemas"]["SeqnoInput"];
        /** @description Masterchain seqno to build the proof from. Latest when absent. */
        FromSeqno: number;
        /** @description Find the block with this seqno. Exactly one of `seqno`, `lt`, `unixtime` must be given. */
        LookupSeqno: components["schemas"]["SeqnoInput"];
        /** @description Find the block containing this logical time. Exactly one of `seqno`, `lt`, `unixtime` must be given. */
        LookupLt: components["schemas"]["LtString"];
        /** @description Find the block generated at this unix time. Exactly one of `seqno`, `lt`, `unixtime` must be given. */
        LookupUnixtime: number;
        /** @description Block root hash. Used only together with `file_hash`; otherwise the block is looked up by seqno. */
        RootHash: components["schemas"]["HashInput"];
        /** @description Block file hash. Used only together with `root_hash`. */
        FileHash: components["schemas"]["HashInput"];
        /** @description Exclusive cursor: list transactions after this one (with `after_hash`; both or neither). */
        AfterLt: components["schemas"]["LtString"];
        /** @description Exclusive cursor: account of the last transaction already seen (with `after_lt`; both or neither). */
        AfterHash: string;
        /** @description Number of transactions to return. */
        Count: number;
        /** @description Maximum number of transactions to return. */
        TxLimit: number;
        /** @description Logical time of the transaction to start from (inclusive). Must be given together with `hash`. */
        TxLt: components["schemas"]["LtString"];
        /** @description Hash of the transaction to start from (hex or base64). Must be given together with `lt`. */
        TxHash: components["schemas"]["HashInput"];
        /** @description Stop before the first transaction with lt less than or equal to this value (exclusive). `0` means no bound. */
        ToLt: components["schemas"]["LtString"];
        /** @description Ask archival liteservers (needed for old history). Query strings accept `true/false`, `1/0`, `yes/no`. */
        Archival: boolean;
        /** @description Address of the message sender. */
        Source: components["schemas"]["AddressInput"];
        /** @description Address of the message receiver. */
        Destination: components["schemas"]["AddressInput"];
        /** @description Logical time at which the message was created. */
        CreatedLt: components["schemas"]["LtString"];
        /** @description Configuration parameter number. Exactly one of `config_id` and `param` must be given. */
        ConfigId: number;
        /** @description Alias of `config_id`. */
        ConfigParam: number;
        /** @description Library hashes (hex or base64). In a query string repeat the key: `?libraries=<h1>&libraries=<h2>`. */
        Libraries: components["schemas"]["HashInput"][];
        /** @description Hash in any accepted form. */
        HashToDetect: components["schemas"]["HashInput"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAddressInformation: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
                /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
                seqno?: components["parameters"]["StateSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["FullAccountState"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAddressInformationPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressInformationRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["FullAccountState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getExtendedAddressInformation: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
                /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
                seqno?: components["parameters"]["StateSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ExtendedFullAccountState"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getExtendedAddressInformationPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetExtendedAddressInformationRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ExtendedFullAccountState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getWalletInformation: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
                /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
                seqno?: components["parameters"]["StateSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["WalletInformation"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getWalletInformationPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetWalletInformationRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["WalletInformation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAddressBalance: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
                /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
                seqno?: components["parameters"]["StateSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["Nanotons"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAddressBalancePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressBalanceRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["Nanotons"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAddressState: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
                /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
                seqno?: components["parameters"]["StateSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["AccountStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAddressStatePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAddressStateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["AccountStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getTokenData: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
                /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
                seqno?: components["parameters"]["StateSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["TokenData"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotToken"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getTokenDataPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetTokenDataRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["TokenData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotToken"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getShardAccountCell: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
                /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
                seqno?: components["parameters"]["StateSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["TvmCell"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getShardAccountCellPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetShardAccountCellRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["TvmCell"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    dnsResolve: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
                /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
                seqno?: components["parameters"]["StateSeqno"];
                /** @description Domain name relative to the contract at `address` (`alice` on the .ton collection, `alice.ton` on the root resolver); empty for the contract's own domain. */
                name?: string;
                /** @description Only the records of this category (its name; the key is the name's SHA-256, TEP-81). All categories when absent. */
                category?: string;
                /** @description How many next resolvers to follow after the first (0 = answer what `address` says). */
                ttl?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["DnsResolved"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The contract at `address` has no working `dnsresolve` get-method, or answered something that is not a TEP-81 resolution. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseError"] & {
                        /** @constant */
                        code?: 409;
                    };
                };
            };
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    dnsResolvePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DnsResolveRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["DnsResolved"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The contract at `address` has no working `dnsresolve` get-method, or answered something that is not a TEP-81 resolution. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseError"] & {
                        /** @constant */
                        code?: 409;
                    };
                };
            };
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMasterchainInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["MasterchainInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMasterchainInfoPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. May be omitted or `{}`. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GetMasterchainInfoRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["MasterchainInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMasterchainBlockSignatures: {
        parameters: {
            query: {
                /** @description Masterchain block seqno. */
                seqno: components["parameters"]["McSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["BlockSignatures"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMasterchainBlockSignaturesPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetMasterchainBlockSignaturesRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["BlockSignatures"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getShardBlockProof: {
        parameters: {
            query: {
                /** @description Block workchain. */
                workchain: components["parameters"]["Workchain"];
                /** @description Block shard as a signed 64-bit integer, e.g. `-9223372036854775808`. */
                shard: components["parameters"]["Shard"];
                /** @description Block seqno. */
                seqno: components["parameters"]["BlockSeqno"];
                /** @description Masterchain seqno to build the proof from. Latest when absent. */
                from_seqno?: components["parameters"]["FromSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ShardBlockProof"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getShardBlockProofPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetShardBlockProofRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ShardBlockProof"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getConsensusBlock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ConsensusBlock"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getConsensusBlockPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. May be omitted or `{}`. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GetConsensusBlockRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ConsensusBlock"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    lookupBlock: {
        parameters: {
            query: {
                /** @description Block workchain. */
                workchain: components["parameters"]["Workchain"];
                /** @description Block shard as a signed 64-bit integer, e.g. `-9223372036854775808`. */
                shard: components["parameters"]["Shard"];
                /** @description Find the block with this seqno. Exactly one of `seqno`, `lt`, `unixtime` must be given. */
                seqno?: components["parameters"]["LookupSeqno"];
                /** @description Find the block containing this logical time. Exactly one of `seqno`, `lt`, `unixtime` must be given. */
                lt?: components["parameters"]["LookupLt"];
                /** @description Find the block generated at this unix time. Exactly one of `seqno`, `lt`, `unixtime` must be given. */
                unixtime?: components["parameters"]["LookupUnixtime"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["BlockIdExt"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    lookupBlockPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["LookupBlockRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["BlockIdExt"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getShards: {
        parameters: {
            query: {
                /** @description Masterchain block seqno. */
                seqno: components["parameters"]["McSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["Shards"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getShardsPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetShardsRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["Shards"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    shards: {
        parameters: {
            query: {
                /** @description Masterchain block seqno. */
                seqno: components["parameters"]["McSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["Shards"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    shardsPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShardsRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["Shards"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getBlockHeader: {
        parameters: {
            query: {
                /** @description Block workchain. */
                workchain: components["parameters"]["Workchain"];
                /** @description Block shard as a signed 64-bit integer, e.g. `-9223372036854775808`. */
                shard: components["parameters"]["Shard"];
                /** @description Block seqno. */
                seqno: components["parameters"]["BlockSeqno"];
                /** @description Block root hash. Used only together with `file_hash`; otherwise the block is looked up by seqno. */
                root_hash?: components["parameters"]["RootHash"];
                /** @description Block file hash. Used only together with `root_hash`. */
                file_hash?: components["parameters"]["FileHash"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["BlockHeader"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getBlockHeaderPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetBlockHeaderRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["BlockHeader"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getOutMsgQueueSize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["OutMsgQueueSizes"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getOutMsgQueueSizePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. May be omitted or `{}`. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GetOutMsgQueueSizeRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["OutMsgQueueSizes"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getBlockTransactions: {
        parameters: {
            query: {
                /** @description Block workchain. */
                workchain: components["parameters"]["Workchain"];
                /** @description Block shard as a signed 64-bit integer, e.g. `-9223372036854775808`. */
                shard: components["parameters"]["Shard"];
                /** @description Block seqno. */
                seqno: components["parameters"]["BlockSeqno"];
                /** @description Block root hash. Used only together with `file_hash`; otherwise the block is looked up by seqno. */
                root_hash?: components["parameters"]["RootHash"];
                /** @description Block file hash. Used only together with `root_hash`. */
                file_hash?: components["parameters"]["FileHash"];
                /** @description Exclusive cursor: list transactions after this one (with `after_hash`; both or neither). */
                after_lt?: components["parameters"]["AfterLt"];
                /** @description Exclusive cursor: account of the last transaction already seen (with `after_lt`; both or neither). */
                after_hash?: components["parameters"]["AfterHash"];
                /** @description Number of transactions to return. */
                count?: components["parameters"]["Count"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["BlockTransactions"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getBlockTransactionsPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetBlockTransactionsRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["BlockTransactions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getBlockTransactionsExt: {
        parameters: {
            query: {
                /** @description Block workchain. */
                workchain: components["parameters"]["Workchain"];
                /** @description Block shard as a signed 64-bit integer, e.g. `-9223372036854775808`. */
                shard: components["parameters"]["Shard"];
                /** @description Block seqno. */
                seqno: components["parameters"]["BlockSeqno"];
                /** @description Block root hash. Used only together with `file_hash`; otherwise the block is looked up by seqno. */
                root_hash?: components["parameters"]["RootHash"];
                /** @description Block file hash. Used only together with `root_hash`. */
                file_hash?: components["parameters"]["FileHash"];
                /** @description Exclusive cursor: list transactions after this one (with `after_hash`; both or neither). */
                after_lt?: components["parameters"]["AfterLt"];
                /** @description Exclusive cursor: account of the last transaction already seen (with `after_lt`; both or neither). */
                after_hash?: components["parameters"]["AfterHash"];
                /** @description Number of transactions to return. */
                count?: components["parameters"]["Count"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["BlockTransactionsExt"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getBlockTransactionsExtPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetBlockTransactionsExtRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["BlockTransactionsExt"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getTransactions: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
                /** @description Maximum number of transactions to return. */
                limit?: components["parameters"]["TxLimit"];
                /** @description Logical time of the transaction to start from (inclusive). Must be given together with `hash`. */
                lt?: components["parameters"]["TxLt"];
                /** @description Hash of the transaction to start from (hex or base64). Must be given together with `lt`. */
                hash?: components["parameters"]["TxHash"];
                /** @description Stop before the first transaction with lt less than or equal to this value (exclusive). `0` means no bound. */
                to_lt?: components["parameters"]["ToLt"];
                /** @description Ask archival liteservers (needed for old history). Query strings accept `true/false`, `1/0`, `yes/no`. */
                archival?: components["parameters"]["Archival"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["TransactionList"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getTransactionsPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetTransactionsRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["TransactionList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getTransactionsStd: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
                /** @description Maximum number of transactions to return. */
                limit?: components["parameters"]["TxLimit"];
                /** @description Logical time of the transaction to start from (inclusive). Must be given together with `hash`. */
                lt?: components["parameters"]["TxLt"];
                /** @description Hash of the transaction to start from (hex or base64). Must be given together with `lt`. */
                hash?: components["parameters"]["TxHash"];
                /** @description Stop before the first transaction with lt less than or equal to this value (exclusive). `0` means no bound. */
                to_lt?: components["parameters"]["ToLt"];
                /** @description Ask archival liteservers (needed for old history). Query strings accept `true/false`, `1/0`, `yes/no`. */
                archival?: components["parameters"]["Archival"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["RawTransactions"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getTransactionsStdPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetTransactionsStdRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["RawTransactions"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    tryLocateTx: {
        parameters: {
            query: {
                /** @description Address of the message sender. */
                source: components["parameters"]["Source"];
                /** @description Address of the message receiver. */
                destination: components["parameters"]["Destination"];
                /** @description Logical time at which the message was created. */
                created_lt: components["parameters"]["CreatedLt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ExtTransaction"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransactionNotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    tryLocateTxPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TryLocateTxRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ExtTransaction"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransactionNotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    tryLocateResultTx: {
        parameters: {
            query: {
                /** @description Address of the message sender. */
                source: components["parameters"]["Source"];
                /** @description Address of the message receiver. */
                destination: components["parameters"]["Destination"];
                /** @description Logical time at which the message was created. */
                created_lt: components["parameters"]["CreatedLt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ExtTransaction"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransactionNotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    tryLocateResultTxPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TryLocateResultTxRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ExtTransaction"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransactionNotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    tryLocateSourceTx: {
        parameters: {
            query: {
                /** @description Address of the message sender. */
                source: components["parameters"]["Source"];
                /** @description Address of the message receiver. */
                destination: components["parameters"]["Destination"];
                /** @description Logical time at which the message was created. */
                created_lt: components["parameters"]["CreatedLt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ExtTransaction"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransactionNotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    tryLocateSourceTxPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TryLocateSourceTxRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ExtTransaction"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransactionNotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getConfigParam: {
        parameters: {
            query?: {
                /** @description Configuration parameter number. Exactly one of `config_id` and `param` must be given. */
                config_id?: components["parameters"]["ConfigId"];
                /** @description Alias of `config_id`. */
                param?: components["parameters"]["ConfigParam"];
                /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
                seqno?: components["parameters"]["StateSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ConfigInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getConfigParamPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. May be omitted or `{}`. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GetConfigParamRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ConfigInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getConfigAll: {
        parameters: {
            query?: {
                /** @description Masterchain seqno of the block to read the state at. Latest block when absent. */
                seqno?: components["parameters"]["StateSeqno"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ConfigInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getConfigAllPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. May be omitted or `{}`. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GetConfigAllRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ConfigInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getLibraries: {
        parameters: {
            query: {
                /** @description Library hashes (hex or base64). In a query string repeat the key: `?libraries=<h1>&libraries=<h2>`. */
                libraries: components["parameters"]["Libraries"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["LibraryResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getLibrariesPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetLibrariesRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["LibraryResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    sendBoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendBocRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["SendOk"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    sendBocReturnHash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendBocReturnHashRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["ExtMessageInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    estimateFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstimateFeeRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["QueryFees"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    runGetMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunGetMethodRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["RunResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    runGetMethodStd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunGetMethodStdRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["RunResultStd"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    detectAddress: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["DetectedAddress"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    detectAddressPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DetectAddressRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["DetectedAddress"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    detectHash: {
        parameters: {
            query: {
                /** @description Hash in any accepted form. */
                hash: components["parameters"]["HashToDetect"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["DetectedHash"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    detectHashPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DetectHashRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["DetectedHash"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    packAddress: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["AddressFriendly"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    packAddressPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackAddressRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["AddressFriendly"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    unpackAddress: {
        parameters: {
            query: {
                /** @description Account address (raw or user-friendly). */
                address: components["parameters"]["Address"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["AddressRaw"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    unpackAddressPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON object with the operation's fields. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnpackAddressRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseOk"] & {
                        result?: components["schemas"]["AddressRaw"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableAddress"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    jsonRPC: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonRpcRequest"];
            };
        };
        responses: {
            /** @description The method's result, typed as the `result` of the REST operation named by `method` (see `x-jsonrpc-methods`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                };
            };
            400: components["responses"]["JsonRpc400"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["JsonRpc404"];
            409: components["responses"]["JsonRpc409"];
            422: components["responses"]["JsonRpc422"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["JsonRpc500"];
            501: components["responses"]["JsonRpc501"];
            504: components["responses"]["JsonRpc504"];
        };
    };
}
