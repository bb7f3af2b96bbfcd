// Cells of the coverage matrix in this area that no semantic oracle covers, each with why (see ../reasons.ts).
export const REASONS: Array<[pattern: string, reason: string]> = [
  [
    'v2 getLibraries libraries *',
    "a library is looked up only where the target holds one: the case proves `libraries` with the library an account's code refers to (mainnet and testnet jetton wallets, for one); a network where no account's code is a library cell (the local network publishes none) offers nothing to look up, and an unknown hash answering nothing proves nothing about the parameter",
  ],
];
