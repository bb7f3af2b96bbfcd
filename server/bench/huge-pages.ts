/**
 * Huge pages for the v3 bench's PostgreSQL, as a host meant for it is set up (docs/sizing.md, "Huge pages for
 * PostgreSQL"). On 4 KB pages each backend maps every page of the shared buffers it touches the first time it
 * touches it: about 10 µs a page on this kind of virtual machine, which a connection pays again for every page new
 * to it. With `huge_pages = try`, PostgreSQL's default, the server takes huge pages when the kernel has them
 * reserved, and the kernel reserves none unless told to (vm.nr_hugepages).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type pg from 'pg';

const NR_HUGEPAGES = '/proc/sys/vm/nr_hugepages';

/** Whether the server's shared memory is on huge pages, and how many it would take (2 MB each). */
export async function sharedMemory(
  c: pg.ClientBase,
): Promise<{ onHugePages: boolean; pages: number; buffers: string }> {
  const {
    rows: [r],
  } = await c.query<{ status: string; pages: string; buffers: string }>(
    `SELECT current_setting('huge_pages_status') AS status, current_setting('shared_buffers') AS buffers,
      current_setting('shared_memory_size_in_huge_pages') AS pages`,
  );
  return { onHugePages: r!.status === 'on', pages: Number(r!.pages), buffers: r!.buffers };
}

/**
 * Has the kernel reserve `pages` more huge pages than are free now, when this process may (root); returns what
 * gives the reservation back, or why nothing was reserved. The kernel may find fewer free 2 MB blocks than asked
 * for: then PostgreSQL falls back to 4 KB pages, which `sharedMemory` reports.
 */
export function reserveHugePages(pages: number): { giveBack: () => void } | { not: string } {
  if (process.getuid?.() !== 0) return { not: 'only root can reserve them' };
  let before: number;
  try {
    before = Number(readFileSync(NR_HUGEPAGES, 'utf8'));
    writeFileSync(NR_HUGEPAGES, String(before + Math.max(0, pages - freeHugePages())));
  } catch (err) {
    return { not: `${NR_HUGEPAGES} cannot be written (${(err as Error).message})` };
  }
  let given = false;
  const giveBack = () => {
    if (!given) writeFileSync(NR_HUGEPAGES, String(before));
    given = true;
  };
  // also when the bench fails or is interrupted before it gives them back itself
  process.once('exit', giveBack);
  return { giveBack };
}

function freeHugePages(): number {
  const m = /^HugePages_Free:\s+(\d+)/m.exec(readFileSync('/proc/meminfo', 'utf8'));
  return m ? Number(m[1]) : 0;
}
