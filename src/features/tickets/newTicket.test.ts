import { describe, expect, it } from 'vitest';
import { VEHICLE_ISSUE_MESSAGES, type VehicleIssue } from '../../data/tickets';
import { translatorFor } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import type { Dealership } from '../../data/model';
import { checkNewTicket, type NewTicketForm } from './newTicket';

const dealership = {
  priceList: { delivery: 4500, serviceWash: 1500, lotPrep: 6500, photos: 3000, detail: 14900 },
} as Dealership;
const NOW = new Date(2026, 10, 21, 9, 0);
const form: NewTicketForm = {
  stock: 'NSM24007',
  vin: '1hgcm82633a004352',
  year: '2022',
  make: 'Honda',
  model: 'Civic',
  color: 'Blue',
  kind: 'lotPrep',
  dealershipId: 'd1',
  from: 'Lot A',
  to: 'Front line',
  due: '2026-11-21T15:00',
  priority: 'normal',
  notes: '',
  iAmSalesperson: false,
};

describe('checkNewTicket', () => {
  it('accepts a complete request and prices it from the dealership’s list', () => {
    const checked = checkNewTicket(form, dealership, NOW);
    expect(checked.errors).toBeNull();
    if (checked.errors === null) {
      expect(checked.priceCents).toBe(6500);
      expect(checked.vehicle.vin).toBe('1HGCM82633A004352');
    }
  });

  it('explains a VIN with a wrong check digit, a missing stock number and year, and a past due time', () => {
    const checked = checkNewTicket(
      { ...form, vin: '1HGCM82623A004352', stock: '', year: '', due: '2026-11-20T09:00' },
      dealership,
      NOW,
    );
    expect(checked.errors).toEqual({
      vin: 'vehicle.vinCheckDigit',
      stock: 'vehicle.stockMissing',
      year: 'vehicle.yearMissing',
      due: 'tickets.form.duePast',
    });
  });

  it('lets the VIN be left out, but not be the wrong length', () => {
    expect(checkNewTicket({ ...form, vin: '' }, dealership, NOW).errors).toBeNull();
    expect(checkNewTicket({ ...form, vin: '1HGCM826' }, dealership, NOW).errors?.vin).toMatch(/vinShape/);
  });

  it('refuses a request for a dealership whose price list the phone does not have', () => {
    expect(checkNewTicket(form, undefined, NOW).errors?.dealershipId).toMatch(/noPriceList/);
  });
});

describe('the vehicle checks’ words', () => {
  it('are the same in the data layer’s English and the catalogue’s', () => {
    for (const [issue, english] of Object.entries(VEHICLE_ISSUE_MESSAGES))
      expect(translatorFor('en', TICKET_TEXTS)(issue as VehicleIssue)).toBe(english);
  });
});
