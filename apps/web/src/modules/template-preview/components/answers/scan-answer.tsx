import { Button, Group, TextInput } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asText, typed, type AnswerControlProps } from './answer-control';
import { barcodeDetector, BarcodeScanner, scanFormats } from './barcode-scanner';

/**
 * A QR or barcode question: the code is always typed into its field; where the browser can detect codes
 * (BarcodeDetector) a Scan button reads it from the camera instead.
 */
export function ScanAnswer({ item, state, label, error, onAnswer }: AnswerControlProps) {
  const { t } = useTranslation('template-preview');
  const [scanning, setScanning] = useState(false);
  const canScan = barcodeDetector() !== null;
  const formats = useMemo(() => scanFormats(item.type), [item.type]);
  const found = (code: string) => {
    setScanning(false);
    onAnswer(code);
  };
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          flex={1}
          label={label}
          required={state.required}
          error={error}
          disabled={!state.enabled}
          value={asText(state.value)}
          placeholder={t('scan.typeCode')}
          onChange={(e) => onAnswer(typed(e.currentTarget.value))}
        />
        {canScan && (
          <Button
            mih={36}
            variant="light"
            leftSection={<IconScan size={18} aria-hidden />}
            disabled={!state.enabled}
            onClick={() => setScanning(true)}
          >
            {t('scan.scan')}
          </Button>
        )}
      </Group>
      {scanning && <BarcodeScanner formats={formats} onCode={found} onClose={() => setScanning(false)} />}
    </>
  );
}
