import { z } from 'zod';

/** The states "My inspections" shows (ADR 213): open ones split by whether an inspection has been started. */
export const MY_INSPECTION_STATES = ['to_do', 'overdue', 'in_progress', 'done'] as const;
export type MyInspectionState = (typeof MY_INSPECTION_STATES)[number];

/** Query of GET /assignment/my-inspections: one state or all; done ones of the last `done_days` days. */
export const myInspectionsQuerySchema = z.object({
  state: z.enum(MY_INSPECTION_STATES).optional(),
  done_days: z.coerce.number().int().min(1).max(90).default(7),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type MyInspectionsQuery = z.output<typeof myInspectionsQuerySchema>;

const named = z.object({ id: z.string().uuid(), name: z.string() });

/** One occurrence assigned to the signed-in inspector, with what the runner needs to start or continue it. */
export const myInspectionSchema = z.object({
  occurrence_id: z.string().uuid(),
  state: z.enum(MY_INSPECTION_STATES),
  assignment: named,
  template: named,
  asset: named,
  window_start: z.string(),
  window_end: z.string(),
  valid_until: z.string().nullable(),
  inspection_id: z.string().uuid().nullable(),
});
export type MyInspection = z.infer<typeof myInspectionSchema>;

/** Answer of GET /assignment/my-inspections: the rows, soonest due first, and the count of each state. */
export const myInspectionsResponseSchema = z.object({
  data: z.array(myInspectionSchema),
  counts: z.record(z.enum(MY_INSPECTION_STATES), z.number().int()),
});

/** An assignment's occurrences by state, for its managers (the detail's progress). */
export const assignmentProgressSchema = z.object({
  to_do: z.number().int(),
  overdue: z.number().int(),
  in_progress: z.number().int(),
  missed: z.number().int(),
  done: z.number().int(),
});
export type AssignmentProgress = z.infer<typeof assignmentProgressSchema>;
