import { env } from '../config/env';

export interface PolicyAcceptance {
  signature: string;
  phone: string;
  consent: 'agree' | 'disagree';
  acceptedAt: string;
  appVersion: string;
}

/**
 * Spec §7: the optional policy webhook. Sent once, best effort: a failure is only
 * logged (the consent itself is already queued for Firestore).
 */
export async function postPolicyAcceptance(body: PolicyAcceptance): Promise<void> {
  const url = env.VITE_POLICY_WEBHOOK_URL;
  if (!url) return;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) console.warn(`Policy webhook answered ${response.status}`);
  } catch (error) {
    console.warn('Policy webhook failed', error);
  }
}
