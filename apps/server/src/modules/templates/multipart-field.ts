import type { MultipartFile } from '@fastify/multipart';

/** A text field sent before the file of a multipart request (fields after the file are not seen). */
export function multipartField(part: MultipartFile, name: string): string | undefined {
  const field = part.fields[name];
  const one = Array.isArray(field) ? field[0] : field;
  return one && one.type === 'field' && typeof one.value === 'string' ? one.value : undefined;
}
