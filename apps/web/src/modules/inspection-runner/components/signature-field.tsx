import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { useTranslation } from 'react-i18next';
import { RequiredMark } from '../../template-preview/components/preview-effects';
import type { RunnerAnswerProps } from './answers/runner-answer';
import classes from './runner-view.module.css';

/** Sizes the canvas to its box at the screen's pixel density so strokes stay sharp (signature_pad's advice). */
function fitCanvas(canvas: HTMLCanvasElement): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
}

/**
 * A signature: drawn with a finger or mouse plus the signer's name. The drawing is stored as an uploaded image in
 * the answer's media part and the name as its value (ADR 194), so the server checks the file like any other.
 */
export function SignatureField({ label, state, answer, runner }: RunnerAnswerProps) {
  const { t } = useTranslation('inspection-runner');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [name, setName] = useState(typeof answer?.value === 'string' ? answer.value : '');
  const signed = (answer?.media.length ?? 0) > 0;
  const { item_id, instance } = state;

  useEffect(() => {
    if (signed || !canvas.current || typeof canvas.current.getContext('2d')?.scale !== 'function') return;
    fitCanvas(canvas.current);
    pad.current = new SignaturePad(canvas.current);
    return () => pad.current?.off();
  }, [signed]);

  async function save() {
    const drawn = canvas.current;
    if (!drawn || !pad.current || pad.current.isEmpty()) return;
    const blob = await new Promise<Blob | null>((resolve) => drawn.toBlob(resolve, 'image/png'));
    if (!blob) return;
    const ref = await runner.storeFile(blob, 'signature.png', 'signature');
    runner.record({ kind: 'media', item_id, instance, file_ids: [ref.id] }, [ref]);
  }

  return (
    <Stack gap={6} data-testid={`runner-signature-${item_id}`}>
      <Text size="sm" fw={500}>
        {label}
        {state.required && <RequiredMark />}
      </Text>
      <TextInput
        label={t('signerName')}
        value={name}
        disabled={!state.enabled}
        onChange={(e) => {
          setName(e.currentTarget.value);
          runner.session.answer(item_id, e.currentTarget.value || undefined, instance);
        }}
      />
      {signed ? (
        <Group justify="space-between">
          <Text size="sm">{t('signed')}</Text>
          <Button
            variant="subtle"
            color="red"
            onClick={() => runner.record({ kind: 'media', item_id, instance, file_ids: [] })}
          >
            {t('signAgain')}
          </Button>
        </Group>
      ) : (
        <>
          <Paper withBorder radius="sm">
            <canvas
              ref={canvas}
              aria-label={t('signHere')}
              style={{ display: 'block', width: '100%', height: 160, touchAction: 'none' }}
            />
          </Paper>
          <Group gap="xs" grow>
            <Button variant="default" className={classes.button} onClick={() => pad.current?.clear()}>
              {t('clearSignature')}
            </Button>
            <Button className={classes.button} onClick={() => void save()} disabled={!state.enabled}>
              {t('saveSignature')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
