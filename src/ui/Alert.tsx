import type { ReactNode } from 'react';

/** A message the screen reader reads out as soon as it appears. */
export function Alert({
  kind,
  children,
}: {
  kind: 'error' | 'warning' | 'info' | 'success';
  children: ReactNode;
}) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`alert alert-${kind}`}>
      {children}
    </div>
  );
}
