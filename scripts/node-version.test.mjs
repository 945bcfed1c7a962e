import { describe, expect, it } from 'vitest';
import { minimumFromRange, satisfiesMinimum } from './node-version.mjs';

describe('node version check', () => {
  it('reads the engines range of package.json', () => {
    expect(minimumFromRange('>=22.22')).toEqual([22, 22, 0]);
    expect(minimumFromRange('>= 24.1.3')).toEqual([24, 1, 3]);
    expect(() => minimumFromRange('^22')).toThrow(/engines.node/);
  });

  it('refuses older runtimes and accepts equal or newer ones', () => {
    const minimum = [22, 22, 0];
    expect(satisfiesMinimum('v20.20.2', minimum)).toBe(false);
    expect(satisfiesMinimum('v22.12.0', minimum)).toBe(false);
    expect(satisfiesMinimum('v22.22.0', minimum)).toBe(true);
    expect(satisfiesMinimum('v24.21.0', minimum)).toBe(true);
    expect(satisfiesMinimum('26.10.0', minimum)).toBe(true);
  });
});
