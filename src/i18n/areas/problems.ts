/** Failures the person would not otherwise notice (loaded once one happened). */
import { defineArea, type TextArea } from '../area';

const english = {
  'problems.startup':
    'Part of the app did not start: changes you make may not be sent. Reload to start it again; nothing saved on this phone is lost.',
  'problems.mirror':
    'Some of your data could not be refreshed from the server, so what you see may be out of date. Reload to try again; nothing saved on this phone is lost.',
  'problems.reload': 'Reload',
  'problems.dismiss': 'Dismiss',
} as const;
export type ProblemsEnglish = typeof english;

export const PROBLEM_TEXTS: TextArea<ProblemsEnglish> = defineArea(
  'problems',
  english,
  () => import('./problems.es'),
);
