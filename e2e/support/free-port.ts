import { createServer } from 'node:net';

/** A port the system has just handed out, so a test server never lands on a service's port (3306, 5432, 5672…). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '0.0.0.0', resolve);
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port from the system');
  return address.port;
}
