import { describe, expect, it } from 'vitest';
import {
  STALE_AFTER_MS,
  carriesOptOutNotice,
  composeAlert,
  fromE164,
  isStale,
  keywordOf,
  refusalFor,
  stepOrder,
  toE164,
} from './alerts';

const agreed = {
  active: true,
  role: 'dealershipEmployee',
  visibility: 'Sales',
  smsConsent: 'agree',
  phone: '5125550142',
};
const rogue = { year: 2022, make: 'Nissan', model: 'Rogue', stock: 'LAG24210' };

describe('who gets a text, read at send time', () => {
  it('an active Sales employee who agreed and has a phone gets one', () => {
    expect(refusalFor(agreed)).toBeNull();
  });
  it('declined, deactivated, Service visibility, another role or no user: not wanted', () => {
    expect(refusalFor({ ...agreed, smsConsent: 'disagree' })).toBe('notWanted');
    expect(refusalFor({ ...agreed, active: false })).toBe('notWanted');
    expect(refusalFor({ ...agreed, visibility: 'Service' })).toBe('notWanted');
    expect(refusalFor({ ...agreed, role: 'dealershipManager' })).toBe('notWanted');
    expect(refusalFor(undefined)).toBe('notWanted');
  });
  it('STOP by text is told apart from a decline in the app', () => {
    expect(refusalFor({ ...agreed, smsConsent: 'disagree', smsOptedOutBySms: true })).toBe('optedOut');
    // Agreeing again in the app after a STOP is theirs to do; the carrier then says 21610 until START.
    expect(refusalFor({ ...agreed, smsOptedOutBySms: true })).toBeNull();
  });
  it('a phone that is not 10 digits: no phone', () => {
    expect(refusalFor({ ...agreed, phone: '' })).toBe('noPhone');
    expect(refusalFor({ ...agreed, phone: '512555014' })).toBe('noPhone');
    expect(refusalFor({ ...agreed, phone: undefined })).toBe('noPhone');
  });
});

describe('the text', () => {
  it('names the app, the vehicle and the step in words; the first carries the opt-out notice', () => {
    expect(
      composeAlert({ language: 'en', vehicle: rogue, kind: 'delivery', step: 'done', sentBefore: 0 }),
    ).toBe(
      'Lotcrew: 2022 Nissan Rogue, stock LAG24210: delivered. Reply STOP to opt out, HELP for help. Msg & data rates may apply.',
    );
    expect(
      composeAlert({ language: 'en', vehicle: rogue, kind: 'delivery', step: 'assigned', sentBefore: 1 }),
    ).toBe('Lotcrew: 2022 Nissan Rogue, stock LAG24210: a crew took it');
  });
  it('speaks Spanish to a salesperson who chose it', () => {
    expect(
      composeAlert({ language: 'es', vehicle: rogue, kind: 'serviceWash', step: 'done', sentBefore: 2 }),
    ).toBe('Lotcrew: 2022 Nissan Rogue, stock LAG24210: lavado');
  });
  it('the notice rides on the first text and every 30th after it', () => {
    expect([0, 1, 29, 30, 31, 59, 60].map(carriesOptOutNotice)).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('order and age', () => {
  it('one ticket’s steps go in the order they happened, then in the flow’s order', () => {
    const steps = [
      { requestedAt: '2026-11-25T10:02:00.000Z', status: 'done' },
      { requestedAt: '2026-11-25T10:00:00.000Z', status: 'assigned' },
      { requestedAt: '2026-11-25T10:01:00.000Z', status: 'inProgress' },
    ];
    expect([...steps].sort(stepOrder).map((step) => step.status)).toEqual(['assigned', 'inProgress', 'done']);
    const sameMoment = [
      { requestedAt: '2026-11-25T10:00:00.000Z', status: 'inProgress' },
      { requestedAt: '2026-11-25T10:00:00.000Z', status: 'assigned' },
    ];
    expect(sameMoment.sort(stepOrder).map((step) => step.status)).toEqual(['assigned', 'inProgress']);
  });
  it('a request is stale past two hours, not at them', () => {
    const requested = Date.parse('2026-11-25T10:00:00.000Z');
    expect(isStale('2026-11-25T10:00:00.000Z', requested + STALE_AFTER_MS)).toBe(false);
    expect(isStale('2026-11-25T10:00:00.000Z', requested + STALE_AFTER_MS + 1)).toBe(true);
    expect(isStale('not a time', requested)).toBe(true);
  });
});

describe('numbers and keywords', () => {
  it('US numbers go out in E.164 and come back to 10 digits', () => {
    expect(toE164('5125550142')).toBe('+15125550142');
    expect(fromE164('+15125550142')).toBe('5125550142');
    expect(fromE164('+445125550142')).toBeNull();
  });
  it('STOP and its kin, START and HELP count only as the whole message, in any case', () => {
    for (const word of [
      'STOP',
      'stop',
      ' StopAll ',
      'UNSUBSCRIBE',
      'cancel',
      'END',
      'quit',
      'REVOKE',
      'optout',
    ]) {
      expect(keywordOf(word)).toBe('stop');
    }
    expect(keywordOf('start')).toBe('start');
    expect(keywordOf('Help')).toBe('help');
    expect(keywordOf('please stop')).toBeNull();
    expect(keywordOf('')).toBeNull();
  });
});
