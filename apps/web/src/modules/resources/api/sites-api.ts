import type { z } from 'zod';
import {
  siteStructureMutationResponseSchema,
  siteStructureResponseSchema,
  type siteStructureRequestSchema,
} from '@fieldbook/domain/sites/site-structure.schema';
import { api } from '../../../shared/api/client';

type StructureBody = z.input<typeof siteStructureRequestSchema>;
const byId = (id: string) => `/resources/sites/structures/${encodeURIComponent(id)}`;

/** Endpoints of the sites screen: the tree list and the tree selector's search. */
export const siteEndpoints = { all: '/resources/sites/structures/all', search: '/resources/sites/search' };

/** The site-structure calls of spec §7 Resources. */
export const sitesApi = {
  get: (id: string) => api.get(byId(id), { schema: siteStructureResponseSchema }),
  create: (body: StructureBody) =>
    api.post('/resources/sites/structures/new', body, { schema: siteStructureMutationResponseSchema }),
  update: (id: string, body: StructureBody) =>
    api.put(byId(id), body, { schema: siteStructureMutationResponseSchema }),
};
