import type { ReactNode } from 'react';

/**
 * Content wider than a phone (a table of hours) scrolls sideways inside its own named
 * region instead of widening the page; the region takes focus so a keyboard can scroll it.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
