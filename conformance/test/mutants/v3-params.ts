// Mutants of one area (see ../mutants.ts): each a single realistic bug and the check that must catch it.
import type { Mutant } from './support.ts';

export const V3_PARAMS_MUTANTS: Mutant[] = [];
