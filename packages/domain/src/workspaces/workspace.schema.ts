import { z } from 'zod';
import { authUserSchema } from '../auth/auth.schema';
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

/** Answer of POST /settings/workspaces/new: the created workspace (the session stays where it was). */
export const newWorkspaceResponseSchema = z.object({ message: z.string(), data: workspaceSchema });

/** Answer of POST /settings/workspaces/{id}/switch: the user as seen in the workspace switched to. */
export const switchWorkspaceResponseSchema = z.object({ message: z.string(), user: authUserSchema });
export const workspaceIdParamsSchema = z.object({ id: z.string().uuid() });
