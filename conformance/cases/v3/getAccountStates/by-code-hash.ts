import type { CaseDef } from '../../../src/case.ts';
import { codeHashFilter } from '../../../src/semantics/code-hash.ts';

export default {
  description:
    "code_hash keeps the accounts whose code has that hash on chain (a wallet's lists the wallet, never a contract); with address both filters apply",
  mode: 'schema-only',
  covers: ['code_hash'],
  run: (ctx) => codeHashFilter(ctx, 'accounts'),
} satisfies CaseDef<'v3', 'getAccountStates'>;
