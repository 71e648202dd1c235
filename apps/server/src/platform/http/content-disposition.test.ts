import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it.each([
    ['plan.pdf', true, `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`],
    [
      'Prüfung (1).pdf',
      false,
      `inline; filename="Pr_fung (1).pdf"; filename*=UTF-8''Pr%C3%BCfung%20%281%29.pdf`,
    ],
    ["it's.txt", true, `attachment; filename="it's.txt"; filename*=UTF-8''it%27s.txt`],
    ['日本.png', true, `attachment; filename="__.png"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.png`],
  ])('%s', (name, attachment, header) => {
    expect(contentDisposition(name, attachment)).toBe(header);
  });
});
