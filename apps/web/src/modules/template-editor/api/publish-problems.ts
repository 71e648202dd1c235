import { ERROR_CODES } from '@fieldbook/domain/common/errors';
import { isApiError } from '../../../shared/api/api-error';

/** One problem of a refused publish: the item it is on and the server's localised text. */
export interface PublishProblem {
  item_id: string;
  text: string;
}

/** A refused publish: the server's summary and its problems, in the template's order of fields. */
export interface PublishRefusal {
  message: string;
  problems: PublishProblem[];
}

/**
 * The problems of a CKL_NOT_PUBLISHABLE answer (fields `items.<id>.<option>`; the same text twice on one
 * item, as crossed bounds on min and max, listed once), or null for any other failure, shown as usual.
 */
export function publishRefusalOf(error: unknown): PublishRefusal | null {
  if (!isApiError(error, ERROR_CODES.notPublishable)) return null;
  const seen = new Set<string>();
  const problems = Object.entries(error.body.data ?? {}).flatMap(([field, text]) => {
    const [scope, id] = field.split('.');
    if (scope !== 'items' || !id || typeof text !== 'string' || seen.has(`${id}\n${text}`)) return [];
    seen.add(`${id}\n${text}`);
    return [{ item_id: id, text }];
  });
  return { message: error.body.message, problems };
}
