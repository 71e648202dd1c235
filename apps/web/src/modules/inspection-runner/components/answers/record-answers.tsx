import { remoteOptionLabel, type RemoteOption } from '@fieldbook/domain/list-query/remote-options.schema';
import { ASSET_ENDPOINTS, assetOptionLabel } from '../../../assets/api/assets-api';
import { AssetSelect } from '../../../assets/components/asset-select';
import { siteEndpoints } from '../../../resources/api/sites-api';
import {
  loadRemoteOptions,
  RemoteSelect,
  type RemoteSource,
} from '../../../../shared/remote-select/remote-select';
import type { ItemType, TemplateDocument } from '@fieldbook/domain/templates';
import { searchGlobalList } from './global-list-answer';
import { searchWithCache } from '../../local/record-cache';
import { runnerDb } from '../../local/runner-db';
import { asText } from '../../../template-preview/components/answers/answer-control';
import type { RunnerAnswerProps } from './runner-answer';

/** A pick's loads through the device: what a search showed online is kept and answers the same pick offline. */
function deviceSource(
  source: string,
  label: (option: RemoteOption) => string = remoteOptionLabel,
): RemoteSource {
  return (online, q, ids) =>
    searchWithCache(runnerDb(), source, online, (o) => ({ id: String(o.id), label: label(o) }), q, ids);
}

const PERSON_URL = '/user/search';
const ASSETS = deviceSource(ASSET_ENDPOINTS.search, assetOptionLabel);
const PEOPLE = deviceSource(PERSON_URL);
const SITES = deviceSource(siteEndpoints.search);
const PICKS: Partial<Record<ItemType, { url: string; source: RemoteSource }>> = {
  asset: { url: ASSET_ENDPOINTS.search, source: ASSETS },
  person: { url: PERSON_URL, source: PEOPLE },
  site: { url: siteEndpoints.search, source: SITES },
};

/**
 * Keeps the first page of every record pick a template asks for on the device, when the runner opens it online: a
 * pick never opened online still offers those records offline.
 */
export async function warmRecordPicks(doc: TemplateDocument): Promise<void> {
  const types = new Set(doc.items.map((item) => item.type));
  const lists = new Set(
    doc.items.flatMap((item) =>
      item.type === 'global_list' && typeof item.options.global_list_uuid === 'string'
        ? [item.options.global_list_uuid]
        : [],
    ),
  );
  await Promise.allSettled([
    ...Object.entries(PICKS)
      .filter(([type]) => types.has(type as ItemType))
      .map(([, pick]) => pick.source(() => loadRemoteOptions(pick.url, ''), '', [])),
    ...[...lists].map((listId) => searchGlobalList(listId, '')),
  ]);
}

/** The select's props every record pick shares: the chosen id as the answer, cleared by an empty choice. */
function pickProps({ item, state, label, runner }: RunnerAnswerProps) {
  const chosen = asText(state.value);
  return {
    label,
    required: state.required,
    disabled: !state.enabled,
    value: chosen ? [chosen] : [],
    onChange: (ids: string[]) => runner.session.answer(item.id, ids[0], state.instance),
    'data-testid': `runner-pick-${item.id}`,
  };
}

/** An asset question: one of the workspace's assets, searched by asset id or name (offline: those seen online). */
export function AssetAnswer(props: RunnerAnswerProps) {
  return <AssetSelect {...pickProps(props)} source={ASSETS} />;
}

/** A person question: one of the workspace's users by name or email; the answer is the user's id. */
export function PersonAnswer(props: RunnerAnswerProps) {
  return <RemoteSelect {...pickProps(props)} url={PERSON_URL} source={PEOPLE} />;
}

/** A (legacy) site question: one site of the organisation's site structures; the answer is its id. */
export function SiteAnswer(props: RunnerAnswerProps) {
  return <RemoteSelect {...pickProps(props)} url={siteEndpoints.search} source={SITES} />;
}
