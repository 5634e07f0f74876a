import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";

interface ModalDialogProps {
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to what opened it. It is rendered at the end of the body
 * and stops submit events, so a dialog's form opened from inside another form (the rich-text editor's
 * link dialog in the story form) neither nests in it nor submits it: React bubbles events through portals.
 */
export function ModalDialog({ title, open, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus?.();
      opener.current = null;
    }
  }, [open]);
  const dialog = (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onSubmit={(event) => event.stopPropagation()}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(36rem,92vw)] rounded-lg border border-gray-300 p-5 shadow-xl backdrop:bg-black/40"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <div className="mt-3">{children}</div>
        </>
      )}
    </dialog>
  );
  return typeof document === "undefined" ? dialog : createPortal(dialog, document.body);
}
