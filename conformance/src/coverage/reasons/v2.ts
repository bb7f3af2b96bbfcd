// Cells of the coverage matrix in this area that no semantic oracle covers, each with why (see ../reasons.ts).
//
// Not a cell, so not listed: the response header `X-Served-From: index` (v2 D34), which marks history a pruned
// liteserver answered "not in db" for and the deployment's index answered instead. The suite cannot judge that
// fallback on a server it is given: it cannot make that deployment's liteservers prune, so it cannot tell which
// answers should come from the index, and an answer from the index is by design the same objects as the
// liteserver's, which the operations' own cases already judge. The reference server's
// server/test/v2-history-from-index.test.ts prunes the local network's liteserver and compares the two.
export const REASONS: Array<[pattern: string, reason: string]> = [
  [
    'v2 getLibraries libraries *',
    "a library is looked up only where the target holds one: the case proves `libraries` with the library an account's code refers to (mainnet and testnet jetton wallets, for one); a network where no account's code is a library cell (the local network publishes none) offers nothing to look up, and an unknown hash answering nothing proves nothing about the parameter",
  ],
];
