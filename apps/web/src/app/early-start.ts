// The start-up script: a separate entry without the app's libraries, run as soon as it arrives (async module),
// which sends the session check and the opened page's first calls and starts loading the page's code and
// the language's texts while the browser is still busy with the core libraries (ADR 174).
import {
  loadTemplateEditorPage,
  TEMPLATE_EDITOR_PATH,
  templateEditorFirstCalls,
} from '../modules/template-editor/early';
import { startEarlyGet } from '../shared/api/early-responses';
import { API_BASE } from '../shared/api/request-headers';
import { startLanguage } from '../shared/i18n/language';
import { preloadLanguage } from '../shared/i18n/locale-loaders';
import { pathParams } from './path-params';

/** Pages worth a head start: the large ones whose data the user waits for. */
const EARLY_PAGES = [
  { path: TEMPLATE_EDITOR_PATH, page: loadTemplateEditorPage, calls: templateEditorFirstCalls },
] as const;

const language = startLanguage();
const development = import.meta.env.DEV;
preloadLanguage(language);
startEarlyGet(`${API_BASE}/user/auth`, language, development);
for (const early of EARLY_PAGES) {
  const params = pathParams(early.path, window.location.pathname);
  if (!params) continue;
  for (const url of early.calls(params)) startEarlyGet(url, language, development);
  void early.page().catch(() => undefined);
}
