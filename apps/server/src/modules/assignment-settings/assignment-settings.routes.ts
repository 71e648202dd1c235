import { z } from 'zod';
import {
  assignmentCustomFieldsResponseSchema,
  assignmentFieldSettingsMutationResponseSchema,
  assignmentFieldSettingsResponseSchema,
  assignmentFieldsRequestSchema,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import {
  assignmentFormFields,
  deleteUnusedAssignmentField,
  getAssignmentFieldSettings,
  saveAssignmentFields,
} from './assignment-settings.service';

/** Assignment custom-field calls (spec §7 Assignments) behind the settings page (APP_VIEW/EDIT_SETTINGS). */
export const assignmentSettingsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/assignment/custom-fields',
    summary: 'Fields of an assignment form: the static title, then the used custom fields',
    permission: ['AST_MANAGE_ASSIGNMENT', 'APP_VIEW_SETTINGS'],
    response: assignmentCustomFieldsResponseSchema,
    handler: async ({ deps, actor }) => ({ data: await assignmentFormFields(deps.db, actor) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/assignment/settings/custom-fields',
    summary: 'The assignment settings’ static fields and editable custom-field list',
    permission: 'APP_VIEW_SETTINGS',
    response: assignmentFieldSettingsResponseSchema,
    handler: async ({ deps, actor }) => ({ data: await getAssignmentFieldSettings(deps.db, actor) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/assignment/settings/custom-fields',
    summary: 'Saves the assignment custom fields (the title key is reserved)',
    permission: 'APP_EDIT_SETTINGS',
    body: assignmentFieldsRequestSchema,
    response: assignmentFieldSettingsMutationResponseSchema,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'assignment.settings_saved'),
      data: await saveAssignmentFields(deps.db, actor, body.fields),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/assignment/settings/custom-fields/unused-fields/:id/delete',
    summary: 'Deletes an unused, unlocked assignment field',
    permission: 'APP_EDIT_SETTINGS',
    params: z.object({ id: z.string().min(1).max(64) }),
    response: assignmentFieldSettingsMutationResponseSchema,
    handler: async ({ deps, actor, lang, params }) => ({
      message: translate(lang, 'custom_fields.field_deleted'),
      data: await deleteUnusedAssignmentField(deps.db, actor, params.id),
    }),
  }),
];
