import { z } from 'zod';
import { planKeySchema } from '../plans/plans';

/** A workspace is an organisation; a user may belong to several. */
export const workspaceSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  plan: planKeySchema,
  trial_ends_at: z.string().nullable(),
  is_current: z.boolean(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const myWorkspacesResponseSchema = z.object({ data: z.array(workspaceSchema) });

/** Body of POST /settings/workspaces/new. */
export const newWorkspaceRequestSchema = z.object({ name: z.string().trim().min(1).max(125) });
export type NewWorkspaceRequest = z.infer<typeof newWorkspaceRequestSchema>;
