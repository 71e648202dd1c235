import { Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the browser's Shape Detection API offers (Chromium, Android included); not in TypeScript's DOM types. */
interface DetectedCode {
  rawValue: string;
}
interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type CodeDetectorClass = new (options?: { formats?: string[] }) => CodeDetector;

/** How often a frame is looked at for a code. */
const SCAN_INTERVAL_MS = 250;

/** The browser's BarcodeDetector, or null where it has none (then the code is typed). */
export function barcodeDetector(): CodeDetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: CodeDetectorClass }).BarcodeDetector;
  return typeof found === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function'
    ? found
    : null;
}

/** Formats a question type scans: QR codes, or the common one-dimensional codes. */
export function scanFormats(type: string): string[] {
  return type === 'qr' ? ['qr_code'] : ['code_128', 'code_39', 'ean_13', 'ean_8', 'upc_a', 'upc_e', 'itf'];
}

interface Props {
  formats: string[];
  onCode(code: string): void;
  onClose(): void;
}

/** The back camera in a dialog until a code is seen; the camera stops when it closes. */
export function BarcodeScanner({ formats, onCode, onClose }: Props) {
  const { t } = useTranslation('template-preview');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The runner re-renders while the camera is open (sync, pulls); a new callback must not restart the camera.
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return setFailed(true);
    const detector = new Detector({ formats });
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const look = async () => {
      if (stopped || !video.current) return;
      const codes = await detector.detect(video.current).catch(() => []);
      if (stopped) return;
      if (codes[0]) return found.current(codes[0].rawValue);
      timer = setTimeout(() => void look(), SCAN_INTERVAL_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [formats]);

  return (
    <Modal opened onClose={onClose} title={t('scan.title')} centered>
      {failed ? (
        <Text size="sm" role="alert">
          {t('scan.noCamera')}
        </Text>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          style={{ width: '100%', borderRadius: 4 }}
          aria-label={t('scan.title')}
        />
      )}
    </Modal>
  );
}
