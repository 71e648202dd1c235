import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The address this process listens on, as a loopback URL when it listens on every interface: Chromium on the
 * same machine prints the report from there, never through the public address (ADR 203).
 */
export function ownBaseUrl(server: Server): string {
  const address = server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') {
    throw new Error('the server does not listen on a TCP port: set PDF_BASE_URL so Chromium can reach it');
  }
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
