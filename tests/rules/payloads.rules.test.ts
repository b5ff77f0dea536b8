/**
 * Generated invalid payloads: from one valid document per collection, every key is in
 * turn removed, given a wrong type, made oversize, or given an out-of-enum value;
 * extra keys, bad phone numbers, bad times and client-chosen trusted timestamps are
 * added. The writer is the owner (who may create anything), so a refusal is the
 * payload's doing. None is accepted; every valid original is.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Collection } from '../../src/config/access';
import { rulesTestEnvironment } from '../support/rulesEnv';
import {
  clientChosenTime,
  consentEventDoc,
  dailyReportDoc,
  dealershipDoc,
  inviteDoc,
  invoiceDoc,
  invoicePath,
  payRateDoc,
  rateStep,
  ISO,
  newTicket,
  supplierDoc,
  supplyRequestDoc,
  timeAttestationDoc,
  timeCorrectionDoc,
  timePunchDoc,
  timeWeekDoc,
  WEEK_START,
  weekStep,
  userDoc,
  washLogDoc,
  who,
} from './principals';
import { setDoc } from './stampedCommit';

const OWNER = who('owner');
/** A crew member: the only one who creates punches (their own). */
const CREW = who('employee');
/** Suppliers are the only ones who create invoices (their own). */
const SUPPLIER = who('supplier');
const D1 = 'd1';
let testEnv: RulesTestEnvironment;
let tried = 0;
let counter = 0;

interface Subject {
  /** A new id each call: daily reports need theirs to match date and dealership. */
  path: () => string;
  valid: () => Record<string, unknown>;
  /** Keys that may be left out. */
  optional: readonly string[];
  enums: Record<string, unknown>;
  /** Who writes it (default: the owner, who may create anything). */
  writer?: string;
  /** Keys whose null is valid (not a wrong type). */
  nullable?: readonly string[];
}

const SUBJECTS: Partial<Record<Collection, Subject>> = {
  users: {
    path: () => `users/generated-${++counter}`,
    valid: () => ({
      ...userDoc('dealershipEmployee', D1),
      dealerships: [D1],
      visibility: 'Sales',
      phone: '5555550101',
      phoneUpdatedAt: ISO,
      signature: 'Sam Sandoval',
      signatureAcceptedAt: ISO,
      smsConsent: 'agree',
      language: 'es',
      languageChosenAt: ISO,
    }),
    optional: [
      'email',
      'displayName',
      'profileCompleted',
      'active',
      'role',
      'dealerships',
      'visibility',
      'phone',
      'phoneUpdatedAt',
      'signature',
      'signatureAcceptedAt',
      'smsConsent',
      'language',
      'languageChosenAt',
    ],
    enums: { role: 'superuser', visibility: 'Everything', smsConsent: 'maybe', language: 'fr' },
  },
  payRates: {
    // One id (whose history it is): every invalid payload is refused there, then the valid one lands.
    path: () => `payRates/${OWNER.outsider}`,
    valid: () => payRateDoc(OWNER.outsider, [rateStep(1850, OWNER.uid)]),
    optional: [],
    enums: {},
  },
  dealerships: {
    path: () => `dealerships/generated-${++counter}`,
    valid: () => ({
      ...dealershipDoc('Generated Motors'),
      weekStart: 0,
      overtimeRule: 'california',
      openShiftLimitHours: 14,
      geofence: { lat: 39.78, lng: -89.65, radiusM: 250 },
      punchPhoto: true,
      agingTargetHours: { delivery: 24, serviceWash: 4 },
    }),
    optional: [
      'weekStart',
      'overtimeRule',
      'openShiftLimitHours',
      'geofence',
      'punchPhoto',
      'agingTargetHours',
    ],
    enums: { overtimeRule: 'monthly', weekStart: 7, openShiftLimitHours: 0 },
  },
  tickets: {
    path: () => `tickets/generated-${++counter}`,
    valid: () => newTicket(OWNER, D1),
    optional: [],
    enums: { kind: 'teleport', status: 'lost', priority: 'urgent-ish' },
  },
  timePunches: {
    path: () => `timePunches/generated-${++counter}`,
    valid: () => timePunchDoc(CREW.uid),
    writer: CREW.uid,
    nullable: ['position', 'clockSkewMs'],
    optional: [],
    enums: { kind: 'lunch' },
  },
  timeAttestations: {
    path: () => `timeAttestations/generated-${++counter}`,
    valid: () => timeAttestationDoc(CREW.uid),
    writer: CREW.uid,
    optional: [],
    // 'tookBreaks' with a break named as missed contradicts itself; so does 'lunch'.
    enums: { answer: 'tookBreaks', couldNotTake: ['lunch'], language: 'fr' },
  },
  timeCorrections: {
    path: () => `timeCorrections/generated-${++counter}`,
    valid: () => timeCorrectionDoc(OWNER.outsider, OWNER.uid, true),
    optional: [],
    enums: { state: 'maybe' },
  },
  timeWeeks: {
    // One id (its person and week): every invalid payload is refused there, then the valid one lands.
    path: () => `timeWeeks/${OWNER.outsider}_${WEEK_START}`,
    valid: () => timeWeekDoc(OWNER.outsider, WEEK_START, [weekStep('approve', OWNER.uid)]),
    optional: [],
    enums: { locked: 'maybe' },
  },
  washLogs: {
    path: () => `washLogs/generated-${++counter}`,
    valid: () =>
      washLogDoc(OWNER.uid, D1, {
        washerName: 'Olivia Owner',
        repeatReason: 'Customer brought it back muddy',
      }),
    optional: ['washerName', 'repeatReason'],
    enums: { kind: 'dry' },
  },
  dailyReports: {
    path: () => `dailyReports/2026-11-20_${D1}`,
    valid: () => dailyReportDoc('2026-11-20', D1, OWNER.uid),
    optional: [],
    enums: {},
  },
  supplyRequests: {
    path: () => `supplyRequests/generated-${++counter}`,
    valid: () => supplyRequestDoc(OWNER.uid, 'sup-1'),
    optional: [],
    enums: { status: 'lost' },
    nullable: ['dealershipId', 'neededBy'],
  },
  suppliers: {
    path: () => `suppliers/generated-${++counter}`,
    valid: () => supplierDoc(),
    optional: [],
    enums: {},
  },
  invoices: {
    // One id (its supplier and number): every invalid payload is refused there, then the valid one lands.
    path: () => invoicePath(SUPPLIER.uid),
    valid: () => invoiceDoc(SUPPLIER.uid),
    writer: SUPPLIER.uid,
    optional: [],
    enums: { status: 'forgiven' },
    nullable: ['disputeReason', 'paidOn', 'paymentRef'],
  },
  invites: {
    path: () => `invites/generated-${++counter}`,
    valid: () => inviteDoc(OWNER.uid, D1, { visibility: 'Service' }),
    optional: ['visibility'],
    nullable: ['visibility'],
    enums: { role: 'superuser', visibility: 'Everything' },
  },
  consentEvents: {
    path: () => `consentEvents/generated-${++counter}`,
    valid: () => consentEventDoc(OWNER.uid),
    // An installed app from before issue #15 sends no language (its disclosure was English).
    optional: ['disclosureLanguage'],
    enums: { consent: 'maybe', disclosureLanguage: 'fr' },
  },
};

const OVERSIZE_TEXT = 'x'.repeat(10_001);
const BAD_PHONES = ['555', '55555501011', '555-555-0101', 'abcdefghij', '555555010 ', '(555)5550101'];
const BAD_TIMES = ['yesterday', '2026-11-21 10:00:00', '21/11/2026', '2026-11-21T10:00:00+02:00'];

/** A value of another type than `value`; for the trusted time, a time the client chose. */
function wrongTypes(key: string, value: unknown): unknown[] {
  if (key === 'receivedAt') return [clientChosenTime(), Timestamp.fromMillis(0), ISO];
  if (typeof value === 'string') return [42, true, [value]];
  if (typeof value === 'number') return [String(value), true, null];
  if (typeof value === 'boolean') return ['yes', 1];
  if (value === null) return [42, { nested: true }];
  if (Array.isArray(value)) return ['not-a-list', [42], [{ nested: 42 }]];
  return ['not-a-map', 42];
}

interface Mutation {
  what: string;
  data: Record<string, unknown>;
}

function mutationsOf(subject: Subject): Mutation[] {
  const valid = subject.valid();
  const mutations: Mutation[] = [{ what: 'an extra key', data: { ...valid, isAdmin: true } }];
  for (const [key, value] of Object.entries(valid)) {
    if (!subject.optional.includes(key)) {
      const rest = { ...valid };
      delete rest[key];
      mutations.push({ what: `${key} missing`, data: rest });
    }
    for (const wrong of wrongTypes(key, value).filter(
      (bad) => bad !== null || !subject.nullable?.includes(key),
    ))
      mutations.push({ what: `${key} = ${JSON.stringify(wrong)}`, data: { ...valid, [key]: wrong } });
    if (typeof value === 'string')
      mutations.push({ what: `${key} oversize`, data: { ...valid, [key]: OVERSIZE_TEXT } });
    if (/(^at|At|From)$/.test(key) && typeof value === 'string')
      for (const time of BAD_TIMES)
        mutations.push({ what: `${key} = ${time}`, data: { ...valid, [key]: time } });
    if (/Cents$/.test(key))
      for (const cents of [-1, 12.5])
        mutations.push({ what: `${key} = ${cents}`, data: { ...valid, [key]: cents } });
  }
  for (const [key, bad] of Object.entries(subject.enums))
    mutations.push({ what: `${key} = ${String(bad)}`, data: { ...valid, [key]: bad } });
  if ('phone' in valid)
    for (const phone of BAD_PHONES) mutations.push({ what: `phone ${phone}`, data: { ...valid, phone } });
  if ('vehicle' in valid) {
    const vehicle = valid.vehicle as Record<string, unknown>;
    const bad: Record<string, unknown>[] = [
      { vin: 'IIIIIIIIIIIIIIIII' },
      { vin: '1HGCM82633A00435' },
      { vin: '1hgcm82633a004352' },
      { year: 1900 },
      { year: '2022' },
      { stock: '' },
      { make: OVERSIZE_TEXT },
      { trim: 'EX-L' },
    ];
    for (const change of bad)
      mutations.push({
        what: `vehicle ${JSON.stringify(change)}`,
        data: { ...valid, vehicle: { ...vehicle, ...change } },
      });
  }
  return mutations;
}

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `users/${OWNER.uid}`), userDoc('owner', D1));
    await setDoc(doc(db, `users/${who('employee').uid}`), userDoc('employee', D1));
    await setDoc(doc(db, `users/${SUPPLIER.uid}`), userDoc('supplier', D1));
    await setDoc(doc(db, `dealerships/${D1}`), dealershipDoc('Northside'));
    await setDoc(doc(db, 'suppliers/sup-1'), supplierDoc());
  });
});

afterAll(async () => {
  await testEnv.cleanup();
  console.info(`invalid payloads tried: ${tried}, all refused`);
});

for (const [name, subject] of Object.entries(SUBJECTS)) {
  describe(name, () => {
    it('refuses every generated invalid payload', async () => {
      const db = testEnv.authenticatedContext(subject.writer ?? OWNER.uid).firestore();
      for (const mutation of mutationsOf(subject)) {
        tried++;
        try {
          await assertFails(setDoc(doc(db, subject.path()), mutation.data));
        } catch {
          throw new Error(`${name}: accepted a payload with ${mutation.what}`);
        }
      }
    });

    it('accepts the valid payload', async () => {
      const db = testEnv.authenticatedContext(subject.writer ?? OWNER.uid).firestore();
      await assertSucceeds(setDoc(doc(db, subject.path()), subject.valid()));
    });
  });
}

describe('a person’s own merges (spec §7)', () => {
  it('refuses bad phone numbers and times in the phone update', async () => {
    const employee = who('employee');
    const db = testEnv.authenticatedContext(employee.uid).firestore();
    for (const phone of BAD_PHONES) {
      tried++;
      await assertFails(
        setDoc(doc(db, `users/${employee.uid}`), { phone, phoneUpdatedAt: ISO }, { merge: true }),
      );
    }
    for (const time of BAD_TIMES) {
      tried++;
      await assertFails(
        setDoc(
          doc(db, `users/${employee.uid}`),
          { phone: '5555550101', phoneUpdatedAt: time },
          { merge: true },
        ),
      );
    }
    await assertSucceeds(
      setDoc(doc(db, `users/${employee.uid}`), { phone: '5555550101', phoneUpdatedAt: ISO }, { merge: true }),
    );
  });

  it('lets a person save their language choice, and refuses another language or a bad time', async () => {
    const employee = who('employee');
    const db = testEnv.authenticatedContext(employee.uid).firestore();
    const mine = doc(db, `users/${employee.uid}`);
    tried++;
    await assertFails(setDoc(mine, { language: 'fr', languageChosenAt: ISO }, { merge: true }));
    for (const time of BAD_TIMES) {
      tried++;
      await assertFails(setDoc(mine, { language: 'es', languageChosenAt: time }, { merge: true }));
    }
    // Someone else's choice is theirs to make.
    tried++;
    await assertFails(
      setDoc(doc(db, `users/${OWNER.uid}`), { language: 'es', languageChosenAt: ISO }, { merge: true }),
    );
    await assertSucceeds(setDoc(mine, { language: 'es', languageChosenAt: ISO }, { merge: true }));
  });

  it('takes a dealership’s aging targets only as whole hours from 1 to 720, per known kind of work (issue #36)', async () => {
    const db = testEnv.authenticatedContext(OWNER.uid).firestore();
    const save = (agingTargetHours: unknown) =>
      setDoc(doc(db, `dealerships/generated-${++counter}`), {
        ...dealershipDoc('Aging Motors'),
        agingTargetHours,
      });
    for (const bad of [
      { delivery: 0 },
      { delivery: 721 },
      { delivery: 2.5 },
      { delivery: '24' },
      { teleport: 24 },
      ['delivery', 24],
    ]) {
      tried++;
      await assertFails(save(bad));
    }
    await assertSucceeds(
      save({ delivery: 1, serviceWash: 720, lotPrep: 48, photos: 24, detail: 48, other: 72 }),
    );
    await assertSucceeds(save({}));
  });
});
