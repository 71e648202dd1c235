import { RemoteSelect, type RemoteSelectProps } from '../../../shared/remote-select/remote-select';
import { ASSET_ENDPOINTS, assetOptionLabel } from '../api/assets-api';

/** One active asset chosen by asset id or name (GET /assets/search), for forms outside the asset screens. */
export function AssetSelect(props: Omit<RemoteSelectProps, 'url' | 'getLabel' | 'multiple'>) {
  return <RemoteSelect {...props} url={ASSET_ENDPOINTS.search} getLabel={assetOptionLabel} />;
}
