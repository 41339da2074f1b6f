import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  /** The question, naming what is at stake: 'Delete "Run a 10K"?' */
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question in place of window.confirm, which cannot name what it deletes in a heading or
 * be styled. Rendered only while asking; Escape and Cancel both answer no. Cancel takes focus
 * first, so Enter never deletes by accident.
 */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="card confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="btn-row">
        <button type="button" className="btn btn-quiet" autoFocus onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
