import type { ReactNode } from "react";
import { primaryButton } from "./ui";

/**
 * A staff form's save button: it says "Uploading..." and waits while an image uploads, "Saving..." while
 * the save runs, and is disabled then (or when `disabled`). With `onClick` it is a plain button, else it submits.
 */
export function SaveButton({
  uploading,
  saving,
  disabled = false,
  onClick,
  children,
}: {
  uploading: boolean;
  saving: boolean;
  disabled?: boolean;
  onClick?(): void;
  children: ReactNode;
}) {
  return (
    <button type={onClick ? "button" : "submit"} onClick={onClick} disabled={disabled || uploading || saving} className={primaryButton}>
      {uploading ? "Uploading..." : saving ? "Saving..." : children}
    </button>
  );
}
