import type { ImportPreview, ImportResult, ImportTarget } from '@fieldbook/domain';
import { Alert, Button, Group, Modal, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/api-error';
import { previewImport, runImport } from './bulk-import-api';
import { ColumnsStep, type ColumnChoice } from './columns-step';
import { importErrorText } from './import-error-text';
import { ImportSummary } from './import-summary';
import { UploadStep } from './upload-step';

/** Props of the wizard: what it imports into, and what happens when it closes or an import finished. */
export interface BulkImportWizardProps {
  target: ImportTarget;
  /** The asset type (assets) or global list (list items) the rows go into; null until the picker chose one. */
  targetId: string | null;
  /** Shown above the file in step 1 when the caller lets the user choose the type or list there. */
  targetPicker?: ReactNode;
  opened: boolean;
  onClose: () => void;
  /** Called once an import finished (e.g. to refresh the list behind the wizard). */
  onDone?: (result: ImportResult) => void;
}

type Step = 'upload' | 'columns' | 'importing' | 'done';
const STEPS: Step[] = ['upload', 'columns', 'importing', 'done'];

function choiceOf(preview: ImportPreview): ColumnChoice {
  const choice: ColumnChoice = Object.fromEntries(preview.fields.map((f) => [f.id, null]));
  for (const c of preview.suggested) choice[c.id] = String(c.index);
  return choice;
}

/**
 * The bulk import wizard of spec §2 (upload file, assign columns, upload completed) for assets and global-list
 * items: the server suggests the mapping, the import streams its progress, and the completed page offers the
 * rejected rows with their reasons.
 */
export function BulkImportWizard({
  target,
  targetId,
  targetPicker,
  opened,
  onClose,
  onDone,
}: BulkImportWizardProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [choice, setChoice] = useState<ColumnChoice>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [columnErrors, setColumnErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [result, setResult] = useState<ImportResult | null>(null);

  const fail = (caught: unknown) => setError(importErrorText(caught) ?? t('common:bulk_import.unexpected'));
  const reset = () => {
    setStep('upload');
    setFile(null);
    setPreview(null);
    setError(null);
    setResult(null);
  };
  const close = () => {
    if (step === 'importing') return;
    reset();
    onClose();
  };

  const readFile = async () => {
    if (!file || !targetId) return;
    setBusy(true);
    setError(null);
    try {
      const read = await previewImport(target, targetId, file);
      setPreview(read);
      setChoice(choiceOf(read));
      setColumnErrors({});
      setStep('columns');
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  };

  const missing = preview?.fields.filter((f) => f.required && choice[f.id] == null) ?? [];
  const startImport = async () => {
    if (!file || !preview || !targetId) return;
    const columns = Object.entries(choice).flatMap(([id, index]) =>
      index == null ? [] : [{ id, index: Number(index) }],
    );
    setError(null);
    setProgress({ done: 0, total: preview.row_count });
    setStep('importing');
    try {
      const finished = await runImport(target, targetId, file, columns, (done, total) =>
        setProgress({ done, total }),
      );
      setResult(finished);
      setStep('done');
      onDone?.(finished);
    } catch (caught) {
      if (caught instanceof ApiRequestError) setColumnErrors(caught.fieldErrors);
      fail(caught);
      setStep('columns');
    }
  };

  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(`common:bulk_import.title_${target === 'assets' ? 'assets' : 'items'}`)}
      size="xl"
      closeOnClickOutside={false}
      withCloseButton={step !== 'importing'}
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
      data-testid="bulk-import-wizard"
    >
      <Stack>
        <Stepper active={STEPS.indexOf(step)} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('common:bulk_import.step_upload')} />
          <Stepper.Step label={t('common:bulk_import.step_columns')} />
          <Stepper.Step label={t('common:bulk_import.step_import')} />
          <Stepper.Step label={t('common:bulk_import.step_done')} />
        </Stepper>
        {step === 'upload' && targetPicker}
        {step === 'upload' && (
          <UploadStep
            file={file}
            error={error}
            onChange={(next) => {
              setFile(next);
              setError(null);
            }}
          />
        )}
        {step === 'columns' && preview && (
          <>
            {error && (
              <Alert color="red" title={t('common:bulk_import.failed_title')} data-testid="bulk-import-error">
                {error}
              </Alert>
            )}
            <ColumnsStep preview={preview} choice={choice} errors={columnErrors} onChange={setChoice} />
          </>
        )}
        {step === 'importing' && (
          <Stack gap="xs" py="md">
            <Progress value={percent} size="lg" animated aria-label={t('common:bulk_import.step_import')} />
            <Text size="sm" ta="center" data-testid="bulk-import-progress">
              {t('common:bulk_import.progress', {
                done: progress.done.toLocaleString(),
                total: progress.total.toLocaleString(),
              })}
            </Text>
          </Stack>
        )}
        {step === 'done' && result && <ImportSummary result={result} />}
        <Group justify="flex-end" gap="xs">
          {step === 'upload' && (
            <>
              <Button variant="default" onClick={close}>
                {t('common:gen.actions.cancel')}
              </Button>
              <Button
                onClick={() => void readFile()}
                disabled={!file || !targetId}
                loading={busy}
                data-testid="bulk-import-next"
              >
                {t('common:bulk_import.next')}
              </Button>
            </>
          )}
          {step === 'columns' && (
            <>
              <Button variant="default" onClick={() => setStep('upload')}>
                {t('common:bulk_import.back')}
              </Button>
              <Button
                onClick={() => void startImport()}
                disabled={missing.length > 0}
                data-testid="bulk-import-start"
              >
                {t('common:bulk_import.start')}
              </Button>
            </>
          )}
          {step === 'done' && (
            <Button onClick={close} data-testid="bulk-import-close">
              {t('common:gen.actions.close')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
