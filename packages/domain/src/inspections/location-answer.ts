/** A position as a location question's answer holds it. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Decimal places a location answer keeps (about 10 cm, finer than any phone's fix). */
const PLACES = 6;

/** The answer text of a position, "lat,lng" (what the server's answer check and reports read). */
export function formatLocationAnswer({ lat, lng }: LatLng): string {
  return `${Number(lat.toFixed(PLACES))},${Number(lng.toFixed(PLACES))}`;
}

/** The position a location answer names, or null when the text is not "lat,lng" on the globe. */
export function parseLocationAnswer(text: string): LatLng | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return null;
  const [lat, lng] = parts.map(Number) as [number, number];
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
