import { useEffect, useState } from 'react';
import { whenIdle } from '../../../shared/ui/when-idle';
import { PreviewSession } from '../../template-preview/preview-session';
import { buildPreviewTree } from '../../template-preview/preview-tree';
import type { EditorStore } from '../store/editor-store';

/** Input that postpones a pending warm-up, so the engine is never rebuilt while the author is acting. */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown'] as const;

/**
 * The preview session the editor keeps warm while the preview is closed: after each document change,
 * when the browser is idle, it loads the latest document (rules engine and preview index), so opening
 * the preview draws at once instead of first rebuilding the engine for 2,000 items (ADR 153). Input
 * (a pointer moving, a key) puts a pending warm-up back, so it runs in a pause, not inside a gesture.
 */
export function useWarmPreview(store: EditorStore): PreviewSession {
  const [session] = useState(() => new PreviewSession());
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const schedule = () => {
      cancel?.();
      cancel = whenIdle(() => {
        cancel = null;
        const { doc } = store.getState();
        buildPreviewTree(doc);
        session.load(doc);
      });
    };
    const postpone = () => {
      if (cancel) schedule();
    };
    schedule();
    let last = store.getState().doc;
    const unsubscribe = store.subscribe(() => {
      const { doc } = store.getState();
      if (doc === last) return;
      last = doc;
      schedule();
    });
    for (const type of ACTIVITY) window.addEventListener(type, postpone, { capture: true, passive: true });
    return () => {
      unsubscribe();
      cancel?.();
      for (const type of ACTIVITY) window.removeEventListener(type, postpone, { capture: true });
    };
  }, [store, session]);
  return session;
}
