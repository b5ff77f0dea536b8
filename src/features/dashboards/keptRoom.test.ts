// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../config/constants';
import { clearPersonalFlags, writeFlag } from '../../lib/localFlags';
import { keepRoom, keptRoomPx } from './keptRoom';

const PHONE_WIDTH_PX = 412;

afterEach(clearPersonalFlags);

describe('the room a late part of a dashboard took', () => {
  it('is kept per part for the screen width it was measured at, rounded up to a whole pixel', () => {
    expect(keptRoomPx('clock', PHONE_WIDTH_PX)).toBeNull();
    keepRoom('clock', PHONE_WIDTH_PX, 399.5);
    keepRoom('bay', PHONE_WIDTH_PX, 480);
    expect(keptRoomPx('clock', PHONE_WIDTH_PX)).toBe(400);
    expect(keptRoomPx('bay', PHONE_WIDTH_PX)).toBe(480);
    // The screen turned, or another window size: the stylesheet's guess applies instead.
    expect(keptRoomPx('clock', 823)).toBeNull();
    keepRoom('clock', 823, 264);
    expect(keptRoomPx('clock', 823)).toBe(264);
    expect(keptRoomPx('clock', PHONE_WIDTH_PX)).toBeNull();
    expect(keptRoomPx('bay', PHONE_WIDTH_PX)).toBe(480);
  });

  it('keeps no height that cannot be a part on arrival, and reads nothing from a value it did not write', () => {
    keepRoom('clock', PHONE_WIDTH_PX, 0);
    keepRoom('clock', PHONE_WIDTH_PX, 50_000);
    keepRoom('clock', PHONE_WIDTH_PX, Number.NaN);
    expect(keptRoomPx('clock', PHONE_WIDTH_PX)).toBeNull();
    writeFlag(LOCAL_KEYS.dashboardRoom, '{not json');
    expect(keptRoomPx('clock', PHONE_WIDTH_PX)).toBeNull();
    writeFlag(LOCAL_KEYS.dashboardRoom, JSON.stringify({ clock: { widthPx: 412, heightPx: '9' } }));
    expect(keptRoomPx('clock', PHONE_WIDTH_PX)).toBeNull();
    // What it did not understand is replaced by the next measurement.
    keepRoom('clock', PHONE_WIDTH_PX, 360);
    expect(keptRoomPx('clock', PHONE_WIDTH_PX)).toBe(360);
  });
});
