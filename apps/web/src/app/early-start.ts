// The start-up script: a separate entry without the app's libraries, run as soon as it arrives (async module),
// which sends the session check and the opened page's first calls and starts loading the page's code and
// the language's texts while the browser is still busy with the core libraries (ADR 174). When the server drew
// the page's first screen, their answers are already in the page (ADR 182): only the code and texts are loaded.
import { FIRST_SCREEN } from '@fieldbook/domain/common/first-screen';
import {
  loadTemplateEditorPage,
  TEMPLATE_EDITOR_PATH,
  templateEditorFirstCalls,
} from '../modules/template-editor/early';
import { startEarlyGet } from '../shared/api/early-responses';
import { API_BASE } from '../shared/api/request-headers';
import { startLanguage } from '../shared/i18n/language';
import { preloadLanguage } from '../shared/i18n/locale-loaders';
import { AUTH_PATH } from '../shared/session/auth-key';
import { pathParams } from './path-params';

/** Pages worth a head start: the large ones whose data the user waits for. */
const EARLY_PAGES = [
  { path: TEMPLATE_EDITOR_PATH, page: loadTemplateEditorPage, calls: templateEditorFirstCalls },
] as const;

const language = startLanguage();
const development = import.meta.env.DEV;
const drawn = document.querySelector(`meta[name="${FIRST_SCREEN.meta}"]`) !== null;
preloadLanguage(language);
if (!drawn) startEarlyGet(`${API_BASE}${AUTH_PATH}`, language, development);
for (const early of EARLY_PAGES) {
  const params = pathParams(early.path, window.location.pathname);
  if (!params) continue;
  if (!drawn) for (const url of early.calls(params)) startEarlyGet(url, language, development);
  void early.page().catch(() => undefined);
}
