import {
  myWorkspacesResponseSchema,
  newWorkspaceRequestSchema,
  newWorkspaceResponseSchema,
  switchWorkspaceResponseSchema,
  workspaceIdParamsSchema,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { createWorkspace, myWorkspaces, switchWorkspace } from './workspaces.service';

/** Workspaces of the signed-in user; they work without a current workspace so a user with none can recover. */
export const workspaceRoutes = [
  defineRoute({
    method: 'GET',
    url: '/settings/workspaces/my-workspaces',
    summary: 'Workspaces the user belongs to, the current one flagged',
    workspace: false,
    response: myWorkspacesResponseSchema,
    handler: async ({ deps, access }) => ({ data: await myWorkspaces(deps.db, access) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/settings/workspaces/new',
    summary: 'Creates a workspace (free plan, 14-day trial) with the caller as Administrator',
    workspace: false,
    body: newWorkspaceRequestSchema,
    response: newWorkspaceResponseSchema,
    status: 201,
    handler: async ({ deps, actor, access, lang, body }) => ({
      message: translate(lang, 'workspaces.created', { name: body.name }),
      data: await createWorkspace(deps.db, actor, body.name, access.org?.id ?? null),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/settings/workspaces/:id/switch',
    summary: 'Makes another of the user’s workspaces the current one',
    workspace: false,
    params: workspaceIdParamsSchema,
    response: switchWorkspaceResponseSchema,
    handler: async ({ deps, actor, access, lang, params }) => {
      const user = await switchWorkspace(deps.db, actor, access, params.id);
      return { message: translate(lang, 'workspaces.switched', { name: user.workspace.name }), user };
    },
  }),
];
