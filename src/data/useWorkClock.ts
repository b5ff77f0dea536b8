/**
 * The clocks a person's screens write work times on (issue #32, item 5): each dealership's
 * own for its work, and the person's home dealership's for their own day. From the device's
 * copy of the dealerships, so it answers offline; until they are read, the phone's zone
 * stands in (and is replaced as soon as they arrive).
 */
import { useMemo } from 'react';
import { businessCalendar, type BusinessCalendar } from './calendar';
import { useDealerships } from './dealerships/useDealerships';
import { useViewer } from './useViewer';

export function useWorkClock(): BusinessCalendar {
  const dealerships = useDealerships();
  const mine = useViewer()?.dealerships;
  return useMemo(() => businessCalendar(dealerships ?? [], mine ?? []), [dealerships, mine]);
}
