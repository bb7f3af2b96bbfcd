// generated from spec/v3/openapi.yaml, do not edit; run make generate
// (TypeScript types by openapi-typescript from generated/v3/openapi.json)

export interface paths {
    "/masterchainInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * First and last indexed masterchain blocks
         * @description Returns the masterchain block with the highest seqno in the index (`last`) and the one
         *     with the lowest (`first`). An empty index is a 503 `index is empty`: the operation has no
         *     meaningful answer before the first block is indexed, and the condition is temporary (D23).
         */
        get: operations["getMasterchainInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blocks matching a filter
         * @description Lists indexed blocks (masterchain and shard). All filters are optional and combine with
         *     AND. `start_lt`/`end_lt` compare against the block's `start_lt`; `start_utime`/`end_utime`
         *     against `gen_utime`; `mc_seqno` selects the blocks first committed by that masterchain
         *     block (the masterchain block itself included).
         *
         *     Ordering: `gen_utime`, then `workchain`, `shard`, `seqno`, all in the `sort` direction
         *     (default `desc`). Upstream adds no ORDER BY when `sort` is absent; here the default is
         *     applied so that pages are stable (D5). An empty result is 200 with `blocks: []`.
         */
        get: operations["getBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masterchainBlockShardState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shard top blocks recorded with a masterchain block
         * @description Returns the shard blocks that were the tops of their shards when the masterchain block
         *     `seqno` was created (the shard configuration it records), ordered by workchain, shard,
         *     seqno. Equivalent to API v2 `/shards` but returning full block records. No pagination.
         *     404 when nothing is recorded for that seqno.
         */
        get: operations["getMasterchainBlockShardState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/masterchainBlockShards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blocks committed by a masterchain block
         * @description Returns every block whose committing masterchain block is `seqno`: the masterchain block
         *     itself plus each shard block it committed for the first time. Not the same as
         *     `/masterchainBlockShardState` (which lists shard tops, possibly committed earlier).
         *
         *     Ordering: `gen_utime`, then `workchain`, `shard`, `seqno`, in the `sort` direction (default
         *     `desc`, always applied — D5). 404 when the masterchain block is not indexed.
         */
        get: operations["getMasterchainBlockShards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Transactions matching a filter
         * @description Lists transactions with their messages and account state references. Filters combine
         *     with AND: containing block (`workchain`, `shard`, `seqno`), committing masterchain block
         *     (`mc_seqno`), `account` (one or many), transaction `hash`, exact `lt`, and unix-time
         *     (`now`) / logical-time (`lt`) windows.
         *
         *     Ordering: `lt` then `account` (ascending); with a unix-time bound, `now` then `lt`. `lt`
         *     and `now` follow `sort` (default `desc`). `mc_seqno` naming a masterchain block that is
         *     not indexed is a 404 (an empty list would be indistinguishable from "no transactions").
         *     Otherwise an empty result is 200 with `transactions: []`.
         *
         *     `exclude_account` is not part of this contract: upstream accepts and ignores it, which
         *     silently returns unfiltered data, so it is rejected like any unknown parameter (D3).
         */
        get: operations["getTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactionsByMasterchainBlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Transactions committed by a masterchain block
         * @description Same as `/transactions?mc_seqno=<seqno>`: transactions whose committing masterchain block
         *     is `seqno`, ordered by `lt` (in the `sort` direction, default `desc`) then `account`
         *     ascending. 404 when the masterchain block is not indexed.
         */
        get: operations["getTransactionsByMasterchainBlock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactionsByMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Transactions that sent or received a message
         * @description Finds transactions through their messages. At least one of `msg_hash`, `body_hash`,
         *     `opcode` is required (422 otherwise). `msg_hash` matches both the message hash and the
         *     normalised hash of an external-in message. `opcode` implies `direction=in`. `direction`
         *     restricts to the receiving (`in`) or sending (`out`) transaction. `source`, `destination`,
         *     `exclude_externals` and `only_externals` narrow the messages as on `/messages`. A list is returned because
         *     message hashes are not unique on chain (a message can be re-sent with the same content).
         *
         *     Ordering: `lt` in the `sort` direction (default `desc`), then `account` ascending.
         */
        get: operations["getTransactionsByMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adjacentTransactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Parent or child transactions of a transaction
         * @description Returns the transactions on the other end of the messages of transaction `hash`:
         *     `direction=in` gives the transaction that sent this one's inbound message (the parent),
         *     `direction=out` the transactions that received its outbound messages (the children), absent
         *     gives both. Ordered by `lt` ascending; no pagination. 404 when nothing is adjacent (for
         *     instance the transaction is not indexed, or its messages were never delivered).
         */
        get: operations["getAdjacentTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pendingTransactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending (emulated) transactions of accounts
         * @description Transactions of not-yet-finalised traces touching `account`, produced by emulating
         *     external messages accepted by the network. Traces already finalised in the index are left
         *     out. Emulated transactions carry `emulated: true`, `finality` `pending` or `confirmed`, and
         *     `trace_external_hash`. Nothing pending is 200 with `[]` (D13). Deployments without an
         *     emulation store answer 501 (D12).
         */
        get: operations["getPendingTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages matching a filter
         * @description Lists messages, each once, with `in_msg_tx_hash` / `out_msg_tx_hash` naming the receiving
         *     and sending transactions. Filters combine with AND. `source=null` selects external-in
         *     messages and `destination=null` external-out messages (logs). `direction` filters on the
         *     side of the message row (`in`: has a receiving transaction; `out`: has a sending one).
         *     `exclude_externals` drops external-in messages; `only_externals` keeps only them.
         *     Time windows apply to `created_at` / `created_lt`.
         *
         *     Ordering: `created_lt` (or `created_at` when a unix-time bound is given), then `hash`, in
         *     the `sort` direction (default `desc`). External-in messages have no `created_lt` and sort
         *     after every internal message in either direction; pass `start_lt=1` to exclude them.
         */
        get: operations["getMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountStates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest states of accounts
         * @description Latest indexed state of each requested account (1–1000 addresses, repeated key), or of the
         *     accounts whose code has one of the `code_hash` values (at most 1000, by address); at least one
         *     of `address`, `code_hash` is required (422 otherwise). Accounts the index has never seen are
         *     absent from `accounts` (no 404). `include_boc=false` omits `code_boc` / `data_boc`. Order of
         *     `accounts` is unspecified.
         */
        get: operations["getAccountStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/walletStates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wallet information of accounts
         * @description Latest state of each requested account interpreted as a wallet (1–1000 addresses), or of the
         *     accounts whose code has one of the `code_hash` values (at most 1000, by address); at least one
         *     of `address`, `code_hash` is required (422 otherwise).
         *     `is_wallet` is true when the code hash is a standard wallet (v1r1 … v5r1); `seqno` and
         *     `wallet_id` are then read from the data. Unknown accounts are absent.
         */
        get: operations["getWalletStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addressBook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Display information for addresses
         * @description User-friendly form, DNS domain and detected interfaces for up to 1024 addresses (D15).
         *     The response is a bare object keyed by **each input string exactly as sent**, so clients can
         *     look their inputs up directly. Inputs that are not valid addresses are not an error here:
         *     they map to `{user_friendly: null, domain: null, interfaces: []}`.
         */
        get: operations["getAddressBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Token metadata for addresses
         * @description Jetton/NFT metadata for up to 1024 addresses (repeated key). The response is a bare
         *     object keyed by **raw** address; addresses that are not jetton masters/wallets or NFT
         *     items/collections are absent (a jetton wallet also brings its master). Entries whose
         *     off-chain metadata is not fetched yet have `is_indexed: false` and carry only `type` /
         *     `nft_index`; a fetch is queued. More than 1024 addresses is 422.
         */
        get: operations["getMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountStateAt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's state at a past masterchain block
         * @description The account's state as of the end of masterchain block `mc_seqno`: the state after its last
         *     transaction committed by that block or an earlier one (balance, status, code, data and frozen
         *     hashes, and that transaction). With `utime` instead, as of the last masterchain block generated at
         *     or before that unix time, which the answer names (`mc_seqno`, `utime`); a transaction whose `now`
         *     is at or before `utime` but whose block a later masterchain block committed is not yet counted, so
         *     every answer is a state the chain had at one block (D34). Exactly one of `mc_seqno` and `utime` is
         *     required (422 otherwise).
         *
         *     An account without a transaction by then answers `status: nonexist`, balance `0` and null hashes,
         *     as a liteserver does for an account not yet created, unless the index holds the state it had
         *     before its first transaction (an account of the zero state), which is answered then. A
         *     masterchain block the index does not hold (beyond its last indexed one, before its first one, or
         *     in a gap) is 404: the index cannot tell the state there; with `utime`, a time after the last
         *     indexed masterchain block's or before the first one's. So is the rare state the index cannot
         *     tell although it holds the block: an account that existed before the first transaction the index
         *     holds of it (of the zero state, or older than the index's history) in a state the index does not
         *     hold.
         */
        get: operations["getAccountStateAt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balanceHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The changes of an account's TON balance
         * @description The points at which the account's TON balance changed, one per masterchain block that changed it:
         *     the balance after the account's last transaction committed by that block (`lt`, `hash`, its `now`
         *     as `utime`, `mc_seqno`) where it differs from the balance after the account's previous such
         *     transaction, with `delta` the signed difference (D34). A block whose transactions left the balance
         *     as it was has no row. The granularity is the masterchain block, as for `/accountStateAt`: the
         *     index holds the account's state at each masterchain block, not after every transaction of a block
         *     with several of the account's.
         *
         *     Windows: `start_lt`/`end_lt` bound `lt`, `start_utime`/`end_utime` bound `utime` (inclusive).
         *     Ordering: `lt`, following `sort` (default `desc`: newest first). An account the index holds no
         *     transaction of answers `balances: []`.
         */
        get: operations["getBalanceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/topAccountsByBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts with the largest balances
         * @description Accounts ordered by balance, largest first (ties by address ascending). The response is a
         *     bare array, without address book.
         */
        get: operations["getTopAccountsByBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Classified actions
         * @description Actions classified from complete traces (transfers, swaps, mints, NFT sales…). Filters:
         *     `account` (single), `tx_hash`, `msg_hash` (hash or normalised external hash), `trace_id`,
         *     `action_id`, `mc_seqno` (actions of traces completed in that masterchain block; 404 if it is
         *     not indexed), `action_type` / `exclude_action_type`, and windows on the **trace** end time.
         *     `action_id` overrides every other filter; `trace_id` overrides the others unless `account`
         *     is also given. `supported_action_types` decides which types are shown (see the parameter).
         *     `include_accounts` adds `accounts`; `include_transactions` adds `transactions_full`.
         *
         *     Ordering: `trace_end_lt` (or `trace_end_utime` with a unix-time bound), `trace_id`, `end_lt`,
         *     `action_id`, all in the `sort` direction (default `desc`).
         */
        get: operations["getActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Traces with their transaction trees
         * @description Traces, each with its full transaction tree (`trace`), its transactions keyed by hash and,
         *     with `include_actions=true`, its actions. At most one of `account`, `trace_id`, `tx_hash`,
         *     `msg_hash` (422 otherwise). `mc_seqno` selects complete traces that ended in that masterchain
         *     block (404 if it is not indexed). Windows apply to the trace's end. Traces of more than 4000
         *     transactions come without transactions, `is_incomplete: true`, `warning: trace is too large`.
         *
         *     Ordering: `end_lt` (or `end_utime` with a unix-time bound), then `trace_id`, in the `sort`
         *     direction (default `desc`). Responses can be large; keep `limit` small.
         */
        get: operations["getTraces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Traces (alias of /traces)
         * @description The older name of `/traces`, kept because upstream still serves it: the same parameters, defaults and answer
         *     as `getTraces` (D26). New clients should call `/traces`.
         *
         *     Traces, each with its full transaction tree (`trace`), its transactions keyed by hash and,
         *     with `include_actions=true`, its actions. At most one of `account`, `trace_id`, `tx_hash`,
         *     `msg_hash` (422 otherwise). `mc_seqno` selects complete traces that ended in that masterchain
         *     block (404 if it is not indexed). Windows apply to the trace's end. Traces of more than 4000
         *     transactions come without transactions, `is_incomplete: true`, `warning: trace is too large`.
         *
         *     Ordering: `end_lt` (or `end_utime` with a unix-time bound), then `trace_id`, in the `sort`
         *     direction (default `desc`). Responses can be large; keep `limit` small.
         */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balanceChanges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance changes of a trace or an action
         * @description What a trace did to the balances of the accounts it touched: per account, the net TON change
         *     (`changes`, fees included), the fees paid (`fees`) and the jetton amounts moved between owners
         *     (`jettons`, from the trace's successful jetton transfers). With `action_id`, only the
         *     transactions of that action count, without the one that received the message starting it
         *     (its value is the previous action's). At least one of `trace_id` and `action_id` is required
         *     (422, upstream: 400). A trace or an action the index does not hold is 404 (upstream answers 500
         *     for an unknown trace, D27). A `contract_deploy` action has no changes of its own (all three
         *     maps empty).
         */
        get: operations["getBalanceChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pendingActions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending (emulated) actions
         * @description Actions classified from pending traces — external messages accepted by the network whose
         *     traces are not finalised yet — for `account` (single) or external message hashes
         *     `ext_msg_hash`; one of them is required. Actions carry `finality` `pending` or `confirmed`
         *     and `accounts`. Finalised traces are left out (read them from `/actions`). Nothing pending is
         *     200 with `[]` (D13); deployments without an emulation store answer 501 (D12).
         */
        get: operations["getPendingActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pendingTraces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending (emulated) traces
         * @description Traces of external messages accepted by the network but not finalised yet, for `account`
         *     (single) or external message hashes `ext_msg_hash`; one of them is required. Actions are
         *     included. Nothing pending is 200 with `[]` (D13); deployments without an emulation store
         *     answer 501 (D12).
         */
        get: operations["getPendingTraces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jetton/masters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jetton masters
         * @description Jetton master contracts, optionally filtered by `address` and/or `admin_address`.
         *     Ordering: by address ascending (D5; upstream uses the internal discovery id).
         */
        get: operations["getJettonMasters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jetton/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jetton wallets
         * @description Jetton wallets filtered by wallet `address`, `owner_address` and/or `jetton_address`
         *     (the master). Several `jetton_address` values require exactly one `owner_address` (422
         *     otherwise). `exclude_zero_balance` drops wallets whose balance (plus any unclaimed mintless
         *     amount) is zero.
         *
         *     Ordering: with `sort`, by balance in that direction then address ascending; without
         *     `sort`, discovery order (oldest first), stable across pages (D5). The upstream annotation
         *     warns that balance ordering can shift between pages while balances change.
         *
         *     Parameters such as `owner_id`, `jetton_master_id` or `jetton_master_address` are not filters
         *     of this operation and are rejected with 422 (D3) instead of returning an unfiltered list.
         */
        get: operations["getJettonWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jetton/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jetton transfers
         * @description Jetton `transfer` operations, newest first by default. Only transfers of non-aborted
         *     transactions are returned (an aborted transfer moved nothing; compare `/jetton/burns`).
         *     Filters: `owner_address` (sender or recipient owner, refined by `direction`),
         *     `jetton_wallet` (sender's jetton wallet), `jetton_master`, and time windows on the
         *     transaction (`transaction_now` / `transaction_lt`).
         *
         *     Ordering: `transaction_lt` (or `transaction_now` with a unix-time bound) in the `sort`
         *     direction (default `desc`), then `transaction_hash`.
         */
        get: operations["getJettonTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jetton/burns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jetton burns
         * @description Jetton `burn` operations, including those of aborted transactions (`transaction_aborted`
         *     says which). Filters: `owner_address`, `jetton_wallet`, `jetton_master`, time windows on the
         *     transaction.
         *
         *     Ordering: `transaction_lt` (or `transaction_now` with a unix-time bound) in the `sort`
         *     direction (default `desc`), then `transaction_hash`.
         */
        get: operations["getJettonBurns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jetton/balanceHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The changes of a jetton wallet's balance
         * @description The points at which a jetton wallet's balance changed (D35), of one wallet (`jetton_wallet`) or of
         *     every wallet of an owner (`owner_address`, narrowed to one jetton by `jetton_address`, its master):
         *     the balance the wallet's `get_wallet_data` answers at the end of each masterchain block that
         *     committed one of its transactions, on the wallet's last transaction of that block (`lt`, `hash`, its
         *     `now` as `utime`, `mc_seqno`), where it differs from the balance at the wallet's previous point, with
         *     `delta` the signed difference. Transfers in and out, mints, burns and bounced transfers that came back
         *     all count; a block whose transactions left the balance as it was has no row. The granularity is the
         *     masterchain block, as for `/balanceHistory` (D34).
         *
         *     Exactly one of `jetton_wallet` and `owner_address` is required; `jetton_address` only narrows
         *     `owner_address` (422 otherwise). Owner and master are what `get_wallet_data` named at each point.
         *
         *     Windows: `start_lt`/`end_lt` bound `lt`, `start_utime`/`end_utime` bound `utime` (inclusive).
         *     Ordering: `lt`, following `sort` (default `desc`: newest first), then the wallet address. A wallet
         *     the index knows no change of answers `balances: []`.
         */
        get: operations["getJettonBalanceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nft/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * NFT collections
         * @description NFT collections filtered by `collection_address` and/or `owner_address`. Ordering: by
         *     address ascending.
         */
        get: operations["getNftCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nft/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * NFT items
         * @description NFT items with their collection and sale state. Filters: item `address`, `owner_address`,
         *     `collection_address`, `index` (decimal strings; requires `collection_address`). Several
         *     `collection_address` values require exactly one `owner_address`. With
         *     `include_on_sale=true`, `owner_address` also matches the real owner of items held by a sale
         *     or auction contract.
         *
         *     Ordering: by collection address, then `index` ascending (with `owner_address`, owner first);
         *     with `sort_by_last_transaction_lt=true`, by `last_transaction_lt` descending then address
         *     (pages may shift while items change).
         */
        get: operations["getNftItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nft/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * NFT transfers
         * @description NFT `transfer` operations, including those of aborted transactions. Filters:
         *     `owner_address` (old or new owner, refined by `direction`), `item_address`,
         *     `collection_address`, time windows on the transaction.
         *
         *     Ordering: `transaction_lt` (or `transaction_now` with a unix-time bound) in the `sort`
         *     direction (default `desc`), then `transaction_hash`.
         */
        get: operations["getNftTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nft/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * NFT sales and auctions by contract address
         * @description The sale and auction contracts with these addresses, each with the NFT it holds (`nft_item`,
         *     when that item is indexed) and its type-specific `details`. Addresses that are not a known
         *     sale or auction contract are left out, so the answer may be shorter than the request (and is
         *     `[]` when none matches). Find the contract of an item on sale through `/nft/items`
         *     (`sale_contract_address`, `auction_contract_address`).
         *
         *     Ordering: fixed-price sales first, then auctions, each by address.
         */
        get: operations["getNftSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dns/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * TON DNS records
         * @description DNS records of `.ton` and `.t.me` domains. Exactly one of `wallet` (domains whose wallet
         *     record points at this address) and `domain` (exact domain) is required. Ordering: shortest
         *     domain first, then alphabetical. Default `limit` is 100 here (as documented upstream).
         */
        get: operations["getDnsRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/multisig/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Multisig wallets
         * @description Multisig v2 contracts by `address`, or those where `wallet_address` is a signer or
         *     proposer; at least one of the two is required. With `include_orders=true` (default) each
         *     multisig carries its orders. Ordering: by discovery in the `sort` direction (default
         *     `desc`, newest first), then address.
         */
        get: operations["getMultisigWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/multisig/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Multisig orders
         * @description Multisig orders by order `address` or by `multisig_address`; at least one is required.
         *     `parse_actions=true` decodes `order_boc` into `actions`. Ordering: by discovery in the
         *     `sort` direction (default `desc`), then address.
         */
        get: operations["getMultisigOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vesting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vesting contracts
         * @description Vesting (lockup) contracts by `contract_address`, or those where `wallet_address` is the
         *     owner or the sender (or, with `check_whitelist=true`, in the whitelist). Exactly one of the
         *     two selectors is required. Ordering: by discovery, oldest first.
         */
        get: operations["getVestingContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Decode opcodes and bodies (query string)
         * @description Decodes opcodes to TL-B constructor names and message bodies to JSON, using the
         *     TL-B schemes of known contracts. Each list holds at most 1000 entries. Opcodes are
         *     `0x`-prefixed hex, decimal, or unprefixed hex (D10); bodies are base64 or hex bags of cells.
         *     An unrecognised opcode decodes to `unknown`; an unrecognised body to
         *     `{"error": "unknown: <reason>"}`. Deployments without a body decoder answer 501 (D12).
         *
         *     Prefer `POST /decode` for long bodies: query strings are limited in size.
         */
        get: operations["decodeGet"];
        put?: never;
        /**
         * Decode opcodes and bodies (JSON body)
         * @description Decodes opcodes to TL-B constructor names and message bodies to JSON, using the
         *     TL-B schemes of known contracts. Each list holds at most 1000 entries. Opcodes are
         *     `0x`-prefixed hex, decimal, or unprefixed hex (D10); bodies are base64 or hex bags of cells.
         *     An unrecognised opcode decodes to `unknown`; an unrecognised body to
         *     `{"error": "unknown: <reason>"}`. Deployments without a body decoder answer 501 (D12).
         */
        post: operations["decodePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addressInformation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account information (v2-compatible)
         * @description Balance, code, data, last transaction and status of an account in the v2 shape. By default
         *     (`use_v2=false`, D14) it is answered from the index; an account the index has never seen is
         *     `{balance: "0", status: "uninit", last_transaction_lt: "0", last_transaction_hash: <32 zero
         *     bytes>, code: null, data: null, frozen_hash: null}`. `use_v2=true` asks the liteserver-backed
         *     API for a fresher answer (v2 status wording; 501 when not configured, D12). A missing
         *     `address` is 422 (upstream: 401, D11).
         */
        get: operations["getAddressInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account information (alias of /addressInformation)
         * @description The short name upstream serves for `/addressInformation`: the same parameters and answer as
         *     `getAddressInformation` (D26).
         *
         *     Balance, code, data, last transaction and status of an account in the v2 shape. By default
         *     (`use_v2=false`, D14) it is answered from the index; an account the index has never seen is
         *     `{balance: "0", status: "uninit", last_transaction_lt: "0", last_transaction_hash: <32 zero
         *     bytes>, code: null, data: null, frozen_hash: null}`. `use_v2=true` asks the liteserver-backed
         *     API for a fresher answer (v2 status wording; 501 when not configured, D12). A missing
         *     `address` is 422 (upstream: 401, D11).
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/walletInformation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wallet information (v2-compatible)
         * @description Wallet type, seqno and subwallet id of a standard wallet (v1r1 … v5r1) with its balance and
         *     last transaction. Answered from the index unless `use_v2=true` (D14). An account that is not
         *     a standard wallet is 409 `not a wallet`; one never seen is `{balance: "0", status: "uninit",
         *     last_transaction_lt: "0", last_transaction_hash: <32 zero bytes>}`.
         */
        get: operations["getWalletInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wallet information (alias of /walletInformation)
         * @description The short name upstream serves for `/walletInformation`: the same parameters and answer as
         *     `getWalletInformation` (D26).
         *
         *     Wallet type, seqno and subwallet id of a standard wallet (v1r1 … v5r1) with its balance and
         *     last transaction. Answered from the index unless `use_v2=true` (D14). An account that is not
         *     a standard wallet is 409 `not a wallet`; one never seen is `{balance: "0", status: "uninit",
         *     last_transaction_lt: "0", last_transaction_hash: <32 zero bytes>}`.
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message": {
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
         * @description Broadcasts a serialized external message through the liteserver-backed API and returns its
         *     hash and normalised hash (use the normalised one to find the message in `/messages`,
         *     `/traces`, `/pendingTraces`). A missing or malformed `boc` is 422 (D11). A message the network
         *     refuses (e.g. it fails signature or seqno checks) is 500 with the liteserver's message; a
         *     liteserver timeout is 504. 501 when no liteserver-backed API is configured (D12).
         */
        post: operations["sendMessage"];
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
         * Estimate the fees of a message
         * @description Emulates an external message to `address` (optionally deploying it with `init_code` /
         *     `init_data`) and returns the fees it would pay, as JSON numbers (D9). Proxied to the
         *     liteserver-backed API: 501 when not configured (D12), 504 on liteserver timeout.
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
         * @description Runs get-method `method` of `address` on the latest state with the given arguments through
         *     the liteserver-backed API. Argument entries are `{type: num|cell|slice, value}`; results are
         *     `num` (hex string), `cell`, `slice` (base64 BoC), `tuple` and `list` (nested entries). A
         *     non-zero `exit_code` is a normal 200 answer. Missing `address`/`method`, an unsupported stack
         *     type or an unknown body field are 422 (D11). 501 when no liteserver-backed API is configured
         *     (D12), 504 on liteserver timeout.
         */
        post: operations["runGetMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emulateTrace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emulate a message into its trace
         * @description Runs an external message and every message it causes with the chain's own TVM and transaction
         *     logic (the config, libraries and account states of the latest masterchain block, or of
         *     `mc_block_seqno`), and answers the trace it would produce without sending anything: the tree, the
         *     transactions with their fees by phase and exit codes, the actions (`with_actions`), each account's
         *     state and TON balance change, jetton balance changes and what the signer's wallet sends and gets
         *     back. The body is toncenter's emulate API request and the answer its shape plus the fields this
         *     API adds (D37). A trace is cut at 256 transactions (`is_incomplete`); an emulation taking longer
         *     than 10 s is 504. The same message emulated twice on the same block answers the same trace.
         *     Deployments without a liteserver or without an index answer 501 (D12).
         */
        post: operations["emulateTrace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description The calling key's webhooks, oldest first (the keyless client's on a deployment without keys). Secrets are
         *     never shown here.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Registers a URL to which the deployment POSTs every notification the filters select, as the Streaming
         *     API would push it on a stream with the same subscription (the same JSON, with its `position`), signed per
         *     Standard Webhooks (D32). Deliveries start with the events after the answer's `position`. The answer
         *     carries the signing `secret`, which no other operation shows again (`rotateWebhookSecret` makes a new one).
         *     The webhook belongs to the calling key. 422 for a body that fails validation (an unknown field included),
         *     a `url` that is not `http`/`https` or names a target the deployment does not allow, more webhooks than
         *     `WEBHOOK_MAX_PER_KEY` (default 20) or more addresses over the key's webhooks than
         *     `WEBHOOK_MAX_ADDRESSES_PER_KEY` (default 10000).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook
         * @description One of the calling key's webhooks by `id`, with how its deliveries stand (`queued`, `failing_since`,
         *     `last_error`, `paused_reason`). Another key's webhook is 404, as an unknown id is.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a webhook
         * @description Changes a webhook: the fields given replace its own, the fields omitted keep their values (`types`,
         *     `addresses` and `trace_external_hash_norms` are replaced as wholes). The result must satisfy the same
         *     rules and limits as `createWebhook` (422 otherwise). Queued deliveries stay queued; events after the change
         *     are selected by the new filters. The secret does not change.
         */
        post: operations["updateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a webhook
         * @description Deletes a webhook with its queued deliveries and its delivery log. Nothing more is sent to its URL (an
         *     attempt already in flight may still arrive).
         */
        post: operations["deleteWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a webhook
         * @description Stops sending to the webhook: `paused` becomes `true` with `paused_reason` `paused by the client`. Events
         *     keep being queued for it and are delivered in order after `resumeWebhook`. Pausing a paused webhook
         *     changes nothing.
         */
        post: operations["pauseWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a webhook
         * @description Sends to the webhook again: `paused` becomes `false`, `paused_reason` `null`, and delivery goes on in order
         *     with the oldest queued delivery. After a pause for exhausted retries the failed delivery stays `failed`
         *     (replay it with `replayWebhook`) and delivery goes on with the next one (D32).
         */
        post: operations["resumeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/rotateSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook's secret
         * @description Makes a new signing secret and returns it; it is shown only here. For 24 hours
         *     (`previous_secret_valid_until`) every delivery carries two signatures in `webhook-signature`, one with the
         *     new secret and one with the previous, so a receiver can switch to the new secret without refusing a
         *     delivery; after that only the new secret signs (D32). A second rotation within the 24 hours ends the
         *     older secret's grace at once: only the secret just replaced signs beside the new one.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test delivery
         * @description Sends `{"type": "webhook_test", "webhook_id": …, "sent_at": <unix s>}` to the webhook's URL now, signed and
         *     with the headers of every delivery (no `webhook-position`), and answers with the delivery and its
         *     outcome: one attempt, not retried, outside the webhook's order (it neither waits for nor blocks queued
         *     deliveries), sent whether or not the webhook is paused. A receiver that fails it gives `status: failed`
         *     with `last_status` or `last_error`; that is still a 200 of this operation.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's deliveries
         * @description The webhook's deliveries, newest first: queued ones with their next attempt, delivered ones, failed ones
         *     (dead letters, which `replayWebhook` sends again) and tests. Filter by `status`. How long delivered and
         *     failed deliveries are kept is the deployment's choice (at least the retry horizon).
         */
        get: operations["getWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay deliveries
         * @description Sends deliveries of the webhook again: one by `delivery_id` (typically a `failed` one), or the stored
         *     deliveries in a range of positions (`from` exclusive, `to` inclusive, either may be left open). Each is
         *     queued again as a new delivery (a new `webhook-id`, the same body and `webhook-position`) behind what is
         *     already queued, in position order; the answer says how many. A receiver that dedupes by `webhook-id`
         *     therefore takes a replay; one that dedupes by position sees it as a repeat. Replaying to a paused webhook
         *     queues the deliveries until it is resumed. Neither form, or both, is 422; a `delivery_id` that is not the
         *     webhook's is 404.
         */
        post: operations["replayWebhook"];
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
         * Format: shard-id
         * @description Shard identifier as 16 upper-case hex digits of the unsigned 64-bit id (e.g. `8000000000000000` for the whole workchain).
         * @example 8000000000000000
         */
        ShardHex: string;
        /**
         * Format: ton-hash-base64
         * @description 256-bit hash as 44-character standard base64 with padding (the only form responses use).
         * @example +0M6pWgvSrqN06gIYbqrG2UbMCBKwiSuhR3+mZzRCS0=
         */
        Hash: string;
        /**
         * Format: uint64-string
         * @description Logical time, unsigned 64-bit integer encoded as a decimal string.
         * @example 42873104000001
         */
        Lt: string;
        /** @description Short block identifier (the reference's BlockId / BlockRef). */
        BlockId: {
            /** Format: int32 */
            workchain: number;
            shard: components["schemas"]["ShardHex"];
            /** Format: int32 */
            seqno: number;
        };
        /** @description An indexed block header (masterchain or shard). */
        Block: {
            /** Format: int32 */
            workchain: number;
            shard: components["schemas"]["ShardHex"];
            /** Format: int32 */
            seqno: number;
            root_hash: components["schemas"]["Hash"];
            file_hash: components["schemas"]["Hash"];
            /**
             * Format: int32
             * @description -239 on mainnet, -3 on testnet.
             */
            global_id: number;
            /** Format: int64 */
            version: number;
            after_merge: boolean;
            before_split: boolean;
            after_split: boolean;
            want_merge: boolean;
            want_split: boolean;
            key_block: boolean;
            vert_seqno_incr: boolean;
            /** Format: int32 */
            flags: number;
            /**
             * Format: int64-string
             * @description Block generation unix time. A decimal **string** here (unlike most unix times), as upstream emits it.
             */
            gen_utime: string;
            start_lt: components["schemas"]["Lt"];
            end_lt: components["schemas"]["Lt"];
            /** Format: int64 */
            validator_list_hash_short: number;
            /** Format: int64 */
            gen_catchain_seqno: number;
            /** Format: int64 */
            min_ref_mc_seqno: number;
            /** Format: int64 */
            prev_key_block_seqno: number;
            /** Format: int64 */
            vert_seqno: number;
            /**
             * Format: int64
             * @description Seqno of the masterchain block referenced by this shard block header (0 for masterchain blocks).
             */
            master_ref_seqno: number;
            rand_seed: components["schemas"]["Hash"];
            created_by: components["schemas"]["Hash"];
            tx_count: number;
            /** @description The masterchain block that committed this block (itself for masterchain blocks). */
            masterchain_block_ref: components["schemas"]["BlockId"];
            /** @description Previous block(s); two entries after a merge. */
            prev_blocks: components["schemas"]["BlockId"][];
        };
        /** @description First and last indexed masterchain blocks. */
        MasterchainInfo: {
            /** @description Masterchain block with the highest seqno in the index. */
            last: components["schemas"]["Block"];
            /** @description Masterchain block with the lowest seqno in the index (the first one indexed). */
            first: components["schemas"]["Block"];
        };
        /**
         * @description Error body of every non-2xx response. `code` repeats the HTTP status so that a body
         *     read without its status line is still meaningful. `error` is a human-readable message;
         *     its wording is informative only — clients and the conformance suite branch on the status
         *     and `code`, never on the text (DECISIONS.md, D1).
         */
        Error: {
            /** @description The HTTP status code of the response. */
            code: number;
            /** @description Human-readable description of what went wrong. */
            error: string;
        };
        /**
         * Format: ton-hash
         * @description 256-bit hash as 44-character base64 or base64url, or 64 hex characters. Responses always
         *     use standard base64. Anything else is rejected with 422.
         * @example +0M6pWgvSrqN06gIYbqrG2UbMCBKwiSuhR3+mZzRCS0=
         */
        HashInput: string;
        /**
         * @description The `cursor` of the page after this one (DECISIONS.md, D36), or null when this page is shorter than `limit`
         *     (the last). A full page always has one; the page it leads to may be empty. Present on the lists that take
         *     `cursor`.
         */
        NextCursor: string | null;
        BlocksResponse: {
            blocks: components["schemas"]["Block"][];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * Format: ton-address
         * @description Account address in any accepted form: raw `<wc>:<64 hex>` (either case) or 48-character
         *     user-friendly base64/base64url with a valid checksum (any bounceable/testnet flags).
         *     Anything else is rejected with 422 `failed to parse address`.
         * @example EQDAAbzZcegjLu_3bNTh_5Rj9Dh44cHF-3Q7wFdgfGMUheW0
         */
        AddressInput: string;
        /**
         * Format: ton-address-raw
         * @description Account address in raw form `<workchain>:<64 upper-case hex>`, the only form records use.
         * @example 0:C001BCD971E8232EEFF76CD4E1FF9463F43878E1C1C5FB743BC057607C631485
         */
        AccountAddressRaw: string;
        /**
         * @description Account status as stored by the indexer.
         * @enum {string}
         */
        AccountStatus: "uninit" | "frozen" | "active" | "nonexist";
        /**
         * Format: uint256-string
         * @description Non-negative amount (nanotons or jetton base units) as a decimal string of arbitrary size.
         * @example 12150000000
         */
        Nanotons: string;
        /**
         * @description Extra currency balances keyed by currency id (decimal), amounts as decimal strings.
         * @example {}
         */
        ExtraCurrencies: {
            [key: string]: components["schemas"]["Nanotons"];
        };
        /** @description Storage phase (`storage_ph`). Numeric fields are omitted when unknown. */
        StoragePhase: {
            storage_fees_collected?: components["schemas"]["Nanotons"];
            storage_fees_due?: components["schemas"]["Nanotons"];
            /** @enum {string} */
            status_change?: "unchanged" | "frozen" | "deleted";
        };
        /** @description Credit phase (`credit_ph`). */
        CreditPhase: {
            due_fees_collected?: components["schemas"]["Nanotons"];
            credit?: components["schemas"]["Nanotons"];
            credit_extra_currencies?: components["schemas"]["ExtraCurrencies"] | null;
        };
        /**
         * @description Compute phase (`compute_ph`). When `skipped` is true only `reason` accompanies it.
         *     Implementations repair historic rows where `gas_fees` and `gas_used` were swapped
         *     (the larger value is always `gas_fees`).
         */
        ComputePhase: {
            skipped: boolean;
            /** @enum {string} */
            reason?: "no_state" | "bad_state" | "no_gas" | "suspended";
            success?: boolean;
            msg_state_used?: boolean;
            account_activated?: boolean;
            gas_fees?: components["schemas"]["Nanotons"];
            /** Format: uint64-string */
            gas_used?: string;
            /** Format: uint64-string */
            gas_limit?: string;
            /** Format: uint64-string */
            gas_credit?: string;
            /** Format: int32 */
            mode?: number;
            /** Format: int32 */
            exit_code?: number;
            /** Format: int32 */
            exit_arg?: number;
            /** Format: int64 */
            vm_steps?: number;
            vm_init_state_hash?: components["schemas"]["Hash"];
            vm_final_state_hash?: components["schemas"]["Hash"];
        };
        /** @description Size of a message tree. */
        MsgSize: {
            /** Format: uint64-string */
            cells: string;
            /** Format: uint64-string */
            bits: string;
        };
        /** @description Action phase (`action`). */
        ActionPhase: {
            success?: boolean;
            valid?: boolean;
            no_funds?: boolean;
            /** @enum {string} */
            status_change?: "unchanged" | "frozen" | "deleted";
            total_fwd_fees?: components["schemas"]["Nanotons"];
            total_action_fees?: components["schemas"]["Nanotons"];
            /** Format: int32 */
            result_code?: number;
            /** Format: int32 */
            result_arg?: number;
            /** Format: int32 */
            tot_actions?: number;
            /** Format: int32 */
            spec_actions?: number;
            /** Format: int32 */
            skipped_actions?: number;
            /** Format: int32 */
            msgs_created?: number;
            action_list_hash?: components["schemas"]["Hash"];
            tot_msg_size?: components["schemas"]["MsgSize"];
        };
        /** @description Bounce phase (`bounce`). */
        BouncePhase: {
            /** @enum {string} */
            type: "negfunds" | "nofunds" | "ok";
            msg_size?: components["schemas"]["MsgSize"];
            req_fwd_fees?: components["schemas"]["Nanotons"];
            msg_fees?: components["schemas"]["Nanotons"];
            fwd_fees?: components["schemas"]["Nanotons"];
        };
        /** @description Split/merge information of split_* / merge_* transactions (`split_info`). */
        SplitInfo: {
            cur_shard_pfx_len?: number;
            acc_split_depth?: number;
            this_addr?: components["schemas"]["AccountAddressRaw"];
            sibling_addr?: components["schemas"]["AccountAddressRaw"];
        };
        /**
         * @description Transaction description. Phase sub-objects are present only when the phase exists in the
         *     transaction; flags that do not apply to the transaction type are omitted.
         */
        TransactionDescription: {
            /** @enum {string} */
            type: "ord" | "storage" | "tick_tock" | "split_prepare" | "split_install" | "merge_prepare" | "merge_install";
            aborted?: boolean;
            destroyed?: boolean;
            credit_first?: boolean;
            is_tock?: boolean;
            installed?: boolean;
            storage_ph?: components["schemas"]["StoragePhase"];
            credit_ph?: components["schemas"]["CreditPhase"];
            compute_ph?: components["schemas"]["ComputePhase"];
            action?: components["schemas"]["ActionPhase"];
            bounce?: components["schemas"]["BouncePhase"];
            split_info?: components["schemas"]["SplitInfo"];
        };
        /**
         * @description Raw account address, or one of the literals `addr_none` / `addr_extern` where the chain
         *     itself carried such a value (for example a `response_destination` left empty by the sender).
         */
        AccountAddressOrSpecial: components["schemas"]["AccountAddressRaw"] | ("addr_none" | "addr_extern");
        /**
         * @description 32-bit message operation code as `0x` followed by 8 lower-case hex digits.
         * @example 0x0f8a7ea5
         */
        Opcode: string;
        /**
         * Format: boc-base64
         * @description Bag of cells, standard base64.
         * @example te6cckEBAQEACwAAEgAAAABoZWxsb5oNank=
         */
        Boc: string;
        /** @description A message body or StateInit cell. */
        MessageContent: {
            hash: components["schemas"]["Hash"];
            body: components["schemas"]["Boc"];
            /**
             * @description Decoded form when the body is recognised, else null. A text comment decodes to
             *     `{"type": "text_comment", "@type": "text_comment", "comment": "<text>"}`; other
             *     recognised bodies decode to an object whose `@type` names the TL-B constructor.
             */
            decoded?: {
                "@type": string;
                type?: string;
                comment?: string;
            } | null;
        };
        /** @description An internal or external message. */
        Message: {
            hash: components["schemas"]["Hash"];
            /** @description Sender; null for external-in messages. */
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            /** @description Receiver; null for external-out messages (logs). */
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            value: components["schemas"]["Nanotons"] | null;
            value_extra_currencies: components["schemas"]["ExtraCurrencies"] | null;
            fwd_fee: components["schemas"]["Nanotons"] | null;
            /** @description Zero after global version 12; `extra_flags` carries the former field. */
            ihr_fee: components["schemas"]["Nanotons"] | null;
            import_fee: components["schemas"]["Nanotons"] | null;
            extra_flags?: string | null;
            /** @description Null for external-in messages. */
            created_lt: components["schemas"]["Lt"] | null;
            /** @description Unix time as a decimal **string** (upstream encoding); null for external-in messages. */
            created_at: string | null;
            opcode: components["schemas"]["Opcode"] | null;
            /** @description TL-B constructor name of the opcode when known, else null. */
            decoded_opcode?: string | null;
            ihr_disabled: boolean | null;
            bounce: boolean | null;
            bounced: boolean | null;
            /** @description Only on `/messages`; hash of the transaction that received the message. */
            in_msg_tx_hash?: components["schemas"]["Hash"];
            /** @description Only on `/messages`; hash of the transaction that sent the message. */
            out_msg_tx_hash?: components["schemas"]["Hash"];
            message_content: components["schemas"]["MessageContent"] | null;
            init_state: components["schemas"]["MessageContent"] | null;
            /** @description Normalised hash of an external-in message (omitted when equal to `hash` or not applicable). */
            hash_norm?: components["schemas"]["Hash"];
        };
        /**
         * @description An account state referenced by a transaction. When the indexer holds no row for the state
         *     only `hash` is meaningful and every other field is null.
         */
        AccountState: {
            hash: components["schemas"]["Hash"];
            balance?: components["schemas"]["Nanotons"] | null;
            extra_currencies?: components["schemas"]["ExtraCurrencies"] | null;
            account_status?: components["schemas"]["AccountStatus"] | null;
            frozen_hash?: components["schemas"]["Hash"] | null;
            data_hash?: components["schemas"]["Hash"] | null;
            code_hash?: components["schemas"]["Hash"] | null;
        };
        /**
         * @description `finalized` for everything read from the index; `pending` (emulated, not yet in a block)
         *     or `confirmed` (in a shard block not yet committed by the masterchain) for data served by
         *     the `/pending*` operations.
         * @enum {string}
         */
        Finality: "pending" | "confirmed" | "finalized";
        /** @description A transaction with its messages, state references and description. */
        Transaction: {
            account: components["schemas"]["AccountAddressRaw"];
            hash: components["schemas"]["Hash"];
            lt: components["schemas"]["Lt"];
            /**
             * Format: int64
             * @description Unix time of the transaction.
             */
            now: number;
            /**
             * Format: int32
             * @description Seqno of the masterchain block that committed the transaction.
             */
            mc_block_seqno: number;
            /** @description Id of the trace the transaction belongs to (omitted when not yet known). */
            trace_id?: components["schemas"]["Hash"];
            /** @description Only on pending (emulated) transactions; hash of the trace's external message. */
            trace_external_hash?: components["schemas"]["Hash"];
            prev_trans_hash: components["schemas"]["Hash"];
            prev_trans_lt: components["schemas"]["Lt"];
            orig_status: components["schemas"]["AccountStatus"];
            end_status: components["schemas"]["AccountStatus"];
            total_fees: components["schemas"]["Nanotons"];
            total_fees_extra_currencies: components["schemas"]["ExtraCurrencies"] | null;
            description: components["schemas"]["TransactionDescription"];
            block_ref: components["schemas"]["BlockId"];
            in_msg: components["schemas"]["Message"] | null;
            /** @description Outbound messages sorted by `created_lt` ascending; `[]` when none. */
            out_msgs: components["schemas"]["Message"][];
            account_state_before: components["schemas"]["AccountState"];
            account_state_after: components["schemas"]["AccountState"];
            /** @description True only for pending (emulated) transactions. */
            emulated: boolean;
            finality: components["schemas"]["Finality"];
        };
        /** @description Display information about one address. */
        AddressBookRow: {
            /**
             * @description base64url user-friendly form: non-bounceable for wallets and accounts without code,
             *     bounceable otherwise; testnet flag set on testnet deployments. Null when the input
             *     could not be parsed as an address (`/addressBook` only).
             */
            user_friendly: string | "addr_none" | null;
            /** @description Shortest `.ton`/`.t.me` domain owned by the account whose wallet record points back to it. */
            domain: string | null;
            /** @description Detected contract interfaces, sorted; `[]` when unknown. */
            interfaces: string[];
        };
        /**
         * @description Map from address to display information. In list responses the keys are the raw addresses
         *     that occur in the records' own fields (not inside decoded message payloads: DECISIONS D31); in
         *     `/addressBook` they are the caller's input strings verbatim.
         *     `{}` when empty or suppressed.
         */
        AddressBook: {
            [key: string]: components["schemas"]["AddressBookRow"];
        };
        TransactionsResponse: {
            transactions: components["schemas"]["Transaction"][];
            /** @description Covers every transaction's account, `in_msg.source` and every `out_msgs[].destination`. */
            address_book: components["schemas"]["AddressBook"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description 32-bit opcode: `0x`-prefixed hex, a decimal (signed or unsigned 32-bit), or — when it
         *     contains a hex letter — unprefixed hex. All-digit values are decimal (DECISIONS.md, D10).
         * @example 0x0f8a7ea5
         */
        OpcodeInput: string;
        /** @description Token (jetton/NFT) metadata of an address. Every field is omitted when unknown. */
        TokenInfo: {
            /** @description False when the off-chain metadata is known to be invalid. */
            valid?: boolean;
            /** @enum {string} */
            type?: "nft_items" | "nft_collections" | "jetton_masters" | "jetton_wallets";
            name?: string;
            symbol?: string;
            description?: string;
            image?: string;
            /** Format: uint256-string */
            nft_index?: string;
            is_nsfw?: boolean;
            is_scam?: boolean;
            /**
             * @description Additional data. For jetton wallets `{owner, jetton, balance}`; for valid metadata
             *     possibly `_image_small`, `_image_medium`, `_image_big` proxied image URLs, and any
             *     other metadata keys.
             */
            extra?: Record<string, unknown>;
        };
        /** @description Token metadata of one address. */
        AddressMetadata: {
            /** @description False while the off-chain metadata has not been fetched yet (a fetch is then queued). */
            is_indexed: boolean;
            token_info: components["schemas"]["TokenInfo"][];
        };
        /**
         * @description Map from **raw** address to token metadata. Only jetton masters/wallets and NFT
         *     items/collections get an entry (a jetton wallet adds its master too). `{}` when empty or
         *     suppressed.
         */
        Metadata: {
            [key: string]: components["schemas"]["AddressMetadata"];
        };
        MessagesResponse: {
            messages: components["schemas"]["Message"][];
            /** @description Covers every message's source and destination. */
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /** @description Latest indexed state of an account. */
        AccountStateFull: {
            address: components["schemas"]["AccountAddressRaw"];
            account_state_hash: components["schemas"]["Hash"];
            balance: components["schemas"]["Nanotons"] | null;
            extra_currencies: components["schemas"]["ExtraCurrencies"] | null;
            status: components["schemas"]["AccountStatus"] | null;
            /** @description Present for frozen accounts. */
            frozen_hash?: components["schemas"]["Hash"];
            last_transaction_hash: components["schemas"]["Hash"] | null;
            last_transaction_lt: components["schemas"]["Lt"] | null;
            data_hash?: components["schemas"]["Hash"];
            code_hash?: components["schemas"]["Hash"];
            /** @description Omitted with `include_boc=false` or when the account has no data. */
            data_boc?: components["schemas"]["Boc"];
            /** @description Omitted with `include_boc=false` or when the account has no code. */
            code_boc?: components["schemas"]["Boc"];
            /** @description Get-method ids present in the code, deduplicated; null when unknown. */
            contract_methods: number[] | null;
            /** @description Detected contract interfaces; `[]` when unknown. */
            interfaces: string[];
        };
        AccountStatesResponse: {
            accounts: components["schemas"]["AccountStateFull"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
        };
        /**
         * @description Standard wallet contract detected by code hash.
         * @enum {string}
         */
        WalletType: "wallet v1 r1" | "wallet v1 r2" | "wallet v1 r3" | "wallet v2 r1" | "wallet v2 r2" | "wallet v3 r1" | "wallet v3 r2" | "wallet v4 r1" | "wallet v4 r2" | "wallet v5 beta" | "wallet v5 r1";
        /** @description Wallet view of an account's latest state. Wallet-specific fields are omitted when not applicable. */
        WalletState: {
            address: components["schemas"]["AccountAddressRaw"];
            /** @description True when the code hash is one of the standard wallets. */
            is_wallet: boolean;
            wallet_type?: components["schemas"]["WalletType"];
            /** Format: int64 */
            seqno?: number;
            /**
             * Format: int64
             * @description Subwallet id (v3 and later).
             */
            wallet_id?: number;
            /** @description v5 wallets only. */
            is_signature_allowed?: boolean;
            balance?: components["schemas"]["Nanotons"];
            extra_currencies?: components["schemas"]["ExtraCurrencies"];
            status?: components["schemas"]["AccountStatus"];
            code_hash?: components["schemas"]["Hash"];
            last_transaction_hash: components["schemas"]["Hash"] | null;
            last_transaction_lt: components["schemas"]["Lt"] | null;
        };
        WalletStatesResponse: {
            wallets: components["schemas"]["WalletState"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
        };
        /**
         * @description An account's state as of the end of a masterchain block (D34): after its last transaction committed by
         *     that block. An account without a transaction by then is `nonexist` with balance `0`, unless the index
         *     holds the state it was created with (an account of the zero state).
         */
        AccountStateAt: {
            address: components["schemas"]["AccountAddressRaw"];
            /**
             * Format: int32
             * @description The masterchain block the state is as of (with `utime`, the last one generated at or before it).
             */
            mc_seqno: number;
            /**
             * Format: int64
             * @description The generation time of that masterchain block.
             */
            utime: number;
            status: components["schemas"]["AccountStatus"];
            balance: components["schemas"]["Nanotons"];
            extra_currencies: components["schemas"]["ExtraCurrencies"] | null;
            code_hash: components["schemas"]["Hash"] | null;
            data_hash: components["schemas"]["Hash"] | null;
            frozen_hash: components["schemas"]["Hash"] | null;
            /** @description The account's last transaction by then; null when it had none the index holds. */
            last_transaction_lt: components["schemas"]["Lt"] | null;
            last_transaction_hash: components["schemas"]["Hash"] | null;
        };
        /**
         * @description A change of an account's TON balance (D34): the account's balance after its last transaction
         *     committed by masterchain block `mc_seqno`, where it differs from the balance after the previous one.
         */
        BalanceChange: {
            lt: components["schemas"]["Lt"];
            /** @description The account's last transaction committed by that masterchain block. */
            hash: components["schemas"]["Hash"];
            /**
             * Format: int64
             * @description That transaction's `now`.
             */
            utime: number;
            /** @description The masterchain block that committed the transaction; null for one the index holds without it (written by a bulk import). */
            mc_seqno: number | null;
            balance: components["schemas"]["Nanotons"];
            /**
             * @description Signed decimal nanotons, `balance` minus the balance before; null when the index does not know the
             *     balance before, which is when the account existed before the first transaction the index holds of it
             *     (of the zero state, or older than the index's history) in a state the index does not hold. A first
             *     transaction that created the account (original status `nonexist`) counts from 0.
             * @example -1005127600
             */
            delta: string | null;
        };
        BalanceHistoryResponse: {
            balances: components["schemas"]["BalanceChange"][];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        AccountBalance: {
            account: components["schemas"]["AccountAddressRaw"];
            balance: components["schemas"]["Nanotons"];
        };
        /** @description Details of `ton_transfer`: a plain value transfer, possibly with a text or encrypted comment. */
        TonTransferDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            value: components["schemas"]["Nanotons"] | null;
            value_extra_currencies: components["schemas"]["ExtraCurrencies"] | null;
            /** @description Plain text, or base64 of the encrypted payload when `encrypted` is true. */
            comment: string | null;
            encrypted: boolean | null;
        };
        /** @description Details of `call_contract`: an internal message with an opcode that no higher-level action explains. */
        CallContractDetails: {
            opcode?: components["schemas"]["Opcode"] | null;
            source?: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination?: components["schemas"]["AccountAddressOrSpecial"] | null;
            value?: components["schemas"]["Nanotons"] | null;
            extra_currencies: components["schemas"]["ExtraCurrencies"] | null;
        };
        /** @description Details of `contract_deploy`. */
        ContractDeployDetails: {
            opcode?: components["schemas"]["Opcode"] | null;
            source?: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination?: components["schemas"]["AccountAddressOrSpecial"] | null;
            value?: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `tick_tock` (no fields are filled). */
        TickTockDetails: {
            account?: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `jetton_transfer`. Addresses `sender`/`receiver` are owners; the `*_jetton_wallet` fields their jetton wallets. */
        JettonTransferDetails: {
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            sender: components["schemas"]["AccountAddressOrSpecial"] | null;
            receiver: components["schemas"]["AccountAddressOrSpecial"] | null;
            sender_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            receiver_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
            comment: string | null;
            is_encrypted_comment: boolean | null;
            query_id: string | null;
            response_destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            custom_payload: components["schemas"]["Boc"] | null;
            forward_payload: components["schemas"]["Boc"] | null;
            forward_amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `jetton_burn`. */
        JettonBurnDetails: {
            owner: components["schemas"]["AccountAddressOrSpecial"] | null;
            owner_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `jetton_mint`. */
        JettonMintDetails: {
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            receiver: components["schemas"]["AccountAddressOrSpecial"] | null;
            receiver_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
            ton_amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description One leg of a DEX swap. A null `asset` means TON. */
        DexTransfer: {
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            source_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description One hop of a multi-hop swap. */
        PeerSwap: {
            asset_in: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount_in: components["schemas"]["Nanotons"] | null;
            asset_out: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount_out: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `jetton_swap`. A null `asset_in`/`asset_out` means TON. `min_out_amount` only for `dex = tonco`. */
        JettonSwapDetails: {
            dex: string | null;
            sender: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset_in: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset_out: components["schemas"]["AccountAddressOrSpecial"] | null;
            dex_incoming_transfer: components["schemas"]["DexTransfer"] | null;
            dex_outgoing_transfer: components["schemas"]["DexTransfer"] | null;
            peer_swaps: components["schemas"]["PeerSwap"][];
            min_out_amount?: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `nft_mint`. */
        NftMintDetails: {
            owner?: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_item: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_collection: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_item_index: string | null;
        };
        /**
         * @description Details of `nft_transfer` and `nft_purchase`. `marketplace` (display name) is set only for
         *     purchases; `comment`/`is_encrypted_comment` are parsed from the forward payload.
         */
        NftTransferDetails: {
            nft_collection: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_item: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_item_index: string | null;
            old_owner?: components["schemas"]["AccountAddressOrSpecial"] | null;
            new_owner: components["schemas"]["AccountAddressOrSpecial"] | null;
            is_purchase: boolean | null;
            price?: components["schemas"]["Nanotons"] | null;
            query_id: string | null;
            response_destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            custom_payload: components["schemas"]["Boc"] | null;
            forward_payload: components["schemas"]["Boc"] | null;
            forward_amount: components["schemas"]["Nanotons"] | null;
            comment: string | null;
            is_encrypted_comment: boolean | null;
            marketplace: string | null;
            real_old_owner: components["schemas"]["AccountAddressOrSpecial"] | null;
            marketplace_address: components["schemas"]["AccountAddressOrSpecial"] | null;
            payout_amount: components["schemas"]["Nanotons"] | null;
            payout_address: components["schemas"]["AccountAddressOrSpecial"] | null;
            payout_comment: string | null;
            payout_comment_encrypted: boolean | null;
            payout_comment_encoded: boolean | null;
            royalty_amount: components["schemas"]["Nanotons"] | null;
            royalty_address: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Value written by `change_dns`. `sum_type` names the record schema (e.g. `DNSSmcAddress`). Upstream places a `DNSText` value in `dns_storage_address`. */
        DnsRecordValue: {
            sum_type: string | null;
            dns_smc_address: components["schemas"]["AccountAddressOrSpecial"] | null;
            dns_adnl_address: string | null;
            dns_text: string | null;
            dns_next_resolver_address: components["schemas"]["AccountAddressOrSpecial"] | null;
            dns_storage_address: string | null;
            flags: number | null;
        };
        /** @description Details of `change_dns`. `asset` is the DNS item. */
        ChangeDnsDetails: {
            key: string | null;
            value: components["schemas"]["DnsRecordValue"];
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_collection: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `delete_dns`. `hash` is the deleted record key; `asset` the DNS item. */
        DeleteDnsDetails: {
            hash: string | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_collection: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `renew_dns`. */
        RenewDnsDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_collection: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /**
         * @description Details of `stake_deposit`, `stake_withdrawal` and `stake_withdrawal_request`. `provider` is
         *     `nominator`, `liquid_staking` or `ethena`. Fields that do not apply to the type are omitted.
         */
        StakeDetails: {
            provider: string | null;
            stake_holder: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount?: components["schemas"]["Nanotons"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            tokens_minted?: components["schemas"]["Nanotons"] | null;
            tokens_burnt?: components["schemas"]["Nanotons"] | null;
            payout_nft?: components["schemas"]["AccountAddressOrSpecial"] | null;
            source_asset?: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `election_deposit` and `election_recover`. */
        ElectionDetails: {
            stake_holder: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount?: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `subscribe` and `unsubscribe`. */
        SubscriptionDetails: {
            subscriber: components["schemas"]["AccountAddressOrSpecial"] | null;
            beneficiary?: components["schemas"]["AccountAddressOrSpecial"] | null;
            subscription: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount?: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `auction_bid`. */
        AuctionBidDetails: {
            amount: components["schemas"]["Nanotons"] | null;
            bidder: components["schemas"]["AccountAddressOrSpecial"] | null;
            auction: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_item: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_collection: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_item_index: string | null;
        };
        /** @description An amount a DEX vault returned to the depositor while providing liquidity. A null `asset` means TON. */
        LiquidityVaultExcess: {
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /**
         * @description Details of `dex_deposit_liquidity` (STON.fi v2, DeDust, Coffee, TONCO). A null asset means TON.
         *     `destination_liquidity` is the contract that received the deposit: DeDust's deposit contract, the
         *     pool for the other DEXes. `target_*` and `vault_excesses` describe a deposit that provides one or both
         *     assets through vaults; `tick_*` and `nft_*` a concentrated-liquidity position (TONCO). Fields that do
         *     not apply are null.
         */
        DexDepositLiquidityDetails: {
            dex: string | null;
            amount_1: components["schemas"]["Nanotons"] | null;
            amount_2: components["schemas"]["Nanotons"] | null;
            asset_1: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset_2: components["schemas"]["AccountAddressOrSpecial"] | null;
            user_jetton_wallet_1: components["schemas"]["AccountAddressOrSpecial"] | null;
            user_jetton_wallet_2: components["schemas"]["AccountAddressOrSpecial"] | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination_liquidity: components["schemas"]["AccountAddressOrSpecial"] | null;
            lp_tokens_minted: components["schemas"]["Nanotons"] | null;
            target_asset_1?: components["schemas"]["AccountAddressOrSpecial"] | null;
            target_asset_2?: components["schemas"]["AccountAddressOrSpecial"] | null;
            target_amount_1?: components["schemas"]["Nanotons"] | null;
            target_amount_2?: components["schemas"]["Nanotons"] | null;
            vault_excesses?: components["schemas"]["LiquidityVaultExcess"][] | null;
            tick_lower?: number | null;
            tick_upper?: number | null;
            nft_index?: string | null;
            nft_address?: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /**
         * @description Details of `dex_withdraw_liquidity` (STON.fi v2, DeDust, Coffee, TONCO). A null asset means TON.
         *     `is_refund` is reserved and always null. `burnt_nft_*` and `tick_*` describe a burnt
         *     concentrated-liquidity position (TONCO). Fields that do not apply are null.
         */
        DexWithdrawLiquidityDetails: {
            dex: string | null;
            amount_1: components["schemas"]["Nanotons"] | null;
            amount_2: components["schemas"]["Nanotons"] | null;
            asset_1: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset_2: components["schemas"]["AccountAddressOrSpecial"] | null;
            user_jetton_wallet_1: components["schemas"]["AccountAddressOrSpecial"] | null;
            user_jetton_wallet_2: components["schemas"]["AccountAddressOrSpecial"] | null;
            lp_tokens_burnt: components["schemas"]["Nanotons"] | null;
            is_refund: boolean | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination_liquidity: components["schemas"]["AccountAddressOrSpecial"] | null;
            burnt_nft_index?: string | null;
            burnt_nft_address?: components["schemas"]["AccountAddressOrSpecial"] | null;
            tick_lower?: number | null;
            tick_upper?: number | null;
        };
        /** @description Details of `multisig_create_order`: a signer or proposer (`source`) asks the multisig wallet (`destination`) to deploy an order contract (`destination_order`). `order_boc` is the order (the list of actions) as a bag of cells. */
        MultisigCreateOrderDetails: {
            query_id: string | null;
            order_seqno: string | null;
            is_created_by_signer: boolean | null;
            is_signed_by_creator: boolean | null;
            creator_index: number | null;
            expiration_date: number | null;
            order_boc: components["schemas"]["Boc"] | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination_order: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `multisig_approve`: a signer (`source`) approves the order contract (`destination`); `exit_code` is the order's answer (0 when accepted). */
        MultisigApproveDetails: {
            signer_index: number | null;
            exit_code: number | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `multisig_execute`: the order contract (`source`) has collected its approvals and asks the multisig wallet (`destination`) to send the order's messages. `signers_hash` is the hash of the signer list the order was approved against. */
        MultisigExecuteDetails: {
            query_id: string | null;
            order_seqno: string | null;
            expiration_date: number | null;
            approvals_num: number | null;
            signers_hash: string | null;
            order_boc: components["schemas"]["Boc"] | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `vesting_send_message`: the owner (`source`) has the vesting wallet (`vesting`) send `message_boc`, a message of `amount` nanotons to `destination`. */
        VestingSendMessageDetails: {
            query_id: string | null;
            message_boc: components["schemas"]["Boc"] | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            vesting: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `vesting_add_whitelist`: the vesting sender (`source`) whitelists `accounts_added` as destinations of the vesting wallet (`vesting`). */
        VestingAddWhitelistDetails: {
            query_id: string | null;
            accounts_added: components["schemas"]["AccountAddressOrSpecial"][] | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            vesting: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `evaa_supply`: `source` supplies `amount` of `asset` (null: TON, with `is_ton` true) to the EVAA master (`master`) for `recipient`, whose user contract is `recipient_contract`. `source_wallet` / `sender_jetton_wallet` are the supplier's jetton wallet, `master_jetton_wallet` the master's. `asset_id` is EVAA's id of the asset (0x-prefixed hex). */
        EvaaSupplyDetails: {
            sender_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            recipient_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            master_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            master: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset_id: string | null;
            is_ton: boolean | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            source_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            recipient: components["schemas"]["AccountAddressOrSpecial"] | null;
            recipient_contract: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `evaa_withdraw`: `source` withdraws `amount` of `asset` (null: TON) from the EVAA master (`master`) through its user contract (`owner_contract`) to `recipient`. `fail_reason` names why a refused withdrawal failed (null on success). */
        EvaaWithdrawDetails: {
            recipient_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            master_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            master: components["schemas"]["AccountAddressOrSpecial"] | null;
            fail_reason: string | null;
            asset_id: string | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            recipient: components["schemas"]["AccountAddressOrSpecial"] | null;
            owner_contract: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `jvault_stake`: `source` stakes `amount` of `asset` from its jetton wallet (`source_jetton_wallet`) in the JVault `pool` for `period` seconds; `stake_wallet` is its stake wallet. */
        JvaultStakeDetails: {
            period: number | null;
            minted_stake_jettons: components["schemas"]["Nanotons"] | null;
            stake_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            source_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `jvault_unstake` and `jvault_unstake_request`: `source` unstakes `amount` through its `stake_wallet` from the JVault `pool`. `asset` is the staked jetton, `staking_asset` the pool's stake jetton. `exit_code` is the stake wallet's exit code when the request failed there (null otherwise). */
        JvaultUnstakeDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            stake_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
            exit_code: number | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            staking_asset: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `jvault_claim`: `source` claims rewards through its `stake_wallet` from the JVault `pool`. `claimed_rewards` pairs each reward jetton with its amount; it is empty when the stored jettons and amounts do not pair up. */
        JvaultClaimDetails: {
            claimed_rewards: {
                jetton: components["schemas"]["AccountAddressOrSpecial"] | null;
                amount: components["schemas"]["Nanotons"] | null;
            }[];
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            stake_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `coffee_create_pool` (swap.coffee): the second pool creator completes and the `pool` is deployed with `amount_1` of `asset_1` and `amount_2` of `asset_2` (a null asset is TON), minting `lp_tokens_minted`. `initiator_1` and `initiator_2` provided the two assets; `provided_asset` and `amount` are what `source` itself provided. */
        CoffeeCreatePoolDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            source_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            initiator_1: components["schemas"]["AccountAddressOrSpecial"] | null;
            initiator_2: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool_creator_contract: components["schemas"]["AccountAddressOrSpecial"] | null;
            provided_asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
            asset_1: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset_2: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount_1: components["schemas"]["Nanotons"] | null;
            amount_2: components["schemas"]["Nanotons"] | null;
            lp_tokens_minted: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `coffee_create_pool_creator` (swap.coffee): `source` provides `provided_asset` (null: TON) for a pool of `asset_1` and `asset_2` through the pool creator contract `pool_creator_contract`; LP tokens go to `deposit_recipient`. `asset_1` and `asset_2` are the pool's pair as stored with the action. */
        CoffeeCreatePoolCreatorDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            source_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            deposit_recipient: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool_creator_contract: components["schemas"]["AccountAddressOrSpecial"] | null;
            provided_asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset_1: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset_2: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `coffee_staking_deposit` (swap.coffee staking): `source` deposits `amount` of `asset` into the staking `pool`, which mints the position NFT `minted_item_address` (index `minted_item_index`). */
        CoffeeStakingDepositDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            source_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
            minted_item_address: components["schemas"]["AccountAddressOrSpecial"] | null;
            minted_item_index: string | null;
        };
        /** @description Details of `coffee_staking_withdraw` (swap.coffee staking): the position NFT `nft_address` (index `nft_index`, `points` accrued) is redeemed and `amount` of `asset` paid to `source`. `pool` is the account the reference names as the pool (the position NFT's sender). */
        CoffeeStakingWithdrawDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            source_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
            nft_address: components["schemas"]["AccountAddressOrSpecial"] | null;
            nft_index: string | null;
            points: string | null;
        };
        /** @description Details of `coffee_staking_claim_rewards` (swap.coffee staking): the staking `pool` pays `amount` of `asset` to `recipient`. */
        CoffeeStakingClaimRewardsDetails: {
            pool: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            recipient: components["schemas"]["AccountAddressOrSpecial"] | null;
            recipient_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `coffee_mev_protect_hold_funds` (swap.coffee): `source` places `amount` of `asset` (null: TON) on hold in the MEV protection contract `mev_contract`. */
        CoffeeMevProtectHoldFundsDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            source_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            mev_contract: components["schemas"]["AccountAddressOrSpecial"] | null;
            mev_contract_jetton_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `coffee_create_vault` (swap.coffee): `source` deploys the `vault` of `asset` (null: TON), paying `value` nanotons. */
        CoffeeCreateVaultDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            vault: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            value: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `tonco_deploy_pool`: `source` asks the TONCO `router` to deploy `pool` for the jettons `jetton_minter_1` and `jetton_minter_2` (router wallets `router_jetton_wallet_*`). The pool parameters are decimal strings as upstream; `pool_active` is null when the deployment message does not state it. */
        ToncoDeployPoolDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            pool: components["schemas"]["AccountAddressOrSpecial"] | null;
            router: components["schemas"]["AccountAddressOrSpecial"] | null;
            router_jetton_wallet_1: components["schemas"]["AccountAddressOrSpecial"] | null;
            router_jetton_wallet_2: components["schemas"]["AccountAddressOrSpecial"] | null;
            jetton_minter_1: components["schemas"]["AccountAddressOrSpecial"] | null;
            jetton_minter_2: components["schemas"]["AccountAddressOrSpecial"] | null;
            tick_spacing: string | null;
            initial_price_x96: string | null;
            protocol_fee: string | null;
            lp_fee_base: string | null;
            lp_fee_current: string | null;
            pool_active: boolean | null;
        };
        /** @description Details of `tgbtc_mint` and `tgbtc_mint_fallback`: the teleport mints `amount` of `asset` (tgBTC) to `destination` (its jetton wallet `destination_wallet`) for the bitcoin transaction `bitcoin_tx_id` (64 hex digits, as explorers show it). */
        TgbtcMintDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            bitcoin_tx_id: string | null;
            destination_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `tgbtc_burn` and `tgbtc_burn_fallback`: `source` burns `amount` of `asset` (tgBTC) from its jetton wallet (`source_wallet`) for a peg-out through `destination`. The fallback knows only `destination` and `amount`. */
        TgbtcBurnDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            source_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `tgbtc_new_key` and `tgbtc_new_key_fallback`: the teleport (`source`) completed a key generation and the `coordinator` took the new key `pubkey` (64 hex digits) with the peg-out contract `pegout`; `amount` is the balance it states. */
        TgbtcNewKeyDetails: {
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            pubkey: string | null;
            coordinator: components["schemas"]["AccountAddressOrSpecial"] | null;
            pegout: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `tgbtc_dkg_log_fallback`: a key generation logged by `coordinator` without the coordinator's answer; `timestamp` is the logged unix time as a decimal string (as upstream). */
        TgbtcDkgLogFallbackDetails: {
            coordinator: components["schemas"]["AccountAddressOrSpecial"] | null;
            pubkey: string | null;
            timestamp: string | null;
        };
        /** @description The send request of a LayerZero send. Ids and fees are JSON integers, as upstream (null when not a safe integer). `msglib_manager` and `msglib` are 0x-prefixed hex account ids. */
        LayerZeroSendData: {
            send_request_id: number | null;
            msglib_manager: string | null;
            msglib: string | null;
            uln: components["schemas"]["AccountAddressOrSpecial"] | null;
            native_fee: number | null;
            zro_fee: number | null;
            endpoint: components["schemas"]["AccountAddressOrSpecial"] | null;
            channel: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description A LayerZero packet: the path (`src_eid`/`src_oapp` → `dst_eid`/`dst_oapp`, OApps as 0x-prefixed hex), `nonce`, `guid` (0x-prefixed hex) and the `message` bytes (0x-prefixed hex). */
        LayerZeroPacket: {
            src_oapp: string | null;
            dst_oapp: string | null;
            src_eid: number | null;
            dst_eid: number | null;
            nonce: number | null;
            guid: string | null;
            message: string | null;
        };
        /** @description Details of `layerzero_send`: `initiator` sends a LayerZero packet paid in TON. */
        LayerZeroSendDetails: {
            initiator: components["schemas"]["AccountAddressOrSpecial"] | null;
            layerzero_send_data: components["schemas"]["LayerZeroSendData"];
            layerzero_packet_data: components["schemas"]["LayerZeroPacket"];
        };
        /** @description Details of `layerzero_send_tokens`: `sender` sends `amount` of `asset` from `sender_wallet` to the OApp `oapp` (its wallet `oapp_wallet`), which sends the LayerZero packet. */
        LayerZeroSendTokensDetails: {
            sender: components["schemas"]["AccountAddressOrSpecial"] | null;
            sender_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            oapp: components["schemas"]["AccountAddressOrSpecial"] | null;
            oapp_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            asset: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
            layerzero_send_data: components["schemas"]["LayerZeroSendData"];
            layerzero_packet_data: components["schemas"]["LayerZeroPacket"];
        };
        /** @description Details of `layerzero_receive`: `sender` delivers a LayerZero packet to the OApp `oapp` through `channel`. */
        LayerZeroReceiveDetails: {
            sender: components["schemas"]["AccountAddressOrSpecial"] | null;
            oapp: components["schemas"]["AccountAddressOrSpecial"] | null;
            channel: components["schemas"]["AccountAddressOrSpecial"] | null;
            layerzero_packet_data: components["schemas"]["LayerZeroPacket"];
        };
        /** @description Details of `layerzero_commit_packet`: `sender` commits a verified packet through the ULN connection to the channel. */
        LayerZeroCommitPacketDetails: {
            sender: components["schemas"]["AccountAddressOrSpecial"] | null;
            endpoint: components["schemas"]["AccountAddressOrSpecial"] | null;
            uln: components["schemas"]["AccountAddressOrSpecial"] | null;
            uln_connection: components["schemas"]["AccountAddressOrSpecial"] | null;
            channel: components["schemas"]["AccountAddressOrSpecial"] | null;
            msglib_connection: components["schemas"]["AccountAddressOrSpecial"] | null;
            layerzero_packet_data: components["schemas"]["LayerZeroPacket"];
        };
        /** @description Details of `layerzero_dvn_verify`: `initiator` has the DVN `dvn` verify the packet of `nonce`; `status` is the verification outcome (`succeeded`, `nonce_out_of_range`, `dvn_not_configured`, or `unknown_<code>`). */
        LayerZeroDvnVerifyDetails: {
            initiator: components["schemas"]["AccountAddressOrSpecial"] | null;
            nonce: number | null;
            status: string | null;
            dvn: components["schemas"]["AccountAddressOrSpecial"] | null;
            proxy: components["schemas"]["AccountAddressOrSpecial"] | null;
            uln: components["schemas"]["AccountAddressOrSpecial"] | null;
            uln_connection: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `cocoon_worker_payout`: a worker (`source`) reports `new_tokens` and its proxy pays `amount` to the worker's owner (`destination`). `payout_type` is `regular` or `last` (the worker closes); `worker_state` and `worker_tokens` are the worker's state and total tokens after the payout. */
        CocoonWorkerPayoutDetails: {
            payout_type: string | null;
            query_id: string | null;
            new_tokens: string | null;
            worker_state: number | null;
            worker_tokens: string | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `cocoon_proxy_payout`: the proxy (`source`) pays its owner (`destination`). */
        CocoonProxyPayoutDetails: {
            query_id: string | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `cocoon_proxy_charge`: the proxy (`source`) charges the client (`destination`) for `new_tokens_used` tokens. `expected_address` is raw, or `<bits>;<hex>` for an external address. */
        CocoonProxyChargeDetails: {
            query_id: string | null;
            new_tokens_used: string | null;
            expected_address: string | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `cocoon_client_top_up`: `source` tops up the client contract (`destination`) with `amount`. */
        CocoonClientTopUpDetails: {
            query_id: string | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `cocoon_register_proxy`: a proxy registers at the root (`destination`). */
        CocoonRegisterProxyDetails: {
            query_id: string | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `cocoon_unregister_proxy`: the proxy of `seqno` is removed from the root (`destination`). */
        CocoonUnregisterProxyDetails: {
            query_id: string | null;
            seqno: number | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `cocoon_client_register`: the owner (`source`) registers the client contract (`destination`). */
        CocoonClientRegisterDetails: {
            query_id: string | null;
            nonce: string | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `cocoon_client_change_secret_hash`: the owner (`source`) sets the client's secret hash (64 hex digits). */
        CocoonClientChangeSecretHashDetails: {
            query_id: string | null;
            new_secret_hash: string | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `cocoon_client_request_refund`: the owner (`source`) asks the client contract (`destination`) for a refund; `via_wallet` tells whether the request came through the owner's Cocoon wallet. */
        CocoonClientRequestRefundDetails: {
            query_id: string | null;
            via_wallet: boolean | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
        };
        /** @description Details of `cocoon_grant_refund`: the proxy (`source`) grants a refund that pays `amount` to `destination`. `expected_address` is raw, or `<bits>;<hex>` for an external address. */
        CocoonGrantRefundDetails: {
            query_id: string | null;
            new_tokens_used: string | null;
            expected_address: string | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `cocoon_client_increase_stake`: the owner (`source`) raises the client's stake to `new_stake`. */
        CocoonClientIncreaseStakeDetails: {
            query_id: string | null;
            new_stake: components["schemas"]["Nanotons"] | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /** @description Details of `cocoon_client_withdraw`: the owner (`source`) withdraws `withdraw_amount` from the client contract. */
        CocoonClientWithdrawDetails: {
            query_id: string | null;
            withdraw_amount: components["schemas"]["Nanotons"] | null;
            source: components["schemas"]["AccountAddressOrSpecial"] | null;
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            amount: components["schemas"]["Nanotons"] | null;
        };
        /**
         * @description A classified action. Common fields are shared by all types; `details` depends on `type`
         *     (a union discriminated by `type`, D17).
         */
        Action: {
            trace_id: components["schemas"]["Hash"] | null;
            action_id: components["schemas"]["Hash"];
            /** @description Lowest lt among the action's transactions. */
            start_lt: components["schemas"]["Lt"];
            /** @description Highest lt among the action's transactions. */
            end_lt: components["schemas"]["Lt"];
            /** Format: int64 */
            start_utime: number;
            /** Format: int64 */
            end_utime: number;
            trace_end_lt: components["schemas"]["Lt"];
            /** Format: int64 */
            trace_end_utime: number;
            /** Format: int32 */
            trace_mc_seqno_end: number;
            /** @description Hashes of the action's transactions, including the initiating one. */
            transactions: components["schemas"]["Hash"][];
            success: boolean | null;
            /** @description Action type; selects the shape of `details`. */
            type: string;
            /** @description Type-specific fields (see the variants). */
            details: Record<string, unknown>;
            /** @description Only for types the server cannot map to details. */
            raw_action?: Record<string, unknown>;
            trace_external_hash?: components["schemas"]["Hash"];
            trace_external_hash_norm?: components["schemas"]["Hash"];
            /** @description Only with `include_accounts=true` and in pending responses. */
            accounts?: components["schemas"]["AccountAddressRaw"][];
            /** @description Only with `include_transactions=true`. */
            transactions_full?: components["schemas"]["Transaction"][];
            finality: components["schemas"]["Finality"];
        } & ({
            /** @constant */
            type: "ton_transfer";
            details: components["schemas"]["TonTransferDetails"];
        } | {
            /** @constant */
            type: "call_contract";
            details: components["schemas"]["CallContractDetails"];
        } | {
            /** @constant */
            type: "contract_deploy";
            details: components["schemas"]["ContractDeployDetails"];
        } | {
            /** @constant */
            type: "tick_tock";
            details: components["schemas"]["TickTockDetails"];
        } | {
            /** @constant */
            type: "jetton_transfer";
            details: components["schemas"]["JettonTransferDetails"];
        } | {
            /** @constant */
            type: "jetton_burn";
            details: components["schemas"]["JettonBurnDetails"];
        } | {
            /** @constant */
            type: "jetton_mint";
            details: components["schemas"]["JettonMintDetails"];
        } | {
            /** @constant */
            type: "jetton_swap";
            details: components["schemas"]["JettonSwapDetails"];
        } | {
            /** @constant */
            type: "nft_mint";
            details: components["schemas"]["NftMintDetails"];
        } | {
            /** @constant */
            type: "nft_transfer";
            details: components["schemas"]["NftTransferDetails"];
        } | {
            /** @constant */
            type: "nft_purchase";
            details: components["schemas"]["NftTransferDetails"];
        } | {
            /** @constant */
            type: "change_dns";
            details: components["schemas"]["ChangeDnsDetails"];
        } | {
            /** @constant */
            type: "delete_dns";
            details: components["schemas"]["DeleteDnsDetails"];
        } | {
            /** @constant */
            type: "renew_dns";
            details: components["schemas"]["RenewDnsDetails"];
        } | {
            /** @constant */
            type: "stake_deposit";
            details: components["schemas"]["StakeDetails"];
        } | {
            /** @constant */
            type: "stake_withdrawal";
            details: components["schemas"]["StakeDetails"];
        } | {
            /** @constant */
            type: "stake_withdrawal_request";
            details: components["schemas"]["StakeDetails"];
        } | {
            /** @constant */
            type: "election_deposit";
            details: components["schemas"]["ElectionDetails"];
        } | {
            /** @constant */
            type: "election_recover";
            details: components["schemas"]["ElectionDetails"];
        } | {
            /** @constant */
            type: "subscribe";
            details: components["schemas"]["SubscriptionDetails"];
        } | {
            /** @constant */
            type: "unsubscribe";
            details: components["schemas"]["SubscriptionDetails"];
        } | {
            /** @constant */
            type: "auction_bid";
            details: components["schemas"]["AuctionBidDetails"];
        } | {
            /** @constant */
            type: "dex_deposit_liquidity";
            details: components["schemas"]["DexDepositLiquidityDetails"];
        } | {
            /** @constant */
            type: "dex_withdraw_liquidity";
            details: components["schemas"]["DexWithdrawLiquidityDetails"];
        } | {
            /** @constant */
            type: "multisig_create_order";
            details: components["schemas"]["MultisigCreateOrderDetails"];
        } | {
            /** @constant */
            type: "multisig_approve";
            details: components["schemas"]["MultisigApproveDetails"];
        } | {
            /** @constant */
            type: "multisig_execute";
            details: components["schemas"]["MultisigExecuteDetails"];
        } | {
            /** @constant */
            type: "vesting_send_message";
            details: components["schemas"]["VestingSendMessageDetails"];
        } | {
            /** @constant */
            type: "vesting_add_whitelist";
            details: components["schemas"]["VestingAddWhitelistDetails"];
        } | {
            /** @constant */
            type: "evaa_supply";
            details: components["schemas"]["EvaaSupplyDetails"];
        } | {
            /** @constant */
            type: "evaa_withdraw";
            details: components["schemas"]["EvaaWithdrawDetails"];
        } | {
            /** @constant */
            type: "jvault_stake";
            details: components["schemas"]["JvaultStakeDetails"];
        } | {
            /** @constant */
            type: "jvault_unstake";
            details: components["schemas"]["JvaultUnstakeDetails"];
        } | {
            /** @constant */
            type: "jvault_unstake_request";
            details: components["schemas"]["JvaultUnstakeDetails"];
        } | {
            /** @constant */
            type: "jvault_claim";
            details: components["schemas"]["JvaultClaimDetails"];
        } | {
            /** @constant */
            type: "coffee_create_pool";
            details: components["schemas"]["CoffeeCreatePoolDetails"];
        } | {
            /** @constant */
            type: "coffee_create_pool_creator";
            details: components["schemas"]["CoffeeCreatePoolCreatorDetails"];
        } | {
            /** @constant */
            type: "coffee_staking_deposit";
            details: components["schemas"]["CoffeeStakingDepositDetails"];
        } | {
            /** @constant */
            type: "coffee_staking_withdraw";
            details: components["schemas"]["CoffeeStakingWithdrawDetails"];
        } | {
            /** @constant */
            type: "coffee_staking_claim_rewards";
            details: components["schemas"]["CoffeeStakingClaimRewardsDetails"];
        } | {
            /** @constant */
            type: "coffee_mev_protect_hold_funds";
            details: components["schemas"]["CoffeeMevProtectHoldFundsDetails"];
        } | {
            /** @constant */
            type: "coffee_create_vault";
            details: components["schemas"]["CoffeeCreateVaultDetails"];
        } | {
            /** @constant */
            type: "tonco_deploy_pool";
            details: components["schemas"]["ToncoDeployPoolDetails"];
        } | {
            /** @constant */
            type: "tgbtc_mint";
            details: components["schemas"]["TgbtcMintDetails"];
        } | {
            /** @constant */
            type: "tgbtc_mint_fallback";
            details: components["schemas"]["TgbtcMintDetails"];
        } | {
            /** @constant */
            type: "tgbtc_burn";
            details: components["schemas"]["TgbtcBurnDetails"];
        } | {
            /** @constant */
            type: "tgbtc_burn_fallback";
            details: components["schemas"]["TgbtcBurnDetails"];
        } | {
            /** @constant */
            type: "tgbtc_new_key";
            details: components["schemas"]["TgbtcNewKeyDetails"];
        } | {
            /** @constant */
            type: "tgbtc_new_key_fallback";
            details: components["schemas"]["TgbtcNewKeyDetails"];
        } | {
            /** @constant */
            type: "tgbtc_dkg_log_fallback";
            details: components["schemas"]["TgbtcDkgLogFallbackDetails"];
        } | {
            /** @constant */
            type: "layerzero_send";
            details: components["schemas"]["LayerZeroSendDetails"];
        } | {
            /** @constant */
            type: "layerzero_send_tokens";
            details: components["schemas"]["LayerZeroSendTokensDetails"];
        } | {
            /** @constant */
            type: "layerzero_receive";
            details: components["schemas"]["LayerZeroReceiveDetails"];
        } | {
            /** @constant */
            type: "layerzero_commit_packet";
            details: components["schemas"]["LayerZeroCommitPacketDetails"];
        } | {
            /** @constant */
            type: "layerzero_dvn_verify";
            details: components["schemas"]["LayerZeroDvnVerifyDetails"];
        } | {
            /** @constant */
            type: "cocoon_worker_payout";
            details: components["schemas"]["CocoonWorkerPayoutDetails"];
        } | {
            /** @constant */
            type: "cocoon_proxy_payout";
            details: components["schemas"]["CocoonProxyPayoutDetails"];
        } | {
            /** @constant */
            type: "cocoon_proxy_charge";
            details: components["schemas"]["CocoonProxyChargeDetails"];
        } | {
            /** @constant */
            type: "cocoon_client_top_up";
            details: components["schemas"]["CocoonClientTopUpDetails"];
        } | {
            /** @constant */
            type: "cocoon_register_proxy";
            details: components["schemas"]["CocoonRegisterProxyDetails"];
        } | {
            /** @constant */
            type: "cocoon_unregister_proxy";
            details: components["schemas"]["CocoonUnregisterProxyDetails"];
        } | {
            /** @constant */
            type: "cocoon_client_register";
            details: components["schemas"]["CocoonClientRegisterDetails"];
        } | {
            /** @constant */
            type: "cocoon_client_change_secret_hash";
            details: components["schemas"]["CocoonClientChangeSecretHashDetails"];
        } | {
            /** @constant */
            type: "cocoon_client_request_refund";
            details: components["schemas"]["CocoonClientRequestRefundDetails"];
        } | {
            /** @constant */
            type: "cocoon_grant_refund";
            details: components["schemas"]["CocoonGrantRefundDetails"];
        } | {
            /** @constant */
            type: "cocoon_client_increase_stake";
            details: components["schemas"]["CocoonClientIncreaseStakeDetails"];
        } | {
            /** @constant */
            type: "cocoon_client_withdraw";
            details: components["schemas"]["CocoonClientWithdrawDetails"];
        } | {
            /** @constant */
            type: "extra_currency_transfer";
            details: components["schemas"]["TonTransferDetails"] | components["schemas"]["CallContractDetails"];
        } | {
            type: string;
            details: Record<string, unknown>;
        });
        ActionsResponse: {
            actions: components["schemas"]["Action"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        TraceMeta: {
            /**
             * @description `broken` when the trace starts from a message whose sender is unknown to the index.
             * @enum {string}
             */
            trace_state: "complete" | "pending" | "broken";
            /** @description Number of messages (edges). */
            messages: number;
            /** @description Number of transactions (nodes). */
            transactions: number;
            /** @description Messages not yet delivered. */
            pending_messages: number;
            /** @enum {string} */
            classification_state: "unclassified" | "failed" | "ok" | "broken";
        };
        /**
         * @description A node of the trace tree: a transaction and the message that caused it. Indexed traces fill
         *     only `tx_hash`, `in_msg_hash` and `children`; pending traces may also inline `transaction`
         *     and `in_msg`. `children` may be null upstream for a node whose outbound messages reached no
         *     transaction (D18).
         */
        TraceNode: {
            tx_hash?: components["schemas"]["Hash"];
            in_msg_hash?: components["schemas"]["Hash"];
            transaction?: components["schemas"]["Transaction"];
            in_msg?: components["schemas"]["Message"];
            children: components["schemas"]["TraceNode"][] | null;
        };
        /** @description A trace — the tree of transactions caused by one external (or system) message. */
        Trace: {
            /** @description Hash of the trace's first transaction. */
            trace_id: components["schemas"]["Hash"] | null;
            /** @description Hash of the root external-in message; null for traces started by internal, system or tick-tock transactions. */
            external_hash: components["schemas"]["Hash"] | null;
            /**
             * Format: int64-string
             * @description Decimal string (upstream encoding).
             */
            mc_seqno_start: string;
            /**
             * Format: int64-string
             * @description Decimal string (upstream encoding).
             */
            mc_seqno_end: string;
            start_lt: components["schemas"]["Lt"];
            /** Format: int64 */
            start_utime: number;
            end_lt: components["schemas"]["Lt"] | null;
            end_utime: number | null;
            trace_info: components["schemas"]["TraceMeta"];
            /** @description True when the trace was too large to inline (over 4000 transactions). */
            is_incomplete: boolean;
            /** @description `trace is too large` or `missing node in trace found`. */
            warning?: string;
            /** @description Only with `include_actions=true` (then `[]` when none). */
            actions?: components["schemas"]["Action"][];
            trace?: components["schemas"]["TraceNode"];
            /** @description Transaction hashes ordered by lt, then account. */
            transactions_order?: components["schemas"]["Hash"][];
            /** @description Every transaction of the trace keyed by its hash. */
            transactions?: {
                [key: string]: components["schemas"]["Transaction"];
            };
        };
        TracesResponse: {
            traces: components["schemas"]["Trace"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description Net effect of a trace (or of one action in it) per account. Amounts are JSON integers in
         *     nanotons, as upstream (D9); keys are raw addresses. Every key is present, possibly `{}`.
         */
        BalanceChanges: {
            /** @description Net TON change of each account, fees included (negative when it paid more than it received). */
            changes: {
                [key: string]: number;
            };
            /** @description Fees each account paid (transaction fees, and forwarding fees of the messages it sent). */
            fees: {
                [key: string]: number;
            };
            /** @description Jetton change per owner, then per jetton master, as a signed decimal string of base units. */
            jettons: {
                [key: string]: {
                    [key: string]: string;
                };
            };
        };
        /**
         * @description TEP-64 token content as stored on chain: `{"uri": "..."}` for off-chain metadata, or
         *     on-chain keys among `uri`, `name`, `description`, `image`, `image_data`, `symbol`,
         *     `decimals`, `amount_style`, `render_type` (all strings).
         */
        JettonContent: {
            [key: string]: string;
        };
        JettonMaster: {
            address: components["schemas"]["AccountAddressRaw"];
            total_supply: components["schemas"]["Nanotons"];
            mintable: boolean;
            admin_address: components["schemas"]["AccountAddressOrSpecial"] | null;
            jetton_content: components["schemas"]["JettonContent"];
            jetton_wallet_code_hash: components["schemas"]["Hash"];
            code_hash: components["schemas"]["Hash"];
            data_hash: components["schemas"]["Hash"];
            last_transaction_lt: components["schemas"]["Lt"];
        };
        JettonMastersResponse: {
            jetton_masters: components["schemas"]["JettonMaster"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /** @description Unclaimed mintless airdrop of a jetton wallet. */
        MintlessInfo: {
            amount: components["schemas"]["Nanotons"];
            /** Format: int64 */
            start_from: number;
            /** Format: int64 */
            expire_at: number;
            custom_payload_api_uri: string[];
        };
        JettonWallet: {
            address: components["schemas"]["AccountAddressRaw"];
            balance: components["schemas"]["Nanotons"];
            owner: components["schemas"]["AccountAddressOrSpecial"];
            /** @description Jetton master address. */
            jetton: components["schemas"]["AccountAddressRaw"];
            last_transaction_lt: components["schemas"]["Lt"];
            code_hash: components["schemas"]["Hash"] | null;
            data_hash: components["schemas"]["Hash"] | null;
            /** @description Present only while a mintless airdrop is unclaimed and its amount is known. */
            mintless_info?: components["schemas"]["MintlessInfo"];
        };
        JettonWalletsResponse: {
            jetton_wallets: components["schemas"]["JettonWallet"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
        };
        /** @description Decoded payload (object with `@type`) when recognised, else null. */
        DecodedPayload: {
            "@type": string;
        } | null;
        /** @description A jetton `transfer` (0x0f8a7ea5) processed by the sender's jetton wallet. */
        JettonTransfer: {
            /** Format: uint64-string */
            query_id: string;
            /** @description Sender (owner of the source wallet). */
            source: components["schemas"]["AccountAddressOrSpecial"];
            /** @description Recipient owner. */
            destination: components["schemas"]["AccountAddressOrSpecial"];
            amount: components["schemas"]["Nanotons"];
            /** @description Sender's jetton wallet (the transaction's account). */
            source_wallet: components["schemas"]["AccountAddressRaw"];
            jetton_master: components["schemas"]["AccountAddressRaw"];
            transaction_hash: components["schemas"]["Hash"];
            transaction_lt: components["schemas"]["Lt"];
            /** Format: int64 */
            transaction_now: number;
            transaction_aborted: boolean;
            response_destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            custom_payload: components["schemas"]["Boc"] | null;
            decoded_custom_payload: components["schemas"]["DecodedPayload"];
            forward_ton_amount: components["schemas"]["Nanotons"] | null;
            forward_payload: components["schemas"]["Boc"] | null;
            decoded_forward_payload: components["schemas"]["DecodedPayload"];
            trace_id: components["schemas"]["Hash"] | null;
        };
        JettonTransfersResponse: {
            jetton_transfers: components["schemas"]["JettonTransfer"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /** @description A jetton `burn` (0x595f07bc) processed by the owner's jetton wallet. */
        JettonBurn: {
            /** Format: uint64-string */
            query_id: string;
            owner: components["schemas"]["AccountAddressOrSpecial"];
            jetton_wallet: components["schemas"]["AccountAddressRaw"];
            jetton_master: components["schemas"]["AccountAddressRaw"];
            transaction_hash: components["schemas"]["Hash"];
            transaction_lt: components["schemas"]["Lt"];
            /** Format: int64 */
            transaction_now: number;
            transaction_aborted: boolean;
            amount: components["schemas"]["Nanotons"];
            response_destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            custom_payload: components["schemas"]["Boc"] | null;
            decoded_custom_payload: components["schemas"]["DecodedPayload"];
            trace_id: components["schemas"]["Hash"] | null;
        };
        JettonBurnsResponse: {
            jetton_burns: components["schemas"]["JettonBurn"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description A change of a jetton wallet's balance (D35): the balance `get_wallet_data` answers at the end of
         *     masterchain block `mc_seqno`, after the wallet's last transaction committed by that block, where it
         *     differs from the balance at the wallet's previous such point.
         */
        JettonBalanceChange: {
            jetton_wallet: components["schemas"]["AccountAddressRaw"];
            /** @description The jetton master, as the wallet's `get_wallet_data` named it at that point. */
            jetton: components["schemas"]["AccountAddressRaw"] | null;
            /** @description The wallet's owner, as its `get_wallet_data` named it at that point. */
            owner: components["schemas"]["AccountAddressOrSpecial"] | null;
            lt: components["schemas"]["Lt"];
            /** @description The wallet's last transaction committed by that masterchain block. */
            hash: components["schemas"]["Hash"];
            /**
             * Format: int64
             * @description That transaction's `now`.
             */
            utime: number;
            /**
             * Format: int32
             * @description The masterchain block that committed the transaction, at whose end the balance was read.
             */
            mc_seqno: number;
            /** @description The wallet's balance in the jetton's base units. */
            balance: components["schemas"]["Nanotons"];
            /**
             * @description Signed decimal base units, `balance` minus the balance before; null for the first point the index
             *     knows of a wallet that existed before it in a state the index does not hold (older than the
             *     index's history). A wallet the index holds from the zero state counts from its balance there; one
             *     whose first transaction the index holds started without code (`nonexist` or `uninit`) counts from 0.
             * @example -1000
             */
            delta: string | null;
        };
        JettonBalanceHistoryResponse: {
            balances: components["schemas"]["JettonBalanceChange"][];
        };
        NftCollection: {
            address: components["schemas"]["AccountAddressRaw"];
            owner_address: components["schemas"]["AccountAddressOrSpecial"] | null;
            last_transaction_lt: components["schemas"]["Lt"];
            /**
             * Format: int256-string
             * @description Next item index; -1 for collections without sequential minting.
             */
            next_item_index: string;
            /** @description TEP-64 collection content as stored (keys as in JettonContent). */
            collection_content: Record<string, unknown>;
            data_hash: components["schemas"]["Hash"];
            code_hash: components["schemas"]["Hash"];
        };
        NftCollectionsResponse: {
            nft_collections: components["schemas"]["NftCollection"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        NftItem: {
            address: components["schemas"]["AccountAddressRaw"];
            init: boolean;
            /** Format: uint256-string */
            index: string;
            collection_address: components["schemas"]["AccountAddressOrSpecial"] | null;
            owner_address: components["schemas"]["AccountAddressOrSpecial"] | null;
            /** @description Item content as stored; TON DNS and .t.me items also carry `domain`. */
            content: Record<string, unknown>;
            last_transaction_lt: components["schemas"]["Lt"];
            code_hash: components["schemas"]["Hash"];
            data_hash: components["schemas"]["Hash"];
            collection: components["schemas"]["NftCollection"] | null;
            /** @description True when the item is held by a known sale or auction contract. */
            on_sale: boolean;
            sale_contract_address?: components["schemas"]["AccountAddressRaw"];
            auction_contract_address?: components["schemas"]["AccountAddressRaw"];
            /** @description Owner behind the sale/auction contract. */
            real_owner?: components["schemas"]["AccountAddressRaw"];
        };
        NftItemsResponse: {
            nft_items: components["schemas"]["NftItem"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
        };
        /** @description An NFT `transfer` (0x5fcc3d14) processed by the item. Includes transfers of aborted transactions. */
        NftTransfer: {
            /** Format: uint64-string */
            query_id: string;
            nft_address: components["schemas"]["AccountAddressRaw"];
            nft_collection: components["schemas"]["AccountAddressOrSpecial"] | null;
            transaction_hash: components["schemas"]["Hash"];
            transaction_lt: components["schemas"]["Lt"];
            /** Format: int64 */
            transaction_now: number;
            transaction_aborted: boolean;
            old_owner: components["schemas"]["AccountAddressOrSpecial"];
            new_owner: components["schemas"]["AccountAddressOrSpecial"];
            response_destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            custom_payload: components["schemas"]["Boc"] | null;
            decoded_custom_payload: components["schemas"]["DecodedPayload"];
            forward_amount: components["schemas"]["Nanotons"] | null;
            forward_payload: components["schemas"]["Boc"] | null;
            decoded_forward_payload: components["schemas"]["DecodedPayload"];
            trace_id: components["schemas"]["Hash"] | null;
        };
        NftTransfersResponse: {
            nft_transfers: components["schemas"]["NftTransfer"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /** @description Details of a `getgems_sale` (fixed-price sale, `get_sale_data`). */
        NftSaleGetgemsDetails: {
            is_complete?: boolean;
            full_price?: components["schemas"]["Nanotons"];
            marketplace_fee_address?: components["schemas"]["AccountAddressRaw"];
            marketplace_fee?: components["schemas"]["Nanotons"];
            royalty_address?: components["schemas"]["AccountAddressRaw"];
            royalty_amount?: components["schemas"]["Nanotons"];
        };
        /** @description Details of a `getgems_auction` (`get_auction_data`). Times are unix seconds; fee factors and bases are JSON integers, as upstream (D9). */
        NftAuctionGetgemsDetails: {
            end_flag?: boolean;
            end_time?: number;
            last_bid?: components["schemas"]["Nanotons"];
            last_member?: components["schemas"]["AccountAddressRaw"];
            min_step?: number;
            mp_fee_address?: components["schemas"]["AccountAddressRaw"];
            mp_fee_factor?: number;
            mp_fee_base?: number;
            royalty_fee_address?: components["schemas"]["AccountAddressRaw"];
            royalty_fee_factor?: number;
            royalty_fee_base?: number;
            max_bid?: components["schemas"]["Nanotons"];
            min_bid?: components["schemas"]["Nanotons"];
            last_bid_at?: number;
            is_canceled?: boolean;
        };
        /** @description Details of a `telemint` item's auction. Amounts and durations are decimal strings, as upstream (D9). */
        NftSaleTelemintDetails: {
            token_name?: string;
            bidder_address?: components["schemas"]["AccountAddressRaw"];
            /** Format: uint256-string */
            bid?: string;
            /** Format: uint64-string */
            bid_ts?: string;
            /** Format: uint256-string */
            min_bid?: string;
            end_time?: number;
            beneficiary_address?: components["schemas"]["AccountAddressRaw"];
            /** Format: uint256-string */
            initial_min_bid?: string;
            /** Format: uint256-string */
            max_bid?: string;
            /** Format: uint256-string */
            min_bid_step?: string;
            /** Format: uint64-string */
            min_extend_time?: string;
            /** Format: uint64-string */
            duration?: string;
            royalty_numerator?: number;
            royalty_denominator?: number;
            royalty_destination?: components["schemas"]["AccountAddressRaw"];
        };
        /**
         * @description A sale or auction contract holding an NFT. `type` names the contract family and decides which
         *     fields `details` carries; every `details` field is left out when the contract did not report it.
         *     The type list is open: clients must ignore types they do not know.
         */
        NftSale: {
            /**
             * @description `getgems_sale` (fixed price), `getgems_auction`, `telemint` (Telegram usernames and numbers).
             * @example getgems_sale
             */
            type: string;
            address: components["schemas"]["AccountAddressRaw"];
            nft_address?: components["schemas"]["AccountAddressRaw"];
            /** @description The seller (the owner behind the contract). */
            nft_owner_address?: components["schemas"]["AccountAddressRaw"];
            marketplace_address?: components["schemas"]["AccountAddressRaw"];
            /** @description Unix time the sale was created. */
            created_at?: number;
            last_transaction_lt?: components["schemas"]["Lt"];
            code_hash?: components["schemas"]["Hash"];
            data_hash?: components["schemas"]["Hash"];
            details: components["schemas"]["NftSaleGetgemsDetails"] | components["schemas"]["NftAuctionGetgemsDetails"] | components["schemas"]["NftSaleTelemintDetails"];
            nft_item?: components["schemas"]["NftItem"];
        };
        NftSalesResponse: {
            nft_sales: components["schemas"]["NftSale"][];
            address_book: components["schemas"]["AddressBook"];
            metadata: components["schemas"]["Metadata"];
        };
        DnsRecord: {
            nft_item_address: components["schemas"]["AccountAddressRaw"];
            nft_item_owner: components["schemas"]["AccountAddressOrSpecial"] | null;
            /** @description Full domain, e.g. `foundation.ton` or `user.t.me`. */
            domain: string;
            dns_next_resolver: components["schemas"]["AccountAddressOrSpecial"] | null;
            dns_wallet: components["schemas"]["AccountAddressOrSpecial"] | null;
            dns_site_adnl: string | null;
            dns_storage_bag_id: string | null;
        };
        DnsRecordsResponse: {
            records: components["schemas"]["DnsRecord"][];
            address_book: components["schemas"]["AddressBook"];
        };
        /** @description One action of a multisig order, decoded from `order_boc`. */
        OrderAction: {
            destination: components["schemas"]["AccountAddressOrSpecial"] | null;
            value: components["schemas"]["Nanotons"] | null;
            /** @description Message body BoC as base64. */
            body_raw: string;
            parsed: boolean;
            error?: string | null;
            parsed_body?: Record<string, unknown> | null;
            /**
             * @description One of `nft_transfer`, `ton_transfer`, `jetton_top_up`, `jetton_change_admin`,
             *     `jetton_claim_admin`, `jetton_change_content`, `jetton_call_to`, `jetton_set_status`,
             *     `jetton_transfer`, `jetton_burn`, `jetton_mint`, `single_nominator_withdraw`,
             *     `single_nominator_change_validator`, `vesting_internal_transfer`,
             *     `multisig_update_params`, `unknown` (open list: new kinds may be added).
             */
            parsed_body_type: string;
            send_mode: number;
        };
        MultisigOrder: {
            address: components["schemas"]["AccountAddressRaw"];
            multisig_address: components["schemas"]["AccountAddressRaw"];
            order_seqno: string | null;
            threshold: number | null;
            sent_for_execution: boolean | null;
            approvals_mask: string | null;
            approvals_num: number | null;
            expiration_date: number | null;
            order_boc: components["schemas"]["Boc"] | null;
            signers: components["schemas"]["AccountAddressRaw"][];
            last_transaction_lt: components["schemas"]["Lt"];
            code_hash: components["schemas"]["Hash"] | null;
            data_hash: components["schemas"]["Hash"] | null;
            /** @description The decoded actions with `parse_actions=true`; `null` otherwise (D25). */
            actions?: components["schemas"]["OrderAction"][] | null;
        };
        Multisig: {
            address: components["schemas"]["AccountAddressRaw"];
            next_order_seqno: string | null;
            threshold: number | null;
            signers: components["schemas"]["AccountAddressRaw"][];
            proposers: components["schemas"]["AccountAddressRaw"][];
            last_transaction_lt: components["schemas"]["Lt"];
            code_hash: components["schemas"]["Hash"] | null;
            data_hash: components["schemas"]["Hash"] | null;
            /** @description Orders of this multisig ordered by id with `include_orders=true`, else `[]`. Null admitted for upstream compatibility (D18). */
            orders: components["schemas"]["MultisigOrder"][] | null;
        };
        MultisigResponse: {
            multisigs: components["schemas"]["Multisig"][];
            address_book: components["schemas"]["AddressBook"];
        };
        MultisigOrderResponse: {
            orders: components["schemas"]["MultisigOrder"][];
            address_book: components["schemas"]["AddressBook"];
        };
        VestingInfo: {
            address: components["schemas"]["AccountAddressRaw"];
            /** Format: int64 */
            start_time: number;
            /** Format: int64 */
            total_duration: number;
            /** Format: int64 */
            unlock_period: number;
            /** Format: int64 */
            cliff_duration: number;
            sender_address: components["schemas"]["AccountAddressOrSpecial"];
            owner_address: components["schemas"]["AccountAddressOrSpecial"];
            total_amount: components["schemas"]["Nanotons"];
            whitelist: components["schemas"]["AccountAddressRaw"][];
        };
        VestingContractsResponse: {
            vesting_contracts: components["schemas"]["VestingInfo"][];
            address_book: components["schemas"]["AddressBook"];
        };
        DecodeResponse: {
            /** @description One entry per input opcode, same order — the TL-B constructor name, or `unknown`. */
            opcodes: string[];
            /**
             * @description One entry per input body, same order: the decoded object (first key `@type`; an empty
             *     cell is `{"@type": "empty_cell"}`), or `{"error": "unknown: <reason>"}` when the body is
             *     not recognised or not a valid BoC.
             */
            bodies: ({
                "@type": string;
            } | {
                error: string;
            })[];
        };
        /** @description Opcodes and/or message bodies to decode. Unknown fields are rejected (D16). */
        DecodeRequest: {
            opcodes?: components["schemas"]["OpcodeInput"][];
            /** @description Message bodies as base64 or hex bags of cells. */
            bodies?: string[];
        };
        /** @description v2-compatible account information. */
        V2AddressInformation: {
            balance: components["schemas"]["Nanotons"];
            code: components["schemas"]["Boc"] | null;
            data: components["schemas"]["Boc"] | null;
            last_transaction_lt: components["schemas"]["Lt"] | null;
            last_transaction_hash: components["schemas"]["Hash"] | null;
            frozen_hash: components["schemas"]["Hash"] | null;
            /**
             * @description Index wording (`uninit`, `active`, `frozen`, `nonexist`); with `use_v2=true` the v2 wording (`uninitialized`, `active`, `frozen`).
             * @enum {string}
             */
            status: "uninit" | "active" | "frozen" | "nonexist" | "uninitialized";
        };
        /** @description v2-compatible wallet information. Wallet fields are omitted when the wallet is not initialised. */
        V2WalletInformation: {
            balance: components["schemas"]["Nanotons"];
            wallet_type?: components["schemas"]["WalletType"];
            /** Format: int64 */
            seqno?: number;
            /** Format: int64 */
            wallet_id?: number;
            last_transaction_lt: components["schemas"]["Lt"];
            last_transaction_hash: components["schemas"]["Hash"];
            /** @enum {string} */
            status: "uninit" | "active" | "frozen" | "nonexist" | "uninitialized";
        };
        V2SendMessageRequest: {
            /** @description Serialized external message. */
            boc: components["schemas"]["Boc"];
        };
        V2SendMessageResult: {
            message_hash: components["schemas"]["Hash"];
            /** @description Normalised hash, the one to look the message up by in `/messages`, `/traces`, `/pendingTraces`. */
            message_hash_norm: components["schemas"]["Hash"];
        };
        V2EstimateFeeRequest: {
            address: components["schemas"]["AddressInput"];
            /** @description Message body. */
            body: components["schemas"]["Boc"];
            /** @description StateInit code for a deploy; empty string or absent otherwise. */
            init_code?: components["schemas"]["Boc"] | string;
            /** @description StateInit data for a deploy; empty string or absent otherwise. */
            init_data?: components["schemas"]["Boc"] | string;
            /**
             * @description Skip signature checks while emulating.
             * @default true
             */
            ignore_chksig: boolean;
        };
        /** @description Fees in nanotons, as JSON **numbers** (upstream encoding, D9). */
        Fee: {
            in_fwd_fee: number;
            storage_fee: number;
            gas_fee: number;
            fwd_fee: number;
        };
        V2EstimateFeeResult: {
            source_fees: components["schemas"]["Fee"];
            destination_fees: components["schemas"]["Fee"][];
        };
        /** @description One get-method argument. `num` is a hex (`0x…`) or decimal integer string; `cell`/`slice` a base64 BoC. */
        V2StackInput: {
            /** @enum {string} */
            type: "num" | "cell" | "slice";
            value: string;
        };
        V2RunGetMethodRequest: {
            address: components["schemas"]["AddressInput"];
            /** @description Get-method name, e.g. `get_wallet_data`. */
            method: string;
            stack: components["schemas"]["V2StackInput"][];
        };
        /** @description One get-method result entry. `num` values are hex strings (`0x…`, `-0x…`); `tuple`/`list` nest entries. */
        V2StackEntry: {
            /** @constant */
            type: "num";
            value: string;
        } | {
            /** @enum {string} */
            type: "cell" | "slice";
            value: components["schemas"]["Boc"];
        } | {
            /** @enum {string} */
            type: "tuple" | "list";
            value: components["schemas"]["V2StackEntry"][];
        };
        V2RunGetMethodResult: {
            gas_used: number;
            /**
             * Format: int32
             * @description TVM exit code; 0 and 1 are success.
             */
            exit_code: number;
            stack: components["schemas"]["V2StackEntry"][];
        };
        /**
         * @description toncenter's emulate API request (`/api/emulate/v1/emulateTrace`), field for field (D37). Unknown fields
         *     are refused (422) rather than ignored.
         */
        EmulateTraceRequest: {
            /**
             * @description The external-in message to emulate, a bag of cells in standard base64. Signed as it would be sent,
             *     or unsigned with `ignore_chksig`.
             */
            boc: components["schemas"]["Boc"];
            /**
             * @description Run the first transaction (the external message's) as if its signature check passed: the wallet's
             *     `CHKSIGNU`/`CHKSIGNS` succeed and cost the gas they would. Later transactions are never affected.
             * @default false
             */
            ignore_chksig: boolean;
            /**
             * @description Classify the trace into actions (the same classifier and types as `/actions`); `actions` is `[]` without it.
             * @default false
             */
            with_actions: boolean;
            /**
             * @description Accepted for compatibility and without effect: `code_cells` and `data_cells` are always answered,
             *     as upstream answers them whatever this says (D37).
             * @default false
             */
            include_code_data: boolean;
            /**
             * @description Answer `address_book` for every account of the trace and its actions.
             * @default false
             */
            include_address_book: boolean;
            /**
             * @description Answer `metadata` for the trace's accounts the index knows token data of.
             * @default false
             */
            include_metadata: boolean;
            /**
             * @description Emulate on the account states and config of this masterchain block; absent or null, the latest.
             *     A block the liteservers do not hold is 404.
             */
            mc_block_seqno?: number | null;
            /**
             * @description As on `/actions`: which action types a client knows (`latest`, `v1` … or type names); absent, the
             *     latest. `X-Actions-Version` replaces it.
             */
            supported_action_types?: string[];
        };
        /** @description An account as the emulated trace left it. */
        EmulatedAccountState: {
            balance: components["schemas"]["Nanotons"];
            account_status: components["schemas"]["AccountStatus"];
            frozen_hash: components["schemas"]["Hash"] | null;
            code_hash: components["schemas"]["Hash"] | null;
            data_hash: components["schemas"]["Hash"] | null;
            last_trans_lt: components["schemas"]["Lt"];
            last_trans_hash: components["schemas"]["Hash"];
        };
        /**
         * @description A jetton wallet whose balance the trace changed, read with its own TEP-74 `get_wallet_data` on the
         *     state before the trace and the state after it (D37).
         */
        EmulatedJettonChange: {
            wallet: components["schemas"]["AccountAddressRaw"];
            owner: components["schemas"]["AccountAddressRaw"];
            /** @description The jetton master the wallet names. */
            jetton: components["schemas"]["AccountAddressRaw"];
            /**
             * Format: uint256-string
             * @description Balance before the trace (0 for a wallet the trace deployed).
             */
            before: string;
            /**
             * Format: uint256-string
             * @description Balance after the trace.
             */
            after: string;
            /**
             * Format: int256-string
             * @description `after − before`, signed.
             */
            change: string;
        };
        /**
         * @description What the trace does for the account the external message was sent to (the signer's wallet): its TON
         *     balance change, what it paid in fees, what left it and what came back, and its jetton balance changes.
         */
        EmulatedWallet: {
            address: components["schemas"]["AccountAddressRaw"];
            /**
             * Format: int64-string
             * @description Balance after the trace minus before: signed nanotons.
             */
            ton_change: string;
            /** @description Total fees of the wallet's own transactions in the trace. */
            fees: components["schemas"]["Nanotons"];
            /** @description Internal messages the wallet sent, in order. */
            sent: {
                destination: components["schemas"]["AccountAddressRaw"];
                value: components["schemas"]["Nanotons"];
                bounce: boolean;
                opcode?: string | null;
            }[];
            /** @description Internal messages the trace brought back to the wallet (bounces, excesses, notifications). */
            received: {
                source: components["schemas"]["AccountAddressRaw"];
                value: components["schemas"]["Nanotons"];
                bounced: boolean;
                opcode?: string | null;
            }[];
            /** @description The wallet's jetton balance changes (its own jetton wallets among `jetton_changes`). */
            jettons: components["schemas"]["EmulatedJettonChange"][];
        };
        /**
         * @description An emulated trace, shaped as toncenter's emulate API answers it (D37): the tree, its transactions keyed
         *     by hash (v3 transactions with `emulated: true` and `finality: pending`), the actions, the code and data
         *     of every account as the trace left it, and, added by this API, each account's state and balance
         *     change, the jetton balance changes and the signer's view. Fields that depend on when and in which block
         *     the message runs (`lt`, `now`, hashes of transactions and of states, `block_ref`, `mc_block_seqno` of
         *     transactions, storage fees) are not expected to match the real execution; the rest is (D37).
         */
        EmulateTraceResult: {
            /**
             * Format: int32
             * @description The masterchain block whose states and config were used.
             */
            mc_block_seqno: number;
            trace: components["schemas"]["TraceNode"];
            /** @description Every emulated transaction keyed by its hash. */
            transactions: {
                [key: string]: components["schemas"]["Transaction"];
            };
            /** @description The trace's actions with `with_actions=true`, `[]` otherwise. */
            actions: components["schemas"]["Action"][];
            /** @description Code of every account as the trace left it, bag of cells (base64) keyed by its hash. */
            code_cells: {
                [key: string]: components["schemas"]["Boc"];
            };
            /** @description Data of every account as the trace left it, bag of cells (base64) keyed by its hash. */
            data_cells: {
                [key: string]: components["schemas"]["Boc"];
            };
            address_book?: components["schemas"]["AddressBook"];
            metadata?: components["schemas"]["Metadata"];
            /** @description The block random seed the transactions saw (base64). */
            rand_seed: components["schemas"]["Hash"];
            /** @description True when the trace was cut at 256 transactions: the rest was not emulated. */
            is_incomplete: boolean;
            /** @description Every account the trace touched, as it left it, keyed by raw address. */
            account_states: {
                [key: string]: components["schemas"]["EmulatedAccountState"];
            };
            /** @description Every account the trace touched, its TON balance after minus before (signed nanotons), keyed by raw address. */
            balance_changes: {
                [key: string]: string;
            };
            /** @description Jetton wallets whose balance the trace changed. */
            jetton_changes: components["schemas"]["EmulatedJettonChange"][];
            wallet: components["schemas"]["EmulatedWallet"];
        };
        /**
         * Format: uuid
         * @description A webhook's id, given by `createWebhook`.
         * @example 6f1c2a4e-8b3d-4f5a-9c7e-2d1b0a9e8f71
         */
        WebhookId: string;
        /**
         * Format: uri
         * @description Where deliveries are POSTed: an `http` or `https` URL of at most 2048 characters. A host that is or
         *     resolves to a private, loopback, link-local or other non-public address is refused (422) unless the
         *     deployment allows it in `WEBHOOK_ALLOWED_TARGETS`; redirects are never followed (D32).
         * @example https://example.com/hooks/ton
         */
        WebhookUrl: string;
        /**
         * @description A notification type, as the Streaming API's `EventType`. `trace_invalidated` may be listed but changes
         *     nothing: a webhook that received pending data of a trace is sent its invalidation, listed or not
         *     (streaming S12).
         * @enum {string}
         */
        WebhookEventType: "transactions" | "actions" | "trace" | "trace_invalidated" | "account_state_change" | "jettons_change";
        /**
         * @description A place in the deployment's stream of notifications, as the Streaming API's `Position`
         *     (`spec/streaming/asyncapi.yaml`, S16): `<news>:<ordinal>` names one notification, `<news>` the point
         *     after all of a piece of news. Compare them as pairs of integers; they are the same on every replica.
         * @example 4812:3
         * @example 4812
         */
        WebhookPosition: string;
        /**
         * @description A webhook of the calling key: where it delivers, what it is sent (the filter fields as stored:
         *     addresses in raw form, hashes in standard base64, defaults filled in) and how its deliveries stand.
         */
        Webhook: {
            id: components["schemas"]["WebhookId"];
            url: components["schemas"]["WebhookUrl"];
            description: string | null;
            types: components["schemas"]["WebhookEventType"][];
            addresses: components["schemas"]["AccountAddressRaw"][];
            trace_external_hash_norms: components["schemas"]["Hash"][];
            min_finality: components["schemas"]["Finality"];
            include_address_book: boolean;
            include_metadata: boolean;
            /** @description The action types `actions` notifications are limited to; `null` for any type. */
            action_types: string[] | null;
            /**
             * @description A paused webhook is sent nothing; events keep being queued for it (`queued`) and are delivered
             *     in order after `resumeWebhook`.
             */
            paused: boolean;
            /**
             * @description Why the webhook is paused: `paused by the client` after `pauseWebhook`, or the failure that
             *     exhausted a delivery's retries (D32); `null` when not paused.
             */
            paused_reason: string | null;
            /** @description The newest position whose events were queued for this webhook. */
            position: components["schemas"]["WebhookPosition"];
            /**
             * Format: int64
             * @description Deliveries waiting to be sent.
             */
            queued: number;
            /**
             * Format: int64
             * @description Unix time since which deliveries fail (the first failed attempt after the last success); `null` when the last attempt succeeded or none was made.
             */
            failing_since: number | null;
            /** @description What went wrong on the last failed attempt (status, timeout, refused target); `null` if none. */
            last_error: string | null;
            /**
             * Format: int64
             * @description Unix time of creation.
             */
            created_at: number;
            /**
             * Format: int64
             * @description Unix time of the last change by the client (update, pause, resume, rotation).
             */
            updated_at: number;
        };
        WebhookList: {
            /** @description The calling key's webhooks, oldest first. */
            webhooks: components["schemas"]["Webhook"][];
        };
        /**
         * @description What a webhook is sent: the fields of the Streaming API's `Subscription` (`spec/streaming/asyncapi.yaml`),
         *     with the same names, limits, defaults and rules, so a subscription moves between a stream and a webhook
         *     unchanged. `addresses` is required (non-empty) unless `types` is only `trace` (and
         *     `trace_invalidated`); `trace_external_hash_norms` is required (non-empty) when `types` has `trace`.
         *     Addresses over all of a key's webhooks count against the deployment's `WEBHOOK_MAX_ADDRESSES_PER_KEY`
         *     (default 10000, D32).
         */
        WebhookFilters: {
            /** @description The notification types to send; required when creating a webhook. */
            types?: components["schemas"]["WebhookEventType"][];
            /** @description The accounts whose events are sent (any address form; stored and shown in raw form). */
            addresses?: components["schemas"]["AddressInput"][];
            /** @description Normalised hashes of the external messages whose traces are sent (`trace` events). */
            trace_external_hash_norms?: components["schemas"]["HashInput"][];
            /**
             * @description The lowest finality sent (`pending` → `confirmed` → `finalized`); default `finalized`.
             * @default finalized
             */
            min_finality: components["schemas"]["Finality"];
            /**
             * @description Add `address_book` to trace-based notifications.
             * @default false
             */
            include_address_book: boolean;
            /**
             * @description Add `metadata` to trace-based notifications.
             * @default false
             */
            include_metadata: boolean;
            /** @description Only these action types in `actions` notifications (any type when absent). */
            action_types?: string[];
            /** @description As v3's `supported_action_types`; accepted, and `latest` is served whatever it lists (streaming S13). */
            supported_action_types?: string[];
        };
        /**
         * @description A new webhook: where to send (`url`), an optional `description`, and what to send (the filter fields,
         *     `types` required). A field the contract does not name is 422: this management API is ours, with no
         *     upstream to be lenient with (D32).
         */
        WebhookCreateRequest: components["schemas"]["WebhookFilters"] & {
            url: components["schemas"]["WebhookUrl"];
            /** @description Free text for the key's owner. */
            description?: string;
        };
        /**
         * @description The signing secret: `whsec_` and the base64 of 32 random bytes. The HMAC key is the base64-decoded part
         *     after `whsec_` (Standard Webhooks). Shown only by `createWebhook` and `rotateWebhookSecret`; store it then.
         * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4X8J7K2yVWQ=
         */
        WebhookSecret: string;
        /** @description The new webhook and its signing secret, which no other answer shows. */
        WebhookCreated: components["schemas"]["Webhook"] & {
            secret: components["schemas"]["WebhookSecret"];
        };
        /**
         * @description Changes to a webhook: the fields given replace the webhook's, the fields omitted keep their values
         *     (`description: null` clears the description). A field the contract does not name is 422 (D32).
         */
        WebhookUpdateRequest: components["schemas"]["WebhookFilters"] & {
            id: components["schemas"]["WebhookId"];
            url?: components["schemas"]["WebhookUrl"];
            /** @description Free text for the key's owner; `null` clears it. */
            description?: string | null;
        };
        /** @description Names one of the key's webhooks. */
        WebhookIdRequest: {
            id: components["schemas"]["WebhookId"];
        };
        WebhookDeleted: {
            id: components["schemas"]["WebhookId"];
            /**
             * @description Always `true`; the webhook and its queued deliveries are gone.
             * @constant
             */
            deleted: true;
        };
        WebhookSecretRotated: {
            id: components["schemas"]["WebhookId"];
            /** @description The new signing secret; shown only here. */
            secret: components["schemas"]["WebhookSecret"];
            /**
             * Format: int64
             * @description Unix time until which deliveries also carry a signature with the previous secret (24 hours after
             *     the rotation), so receivers can switch over without losing a delivery (D32).
             */
            previous_secret_valid_until: number;
        };
        /**
         * @description One delivery of a notification to a webhook, with every attempt it took. Its `id` is the `webhook-id`
         *     header, the same on every attempt, so a receiver dedupes by it (D32).
         */
        WebhookDelivery: {
            /**
             * Format: uuid
             * @description The delivery's id, sent as the `webhook-id` header.
             */
            id: string;
            webhook_id: components["schemas"]["WebhookId"];
            /**
             * @description `event` for a notification, `test` for one sent by `testWebhook`.
             * @enum {string}
             */
            kind: "event" | "test";
            /** @description The notification's position (the `webhook-position` header); `null` for a test. */
            position: components["schemas"]["WebhookPosition"] | null;
            /** @description The notification's `type` (e.g. `transactions`), or `webhook_test` for a test. */
            type: string;
            /**
             * @description `queued` waits for its first or next attempt; `delivered` got a 2xx; `failed` ran out of retries
             *     (dead letter, D32) and may be sent again with `replayWebhook`.
             * @enum {string}
             */
            status: "queued" | "delivered" | "failed";
            /**
             * Format: int32
             * @description Attempts made so far.
             */
            attempts: number;
            /**
             * Format: int64
             * @description Unix time the delivery was queued.
             */
            created_at: number;
            /**
             * Format: int64
             * @description Unix time of the last attempt; `null` before the first.
             */
            last_attempt_at: number | null;
            /**
             * Format: int64
             * @description Unix time of the next attempt while `queued`; `null` otherwise.
             */
            next_attempt_at: number | null;
            /**
             * Format: int64
             * @description Unix time of the 2xx answer; `null` unless `delivered`.
             */
            delivered_at: number | null;
            /** @description HTTP status of the last attempt's answer; `null` before an attempt or when none came (timeout, refused connection). */
            last_status: number | null;
            /** @description What went wrong on the last attempt; `null` when it succeeded or none was made. */
            last_error: string | null;
        };
        WebhookDeliveries: {
            /** @description The webhook's deliveries, newest first. */
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        /**
         * @description Either one delivery (`delivery_id`) or a range of positions (`from`, `to`, at least one of them); neither
         *     or both forms is 422. The range takes the webhook's stored deliveries with a position after `from`
         *     (exclusive, as a stream's `from`) up to `to` (inclusive); an absent bound is open. Each is queued again as
         *     a new delivery (a new `webhook-id`, the same `webhook-position` and body) behind what is already queued.
         */
        WebhookReplayRequest: {
            id: components["schemas"]["WebhookId"];
            /**
             * Format: uuid
             * @description A delivery of this webhook (see `getWebhookDeliveries`).
             */
            delivery_id?: string;
            /** @description Replay deliveries after this position. */
            from?: components["schemas"]["WebhookPosition"];
            /** @description Replay deliveries up to this position. */
            to?: components["schemas"]["WebhookPosition"];
        } & (unknown | (unknown | unknown));
        WebhookReplayResult: {
            /**
             * Format: int32
             * @description How many deliveries were queued again.
             */
            queued: number;
        };
    };
    responses: {
        /** @description The `X-API-Key` header or `api_key` query parameter names a key that does not exist. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The API key is valid but not for this network (e.g. a testnet key on mainnet). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A parameter failed validation: malformed address/hash/number, value out of range, unsupported `sort`, or an unknown query parameter. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limit exceeded (keyless clients are limited to 1 request per second). */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected server failure. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The deployment does not run the service this operation needs (DECISIONS.md, D12): the index
         *     itself (a server that serves only API v2 answers every v3 operation with 501), the pending
         *     traces store, the body decoder or the liteserver proxy.
         */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The index holds no masterchain block yet (a deployment whose indexer has not stored its first
         *     block, D23), or the index database cannot be reached now (D30). Either condition is temporary:
         *     retry later.
         */
        IndexEmpty: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database statement exceeded the server's query timeout (DECISIONS.md, D6). */
        GatewayTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The index database cannot be reached or cannot take the request now (down, restarting, out of
         *     connections). The condition is temporary: retry later (DECISIONS.md, D30). The body never carries
         *     the database's own text.
         */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The requested masterchain block is not in the index. */
        McBlockNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request target is longer than the server or a proxy in front of it accepts. Servers accept
         *     targets of at least 128 KiB, which holds every documented list maximum in raw address form
         *     (DECISIONS.md, D24). A proxy may answer without a JSON body.
         */
        UriTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request line and headers together exceed the server's limit (at least 128 KiB; 256 KiB in
         *     the reference server). The answer is produced before the request reaches the API (DECISIONS.md,
         *     D24).
         */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The liteserver behind this legacy operation did not answer in time. */
        LiteserverTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description No API key on a deployment that has keys (webhooks belong to keys, D32), or the `X-API-Key` header or
         *     `api_key` query parameter names a key that does not exist.
         */
        WebhookUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description No webhook with this id belongs to the calling key (another key's webhook is not found either, D32),
         *     or, for `replayWebhook`, the `delivery_id` is not one of the webhook's deliveries.
         */
        WebhookNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Workchain id (-1 masterchain, 0 basechain). */
        Workchain: number;
        /**
         * @description Shard id: exactly 16 hex digits (optionally `0x`-prefixed) are read as the unsigned hex id
         *     (`8000000000000000`); anything else is read as a signed 64-bit decimal
         *     (`-9223372036854775808`). Meaningful together with `workchain`.
         */
        Shard: string;
        /** @description Block seqno; meaningful together with `workchain` and `shard`. */
        BlockSeqno: number;
        /** @description Masterchain block seqno (see the operation description for what it matches). */
        McSeqno: number;
        /** @description Lower bound (inclusive) on the unix time named in the operation description. */
        StartUtime: number;
        /** @description Upper bound (inclusive) on the unix time named in the operation description. */
        EndUtime: number;
        /** @description Lower bound (inclusive) on the logical time named in the operation description. */
        StartLt: number;
        /** @description Upper bound (inclusive) on the logical time named in the operation description. */
        EndLt: number;
        /**
         * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
         *     rejected with 422 (DECISIONS.md, D4).
         */
        Limit: number;
        /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
        Offset: number;
        /**
         * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
         *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
         *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
         *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
         *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
         *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
         */
        Cursor: string;
        /**
         * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
         *     names the ordering columns. Any other value is rejected with 422.
         */
        Sort: "asc" | "desc";
        /**
         * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
         *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
         *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
         *     is the same setting (the header wins).
         */
        Timeout: number;
        /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
        TimeoutQuery: number;
        /** @description Masterchain block seqno. */
        McSeqnoRequired: number;
        /**
         * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
         *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
         *     Upstream honours both.
         */
        NoAddressBook: boolean;
        /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
        NoAddressBookQuery: boolean;
        /**
         * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
         *     query string is the same switch (the header wins). Upstream honours both.
         */
        NoMetadata: boolean;
        /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
        NoMetadataQuery: boolean;
        /**
         * @description Action types the client understands (repeated key). Accepts type names and the shortcuts
         *     `v1`…`v4`, `latest`, `staking`, `jettons`, `nft`, `nft.v3`, `dns`, `dns.v2`, `multisig`,
         *     `vesting`, `evaa`, `jvault`, `coffee`, `layerzero`, `cocoon`, `tgbtc`. `v1` is always
         *     added; absent means `latest`. An action is shown only if its type is supported and no
         *     ancestor action's type is supported (a v1 client sees the underlying transfers of an
         *     `nft_purchase` instead of the purchase).
         */
        SupportedActionTypes: string[];
        /**
         * @description The action types the client understands, as one `supported_action_types` value (a shortcut such
         *     as `v3` or `latest`, or a type name); when sent it replaces `supported_action_types`, as upstream
         *     does (D33).
         */
        ActionsVersion: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMasterchainInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The first and last indexed masterchain blocks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MasterchainInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["IndexEmpty"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getBlocks: {
        parameters: {
            query?: {
                /** @description Workchain id (-1 masterchain, 0 basechain). */
                workchain?: components["parameters"]["Workchain"];
                /**
                 * @description Shard id: exactly 16 hex digits (optionally `0x`-prefixed) are read as the unsigned hex id
                 *     (`8000000000000000`); anything else is read as a signed 64-bit decimal
                 *     (`-9223372036854775808`). Meaningful together with `workchain`.
                 */
                shard?: components["parameters"]["Shard"];
                /** @description Block seqno; meaningful together with `workchain` and `shard`. */
                seqno?: components["parameters"]["BlockSeqno"];
                /** @description Block root hash. */
                root_hash?: components["schemas"]["HashInput"];
                /** @description Block file hash. */
                file_hash?: components["schemas"]["HashInput"];
                /** @description Masterchain block seqno (see the operation description for what it matches). */
                mc_seqno?: components["parameters"]["McSeqno"];
                /** @description Lower bound (inclusive) on the unix time named in the operation description. */
                start_utime?: components["parameters"]["StartUtime"];
                /** @description Upper bound (inclusive) on the unix time named in the operation description. */
                end_utime?: components["parameters"]["EndUtime"];
                /** @description Lower bound (inclusive) on the logical time named in the operation description. */
                start_lt?: components["parameters"]["StartLt"];
                /** @description Upper bound (inclusive) on the logical time named in the operation description. */
                end_lt?: components["parameters"]["EndLt"];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching blocks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlocksResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMasterchainBlockShardState: {
        parameters: {
            query: {
                /** @description Masterchain block seqno. */
                seqno: components["parameters"]["McSeqnoRequired"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shard top blocks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlocksResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No shard state is indexed for this masterchain seqno. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMasterchainBlockShards: {
        parameters: {
            query: {
                /** @description Masterchain block seqno. */
                seqno: components["parameters"]["McSeqnoRequired"];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blocks committed by the masterchain block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlocksResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The masterchain block is not indexed. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getTransactions: {
        parameters: {
            query?: {
                /** @description Workchain id (-1 masterchain, 0 basechain). */
                workchain?: components["parameters"]["Workchain"];
                /**
                 * @description Shard id: exactly 16 hex digits (optionally `0x`-prefixed) are read as the unsigned hex id
                 *     (`8000000000000000`); anything else is read as a signed 64-bit decimal
                 *     (`-9223372036854775808`). Meaningful together with `workchain`.
                 */
                shard?: components["parameters"]["Shard"];
                /** @description Block seqno; meaningful together with `workchain` and `shard`. */
                seqno?: components["parameters"]["BlockSeqno"];
                /** @description Masterchain block seqno (see the operation description for what it matches). */
                mc_seqno?: components["parameters"]["McSeqno"];
                /** @description Account address(es), repeated key. */
                account?: components["schemas"]["AddressInput"][];
                /** @description Transaction hash. */
                hash?: components["schemas"]["HashInput"];
                /** @description Exact transaction logical time. */
                lt?: number;
                /** @description Lower bound (inclusive) on the unix time named in the operation description. */
                start_utime?: components["parameters"]["StartUtime"];
                /** @description Upper bound (inclusive) on the unix time named in the operation description. */
                end_utime?: components["parameters"]["EndUtime"];
                /** @description Lower bound (inclusive) on the logical time named in the operation description. */
                start_lt?: components["parameters"]["StartLt"];
                /** @description Upper bound (inclusive) on the logical time named in the operation description. */
                end_lt?: components["parameters"]["EndLt"];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching transactions and the address book of the addresses they touch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["McBlockNotFound"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getTransactionsByMasterchainBlock: {
        parameters: {
            query: {
                /** @description Masterchain block seqno. */
                seqno: components["parameters"]["McSeqnoRequired"];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Transactions committed by the block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["McBlockNotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getTransactionsByMessage: {
        parameters: {
            query?: {
                /** @description Message hash(es), matched against both the hash and the normalised external-in hash. */
                msg_hash?: components["schemas"]["HashInput"][];
                /** @description Hash of the message body cell. */
                body_hash?: components["schemas"]["HashInput"];
                /** @description Message opcode (D10). */
                opcode?: components["schemas"]["OpcodeInput"];
                /** @description `in`: the transaction that received the message; `out`: the one that sent it. */
                direction?: "in" | "out";
                /** @description Only messages from this address, or the literal `null` for external-in messages. */
                source?: components["schemas"]["AddressInput"] | "null";
                /** @description Only messages to this address, or the literal `null` for external-out messages. */
                destination?: components["schemas"]["AddressInput"] | "null";
                /** @description Drop external-in messages. */
                exclude_externals?: boolean;
                /** @description Keep only external-in messages. */
                only_externals?: boolean;
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAdjacentTransactions: {
        parameters: {
            query: {
                /** @description Transaction hash. */
                hash: components["schemas"]["HashInput"];
                /** @description `in`: parent; `out`: children; absent: both. */
                direction?: "in" | "out";
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Adjacent transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No adjacent transaction is indexed. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getPendingTransactions: {
        parameters: {
            query: {
                /** @description Account address(es), repeated key; at least one. */
                account: components["schemas"]["AddressInput"][];
                /** @description Restrict to these trace ids. */
                trace_id?: components["schemas"]["HashInput"][];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMessages: {
        parameters: {
            query?: {
                /** @description Message hash(es), matched against both the hash and the normalised external-in hash. */
                msg_hash?: components["schemas"]["HashInput"][];
                /**
                 * @deprecated
                 * @description Deprecated single-value alias of `msg_hash`, used only when `msg_hash` is absent.
                 */
                hash?: components["schemas"]["HashInput"];
                /** @description Hash of the message body cell. */
                body_hash?: components["schemas"]["HashInput"];
                /** @description Sender address, or the literal `null` for external-in messages. */
                source?: components["schemas"]["AddressInput"] | "null";
                /** @description Receiver address, or the literal `null` for external-out messages. */
                destination?: components["schemas"]["AddressInput"] | "null";
                /** @description Message opcode (D10). */
                opcode?: components["schemas"]["OpcodeInput"];
                /** @description Lower bound (inclusive) on the unix time named in the operation description. */
                start_utime?: components["parameters"]["StartUtime"];
                /** @description Upper bound (inclusive) on the unix time named in the operation description. */
                end_utime?: components["parameters"]["EndUtime"];
                /** @description Lower bound (inclusive) on the logical time named in the operation description. */
                start_lt?: components["parameters"]["StartLt"];
                /** @description Upper bound (inclusive) on the logical time named in the operation description. */
                end_lt?: components["parameters"]["EndLt"];
                /** @description `in` or `out` (see description). */
                direction?: "in" | "out";
                /** @description Drop external-in messages. */
                exclude_externals?: boolean;
                /** @description Keep only external-in messages. */
                only_externals?: boolean;
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAccountStates: {
        parameters: {
            query?: {
                /** @description Account address(es), repeated key; 1–1000. */
                address?: components["schemas"]["AddressInput"][];
                /** @description Include `code_boc` and `data_boc`. */
                include_boc?: boolean;
                /** @description Code hash(es), repeated key; keeps the accounts whose code has one of them. With `address`, both apply. */
                code_hash?: components["schemas"]["HashInput"][];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account states. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountStatesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getWalletStates: {
        parameters: {
            query?: {
                /** @description Account address(es), repeated key; 1–1000. */
                address?: components["schemas"]["AddressInput"][];
                /** @description Code hash(es), repeated key; keeps the accounts whose code has one of them. With `address`, both apply. */
                code_hash?: components["schemas"]["HashInput"][];
                /** @description Accepted as upstream accepts it; wallet states carry no BOC, so it changes nothing. */
                include_boc?: boolean;
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Wallet states. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletStatesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAddressBook: {
        parameters: {
            query: {
                /** @description Addresses in any form (repeated key); 1–1024. Echoed verbatim as response keys. */
                address: string[];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Address book keyed by the input strings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressBook"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description No address given, or more than 1024. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMetadata: {
        parameters: {
            query: {
                /** @description Address(es), repeated key; 1–1024. */
                address: components["schemas"]["AddressInput"][];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metadata keyed by raw address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Metadata"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description No address given, more than 1024, or a malformed address. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAccountStateAt: {
        parameters: {
            query: {
                /** @description Account address. */
                address: components["schemas"]["AddressInput"];
                /** @description Masterchain block seqno; the state is as of the end of that block. */
                mc_seqno?: number;
                /** @description Unix time; the state is as of the last masterchain block generated at or before it. */
                utime?: number;
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's state as of that masterchain block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountStateAt"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The index does not hold the masterchain block (or time), or cannot tell the account's state there (see the description). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getBalanceHistory: {
        parameters: {
            query: {
                /** @description Account address. */
                address: components["schemas"]["AddressInput"];
                /** @description Lower bound (inclusive) on the unix time named in the operation description. */
                start_utime?: components["parameters"]["StartUtime"];
                /** @description Upper bound (inclusive) on the unix time named in the operation description. */
                end_utime?: components["parameters"]["EndUtime"];
                /** @description Lower bound (inclusive) on the logical time named in the operation description. */
                start_lt?: components["parameters"]["StartLt"];
                /** @description Upper bound (inclusive) on the logical time named in the operation description. */
                end_lt?: components["parameters"]["EndLt"];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance changes, in `lt` order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getTopAccountsByBalance: {
        parameters: {
            query?: {
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accounts by balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountBalance"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getActions: {
        parameters: {
            query?: {
                /** @description Account involved in the action. */
                account?: components["schemas"]["AddressInput"];
                /** @description Transaction hash(es) the action contains. */
                tx_hash?: components["schemas"]["HashInput"][];
                /** @description Message hash(es) of the action's transactions. */
                msg_hash?: components["schemas"]["HashInput"][];
                /** @description Action id(s); overrides every other filter. */
                action_id?: components["schemas"]["HashInput"][];
                /** @description Trace id(s). */
                trace_id?: components["schemas"]["HashInput"][];
                /** @description Masterchain block seqno (see the operation description for what it matches). */
                mc_seqno?: components["parameters"]["McSeqno"];
                /** @description Lower bound (inclusive) on the unix time named in the operation description. */
                start_utime?: components["parameters"]["StartUtime"];
                /** @description Upper bound (inclusive) on the unix time named in the operation description. */
                end_utime?: components["parameters"]["EndUtime"];
                /** @description Lower bound (inclusive) on the logical time named in the operation description. */
                start_lt?: components["parameters"]["StartLt"];
                /** @description Upper bound (inclusive) on the logical time named in the operation description. */
                end_lt?: components["parameters"]["EndLt"];
                /** @description Include only these types (names; any `[A-Za-z0-9_.]+` is accepted). */
                action_type?: string[];
                /** @description Exclude these types. */
                exclude_action_type?: string[];
                /**
                 * @description Action types the client understands (repeated key). Accepts type names and the shortcuts
                 *     `v1`…`v4`, `latest`, `staking`, `jettons`, `nft`, `nft.v3`, `dns`, `dns.v2`, `multisig`,
                 *     `vesting`, `evaa`, `jvault`, `coffee`, `layerzero`, `cocoon`, `tgbtc`. `v1` is always
                 *     added; absent means `latest`. An action is shown only if its type is supported and no
                 *     ancestor action's type is supported (a v1 client sees the underlying transfers of an
                 *     `nft_purchase` instead of the purchase).
                 */
                supported_action_types?: components["parameters"]["SupportedActionTypes"];
                /** @description Add `accounts` to each action. */
                include_accounts?: boolean;
                /** @description Add `transactions_full` to each action. */
                include_transactions?: boolean;
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The action types the client understands, as one `supported_action_types` value (a shortcut such
                 *     as `v3` or `latest`, or a type name); when sent it replaces `supported_action_types`, as upstream
                 *     does (D33).
                 */
                "X-Actions-Version"?: components["parameters"]["ActionsVersion"];
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Actions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["McBlockNotFound"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getTraces: {
        parameters: {
            query?: {
                /** @description Traces containing a transaction of this account. */
                account?: components["schemas"]["AddressInput"];
                /** @description Trace id(s). */
                trace_id?: components["schemas"]["HashInput"][];
                /** @description Traces containing these transaction(s). */
                tx_hash?: components["schemas"]["HashInput"][];
                /** @description Traces containing these message(s) (hash or normalised external hash). */
                msg_hash?: components["schemas"]["HashInput"][];
                /** @description Masterchain block seqno (see the operation description for what it matches). */
                mc_seqno?: components["parameters"]["McSeqno"];
                /** @description Lower bound (inclusive) on the unix time named in the operation description. */
                start_utime?: components["parameters"]["StartUtime"];
                /** @description Upper bound (inclusive) on the unix time named in the operation description. */
                end_utime?: components["parameters"]["EndUtime"];
                /** @description Lower bound (inclusive) on the logical time named in the operation description. */
                start_lt?: components["parameters"]["StartLt"];
                /** @description Upper bound (inclusive) on the logical time named in the operation description. */
                end_lt?: components["parameters"]["EndLt"];
                /** @description Inline each trace's actions. */
                include_actions?: boolean;
                /**
                 * @description Action types the client understands (repeated key). Accepts type names and the shortcuts
                 *     `v1`…`v4`, `latest`, `staking`, `jettons`, `nft`, `nft.v3`, `dns`, `dns.v2`, `multisig`,
                 *     `vesting`, `evaa`, `jvault`, `coffee`, `layerzero`, `cocoon`, `tgbtc`. `v1` is always
                 *     added; absent means `latest`. An action is shown only if its type is supported and no
                 *     ancestor action's type is supported (a v1 client sees the underlying transfers of an
                 *     `nft_purchase` instead of the purchase).
                 */
                supported_action_types?: components["parameters"]["SupportedActionTypes"];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The action types the client understands, as one `supported_action_types` value (a shortcut such
                 *     as `v3` or `latest`, or a type name); when sent it replaces `supported_action_types`, as upstream
                 *     does (D33).
                 */
                "X-Actions-Version"?: components["parameters"]["ActionsVersion"];
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Traces. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TracesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["McBlockNotFound"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getEvents: {
        parameters: {
            query?: {
                /** @description Traces containing a transaction of this account. */
                account?: components["schemas"]["AddressInput"];
                /** @description Trace id(s). */
                trace_id?: components["schemas"]["HashInput"][];
                /** @description Traces containing these transaction(s). */
                tx_hash?: components["schemas"]["HashInput"][];
                /** @description Traces containing these message(s) (hash or normalised external hash). */
                msg_hash?: components["schemas"]["HashInput"][];
                /** @description Masterchain block seqno (see the operation description for what it matches). */
                mc_seqno?: components["parameters"]["McSeqno"];
                /** @description Lower bound (inclusive) on the unix time named in the operation description. */
                start_utime?: components["parameters"]["StartUtime"];
                /** @description Upper bound (inclusive) on the unix time named in the operation description. */
                end_utime?: components["parameters"]["EndUtime"];
                /** @description Lower bound (inclusive) on the logical time named in the operation description. */
                start_lt?: components["parameters"]["StartLt"];
                /** @description Upper bound (inclusive) on the logical time named in the operation description. */
                end_lt?: components["parameters"]["EndLt"];
                /** @description Inline each trace's actions. */
                include_actions?: boolean;
                /**
                 * @description Action types the client understands (repeated key). Accepts type names and the shortcuts
                 *     `v1`…`v4`, `latest`, `staking`, `jettons`, `nft`, `nft.v3`, `dns`, `dns.v2`, `multisig`,
                 *     `vesting`, `evaa`, `jvault`, `coffee`, `layerzero`, `cocoon`, `tgbtc`. `v1` is always
                 *     added; absent means `latest`. An action is shown only if its type is supported and no
                 *     ancestor action's type is supported (a v1 client sees the underlying transfers of an
                 *     `nft_purchase` instead of the purchase).
                 */
                supported_action_types?: components["parameters"]["SupportedActionTypes"];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The action types the client understands, as one `supported_action_types` value (a shortcut such
                 *     as `v3` or `latest`, or a type name); when sent it replaces `supported_action_types`, as upstream
                 *     does (D33).
                 */
                "X-Actions-Version"?: components["parameters"]["ActionsVersion"];
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Traces. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TracesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["McBlockNotFound"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getBalanceChanges: {
        parameters: {
            query?: {
                /** @description Trace id. */
                trace_id?: components["schemas"]["HashInput"];
                /** @description Action id; with `trace_id`, the action must belong to that trace. */
                action_id?: components["schemas"]["HashInput"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balance changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceChanges"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The trace or the action is not in the index. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter failed validation (see the examples). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getPendingActions: {
        parameters: {
            query?: {
                /** @description Account involved in the pending actions. */
                account?: components["schemas"]["AddressInput"];
                /** @description Hash(es) of the external messages (hash or normalised hash). */
                ext_msg_hash?: components["schemas"]["HashInput"][];
                /**
                 * @description Action types the client understands (repeated key). Accepts type names and the shortcuts
                 *     `v1`…`v4`, `latest`, `staking`, `jettons`, `nft`, `nft.v3`, `dns`, `dns.v2`, `multisig`,
                 *     `vesting`, `evaa`, `jvault`, `coffee`, `layerzero`, `cocoon`, `tgbtc`. `v1` is always
                 *     added; absent means `latest`. An action is shown only if its type is supported and no
                 *     ancestor action's type is supported (a v1 client sees the underlying transfers of an
                 *     `nft_purchase` instead of the purchase).
                 */
                supported_action_types?: components["parameters"]["SupportedActionTypes"];
                /** @description Add `transactions_full` to each action. */
                include_transactions?: boolean;
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The action types the client understands, as one `supported_action_types` value (a shortcut such
                 *     as `v3` or `latest`, or a type name); when sent it replaces `supported_action_types`, as upstream
                 *     does (D33).
                 */
                "X-Actions-Version"?: components["parameters"]["ActionsVersion"];
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending actions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getPendingTraces: {
        parameters: {
            query?: {
                /** @description Account involved in the pending traces. */
                account?: components["schemas"]["AddressInput"];
                /** @description Hash(es) of the external messages (hash or normalised hash). */
                ext_msg_hash?: components["schemas"]["HashInput"][];
                /**
                 * @description Action types the client understands (repeated key). Accepts type names and the shortcuts
                 *     `v1`…`v4`, `latest`, `staking`, `jettons`, `nft`, `nft.v3`, `dns`, `dns.v2`, `multisig`,
                 *     `vesting`, `evaa`, `jvault`, `coffee`, `layerzero`, `cocoon`, `tgbtc`. `v1` is always
                 *     added; absent means `latest`. An action is shown only if its type is supported and no
                 *     ancestor action's type is supported (a v1 client sees the underlying transfers of an
                 *     `nft_purchase` instead of the purchase).
                 */
                supported_action_types?: components["parameters"]["SupportedActionTypes"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The action types the client understands, as one `supported_action_types` value (a shortcut such
                 *     as `v3` or `latest`, or a type name); when sent it replaces `supported_action_types`, as upstream
                 *     does (D33).
                 */
                "X-Actions-Version"?: components["parameters"]["ActionsVersion"];
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending traces. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TracesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getJettonMasters: {
        parameters: {
            query?: {
                /** @description Jetton master address(es). */
                address?: components["schemas"]["AddressInput"][];
                /** @description Admin address(es). */
                admin_address?: components["schemas"]["AddressInput"][];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Jetton masters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonMastersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getJettonWallets: {
        parameters: {
            query?: {
                /** @description Jetton wallet address(es). */
                address?: components["schemas"]["AddressInput"][];
                /** @description Owner address(es). */
                owner_address?: components["schemas"]["AddressInput"][];
                /** @description Jetton master address(es); more than one requires exactly one `owner_address`. */
                jetton_address?: components["schemas"]["AddressInput"][];
                /** @description Drop wallets with zero balance. */
                exclude_zero_balance?: boolean;
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /** @description Order by balance in this direction (no default; see description). */
                sort?: "asc" | "desc";
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Jetton wallets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonWalletsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getJettonTransfers: {
        parameters: {
            query?: {
                /** @description Owner address(es) of the sending or receiving side. */
                owner_address?: components["schemas"]["AddressInput"][];
                /**
                 * @deprecated
                 * @description Deprecated single-value alias of `owner_address`.
                 */
                address?: components["schemas"]["AddressInput"];
                /** @description Sender jetton wallet address(es). */
                jetton_wallet?: components["schemas"]["AddressInput"][];
                /** @description Jetton master address. */
                jetton_master?: components["schemas"]["AddressInput"];
                /** @description With `owner_address` only: `in` = received, `out` = sent, `both` (default) = either. */
                direction?: "in" | "out" | "both";
                /** @description Lower bound (inclusive) on the unix time named in the operation description. */
                start_utime?: components["parameters"]["StartUtime"];
                /** @description Upper bound (inclusive) on the unix time named in the operation description. */
                end_utime?: components["parameters"]["EndUtime"];
                /** @description Lower bound (inclusive) on the logical time named in the operation description. */
                start_lt?: components["parameters"]["StartLt"];
                /** @description Upper bound (inclusive) on the logical time named in the operation description. */
                end_lt?: components["parameters"]["EndLt"];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Jetton transfers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonTransfersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getJettonBurns: {
        parameters: {
            query?: {
                /** @description Owner address(es). */
                owner_address?: components["schemas"]["AddressInput"][];
                /**
                 * @deprecated
                 * @description Deprecated single-value alias of `owner_address`.
                 */
                address?: components["schemas"]["AddressInput"];
                /** @description Jetton wallet address(es). */
                jetton_wallet?: components["schemas"]["AddressInput"][];
                /** @description Jetton master address. */
                jetton_master?: components["schemas"]["AddressInput"];
                /** @description Lower bound (inclusive) on the unix time named in the operation description. */
                start_utime?: components["parameters"]["StartUtime"];
                /** @description Upper bound (inclusive) on the unix time named in the operation description. */
                end_utime?: components["parameters"]["EndUtime"];
                /** @description Lower bound (inclusive) on the logical time named in the operation description. */
                start_lt?: components["parameters"]["StartLt"];
                /** @description Upper bound (inclusive) on the logical time named in the operation description. */
                end_lt?: components["parameters"]["EndLt"];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Jetton burns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonBurnsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getJettonBalanceHistory: {
        parameters: {
            query?: {
                /** @description Owner address; its jetton wallets' changes, merged in `lt` order. */
                owner_address?: components["schemas"]["AddressInput"];
                /** @description Jetton wallet address. */
                jetton_wallet?: components["schemas"]["AddressInput"];
                /** @description Jetton master address; with `owner_address` only. */
                jetton_address?: components["schemas"]["AddressInput"];
                /** @description Lower bound (inclusive) on the unix time named in the operation description. */
                start_utime?: components["parameters"]["StartUtime"];
                /** @description Upper bound (inclusive) on the unix time named in the operation description. */
                end_utime?: components["parameters"]["EndUtime"];
                /** @description Lower bound (inclusive) on the logical time named in the operation description. */
                start_lt?: components["parameters"]["StartLt"];
                /** @description Upper bound (inclusive) on the logical time named in the operation description. */
                end_lt?: components["parameters"]["EndLt"];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance changes, in `lt` order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonBalanceHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getNftCollections: {
        parameters: {
            query?: {
                /** @description Collection address(es). */
                collection_address?: components["schemas"]["AddressInput"][];
                /** @description Collection owner address(es). */
                owner_address?: components["schemas"]["AddressInput"][];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description NFT collections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftCollectionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getNftItems: {
        parameters: {
            query?: {
                /** @description Item address(es). */
                address?: components["schemas"]["AddressInput"][];
                /** @description Owner address(es). */
                owner_address?: components["schemas"]["AddressInput"][];
                /** @description Collection address(es); more than one requires exactly one `owner_address`. */
                collection_address?: components["schemas"]["AddressInput"][];
                /** @description Item index(es) within the collection, decimal; requires `collection_address`. */
                index?: string[];
                /** @description Let `owner_address` match the real owner of items on sale. */
                include_on_sale?: boolean;
                /** @description Order by last transaction, newest first. */
                sort_by_last_transaction_lt?: boolean;
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description NFT items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftItemsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getNftTransfers: {
        parameters: {
            query?: {
                /** @description Old or new owner address(es). */
                owner_address?: components["schemas"]["AddressInput"][];
                /**
                 * @deprecated
                 * @description Deprecated single-value alias of `owner_address`.
                 */
                address?: components["schemas"]["AddressInput"];
                /** @description NFT item address(es). */
                item_address?: components["schemas"]["AddressInput"][];
                /** @description Collection address. */
                collection_address?: components["schemas"]["AddressInput"];
                /** @description With `owner_address` only: `in` = received, `out` = sent, `both` (default) = either. */
                direction?: "in" | "out" | "both";
                /** @description Lower bound (inclusive) on the unix time named in the operation description. */
                start_utime?: components["parameters"]["StartUtime"];
                /** @description Upper bound (inclusive) on the unix time named in the operation description. */
                end_utime?: components["parameters"]["EndUtime"];
                /** @description Lower bound (inclusive) on the logical time named in the operation description. */
                start_lt?: components["parameters"]["StartLt"];
                /** @description Upper bound (inclusive) on the logical time named in the operation description. */
                end_lt?: components["parameters"]["EndLt"];
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Opaque position in this list, the `next_cursor` of the previous page of the same query: the page is the rows
                 *     after that page's last row in the list's order (keyset pagination, DECISIONS.md, D36). Rows written while a
                 *     client walks a list neither repeat nor shift a page, unlike `offset`. The cursor belongs to the operation, its
                 *     filters and `sort` it was given for; `limit` may change between pages. A malformed cursor is 422
                 *     `cursor is malformed`, a cursor of another query 422 `cursor belongs to another query`, and a cursor with an
                 *     `offset` other than 0 is 422 `cursor and offset are mutually exclusive`.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description NFT transfers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftTransfersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getNftSales: {
        parameters: {
            query: {
                /** @description Sale or auction contract address(es), any form. */
                address: components["schemas"]["AddressInput"][];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
                /** @description The `X-No-Metadata` header as a query parameter, for clients that cannot set headers. */
                x_no_metadata?: components["parameters"]["NoMetadataQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
                /**
                 * @description `true` answers an empty `metadata` (`{}`) without reading token metadata; `x_no_metadata` in the
                 *     query string is the same switch (the header wins). Upstream honours both.
                 */
                "X-No-Metadata"?: components["parameters"]["NoMetadata"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching sales and auctions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftSalesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getDnsRecords: {
        parameters: {
            query?: {
                /** @description Address the domains resolve to. */
                wallet?: components["schemas"]["AddressInput"];
                /** @description Exact domain, e.g. `foundation.ton`, `user.t.me`. */
                domain?: string;
                /** @description Maximum number of records (1–1000, default 100). */
                limit?: number;
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description DNS records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecordsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMultisigWallets: {
        parameters: {
            query?: {
                /** @description Multisig address(es). */
                address?: components["schemas"]["AddressInput"][];
                /** @description Signer or proposer address(es). */
                wallet_address?: components["schemas"]["AddressInput"][];
                /** @description Attach each multisig's orders. */
                include_orders?: boolean;
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Multisig wallets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultisigResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMultisigOrders: {
        parameters: {
            query?: {
                /** @description Order address(es). */
                address?: components["schemas"]["AddressInput"][];
                /** @description Multisig address(es). */
                multisig_address?: components["schemas"]["AddressInput"][];
                /** @description Decode the order's actions. */
                parse_actions?: boolean;
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Multisig orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultisigOrderResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getVestingContracts: {
        parameters: {
            query?: {
                /** @description Vesting contract address(es). */
                contract_address?: components["schemas"]["AddressInput"][];
                /** @description Owner, sender or (with `check_whitelist`) whitelisted address(es). */
                wallet_address?: components["schemas"]["AddressInput"][];
                /** @description Also match whitelisted wallets. */
                check_whitelist?: boolean;
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /** @description The `X-Timeout` header as a query parameter, for clients that cannot set headers. */
                x_timeout?: components["parameters"]["TimeoutQuery"];
                /** @description The `X-No-Address-Book` header as a query parameter, for clients that cannot set headers. */
                x_no_address_book?: components["parameters"]["NoAddressBookQuery"];
            };
            header?: {
                /**
                 * @description The request's time budget in milliseconds. A budget below the deployment's query timeout
                 *     (3000 ms by default) answers 504 `timeout: context deadline exceeded` once spent; a larger
                 *     one is capped at the deployment's (upstream caps it at 3000). `x_timeout` in the query string
                 *     is the same setting (the header wins).
                 */
                "X-Timeout"?: components["parameters"]["Timeout"];
                /**
                 * @description `true` answers an empty `address_book` (`{}`) without looking the addresses up, for clients that
                 *     do not read it; `x_no_address_book` in the query string is the same switch (the header wins).
                 *     Upstream honours both.
                 */
                "X-No-Address-Book"?: components["parameters"]["NoAddressBook"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vesting contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VestingContractsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    decodeGet: {
        parameters: {
            query?: {
                /** @description Opcodes to name (repeated key). */
                opcodes?: components["schemas"]["OpcodeInput"][];
                /** @description Bodies to decode, base64 or hex BoC (repeated key). */
                bodies?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Decoded opcodes and bodies, in input order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecodeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            /** @description Too many entries or a malformed opcode. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    decodePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Opcodes and bodies to decode. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecodeRequest"];
            };
        };
        responses: {
            /** @description Decoded opcodes and bodies, in input order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecodeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Too many entries or a malformed opcode. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAddressInformation: {
        parameters: {
            query: {
                /** @description Account address. */
                address: components["schemas"]["AddressInput"];
                /** @description Answer from the liteserver-backed API instead of the index. */
                use_v2?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2AddressInformation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getAccount: {
        parameters: {
            query: {
                /** @description Account address. */
                address: components["schemas"]["AddressInput"];
                /** @description Answer from the liteserver-backed API instead of the index. */
                use_v2?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2AddressInformation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getWalletInformation: {
        parameters: {
            query: {
                /** @description Wallet address. */
                address: components["schemas"]["AddressInput"];
                /** @description Answer from the liteserver-backed API instead of the index. */
                use_v2?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Wallet information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2WalletInformation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The account is not a standard wallet. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getWallet: {
        parameters: {
            query: {
                /** @description Wallet address. */
                address: components["schemas"]["AddressInput"];
                /** @description Answer from the liteserver-backed API instead of the index. */
                use_v2?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Wallet information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2WalletInformation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The account is not a standard wallet. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter failed validation (see the examples), or an unknown query parameter was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The external message. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2SendMessageRequest"];
            };
        };
        responses: {
            /** @description Message accepted for broadcast. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2SendMessageResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Missing or malformed BoC, or an unknown body field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description The network refused the message. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["LiteserverTimeout"];
        };
    };
    estimateFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The message to estimate. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2EstimateFeeRequest"];
            };
        };
        responses: {
            /** @description Fee estimate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2EstimateFeeResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Malformed address or body, or an unknown body field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["LiteserverTimeout"];
        };
    };
    runGetMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Account, method and arguments. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["V2RunGetMethodRequest"];
            };
        };
        responses: {
            /** @description Get-method result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2RunGetMethodResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Missing address/method, malformed address, or an unsupported stack entry. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            504: components["responses"]["LiteserverTimeout"];
        };
    };
    emulateTrace: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The action types the client understands, as one `supported_action_types` value (a shortcut such
                 *     as `v3` or `latest`, or a type name); when sent it replaces `supported_action_types`, as upstream
                 *     does (D33).
                 */
                "X-Actions-Version"?: components["parameters"]["ActionsVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The message to emulate and what to answer. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmulateTraceRequest"];
            };
        };
        responses: {
            /** @description The emulated trace. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmulateTraceResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `mc_block_seqno` names a masterchain block the liteservers do not hold. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The body failed validation, or the message cannot be emulated: not a bag of cells, not a message,
             *     not an external inbound message, not accepted by its destination (a bad signature or seqno, an
             *     account without code: the text names the reason), or one the emulator itself fails on (`the
             *     emulator cannot run this message: …`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            /** @description The emulation did not finish within its 10 s budget, or a liteserver did not answer in time. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Maximum number of webhooks to return (1–100, default 100). */
                limit?: number;
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key's webhooks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            401: components["responses"]["WebhookUnauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A parameter failed validation, or an unknown query parameter was sent (strict deployments, D3). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The webhook, its URL and filters. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookCreateRequest"];
            };
        };
        responses: {
            /** @description The new webhook and its signing secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            401: components["responses"]["WebhookUnauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The body failed validation (an unknown field included), the URL is not allowed, or a per-key limit is reached. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getWebhook: {
        parameters: {
            query: {
                /** @description The webhook's id. */
                id: components["schemas"]["WebhookId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            401: components["responses"]["WebhookUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            /** @description `id` is missing or not a uuid. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The webhook's id and the fields to replace. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookUpdateRequest"];
            };
        };
        responses: {
            /** @description The webhook as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            401: components["responses"]["WebhookUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            /** @description The body failed validation (an unknown field included), the URL is not allowed, or a per-key limit is reached. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The webhook to delete. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookIdRequest"];
            };
        };
        responses: {
            /** @description The webhook is deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeleted"];
                };
            };
            401: components["responses"]["WebhookUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            /** @description `id` is missing or not a uuid, or an unknown body field was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    pauseWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The webhook to pause. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookIdRequest"];
            };
        };
        responses: {
            /** @description The webhook, paused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            401: components["responses"]["WebhookUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            /** @description `id` is missing or not a uuid, or an unknown body field was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    resumeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The webhook to resume. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookIdRequest"];
            };
        };
        responses: {
            /** @description The webhook, resumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            401: components["responses"]["WebhookUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            /** @description `id` is missing or not a uuid, or an unknown body field was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The webhook whose secret to rotate. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookIdRequest"];
            };
        };
        responses: {
            /** @description The new secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretRotated"];
                };
            };
            401: components["responses"]["WebhookUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            /** @description `id` is missing or not a uuid, or an unknown body field was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The webhook to test. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookIdRequest"];
            };
        };
        responses: {
            /** @description The test delivery and its outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            401: components["responses"]["WebhookUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            /** @description `id` is missing or not a uuid, or an unknown body field was sent. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getWebhookDeliveries: {
        parameters: {
            query: {
                /** @description The webhook's id. */
                id: components["schemas"]["WebhookId"];
                /** @description Only deliveries with this status. */
                status?: "queued" | "delivered" | "failed";
                /** @description Maximum number of deliveries to return (1–1000, default 100). */
                limit?: number;
                /** @description Number of records to skip (default 0, at most 2147483647). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook's deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveries"];
                };
            };
            401: components["responses"]["WebhookUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            /** @description A parameter failed validation, or an unknown query parameter was sent (strict deployments, D3). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    replayWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The webhook and what to replay. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookReplayRequest"];
            };
        };
        responses: {
            /** @description How many deliveries were queued again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReplayResult"];
                };
            };
            401: components["responses"]["WebhookUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            /** @description The body failed validation (neither form or both, a malformed position, an unknown field). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
}
