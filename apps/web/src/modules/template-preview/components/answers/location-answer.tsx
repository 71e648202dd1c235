import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatLocationAnswer, parseLocationAnswer } from '@fieldbook/domain/inspections';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerLabel, asText, type AnswerControlProps } from './answer-control';

/** How long a fix may take before the question says so (a phone indoors may never get one). */
const FIX_TIMEOUT_MS = 20_000;

/** The message key of a failed fix: refused by the person, or no fix (offline, indoors, timed out). */
export function locationErrorKey(error: Pick<GeolocationPositionError, 'code'> | null): string {
  if (error?.code === 1) return 'location.denied';
  return 'location.unavailable';
}

/**
 * A location question: "Use my location" asks the device for a fix; the latitude and longitude may also be typed.
 * The answer is "lat,lng", what the server's answer check accepts.
 */
export function LocationAnswer({ item, state, label, onAnswer }: AnswerControlProps) {
  const { t } = useTranslation('template-preview');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = asText(state.value);
  const stored = parseLocationAnswer(answer);
  const [lat, setLat] = useState(stored ? String(stored.lat) : '');
  const [lng, setLng] = useState(stored ? String(stored.lng) : '');
  const box = useRef<HTMLDivElement>(null);
  const disabled = !state.enabled;
  // A collaborator's position (a merged pull) shows unless the person is typing here.
  useEffect(() => {
    if (box.current?.contains(document.activeElement)) return;
    const position = parseLocationAnswer(answer);
    setLat(position ? String(position.lat) : '');
    setLng(position ? String(position.lng) : '');
  }, [answer]);

  function typedPosition(nextLat: string, nextLng: string) {
    setLat(nextLat);
    setLng(nextLng);
    if (nextLat.trim() === '' && nextLng.trim() === '') return onAnswer(undefined);
    const position = parseLocationAnswer(`${nextLat},${nextLng}`);
    if (position) onAnswer(formatLocationAnswer(position));
  }

  function locate() {
    if (!('geolocation' in navigator)) return setFailure(locationErrorKey(null));
    setBusy(true);
    setFailure(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setBusy(false);
        const text = formatLocationAnswer({ lat: coords.latitude, lng: coords.longitude });
        const position = parseLocationAnswer(text)!;
        setLat(String(position.lat));
        setLng(String(position.lng));
        onAnswer(text);
      },
      (error) => {
        setBusy(false);
        setFailure(locationErrorKey(error));
      },
      { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }

  const typedWrong = (lat !== '' || lng !== '') && !parseLocationAnswer(`${lat},${lng}`);
  return (
    <Stack gap={6} ref={box} data-testid={`answer-location-${item.id}`}>
      <AnswerLabel label={label} required={state.required} />
      <Button
        variant="light"
        mih={44}
        leftSection={<IconCurrentLocation size={18} aria-hidden />}
        loading={busy}
        disabled={disabled}
        onClick={locate}
      >
        {t('location.useMine')}
      </Button>
      {failure && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t(failure)}
        </Text>
      )}
      <Group grow gap="xs">
        <TextInput
          label={t('location.lat')}
          inputMode="decimal"
          disabled={disabled}
          value={lat}
          onChange={(e) => typedPosition(e.currentTarget.value, lng)}
        />
        <TextInput
          label={t('location.lng')}
          inputMode="decimal"
          disabled={disabled}
          value={lng}
          onChange={(e) => typedPosition(lat, e.currentTarget.value)}
        />
      </Group>
      {typedWrong && (
        <Text size="xs" c="var(--mantine-color-error)">
          {t('location.invalid')}
        </Text>
      )}
    </Stack>
  );
}
