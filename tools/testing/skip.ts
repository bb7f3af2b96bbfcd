// Skips that say why. A test or suite that cannot run here is skipped with its reason in its title,
// `(skipped: <reason>)`, or through vitest's `ctx.skip('<reason>')`; the test gate counts skips by reason and
// fails a run with a skip that gives none.

const MARK = /\(skipped: ([^()]*(?:\([^()]*\)[^()]*)*)\)/;

/** The reason a skipped test's title or one of its suites' titles declares, if any. */
export function skipReasonOf(titles: string[]): string | undefined {
  for (const t of [...titles].reverse()) {
    const m = MARK.exec(t);
    if (m) return m[1]!.trim();
  }
  return undefined;
}

/** ` (skipped: reason)` when there is a reason, else nothing: for titles of suites skipped with skipIf. */
export const skipNote = (reason: string | undefined): string => (reason ? ` (skipped: ${reason})` : '');
