import { z } from 'zod';
import {
  customFieldListSchema,
  type CustomFieldDefinition,
  type CustomFieldEntry,
} from '../custom-fields/custom-field.schema';

/** Key of the assignment title: a static field every assignment has, never stored with the custom fields. */
export const ASSIGNMENT_TITLE_KEY = 'title';

/** The static, required title field the assignment settings editor shows first and locked (spec §2). */
export const ASSIGNMENT_TITLE_FIELD: CustomFieldDefinition = {
  key: ASSIGNMENT_TITLE_KEY,
  name: 'Title',
  description: null,
  field_type: 'text',
  is_required: true,
  is_used: true,
  is_locked: true,
  default_value: null,
  config: null,
  parent_id: 'static',
};

/** Body of PUT /assignment/settings/custom-fields; the title key is reserved for the static field. */
export const assignmentFieldsRequestSchema = z.object({
  fields: customFieldListSchema.superRefine((entries, ctx) => {
    entries.forEach((entry, index) => {
      if (entry.key === ASSIGNMENT_TITLE_KEY)
        ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'gen.validations.unique' });
    });
  }),
});

/** Answer of GET/PUT /assignment/settings/custom-fields: the static fields and the editable list. */
export const assignmentFieldSettingsSchema = z.object({
  static_fields: z.array(z.custom<CustomFieldDefinition>()),
  fields: z.array(z.custom<CustomFieldEntry>()),
  updated_at: z.string().nullable(),
});
export type AssignmentFieldSettings = z.infer<typeof assignmentFieldSettingsSchema>;

export const assignmentFieldSettingsResponseSchema = z.object({ data: assignmentFieldSettingsSchema });
export const assignmentFieldSettingsMutationResponseSchema = z.object({
  message: z.string(),
  data: assignmentFieldSettingsSchema,
});
/** Answer of GET /assignment/custom-fields: the title first, then the used fields an assignment form shows. */
export const assignmentCustomFieldsResponseSchema = z.object({
  data: z.array(z.custom<CustomFieldDefinition>()),
});
