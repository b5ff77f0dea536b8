/** A dealership's shared clock (issue #35): the kiosk screen, and setting one's PIN for it. */
import { defineArea, type TextArea } from '../area';

const english = {
  'kiosk.title': 'Time clock',
  'kiosk.subtitle': '{dealership}: tap your name, then enter your PIN.',
  'kiosk.notKiosk': 'This account is not a kiosk. A kiosk is set up by the office with a kiosk invite.',
  'kiosk.loading': 'Loading the crew of this kiosk…',
  'kiosk.nobody':
    'Nobody has set a kiosk PIN for this dealership yet. Each crew member sets theirs in the app, on their Profile page.',
  'kiosk.crew': 'Crew',
  'kiosk.state.in': 'in since {time}',
  'kiosk.state.break': 'on a break',
  'kiosk.state.off': 'not clocked in',
  'kiosk.choose': '{name}: what are you doing?',
  'kiosk.pin': 'PIN',
  'kiosk.pinFor': 'PIN for {name}',
  'kiosk.confirm': 'Enter',
  'kiosk.back': 'Back',
  'kiosk.wrongPin': 'That PIN is not right. {tries} tries left before it locks.',
  'kiosk.locked':
    'This PIN is locked after too many tries, until {time}. Ask the office if you need to clock now.',
  'kiosk.recorded': '{name}: {kind} at {time}. Recorded on this kiosk.',
  'kiosk.failed': 'The punch could not be recorded on this kiosk. Nothing was lost; try again.',
  'kiosk.photo': 'A small photo is taken with the front camera at each punch.',
  'kiosk.offline': 'No signal: punches are kept on this kiosk and sent when it is back.',
  // Setting one's PIN, on the Time page of one's own phone.
  'kiosk.pinSection': 'Kiosk PIN',
  'kiosk.pinExplain':
    'With a PIN you can clock in on your dealership’s shared tablet. Only a scrambled form of it is kept; nobody, not even the office, can read it.',
  'kiosk.pinSet': 'You have a kiosk PIN, set {date}.',
  'kiosk.pinNone': 'You have no kiosk PIN yet.',
  'kiosk.newPin': 'New PIN (4 to 6 digits)',
  'kiosk.repeatPin': 'The same PIN again',
  'kiosk.savePin': 'Save PIN',
  'kiosk.pinSaved': 'PIN saved. It works on the kiosk once this phone has sent it.',
  'kiosk.pinProblem.digits': 'Use digits only.',
  'kiosk.pinProblem.length': 'Use 4 to 6 digits.',
  'kiosk.pinProblem.guessable':
    'That PIN is too easy to guess: avoid one digit repeated or a straight run like 1234.',
  'kiosk.pinProblem.mismatch': 'The two PINs are not the same.',
  'kiosk.pinFailed': 'The PIN could not be saved on this phone. Try again.',
} as const;
export type KioskEnglish = typeof english;

export const KIOSK_TEXTS: TextArea<KioskEnglish> = defineArea('kiosk', english, () => import('./kiosk.es'));
