// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDatabase, getDatabase, type Mirrored } from '../db';
import type { Dealership } from '../model';
import { keepDealershipsWarm, useDealerships } from './useDealerships';

// Whatever an earlier file's screens left kept warm (the modules outlive a file) is stopped.
beforeEach(() => keepDealershipsWarm().stop());
afterEach(async () => {
  keepDealershipsWarm().stop();
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

    keepDealershipsWarm();
    await vi.waitFor(() => expect(firstRender()).toEqual(['America/Chicago', 'America/Los_Angeles']));
    await db.dealerships.put(dealership('dealer-3', 'America/New_York'));
    await vi.waitFor(() =>
      expect(firstRender()).toEqual(['America/Chicago', 'America/Los_Angeles', 'America/New_York']),
    );
    // A sign-out empties the copy, and what was read ahead with it.
    await clearDatabase(db);
    await vi.waitFor(() => expect(firstRender()).toEqual([]));
  });

  it('once a screen has read them, the next screen has them in its first render', async () => {
    await getDatabase().dealerships.put(dealership('dealer-1', 'America/Chicago'));
    // The first screen waits for its own read…
    const first = renderHook(() => useDealerships());
    expect(first.result.current).toBeUndefined();
    await vi.waitFor(() => expect(first.result.current?.length).toBe(1));
    // …and keeps them warm for the screens after it.
    await vi.waitFor(() => expect(firstRender()).toEqual(['America/Chicago']));
  });
});
