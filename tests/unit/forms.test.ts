/** resources/lib/forms.ts: the rules the form pages and the API share. */
import { describe, expect, it } from 'vitest';
import { countWords } from '../../resources/lib/forms';

describe('countWords', () => {
  it('counts Chinese characters and space-separated words, not punctuation', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  hello   world  ')).toBe(2);
    expect(countWords('你好世界')).toBe(4);
    expect(countWords('MRI 影像, CT — done.')).toBe(5);
  });
});
