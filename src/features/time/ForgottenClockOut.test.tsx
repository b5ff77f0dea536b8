// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as TimeModule from '../../data/time';
import { timeRulesOf } from '../../data/time';
import { TIME_TEXTS } from '../../i18n/areas/time';
import { ForgottenClockOut } from './ForgottenClockOut';
import { HOUR_MS } from '../../utils/duration';

vi.mock('../../data/time', async (original) => ({
  ...(await original<typeof TimeModule>()),
  recordCorrection: vi.fn(),
  recordPunch: vi.fn(),
}));

const words = TIME_TEXTS.english;
/** Clocked in at 07:00 in Chicago (13:00 UTC), on a summer day, fourteen hours before the test's "now". */
const CLOCKED_IN_AT = Date.parse('2026-07-14T12:00:00Z');

describe('ForgottenClockOut', () => {
  it('suggests eight hours after clocking in, in the dealership zone known when it is drawn, even one that arrives after the form', () => {
    vi.useFakeTimers({ now: CLOCKED_IN_AT + 14 * HOUR_MS, toFake: ['Date'] });
    const utc = { ...timeRulesOf([], []), zone: 'UTC' };
    const { rerender } = render(<ForgottenClockOut uid="u1" start={CLOCKED_IN_AT} rules={utc} />);
    const field = () => screen.getByLabelText<HTMLInputElement>(words['time.stoppedAt']);
    expect(field().value).toBe('2026-07-14T20:00');
    // The device's copy of the dealership (its zone) comes in after the prompt was drawn.
    rerender(
      <ForgottenClockOut uid="u1" start={CLOCKED_IN_AT} rules={{ ...utc, zone: 'America/Chicago' }} />,
    );
    expect(field().value).toBe('2026-07-14T15:00');
    vi.useRealTimers();
  });
});
