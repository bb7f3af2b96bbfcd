// Cells of the coverage matrix in this area that no semantic oracle covers, each with why (see ../reasons.ts).
export const REASONS: Array<[pattern: string, reason: string]> = [
  [
    'streaming trace_invalidated * *',
    'trace_invalidated is sent only when a pending trace is dropped without its message being included (S12): ' +
      'the index expires an emulation 10 minutes after it was made, and a message the suite sends that emulates ' +
      'correctly is included within seconds, so no run within its time budget can make one and prove its fields',
  ],
];
