/**
 * Whether a person is clocked in, as the server keeps it (issue #33): clockStates/{uid},
 * worked out from their punches and corrections by the shared shift rules whenever a punch
 * arrives or a correction's approval changes (functions/src/clockStates.ts). The owner's
 * dashboard counts who is clocked in from these, not from every punch of the window.
 */
import type { ClockStateFields } from '@lotcrew/shared/shifts';
import type { IsoTime } from '../model';

export interface ClockState extends ClockStateFields {
  /** The server's time of the state's last working out. */
  receivedAt?: IsoTime;
}

declare module '../db' {
  interface MirroredShapes {
    clockStates: ClockState;
  }
}
