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
         *     with the lowest (`first`). An empty index is a 500: the operation has no meaningful
         *     answer before the first block is indexed.
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
         *     restricts to the receiving (`in`) or sending (`out`) transaction. A list is returned because
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
        BlocksResponse: {
            blocks: components["schemas"]["Block"][];
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
         *     that occur in the records; in `/addressBook` they are the caller's input strings verbatim.
         *     `{}` when empty or suppressed.
         */
        AddressBook: {
            [key: string]: components["schemas"]["AddressBookRow"];
        };
        TransactionsResponse: {
            transactions: components["schemas"]["Transaction"][];
            /** @description Covers every transaction's account, `in_msg.source` and every `out_msgs[].destination`. */
            address_book: components["schemas"]["AddressBook"];
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
            extra?: Record<string, never>;
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
        /** @description The database statement exceeded the server's query timeout (DECISIONS.md, D6). */
        GatewayTimeout: {
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
        /** @description The deployment does not run the service this operation needs (DECISIONS.md, D12). */
        NotImplemented: {
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
        /** @description Number of records to skip (default 0). Negative values are rejected with 422. */
        Offset: number;
        /**
         * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
         *     names the ordering columns. Any other value is rejected with 422.
         */
        Sort: "asc" | "desc";
        /** @description Masterchain block seqno. */
        McSeqnoRequired: number;
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
                /** @description Number of records to skip (default 0). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
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
            504: components["responses"]["GatewayTimeout"];
        };
    };
    getMasterchainBlockShardState: {
        parameters: {
            query: {
                /** @description Masterchain block seqno. */
                seqno: components["parameters"]["McSeqnoRequired"];
            };
            header?: never;
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
                /** @description Number of records to skip (default 0). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
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
                /** @description Number of records to skip (default 0). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
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
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
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
                /** @description Number of records to skip (default 0). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
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
                /**
                 * @description Maximum number of records to return (1–1000, default 10). Values outside the range are
                 *     rejected with 422 (DECISIONS.md, D4).
                 */
                limit?: components["parameters"]["Limit"];
                /** @description Number of records to skip (default 0). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
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
            };
            header?: never;
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
            };
            header?: never;
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
                /** @description Number of records to skip (default 0). Negative values are rejected with 422. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Sort direction, `asc` or `desc` (default `desc`: newest first). The operation's description
                 *     names the ordering columns. Any other value is rejected with 422.
                 */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
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
            504: components["responses"]["GatewayTimeout"];
        };
    };
}
