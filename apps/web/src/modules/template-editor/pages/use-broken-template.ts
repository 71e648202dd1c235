import { useEffect, useState } from 'react';
import { whenIdle } from '../../../shared/ui/when-idle';
import { isIntactTemplate, type OpenedTemplate } from '../api/template-editor-api';

/**
 * Validates an opened template once the browser is idle after drawing it (ADR 180); answers false until the
 * document is found not to be a template document, then true, so the page shows its load error instead.
 */
export function useBrokenTemplate(opened: OpenedTemplate | undefined): boolean {
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    if (!opened) return undefined;
    return whenIdle(() => setBroken(!isIntactTemplate(opened.received)));
  }, [opened]);
  return broken;
}
