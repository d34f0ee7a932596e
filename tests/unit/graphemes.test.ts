import { describe, expect, it } from 'vitest';
import { firstGrapheme, graphemes } from '../../src/lib/graphemes';

describe('graphemes', () => {
  it('keeps an emoji, its skin tone and a flag whole', () => {
    expect(graphemes('a👍🏽🇻🇳')).toEqual(['a', '👍🏽', '🇻🇳']);
    expect(firstGrapheme('🎉 Tiệc')).toBe('🎉');
  });

  it('keeps a letter with a combining accent whole', () => {
    expect(firstGrapheme('e\u0301m')).toBe('e\u0301');
    expect(firstGrapheme('')).toBe('');
  });
});
