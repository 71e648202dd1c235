import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { PreviewSession } from './preview-session';

/**
 * The preview session of a document, re-rendering its caller on every answer and every edit. A
 * session kept by the caller (the editor warms one while the preview is closed) is used as given.
 */
export function usePreviewSession(doc: TemplateDocument, given?: PreviewSession): PreviewSession {
  const [session] = useState(() => {
    const created = given ?? new PreviewSession();
    created.load(doc);
    return created;
  });
  useEffect(() => session.load(doc), [session, doc]);
  useSyncExternalStore(session.subscribe, session.getVersion);
  return session;
}
