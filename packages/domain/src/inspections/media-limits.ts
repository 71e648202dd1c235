/** How the runner stores a photo for a template's quality preset: its longest side in pixels and its format. */
export interface PhotoOutput {
  maxSide: number;
  type: 'image/jpeg' | 'image/png';
}

/** The longest side per preset (spec §3 quality: SD 480p, HD 720p, FHD 1080p, QHD 2K, default, custom, png). */
const MAX_SIDE: Record<string, number> = { sd: 854, hd: 1280, fhd: 1920, qhd: 2560 };
/** The default preset's longest side: sharp enough for a report, small enough for a field connection. */
export const PHOTO_DEFAULT_MAX_SIDE = 1600;
/** A video or audio question's longest clip when the author set none (spec §9: max_length default 20 seconds). */
export const CLIP_DEFAULT_MAX_SECONDS = 20;

/** The preset's value whether the document holds it as the server stores it or in the editor's `{ value }` form. */
function presetOf(quality: unknown): string {
  if (typeof quality === 'string') return quality;
  if (quality && typeof quality === 'object' && 'value' in quality && typeof quality.value === 'string')
    return quality.value;
  return 'normal';
}

/** What a photo answer is scaled and encoded to, so an author's "SD 480p" keeps uploads small and "png" lossless. */
export function photoOutputOf(quality: unknown): PhotoOutput {
  const preset = presetOf(quality);
  return {
    maxSide: MAX_SIDE[preset] ?? PHOTO_DEFAULT_MAX_SIDE,
    type: preset === 'png' ? 'image/png' : 'image/jpeg',
  };
}

/** The longest clip, in seconds, a video or audio question takes: its `max_length`, or the spec's default. */
export function clipMaxSeconds(options: Readonly<Record<string, unknown>>): number {
  const value = Number(options.max_length);
  return Number.isFinite(value) && value > 0 ? value : CLIP_DEFAULT_MAX_SECONDS;
}
