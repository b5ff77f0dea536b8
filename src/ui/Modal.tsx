import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, Escape
 * closes it (when `onClose` is given), and the rest of the page is inert.
 */
export function Modal({
  title,
  children,
  actions,
  onClose,
  tone = 'default',
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  onClose?: () => void;
  tone?: 'default' | 'danger';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal modal-${tone}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="modal-actions">{actions}</div>
    </dialog>
  );
}
