import { describe, expect, it } from 'vitest';
import type { Dealership } from '../../data/model';
import { NORTHSIDE } from '../../testing/dealerships';
import { formOf, pricesChanged, pricesFromProblem, readForm, type DealershipForm } from './dealershipForm';

const stored: Dealership & { id: string } = {
  id: 'nsm',
  ...NORTHSIDE,
  weekStart: 0,
  overtimeRule: 'california',
  openShiftLimitHours: 10,
  duplicateWashWindowHours: 6,
  priceList: { ...NORTHSIDE.priceList, serviceWash: 1999 },
};

const edited = (change: Partial<DealershipForm>) => ({ ...formOf(stored, 'UTC'), ...change });

describe('a dealership’s form', () => {
  it('reads a stored dealership back unchanged, prices to the cent', () => {
    const read = readForm(formOf(stored, 'UTC'));
    expect(read).toEqual({ fields: { ...stored, id: undefined } });
  });

  it('starts a new dealership on the business’s zone, a Monday week, federal overtime, a 12-hour limit, no geofence', () => {
    const form = formOf(undefined, 'America/Chicago');
    expect(form).toMatchObject({ timezone: 'America/Chicago', weekStart: '1', overtimeRule: 'federal' });
    expect(form.openShiftLimitHours).toBe('12');
    expect(form.duplicateWashWindowHours).toBe('24');
    expect([form.lat, form.lng, form.radiusM]).toEqual(['', '', '']);
    // Prices are left to fill: an empty price is an error, not $0.00.
    expect(readForm({ ...form, name: 'Lakeview', code: 'LAG' })).toEqual({
      errors: { delivery: 'price', serviceWash: 'price', lotPrep: 'price', photos: 'price', detail: 'price' },
    });
  });

  it('says what is wrong with each field, and keeps what was typed', () => {
    const form = edited({
      name: ' ',
      code: 'TOO-LONG-CODE',
      timezone: 'America/Springfield',
      openShiftLimitHours: '7.5',
      prices: { ...formOf(stored, 'UTC').prices, detail: '149.999' },
    });
    expect(readForm(form)).toEqual({
      errors: {
        name: 'required',
        code: 'tooLong',
        timezone: 'timezone',
        openShiftLimitHours: 'limitHours',
        detail: 'price',
      },
    });
    expect(form.prices.detail).toBe('149.999');
  });

  it('takes a geofence whole or not at all', () => {
    expect(readForm(edited({ radiusM: '' }))).toEqual({ errors: { lat: 'geofencePartial' } });
    expect(readForm(edited({ lat: '', lng: '', radiusM: '' }))).toMatchObject({ fields: { geofence: null } });
    expect(readForm(edited({ lat: '91', lng: '-181', radiusM: '5' }))).toEqual({
      errors: { lat: 'latitude', lng: 'longitude', radiusM: 'radius' },
    });
  });

  it('takes a limit of 1 to 72 whole hours, the rules’ bounds', () => {
    expect(readForm(edited({ openShiftLimitHours: '72' }))).toMatchObject({
      fields: { openShiftLimitHours: 72 },
    });
    expect(readForm(edited({ openShiftLimitHours: '73' }))).toEqual({
      errors: { openShiftLimitHours: 'limitHours' },
    });
    expect(readForm(edited({ openShiftLimitHours: '0' }))).toEqual({
      errors: { openShiftLimitHours: 'limitHours' },
    });
  });

  it('takes a duplicate-wash window of whole hours, up to a week', () => {
    expect(readForm(edited({ duplicateWashWindowHours: '168' }))).toMatchObject({
      fields: { duplicateWashWindowHours: 168 },
    });
    for (const typed of ['0', '169', '1.5', ''])
      expect(readForm(edited({ duplicateWashWindowHours: typed }))).toEqual({
        errors: { duplicateWashWindowHours: 'duplicateWindow' },
      });
  });
});

describe('the day new prices start', () => {
  it('is today or a real day of the past year, never a day to come', () => {
    expect(pricesFromProblem('2026-11-25', '2026-11-25')).toBeNull();
    expect(pricesFromProblem('2025-11-25', '2026-11-25')).toBeNull();
    expect(pricesFromProblem('2026-11-26', '2026-11-25')).toBe('pricesFrom');
    expect(pricesFromProblem('2024-11-24', '2026-11-25')).toBe('pricesFrom');
    expect(pricesFromProblem('2026-02-30', '2026-11-25')).toBe('pricesFrom');
    expect(pricesFromProblem('', '2026-11-25')).toBe('pricesFrom');
  });

  it('is asked only when a price changed', () => {
    const list = { delivery: 4_500, serviceWash: 1_500, lotPrep: 6_500, photos: 3_000, detail: 14_900 };
    expect(pricesChanged(list, { ...list })).toBe(false);
    expect(pricesChanged(list, { ...list, photos: 3_001 })).toBe(true);
  });
});

describe('aging targets (issue #36)', () => {
  it('shows the default for a kind the dealership has not set, and keeps only what differs from it', () => {
    const form = formOf({ ...NORTHSIDE, id: 'nsm' }, 'UTC');
    expect(form.agingTargets.serviceWash).toBe('6');
    expect(form.agingTargets.delivery).toBe('24');
    const read = readForm({ ...form, agingTargets: { ...form.agingTargets, detail: '72', delivery: '24' } });
    expect('fields' in read && read.fields.agingTargetHours).toEqual({ serviceWash: 6, detail: 72 });
  });

  it('refuses anything but whole hours from 1 to 720, naming the kind', () => {
    const form = formOf({ ...NORTHSIDE, id: 'nsm' }, 'UTC');
    for (const typed of ['0', '721', '2.5', '', 'soon'])
      expect(readForm({ ...form, agingTargets: { ...form.agingTargets, photos: typed } })).toEqual({
        errors: { 'aging-photos': 'agingHours' },
      });
  });
});
