import { z } from 'zod';

/** A job's life as the web sees it: waiting, running, waiting to retry after a failure, done, or given up. */
export const jobStateSchema = z.enum(['created', 'active', 'retry', 'completed', 'failed']);
export type JobState = z.infer<typeof jobStateSchema>;

/** Answer of GET /jobs/{id}: what a page polls to show a long task's progress and, at the end, its result. */
export const jobStatusSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  state: jobStateSchema,
  progress: z.number().int().min(0).max(100),
  message: z.string().nullable(),
  result: z.unknown().optional(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** The `{ data }` envelope of GET /jobs/{id}. */
export const jobStatusResponseSchema = z.object({ data: jobStatusSchema });
