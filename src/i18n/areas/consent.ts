/**
 * SMS consent (spec §4, §5, §7), /opt-in and /security. The disclosure's text version is
 * kept per language (`DISCLOSURE_VERSIONS`, src/features/consent): a change to a language's
 * disclosure raises that language's version, and each consent event records the language
 * and version the person was shown.
 */
import { defineArea, type TextArea } from '../area';

const english = {
  'consent.title': 'SMS work alerts',
  'consent.disclosure':
    'I agree to receive SMS work alerts from Lotcrew, a delivery notification system for used-car and new-car work, at the mobile number below. Message frequency varies. Message and data rates may apply. Reply STOP to opt out or HELP for help. Consent is not a condition of employment.',
  'consent.intro':
    'Get a text when the work on your vehicles moves on: picked up, washed, prepped, photographed, delivered.',
  'consent.termsEffective': 'Terms effective {date}.',
  'consent.signature': 'Signature (full name)',
  'consent.phone': 'Mobile number',
  'consent.enable': 'Enable SMS alerts',
  'smsSettings.on': 'SMS alerts are on, sent to {phone}.',
  'smsSettings.off': 'SMS alerts are off.',
  'smsSettings.change': 'Change SMS alerts',
  'smsSettings.saved': 'Your choice is saved.',
  'smsSettings.recent': 'Your last alerts',
  'smsSettings.recentNone': 'No alerts sent to you yet.',
  'smsSettings.recentItem': 'Stock {stock} · {step}: {state}',
  'smsSettings.notSales': 'SMS work alerts are for Sales staff, about the vehicles they sold.',
  'optIn.subtitle': "Choose whether Lotcrew may text you about your vehicles' work.",
  'optIn.saved': 'Your choice is saved. You can change it any time in Settings.',
  'security.title': 'Security statement',
  'security.dataTitle': 'Your data',
  'security.data1':
    "Lotcrew signs you in with Firebase Authentication and keeps work data in Google Cloud Firestore and Cloud Storage. Every read and write is checked on the server against who you are and which dealerships you work for; the app's own screens only mirror those rules.",
  'security.data2':
    'So that crews can work without signal, the data you may see is also kept on your phone. Signing out deletes it from the phone. Phone numbers, pay rates and SMS consent records are visible only to the people whose job needs them.',
  'security.deviceTitle': 'What this phone keeps',
  'security.device1':
    'Your copy of the work: the tickets, washes and daily reports of the last 30 days, the time clock records of the last 42 days, and the people, dealerships, supplies and invoices your role may see. It is kept current while you are online and stays until you sign out or clear it.',
  'security.device2':
    'Changes made with no signal (clock taps, washes, ticket steps, photos, your name) wait on the phone until the server has them. Photos (the team’s profile photos too) and invoice PDFs you opened stay for reading offline, and money figures read from the server for older periods stay too (the newest 12).',
  'security.device3':
    "Signing out deletes all of this from the phone, and warns you first when some changes have not reached the server. “Clear this phone’s data” in Settings deletes the same and keeps you signed in; the app then reads your copy again from the server. Either way the phone keeps only your language, the record of your SMS choice, and the app's own code, so it opens without signal.",
  'security.smsTitle': 'SMS terms',
  'security.sms':
    'Lotcrew is a delivery notification system for used-car and new-car work. Sales staff may agree to receive SMS work alerts; message frequency varies, message and data rates may apply, reply STOP to opt out or HELP for help. Each consent is recorded with its date, text version, language and app version.',
} as const;
export type ConsentEnglish = typeof english;

export const CONSENT_TEXTS: TextArea<ConsentEnglish> = defineArea(
  'consent',
  english,
  () => import('./consent.es'),
);
