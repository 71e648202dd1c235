import { dataEnvelope } from '@fieldbook/domain';
import { createdShareLinkSchema, shareLinkSchema } from '@fieldbook/domain/inspections';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../shared/api/client';

const listAnswer = dataEnvelope(z.array(shareLinkSchema));
const createdAnswer = dataEnvelope(createdShareLinkSchema);
const linksPath = (id: string) => `/inspections/${encodeURIComponent(id)}/share-links`;
const linksKey = (id: string) => ['inspection-report', id, 'share-links'] as const;

/** The share links of an inspection's report (ADR 201), read while the share dialog is open. */
export function useShareLinks(inspectionId: string, enabled: boolean) {
  return useQuery({
    queryKey: linksKey(inspectionId),
    queryFn: () => api.get(linksPath(inspectionId), { schema: listAnswer }),
    enabled,
  });
}

/** Creates a link (optionally expiring); the answer carries the token and URL, shown this once. */
export function useCreateShareLink(inspectionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiresAt: string | null) =>
      api.post(linksPath(inspectionId), { expires_at: expiresAt }, { schema: createdAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey(inspectionId) }),
  });
}

/** Revokes a link: from then on it answers 404. */
export function useRevokeShareLink(inspectionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => api.delete(`${linksPath(inspectionId)}/${encodeURIComponent(linkId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey(inspectionId) }),
  });
}
