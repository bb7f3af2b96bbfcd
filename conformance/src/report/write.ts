// Writes the requested report formats into a directory.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Report } from '../types.ts';
import { htmlScorecard } from './html.ts';
import { junitXml } from './junit.ts';

export type ReportFormat = 'junit' | 'json' | 'html';

export function writeReports(report: Report, dir: string, formats: ReportFormat[]): string[] {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const f of formats) {
    const file = join(dir, f === 'junit' ? 'junit.xml' : f === 'json' ? 'report.json' : 'index.html');
    writeFileSync(
      file,
      f === 'junit' ? junitXml(report) : f === 'json' ? JSON.stringify(report, null, 2) + '\n' : htmlScorecard(report),
    );
    written.push(file);
  }
  return written;
}
