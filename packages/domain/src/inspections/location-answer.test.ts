import { describe, expect, it } from 'vitest';
import { formatLocationAnswer, parseLocationAnswer } from './location-answer';

describe('location answers', () => {
  it('writes "lat,lng" with six places and reads it back', () => {
    const text = formatLocationAnswer({ lat: 48.1371234567, lng: 11.5753 });
    expect(text).toBe('48.137123,11.5753');
    expect(parseLocationAnswer(text)).toEqual({ lat: 48.137123, lng: 11.5753 });
    expect(parseLocationAnswer(' -33.9 , 151.2 ')).toEqual({ lat: -33.9, lng: 151.2 });
  });

  it.each(['', '48.1', '48.1,', 'north,east', '91,0', '0,181', '1,2,3'])('refuses %j', (text) => {
    expect(parseLocationAnswer(text)).toBeNull();
  });
});
