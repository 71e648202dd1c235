import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MessagePage } from '../../../shared/ui/message-page';
import { PageLoader } from '../../../shared/ui/page-loader';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { TemplateEditor } from '../components/template-editor';
import { templateEditorApi } from '../api/template-editor-api';
import { useBrokenTemplate } from './use-broken-template';

/**
 * /checklist/template/:templateId/edit: loads the draft once, then the editor owns it (no refetch under it).
 * The draft is validated once its first screen is drawn; a broken one turns into the load error (ADR 180).
 */
export function TemplateEditorPage() {
  const { t } = useTranslation('template-editor');
  const { templateId = '' } = useParams();
  usePageTitle('template-editor:title');
  const query = useQuery({
    queryKey: ['template-editor', templateId],
    queryFn: () => templateEditorApi.open(templateId),
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
