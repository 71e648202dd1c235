import { API_BASE } from '../../shared/api/request-headers';
import { templatePath } from './api/template-path';

/** The editor's address (spec §2); the module's route and the start-up script both match it. */
export const TEMPLATE_EDITOR_PATH = '/checklist/template/:templateId/edit';

/** Loads the editor page's chunk (the route's page, and the start-up script's head start on it). */
export const loadTemplateEditorPage = () =>
  import('./pages/template-editor-page').then((module) => module.TemplateEditorPage);

/** The calls the editor opens with, which the start-up script may send before the app has loaded (ADR 174). */
export const templateEditorFirstCalls = (params: Readonly<Record<string, string | undefined>>): string[] =>
  params.templateId ? [`${API_BASE}${templatePath(params.templateId)}`] : [];
