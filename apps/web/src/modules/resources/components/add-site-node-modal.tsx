import { siteSearchResponseSchema, type SiteTreeRowFields } from '@fieldbook/domain';
import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/api-error';
import { FormModal } from '../../../shared/forms/form-modal';
import { TreeSelect } from '../../../shared/tree-select/tree-select';
import type { TreeSelection } from '../../../shared/tree-select/tree-selection';
import { siteEndpoints, sitesApi } from '../api/sites-api';
import { insertNode, toNodeInputs } from './site-tree-edit';

/** Adds a node to a structure: its title, whether it is a site, and its parent picked in the tree selector. */
export function AddSiteNodeModal({
  structures,
  onDone,
  onClose,
}: {
  structures: readonly Pick<SiteTreeRowFields, 'structure_id' | 'title'>[];
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [isSite, setIsSite] = useState(false);
  const [parent, setParent] = useState<TreeSelection[]>([]);
  const [structureId, setStructureId] = useState<string | null>(structures[0]?.structure_id ?? null);
  const [errors, setErrors] = useState<{ title?: string; structure?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parentId = parent[0] ? String(parent[0].id) : null;
    const next = {
      title: title.trim() === '' ? t('resources:sites.validation.title') : undefined,
      structure: !parentId && !structureId ? t('common:gen.validations.required') : undefined,
    };
    setErrors(next);
    if (next.title || next.structure) return;
    setBusy(true);
    try {
      const target = parentId
        ? (
            await api.get(siteEndpoints.search, {
              query: { ids: [parentId] },
              schema: siteSearchResponseSchema,
            })
          ).data[0]?.structure_id
        : structureId;
      if (!target) return;
      const { data } = await sitesApi.get(target);
      const node = { title: title.trim(), options: {}, is_site: isSite, columns: [], children: [] };
      await sitesApi.update(target, {
        title: data.title,
        structure: insertNode(toNodeInputs(data.structure), parentId, node),
      });
      onDone();
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 422)
        setErrors({ title: Object.values(error.fieldErrors)[0] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      title={t('resources:sites.addNode')}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack gap="sm">
        <TextInput
          label={t('resources:sites.nodeTitle')}
          required
          data-autofocus
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          data-testid="node-title"
        />
        <Checkbox
          data-testid="node-is-site"
          label={t('resources:sites.isSite')}
          checked={isSite}
          onChange={(event) => setIsSite(event.currentTarget.checked)}
        />
        <TreeSelect
          url={siteEndpoints.search}
          value={parent}
          onChange={(value) => setParent(value.slice(-1))}
          label={t('resources:sites.parent')}
          placeholder={t('resources:sites.parentPlaceholder')}
          data-testid="node-parent"
        />
        {parent.length === 0 && (
          <Select
            label={t('resources:sites.structure')}
            required
            data={structures.map((s) => ({ value: s.structure_id, label: s.title }))}
            value={structureId}
            onChange={setStructureId}
            error={errors.structure}
            data-testid="node-structure"
          />
        )}
      </Stack>
    </FormModal>
  );
}
