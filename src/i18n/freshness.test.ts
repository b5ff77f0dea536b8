import { describe, expect, it } from 'vitest';
import { formatsFor } from './format';
import { freshnessText } from './freshness';
import { WORK_TEXTS } from './areas/work';
import { loadArea, loadCatalogue, translatorFor } from './language';

const NOW = new Date(2026, 10, 18, 10, 0, 0);
const tenMinutesAgo = new Date(NOW.getTime() - 10 * 60_000).toISOString();

describe('freshnessText', () => {
  it('says how fresh the numbers are, and that they come from the phone when offline', () => {
    const [t, formats] = [translatorFor('en', WORK_TEXTS), formatsFor('en')];
    expect(freshnessText(tenMinutesAgo, true, NOW, t, formats)).toBe('Updated 10 minutes ago.');
    expect(freshnessText(tenMinutesAgo, false, NOW, t, formats)).toBe(
      'Offline: showing data saved on this phone, updated 10 minutes ago.',
    );
    expect(freshnessText(null, false, NOW, t, formats)).toBe('No data saved on this phone yet.');
    expect(freshnessText(NOW.toISOString(), true, NOW, t, formats)).toBe('Updated just now.');
  });

  it('says it in Spanish', async () => {
    await loadCatalogue('es');
    await loadArea(WORK_TEXTS);
    expect(freshnessText(tenMinutesAgo, true, NOW, translatorFor('es', WORK_TEXTS), formatsFor('es'))).toBe(
      'Actualizado hace 10 minutos.',
    );
  });
});
