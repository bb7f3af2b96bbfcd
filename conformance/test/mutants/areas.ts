// The mutant tables of each area, in one list (../mutants.ts adds them to its own).
import { GATEWAY_MUTANTS } from './gateway.ts';
import { RESUME_MUTANTS } from './resume.ts';
import { STATUS_MUTANTS } from './status.ts';
import { STREAMING_MUTANTS } from './streaming.ts';
import { V2_CHAIN_MUTANTS } from './v2-chain.ts';
import { V3_PARAMS_MUTANTS } from './v3-params.ts';
import { WEBHOOK_MUTANTS } from './webhooks.ts';
import type { Mutant } from './support.ts';

export const AREA_MUTANTS: Mutant[] = [
  ...V2_CHAIN_MUTANTS,
  ...V3_PARAMS_MUTANTS,
  ...STREAMING_MUTANTS,
  ...RESUME_MUTANTS,
  ...GATEWAY_MUTANTS,
  ...STATUS_MUTANTS,
  ...WEBHOOK_MUTANTS,
];
