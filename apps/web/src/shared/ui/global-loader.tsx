import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingCounter } from '../api/client';

/** The global loading bar: visible while any non-silent request is in flight (spec §4 "Global loading"). */
export function GlobalLoader() {
  const { t } = useTranslation();
  // The server's first screen (ADR 182) has no requests in flight: the same count serves it.
  const count = useSyncExternalStore(
    loadingCounter.subscribe,
    loadingCounter.getSnapshot,
    loadingCounter.getSnapshot,
  );
  if (count === 0) return null;
  return (
    <div className="fb-loading-bar" role="progressbar" aria-label={t('common:loading')} aria-busy="true" />
  );
}
