import type { JobStatus } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { inspectionPdfUrl, memberPdfSource, pdfJobOutcome, sharedPdfSource } from './report-pdf-api';

const job = (change: Partial<JobStatus>): JobStatus => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'inspection.pdf',
  state: 'active',
  progress: 10,
  message: 'loading',
  error: null,
  attempts: 1,
  created_at: '2026-11-27T09:00:00.000Z',
  updated_at: '2026-11-27T09:00:01.000Z',
  ...change,
});

describe('report PDF job', () => {
  const file = { file_id: '00000000-0000-4000-8000-000000000002', name: 'INS-1.pdf', size: 1234 };

  it('waits while the job runs or retries, answers the file when it completed, throws when it failed', () => {
    expect(pdfJobOutcome(job({}))).toBeNull();
    expect(pdfJobOutcome(job({ state: 'retry', error: 'timeout' }))).toBeNull();
    expect(pdfJobOutcome(job({ state: 'completed', progress: 100, result: file }))).toEqual(file);
    expect(() => pdfJobOutcome(job({ state: 'failed', error: 'no browser' }))).toThrow('no browser');
    expect(() => pdfJobOutcome(job({ state: 'completed', result: null }))).toThrow();
  });

  it('downloads from the inspection’s own PDF route', () => {
    expect(inspectionPdfUrl('a b', file.file_id)).toBe(`/api/inspections/a%20b/pdf/${file.file_id}`);
  });

  it('names a member’s calls and a share link’s calls', () => {
    const member = memberPdfSource('i');
    expect([member.start, member.job('j'), member.file('f'), member.anonymous]).toEqual([
      '/inspections/i/pdf',
      '/jobs/j',
      '/inspections/i/pdf/f',
      false,
    ]);
    const shared = sharedPdfSource('tok');
    expect([shared.start, shared.job('j'), shared.file('f'), shared.anonymous]).toEqual([
      '/public/reports/tok/pdf',
      '/public/reports/tok/pdf/jobs/j',
      '/public/reports/tok/pdf/f',
      true,
    ]);
  });
});
