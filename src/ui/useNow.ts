import { useEffect, useState } from 'react';

/** The time, moving on every `intervalMs` while the screen stays open (ages, "today", open shifts). */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
