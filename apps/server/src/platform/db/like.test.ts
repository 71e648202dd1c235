import { describe, expect, it } from 'vitest';
import { likeEscape, likePattern } from './like';

describe('LIKE patterns', () => {
  it('takes the wildcards and the escape character literally', () => {
    expect(likeEscape('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('wraps the escaped text for a contains search', () => {
    expect(likePattern('a%')).toBe('%a\\%%');
    expect(likePattern('plain')).toBe('%plain%');
  });
});
