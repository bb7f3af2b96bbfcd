// Moving data: two reads of a live account agree only when nothing happened between them. A
// comparison is judged when the account's last transaction was the same before and after it.
import { fail } from './case.ts';

/**
 * `version()` names the state (e.g. the last transaction lt), `compare()` returns a problem or
 * undefined; a problem counts only when the version did not move around the comparison.
 */
export async function whenSettled(
  version: () => Promise<string>,
  compare: () => Promise<string | undefined>,
  attempts = 4,
): Promise<void> {
  let last: string | undefined;
  for (let i = 0; i < attempts; i++) {
    const before = await version();
    const problem = await compare();
    const after = await version();
    if (before !== after) {
      last = `the state moved (${before} → ${after})`;
      continue;
    }
    if (problem === undefined) return;
    fail(problem);
  }
  fail(`could not compare: ${last}`);
}

/**
 * The index follows the chain: a v3 answer may lag v2 by a few blocks but must converge. Retries
 * `compare` until it reports no problem; fails with the last problem after `timeoutMs`.
 */
export async function eventually(compare: () => Promise<string | undefined>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let problem: string | undefined;
  do {
    problem = await compare();
    if (problem === undefined) return;
    await new Promise((r) => setTimeout(r, 300));
  } while (Date.now() < end);
  fail(`${problem} (still after ${timeoutMs / 1000} s)`);
}
