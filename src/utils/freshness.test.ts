import { describe, expect, it } from 'vitest';
import { freshnessText } from './freshness';

const NOW = new Date(2026, 10, 18, 10, 0, 0);

describe('freshnessText', () => {
  it('says how fresh the numbers are, and that they come from the phone when offline', () => {
    const tenMinutesAgo = new Date(NOW.getTime() - 10 * 60_000).toISOString();
    expect(freshnessText(tenMinutesAgo, true, NOW)).toBe('Updated 10 minutes ago.');
    expect(freshnessText(tenMinutesAgo, false, NOW)).toBe(
      'Offline: showing data saved on this phone, updated 10 minutes ago.',
    );
    expect(freshnessText(null, false, NOW)).toBe('No data saved on this phone yet.');
  });
});
