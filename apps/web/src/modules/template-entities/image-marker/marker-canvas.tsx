import { Box, UnstyledButton } from '@mantine/core';
import type { ImageMarkerPoint } from '@fieldbook/domain/templates';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nudged, percentAt } from './marker-geometry';

const MARKER_SIZE = 28;

/**
 * The uploaded image with its numbered markers: a click on the image places one, a marker is dragged with
 * the pointer or, focused, moved with the arrow keys (Shift for larger steps) and removed with Delete.
 */
export function MarkerCanvas({
  src,
  alt,
  markers,
  onPlace,
  onMove,
  onRemove,
}: {
  src: string;
  alt: string;
  markers: readonly ImageMarkerPoint[];
  onPlace(point: { x: number; y: number }): void;
  onMove(marker: ImageMarkerPoint): void;
  onRemove(id: string): void;
}) {
  const { t } = useTranslation('template-entities');
  const frame = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const pointAt = (clientX: number, clientY: number) =>
    percentAt(
      frame.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 },
      clientX,
      clientY,
    );

  const place = (e: MouseEvent) => onPlace(pointAt(e.clientX, e.clientY));
  const startDrag = (id: string) => (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDragging(id);
  };
  const drag = (marker: ImageMarkerPoint) => (e: PointerEvent) => {
    if (dragging === marker.id) onMove({ ...marker, ...pointAt(e.clientX, e.clientY) });
  };
  const keys = (marker: ImageMarkerPoint) => (e: KeyboardEvent) => {
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onRemove(marker.id);
      return;
    }
    const moved = nudged(marker, e.key, e.shiftKey);
    if (!moved) return;
    e.preventDefault();
    onMove(moved);
  };

  return (
    <Box
      ref={frame}
      pos="relative"
      display="inline-block"
      maw="100%"
      style={{ cursor: 'crosshair', touchAction: 'none', lineHeight: 0 }}
      onClick={place}
      data-testid="image-marker-canvas"
    >
      <img
        src={src}
        alt={alt}
        draggable={false}
        style={{ display: 'block', maxWidth: '100%', maxHeight: 420 }}
      />
      {markers.map((marker, index) => (
        <UnstyledButton
          key={marker.id}
          aria-label={t('imageMarker.marker', {
            index: index + 1,
            label: marker.label || t('imageMarker.noLabel'),
            x: Math.round(marker.x),
            y: Math.round(marker.y),
          })}
          onClick={(e) => e.stopPropagation()}
          onPointerDown={startDrag(marker.id)}
          onPointerMove={drag(marker)}
          onPointerUp={() => setDragging(null)}
          onKeyDown={keys(marker)}
          style={{
            position: 'absolute',
            left: `${marker.x}%`,
            top: `${marker.y}%`,
            width: MARKER_SIZE,
            height: MARKER_SIZE,
            transform: 'translate(-50%, -50%)',
            borderRadius: '50%',
            border: '2px solid white',
            background: 'var(--mantine-color-red-9)',
            color: 'white',
            fontWeight: 700,
            fontSize: 13,
            lineHeight: `${MARKER_SIZE - 4}px`,
            textAlign: 'center',
            cursor: dragging === marker.id ? 'grabbing' : 'grab',
            boxShadow: '0 1px 4px rgba(0, 0, 0, 0.5)',
          }}
        >
          {index + 1}
        </UnstyledButton>
      ))}
    </Box>
  );
}
