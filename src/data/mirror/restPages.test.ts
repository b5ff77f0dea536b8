// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainOf, type RestValue } from '../firestoreRest';
import { markOfTimestamp, pageQuery } from './restPages';

describe('a page of Firestore’s REST answer, as the device’s copy keeps it', () => {
  it('turns each kind of value of the documented Value format into what the SDK’s answer becomes', () => {
    // https://firebase.google.com/docs/firestore/reference/rest/v1/Value
    const document: RestValue = {
      mapValue: {
        fields: {
          stock: { stringValue: 'A123' },
          year: { integerValue: '2022' },
          priceCents: { integerValue: '10900' },
          ratio: { doubleValue: 0.5 },
          active: { booleanValue: true },
          salespersonUid: { nullValue: null },
          receivedAt: { timestampValue: '2026-11-25T10:00:03.123456Z' },
          history: {
            arrayValue: { values: [{ mapValue: { fields: { status: { stringValue: 'open' } } } }] },
          },
          photos: { arrayValue: {} },
          notes: { mapValue: {} },
        },
      },
    };
    expect(plainOf(document)).toEqual({
      stock: 'A123',
      year: 2022,
      priceCents: 10900,
      ratio: 0.5,
      active: true,
      salespersonUid: null,
      // As toPlain keeps a Timestamp: ISO, to the millisecond.
      receivedAt: '2026-11-25T10:00:03.123Z',
      history: [{ status: 'open' }],
      photos: [],
      notes: {},
    });
  });

  it('keeps a receipt time to the nanosecond as the mark, whatever digits the answer gives', () => {
    expect(markOfTimestamp('2026-11-25T10:00:03.123456789Z')).toBe('001795600803.123456789');
    expect(markOfTimestamp('2026-11-25T10:00:03.5Z')).toBe('001795600803.500000000');
    expect(markOfTimestamp('2026-11-25T10:00:03Z')).toBe('001795600803.000000000');
    expect(markOfTimestamp('not a time')).toBeUndefined();
  });

  it('asks for the view in the order of its documents’ last writes, from after the last page', () => {
    const cursor: RestValue[] = [
      { timestampValue: '2026-11-25T10:00:03Z' },
      { stringValue: '2026-11-20T00:00:00.000Z' },
      { referenceValue: 'projects/p/databases/(default)/documents/tickets/t9' },
    ];
    expect(
      pageQuery(
        {
          collection: 'tickets',
          where: [
            ['dealershipId', 'in', ['d1', 'd2']],
            ['updatedAt', '>=', '2026-10-26'],
          ],
          order: ['receivedAt', 'updatedAt'],
        },
        cursor,
        500,
      ),
    ).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'tickets' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              {
                fieldFilter: {
                  field: { fieldPath: 'dealershipId' },
                  op: 'IN',
                  value: { arrayValue: { values: [{ stringValue: 'd1' }, { stringValue: 'd2' }] } },
                },
              },
              {
                fieldFilter: {
                  field: { fieldPath: 'updatedAt' },
                  op: 'GREATER_THAN_OR_EQUAL',
                  value: { stringValue: '2026-10-26' },
                },
              },
            ],
          },
        },
        orderBy: ['receivedAt', 'updatedAt', '__name__'].map((fieldPath) => ({
          field: { fieldPath },
          direction: 'ASCENDING',
        })),
        startAt: { values: cursor, before: false },
        limit: 500,
      },
    });
    expect(
      pageQuery({ collection: 'users', where: [], order: [] }, null, 10).structuredQuery,
    ).not.toHaveProperty('where');
    // A period's range, in its field's own order.
    expect(
      pageQuery(
        {
          collection: 'washLogs',
          where: [
            ['washedAt', '>=', '2026-09-01'],
            ['washedAt', '<', '2026-10-01'],
          ],
          order: ['washedAt'],
        },
        null,
        1000,
      ).structuredQuery.where,
    ).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          {
            fieldFilter: {
              field: { fieldPath: 'washedAt' },
              op: 'GREATER_THAN_OR_EQUAL',
              value: { stringValue: '2026-09-01' },
            },
          },
          {
            fieldFilter: {
              field: { fieldPath: 'washedAt' },
              op: 'LESS_THAN',
              value: { stringValue: '2026-10-01' },
            },
          },
        ],
      },
    });
  });
});
