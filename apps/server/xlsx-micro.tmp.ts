import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { xlsxStream } from './src/platform/spreadsheets/write-rows';
import { ISSUE_EXPORT_HEADER, issueExportRow, type ExportIssue } from './src/modules/issues/issue-export-rows';

const N = 100_000;
function issue(g: number): ExportIssue {
  return {
    id: crypto.randomUUID(), title: `Bench issue ${g}`, description: `Found on round ${g % 97}: needs a fix before the next audit`,
    status: 'in_progress', priority: 'high', category: 'Bench bulk', subcategory: null, site: null, asset: null,
    labels: ['bench', `zone-${g % 20}`], risk: null, type: null, assignees: [[crypto.randomUUID(), null, `Bench Member ${g % 50}`, null]],
    due_ms: g % 3 === 0 ? Date.now() : null, created_by: 'Admin User', created_ms: Date.now() - g * 1000, updated_ms: Date.now(),
    inspection_id: null, item_id: null, keyset_at: '',
  };
}
async function* batches() {
  yield [ISSUE_EXPORT_HEADER];
  for (let b = 0; b < N / 1000; b += 1) {
    const rows = Array.from({ length: 1000 }, (_, k) => issue(b * 1000 + k));
    await new Promise((r) => setImmediate(r));
    yield rows.map(issueExportRow);
  }
}
const t = performance.now();
const c = process.cpuUsage();
await pipeline(xlsxStream(batches(), 'issues'), createWriteStream('/tmp/xl/out.xlsx'));
const u = process.cpuUsage(c);
console.log(`${N} rows in ${(performance.now() - t).toFixed(0)} ms, cpu ${((u.user + u.system) / 1e6).toFixed(2)} s`);
