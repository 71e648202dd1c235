import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/api/api-error';
import { publishRefusalOf } from './publish-problems';

describe('publishRefusalOf', () => {
  it('lists each problem with the item it is on, a text repeated on one item once', () => {
    const error = new ApiRequestError(422, {
      message: 'Fix these questions first: “Speed”.',
      error_code: 'CKL_NOT_PUBLISHABLE',
      data: {
        'items.q1.min': 'The minimum (100) must be below the maximum (10).',
        'items.q2.response_set_id': 'No answers.',
      },
    });
    expect(publishRefusalOf(error)).toEqual({
      message: 'Fix these questions first: “Speed”.',
      problems: [
        { item_id: 'q1', text: 'The minimum (100) must be below the maximum (10).' },
        { item_id: 'q2', text: 'No answers.' },
      ],
    });
  });

  it('leaves other failures to the usual handling', () => {
    const other = new ApiRequestError(422, {
      message: 'Invalid',
      error_code: '_VALIDATION_FAILED',
      data: {},
    });
    expect(publishRefusalOf(other)).toBeNull();
    expect(publishRefusalOf(new Error('network'))).toBeNull();
  });
});
