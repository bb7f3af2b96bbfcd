/**
 * Vitest setup: every test file runs with the library adapters installed, by name, as every process entry installs
 * them (server/bin/server.ts, indexer/bin/indexer.ts, devnet/bin/devnet.ts). The tests start local networks,
 * indexers and servers in their own process, some fifty files of them; on the libraries' own functions those take
 * about 1.5 times as long (a devnet test file: 6.4 s → 9.7 s) for the same results. Installing here once keeps the
 * tests on the code the processes run without an install line in each of those files.
 *
 * The adapters' own tests do not rest on this: tlb/test/core-speedups.test.ts and server/test/v3/pg-adapter.test.ts
 * compare each adapter installed and uninstalled against the library's own functions, and
 * stack/test/adapters.test.ts checks in a process of its own that importing the modules installs nothing.
 */
import { installPgAdaptations } from '../../server/src/v3/queries/adapters/pg.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';

installTonCoreSpeedups();
installPgAdaptations();
