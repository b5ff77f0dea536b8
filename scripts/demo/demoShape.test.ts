/**
 * The demo's documents are what the app writes (issue #32, item 10): each seeded document of
 * a collection the app creates has every field the app's own create of that collection
 * writes, the server's receipt time included. A seeded wash without `receivedAt` once showed
 * on every phone as "on this phone".
 */
import { describe, expect, it } from 'vitest';
import { APP_CREATES, appFields } from './appWrites';
import { buildDemoData, todayUtc } from './demoData';

describe('the demo’s documents', () => {
  // Seeded at 9 in the morning: the demo's day has work planned for later today.
  const seededAt = Date.parse(`${todayUtc()}T09:00:00.000Z`);
  const data = buildDemoData(todayUtc(), seededAt) as unknown as Record<string, Record<string, object>>;

  it('were received by the server no later than the seed (a receipt in the future would hide later writes from a reopen)', () => {
    const late = Object.entries(data).flatMap(([collection, documents]) =>
      Object.entries(documents)
        .filter(([, document]) => {
          const receivedAt = (document as { receivedAt?: unknown }).receivedAt;
          return typeof receivedAt === 'string' && Date.parse(receivedAt) > seededAt;
        })
        .map(([id]) => `${collection}/${id}`),
    );
    expect(late).toEqual([]);
  });

  it.each(APP_CREATES.map((create) => [create.collection, create] as const))(
    '%s: every seeded document has every field the app’s own create writes',
    (collection, create) => {
      const wanted = appFields(create.name, create.args, collection);
      const seeded = Object.entries(data[collection] ?? {});
      expect(seeded.length).toBeGreaterThan(0);
      for (const [id, document] of seeded) {
        const missing = wanted.filter((field) => !(field in document));
        expect({ id, missing }).toEqual({ id, missing: [] });
      }
    },
  );
});
