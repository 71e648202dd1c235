import { z } from 'zod';
import { chosenIdsQueryShape } from '../list-query/remote-options.schema';
import { permissionCodeSchema } from '../permissions/catalogue';

/** Longest role or group name. */
export const NAME_LANG_MAX = 125;
/** A role's or group's display name. */
export const nameLangSchema = z.string().trim().min(1).max(NAME_LANG_MAX);

/** A role as lists and GET /user/role/{id} answer it (spec §3 Role). */
export const roleSchema = z.object({
  id: z.string().uuid(),
  name_lang: z.string(),
  permissions: z.array(permissionCodeSchema),
  is_system: z.boolean(),
  is_default: z.boolean(),
  users_count: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** Body of POST /user/role/new and PUT /user/role/{id}; is_default true moves the default to this role. */
export const roleRequestSchema = z.object({
  name_lang: nameLangSchema,
  permissions: z.array(permissionCodeSchema).max(200),
  is_default: z.boolean().optional(),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;

/** Query and body of DELETE /user/role/{id}: the role the deleted role's members move to (ADR 082). */
export const deleteRoleQuerySchema = z.object({ reassign_to: z.string().uuid().optional() });

/** Answer of GET /user/role/{id}. */
export const roleResponseSchema = z.object({ data: roleSchema });
/** Answer of a role mutation. */
export const roleMutationResponseSchema = z.object({ message: z.string(), data: roleSchema });

/** Answer of GET /user/role/default-permissions: the catalogue by module prefix, with the offered defaults. */
export const defaultPermissionsResponseSchema = z.object({
  data: z.object({
    modules: z.array(
      z.object({
        module: z.string(),
        permissions: z.array(z.object({ code: permissionCodeSchema, default: z.boolean() })),
      }),
    ),
    defaults: z.array(permissionCodeSchema),
  }),
});

/** Query of GET /user/role/search and GET /user/group/all: chosen `ids` are answered beyond `limit`. */
export const nameSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  ...chosenIdsQueryShape,
});
/** A role or group in a selector. */
export const nameOptionSchema = z.object({ id: z.string().uuid(), name_lang: z.string() });
export const nameOptionsResponseSchema = z.object({ data: z.array(nameOptionSchema) });
