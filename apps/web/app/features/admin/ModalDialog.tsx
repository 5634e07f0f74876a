import { useEffect, useId, useRef, type ReactNode } from "react";

interface ModalDialogProps {
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to what opened it.
 */
export function ModalDialog({ title, open, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      return () => opener?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
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
}
