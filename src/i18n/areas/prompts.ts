/** The per-person notices a signed-in person may get (the update-app notice). */
import { defineArea, type TextArea } from '../area';

const english = {
  'updateApp.title': 'Update your Lotcrew app',
  'updateApp.gotIt': 'Got it',
  'updateApp.body':
    'Lotcrew now works without signal: clock in, work your tickets and log washes anywhere on the lot, and everything syncs when you are back online. Add it to your home screen for the best experience; it updates itself.',
} as const;
export type PromptsEnglish = typeof english;

export const PROMPT_TEXTS: TextArea<PromptsEnglish> = defineArea(
  'prompts',
  english,
  () => import('./prompts.es'),
);
