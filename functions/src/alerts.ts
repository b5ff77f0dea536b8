/**
 * What an SMS work alert says and whether it may go (issue #21), with no I/O, so every
 * rule here is tested on its own. The sender (sender.ts) applies them to the documents.
 * Who takes alerts and an alert's states are the app's too: defined once in packages/shared,
 * which this build compiles in (tsconfig.json), so the deployed folder carries it.
 */
import {
  SMS_ALERT_STATES,
  SMS_ALERT_STEPS,
  takesSmsAlerts,
  type SmsAlertState,
  type SmsAlertStep,
} from '../../packages/shared/src/index.js';

/** The statuses a ticket step can reach, in the order they happen (alerts go in this order). */
export const ALERT_STEPS = SMS_ALERT_STEPS;
export type AlertStep = SmsAlertStep;

/** A request waiting longer than this when it could first be sent is closed as stale, not sent late. */
export const STALE_AFTER_MS = 2 * 60 * 60 * 1000;
/** How long a claimed request belongs to the invocation that claimed it. */
export const SEND_LEASE_MS = 60 * 1000;
/** The opt-out notice rides on the first text and on every 30th after it. */
export const OPT_OUT_NOTICE_EVERY_TEXTS = 30;
const PHONE_PATTERN = /^\d{10}$/;

/** A request's life, as the app shows it too (packages/shared, SMS_ALERT_STATES). */
export const ALERT_STATES = SMS_ALERT_STATES;
export type AlertState = SmsAlertState;

/** States after which the request is never picked up again by the sender. */
export const FINAL_STATES: readonly AlertState[] = ALERT_STATES.filter(
  (state) => state !== 'pending' && state !== 'sending',
);

/** The salesperson as the sender reads them at send time (the user document's fields). */
export interface Recipient {
  active?: unknown;
  role?: unknown;
  visibility?: unknown;
  smsConsent?: unknown;
  /** Set when their last 'disagree' came from an SMS keyword (STOP) or a 21610 answer. */
  smsOptedOutBySms?: unknown;
  phone?: unknown;
  language?: unknown;
}

/** Why a request is closed without a text, or null when it may be sent. */
export function refusalFor(recipient: Recipient | undefined): 'notWanted' | 'optedOut' | 'noPhone' | null {
  if (!recipient) return 'notWanted';
  if (recipient.smsOptedOutBySms === true && recipient.smsConsent !== 'agree') return 'optedOut';
  if (!takesSmsAlerts(recipient)) return 'notWanted';
  if (typeof recipient.phone !== 'string' || !PHONE_PATTERN.test(recipient.phone)) return 'noPhone';
  return null;
}

/** Whether a request made at `requestedAtIso` is too old to send at `nowMs`. */
export function isStale(requestedAtIso: string, nowMs: number): boolean {
  const requestedMs = Date.parse(requestedAtIso);
  return !Number.isFinite(requestedMs) || nowMs - requestedMs > STALE_AFTER_MS;
}

/** Orders one ticket's requests as their steps happened (then by the step's place in the flow). */
export function stepOrder(
  a: { requestedAt: string; status: string },
  b: { requestedAt: string; status: string },
): number {
  return (
    a.requestedAt.localeCompare(b.requestedAt) ||
    ALERT_STEPS.indexOf(a.status as AlertStep) - ALERT_STEPS.indexOf(b.status as AlertStep)
  );
}

/** +1 and the 10 digits: the E.164 form the carrier takes for a US number. */
export const toE164 = (tenDigits: string): string => `+1${tenDigits}`;
/** The 10 digits of a US number in E.164 form, or null for any other. */
export function fromE164(e164: string): string | null {
  const match = /^\+1(\d{10})$/.exec(e164.trim());
  return match?.[1] ?? null;
}

export type AlertLanguage = 'en' | 'es';
export const languageOf = (recipient: Recipient | undefined): AlertLanguage =>
  recipient?.language === 'es' ? 'es' : 'en';

/** Each step in words, per kind of work where the words differ ("delivered", "washed"). */
const STEP_WORDS: Record<AlertLanguage, Record<AlertStep, string> & { doneByKind: Record<string, string> }> =
  {
    en: {
      assigned: 'a crew took it',
      inProgress: 'work started',
      done: 'done',
      cancelled: 'cancelled',
      doneByKind: {
        delivery: 'delivered',
        serviceWash: 'washed',
        lotPrep: 'lot prep done',
        photos: 'listing photos done',
        detail: 'detailed',
      },
    },
    es: {
      assigned: 'un equipo la tomó',
      inProgress: 'trabajo iniciado',
      done: 'terminado',
      cancelled: 'cancelado',
      doneByKind: {
        delivery: 'entregado',
        serviceWash: 'lavado',
        lotPrep: 'preparación terminada',
        photos: 'fotos del anuncio listas',
        detail: 'detallado',
      },
    },
  };

const OPT_OUT_NOTICE: Record<AlertLanguage, string> = {
  en: 'Reply STOP to opt out, HELP for help. Msg & data rates may apply.',
  es: 'Responde STOP para no recibir más, HELP para ayuda. Pueden aplicar tarifas de mensajes y datos.',
};

/** The app's name as it signs every text. */
export const SENDER_NAME = 'Lotcrew';

export interface AlertVehicle {
  year?: unknown;
  make?: unknown;
  model?: unknown;
  stock?: unknown;
}

/** A vehicle field as text; anything that is not text or a number says nothing. */
const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** Whether the text numbered `sentBefore` (0 for the first) carries the opt-out notice. */
export const carriesOptOutNotice = (sentBefore: number): boolean =>
  sentBefore % OPT_OUT_NOTICE_EVERY_TEXTS === 0;

/**
 * The text: the app's name, the vehicle (year, make, model, stock #) and the step in
 * words, in the salesperson's language; the opt-out notice on the first and every 30th
 * after. Nothing else personal.
 */
export function composeAlert(options: {
  language: AlertLanguage;
  vehicle: AlertVehicle;
  kind: string;
  step: AlertStep;
  sentBefore: number;
}): string {
  const { language, vehicle, kind, step, sentBefore } = options;
  const words = STEP_WORDS[language];
  const stepWords = step === 'done' ? (words.doneByKind[kind] ?? words.done) : words[step];
  const car = [vehicle.year, vehicle.make, vehicle.model]
    .map(textOf)
    .filter((part) => part !== '')
    .join(' ');
  // "stock" is what dealers say in both languages.
  const text = `${SENDER_NAME}: ${car}, stock ${textOf(vehicle.stock)}: ${stepWords}`;
  return carriesOptOutNotice(sentBefore) ? `${text}. ${OPT_OUT_NOTICE[language]}` : text;
}

/** Whole-message keywords carriers treat as opting out (any case, spaces around ignored). */
export const STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'];
export const START_KEYWORDS = ['START', 'UNSTOP', 'YES'];
export const HELP_KEYWORDS = ['HELP', 'INFO'];

/** What an incoming text asks for: STOP, START, HELP, or nothing the sender acts on. */
export function keywordOf(body: string): 'stop' | 'start' | 'help' | null {
  const word = body.trim().toUpperCase();
  if (STOP_KEYWORDS.includes(word)) return 'stop';
  if (START_KEYWORDS.includes(word)) return 'start';
  if (HELP_KEYWORDS.includes(word)) return 'help';
  return null;
}

/** HELP's answer: who is texting and how to stop. */
export const HELP_REPLY: Record<AlertLanguage, string> = {
  en: `${SENDER_NAME} work alerts: texts when a vehicle's work moves on. Reply STOP to opt out. Msg & data rates may apply.`,
  es: `Alertas de trabajo de ${SENDER_NAME}: textos cuando avanza el trabajo de un vehículo. Responde STOP para no recibir más. Pueden aplicar tarifas de mensajes y datos.`,
};
