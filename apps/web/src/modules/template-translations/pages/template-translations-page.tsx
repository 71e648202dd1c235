import type { Language } from '@fieldbook/domain';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { PageLoader } from '../../../shared/ui/page-loader';
import { translationKeys, translationsApi } from '../api/translations-api';
import { GlobalResponseTranslations } from '../components/global-response-translations';
import { LanguageBar } from '../components/language-bar';
import { TranslationWorkspace } from '../components/translation-workspace';
import { usedGlobalResponses } from '../model/global-responses';

/** /checklist/template/:templateId/trans: languages of a template and the grid of its texts per language. */
export function TemplateTranslationsPage() {
  const { templateId = '' } = useParams();
  const { t } = useTranslation('template-translations');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Language | null>(null);

  const options = useQuery({
    queryKey: translationKeys.options(templateId),
    queryFn: () => translationsApi.options(templateId),
  });
  const standard = options.data?.data.standard_language;
  const languages = (options.data?.data.languages ?? []).filter((l) => l !== standard);
  const wanted = params.get('lang') as Language | null;
  const current = wanted && languages.includes(wanted) ? wanted : (languages[0] ?? null);

  const grid = useQuery({
    queryKey: translationKeys.grid(templateId, current ?? 'en'),
    queryFn: () => translationsApi.grid(templateId, current ?? 'en'),
    enabled: current !== null,
  });
  const service = useQuery({ queryKey: translationKeys.service, queryFn: translationsApi.service });
  const globals = useQuery({
    queryKey: translationKeys.globalResponses(templateId),
    queryFn: async () =>
      usedGlobalResponses(
        (await translationsApi.detail(templateId)).data,
        (await translationsApi.globalResponses()).list,
      ),
  });

  const reload = () => client.invalidateQueries({ queryKey: translationKeys.all(templateId) });
  const select = (lang: Language) => setParams({ lang }, { replace: true });
  const mutate = async (call: () => Promise<unknown>, then?: () => void) => {
    setBusy(true);
    try {
      await call();
      then?.();
      await reload();
    } catch {
      // The API client showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  if (!options.data || !standard) return <PageLoader />;
  const title = options.data.data.title;

  return (
    <Stack gap="lg" maw={1280} mx="auto" p="md">
      <Stack gap={4}>
        <Anchor component={Link} to={`/checklist/template/${templateId}/edit`} size="sm">
          <IconArrowLeft size={14} aria-hidden /> {t('backToEditor')}
        </Anchor>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('heading', { title })}
        </Title>
      </Stack>
      <LanguageBar
        standard={standard}
        languages={languages}
        current={current}
        busy={busy}
        onStandard={(lang) => void mutate(() => translationsApi.setStandard(templateId, lang))}
        onSelect={select}
        onAdd={(lang) =>
          void mutate(
            () => translationsApi.addLanguage(templateId, lang),
            () => select(lang),
          )
        }
        onRemove={setRemoving}
      />
      {current === null ? (
        <Alert variant="light" data-testid="no-languages">
          {t('languages.none')}
        </Alert>
      ) : grid.data ? (
        <TranslationWorkspace
          key={current}
          templateId={templateId}
          templateTitle={title}
          lang={current}
          standard={standard}
          entries={grid.data.data.entries}
          serviceAvailable={service.data ? service.data.data.available : service.isError ? false : null}
          onChanged={reload}
        />
      ) : (
        <PageLoader />
      )}
      {current !== null && (
        <GlobalResponseTranslations
          sets={globals.data ?? []}
          lang={current}
          onSave={async (optionUuid, text) => {
            await translationsApi.translateGlobalOption(optionUuid, current, text);
            await reload();
          }}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('languages.removeTitle')}
        busy={busy}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void mutate(
            () => translationsApi.removeLanguage(templateId, removing),
            () => {
              setRemoving(null);
              setParams({}, { replace: true });
            },
          )
        }
      >
        {t('languages.removeConfirm', { language: removing ? t(`languages.names.${removing}`) : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
