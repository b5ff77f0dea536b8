import { useEffect, useState } from 'react';

/** Any screen can ask for the SMS consent modal with this window event (spec §4). */
export const OPEN_POLICY_MODAL_EVENT = 'open-policy-modal';

/**
 * How many times a screen has asked for the SMS consent modal. Counted by the shell from
 * its first render, so a request made before the signed-in prompts have loaded is kept.
 */
export function useConsentRequests(): number {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const count = () => setRequests((previous) => previous + 1);
    window.addEventListener(OPEN_POLICY_MODAL_EVENT, count);
    return () => window.removeEventListener(OPEN_POLICY_MODAL_EVENT, count);
  }, []);
  return requests;
}
