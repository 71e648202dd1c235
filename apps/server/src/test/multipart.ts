const BOUNDARY = '----fieldbook-multipart-test';

/** One file part of a test multipart body. */
export interface TestFilePart {
  field: string;
  name: string;
  bytes: Buffer;
}

/** A multipart body with text fields and any number of files, and the header that announces it. */
export function multipartParts(fields: Record<string, string>, files: readonly TestFilePart[] = []) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    body: Buffer.concat(parts),
    options: { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } },
  };
}
