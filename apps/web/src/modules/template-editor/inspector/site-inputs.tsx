import type { Item } from '@fieldbook/domain/templates';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../shared/remote-select/remote-select';
import { siteEndpoints } from '../../resources/api/sites-api';
import type { SetOption } from './option-input';
import { useCheckedOption } from './use-checked-option';

const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (id): id is string => typeof id === 'string',
  );

/**
 * Sites picked from the organisation's site structures by search: the sites of a dataset or spare-parts
 * question, or the one default site of a legacy site question (ADR 169).
 */
export function SitesInput({ item, set, single = false }: { item: Item; set: SetOption; single?: boolean }) {
  const { t } = useTranslation('template-editor');
  const key = single ? 'default_value' : 'sites';
  const { error, write } = useCheckedOption(item, key, set);
  return (
    <RemoteSelect
      url={siteEndpoints.search}
      label={t(single ? 'inspector.defaultSite' : 'options.sites')}
      placeholder={t('inspector.searchSites')}
      multiple={!single}
      value={ids(item.options[key])}
      onChange={(chosen) => write(single ? chosen[0] : chosen)}
      error={error}
      data-testid={`option-${key}`}
    />
  );
}
