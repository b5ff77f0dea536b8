// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDatabase, getDatabase, type Mirrored } from '../db';
import type { Dealership } from '../model';
import { keepDealershipsWarm, useDealerships } from './useDealerships';

let warm: { stop: () => void } | undefined;
afterEach(async () => {
  warm?.stop();
  await clearDatabase(getDatabase());
});

const dealership = (id: string, timezone: string) => ({ id, name: id, timezone }) as Mirrored<Dealership>;
/** What a screen's very first render gets, before any read of its own has answered. */
const firstRender = () => renderHook(() => useDealerships()).result.current?.map((each) => each.timezone);

describe('the dealerships, read ahead of the screens', () => {
  it('are in a screen’s first render, with their clocks, and follow the device’s copy', async () => {
    const db = getDatabase();
    await db.dealerships.bulkPut([
      dealership('dealer-1', 'America/Chicago'),
      dealership('dealer-2', 'America/Los_Angeles'),
    ]);
    // Not read ahead: the first render has nothing yet, and the screen would count days on
    // the phone's clock until its own read answers.
    expect(firstRender()).toBeUndefined();

    warm = keepDealershipsWarm();
    await vi.waitFor(() => expect(firstRender()).toEqual(['America/Chicago', 'America/Los_Angeles']));
    await db.dealerships.put(dealership('dealer-3', 'America/New_York'));
    await vi.waitFor(() =>
      expect(firstRender()).toEqual(['America/Chicago', 'America/Los_Angeles', 'America/New_York']),
    );
    // A sign-out empties the copy, and what was read ahead with it.
    await clearDatabase(db);
    await vi.waitFor(() => expect(firstRender()).toEqual([]));
  });
});
