import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { API_BASE } from '../../../shared/api/request-headers';
import { useFirstScreenAnswer } from '../../../shared/first-screen/first-screen';
import { MessagePage } from '../../../shared/ui/message-page';
import { PageLoader } from '../../../shared/ui/page-loader';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { TemplateEditor } from '../components/template-editor';
import { openAnswer, templateEditorApi } from '../api/template-editor-api';
import { templatePath } from '../api/template-path';
import { useBrokenTemplate } from './use-broken-template';

/**
 * /checklist/template/:templateId/edit: loads the draft once, then the editor owns it (no refetch under it).
 * The draft is validated once its first screen is drawn; a broken one turns into the load error (ADR 180).
 * The server may have drawn that first screen already (ADR 182); the page then opens the answer it drew it from.
 */
export function TemplateEditorPage() {
  const { t } = useTranslation('template-editor');
  const { templateId = '' } = useParams();
  usePageTitle('template-editor:title');
  // The answer the server drew this screen from, while the browser takes that screen over (ADR 182).
  const drawn = useFirstScreenAnswer(`${API_BASE}${templatePath(templateId)}`);
  const query = useQuery({
    queryKey: ['template-editor', templateId],
    queryFn: () => templateEditorApi.open(templateId),
    initialData: drawn === undefined ? undefined : () => openAnswer(drawn),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const broken = useBrokenTemplate(query.data);
  if (query.isPending) return <PageLoader />;
  if (query.isError || broken) return <MessagePage title={t('loadError.title')} text={t('loadError.text')} />;
  return <TemplateEditor key={templateId} templateId={templateId} loaded={query.data} />;
}
