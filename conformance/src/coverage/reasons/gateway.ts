// Cells of the coverage matrix in this area that no semantic oracle covers, each with why (see ../reasons.ts).
export const REASONS: Array<[pattern: string, reason: string]> = [];
