import { describe, expect, it } from 'vitest';
import { variantLabel } from './variant';

describe('variantLabel', () => {
  it('keeps every dimension that applies, weight and use included', () => {
    expect(variantLabel({ size: '50x70', color: 'Beyaz', type: '1000 gr', target: 'Çocuk' })).toBe(
      '50x70 / Beyaz / 1000 gr / Çocuk',
    );
    expect(variantLabel({ size: 'Pass', color: 'Gri', type: 'Pass', target: '' }, ' · ')).toBe(
      'Gri',
    );
    expect(variantLabel({ size: 'Pass', color: 'Pass', type: 'Pass', target: 'Pass' })).toBe('');
  });
});
