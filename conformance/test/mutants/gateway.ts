// Mutants of one area (see ../mutants.ts): each a single realistic bug and the check that must catch it.
import type { Mutant } from './support.ts';

export const GATEWAY_MUTANTS: Mutant[] = [];
