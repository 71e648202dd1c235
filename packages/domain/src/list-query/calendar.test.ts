import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from './calendar';

describe('calendar arithmetic', () => {
  it('does calendar arithmetic across month and leap boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2024-05-31', -3)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-01-15', -12)).toBe('2023-01-15');
  });
});
