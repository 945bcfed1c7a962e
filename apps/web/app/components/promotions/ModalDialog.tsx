import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * The shop's modal dialog, as a native modal <dialog>: focus stays inside, Esc closes, a Kapat
 * button; optional yes/no buttons with their own labels.
 */
export function ModalDialog({
  open,
  title,
  children,
  onClose,
  yes,
  no,
  busy = false,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  onClose: () => void;
  yes?: { label: string; onClick: () => void };
  no?: { label: string; onClick: () => void };
  busy?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="pop-up" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="pop-up__actions">
        {yes ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={yes.onClick}
          >
            {yes.label}
          </button>
        ) : null}
        {no ? (
          <button type="button" className="button" disabled={busy} onClick={no.onClick}>
            {no.label}
          </button>
        ) : null}
        {!yes && !no ? (
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            Kapat
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
