import { useId, useState } from "react";
import { uploadImage } from "./uploadImage";

interface ImageFieldProps {
  label: string;
  value: string;
  onChange(url: string): void;
  /** Tells the editor an upload is running (Save is disabled meanwhile). */
  onUploadingChange(uploading: boolean): void;
  /** The editor's own failure alert (spec 001 §8). */
  failureMessage: string;
}

/** An image chooser that uploads at once, with a progress bar, and keeps the returned address. */
export function ImageField({ label, value, onChange, onUploadingChange, failureMessage }: ImageFieldProps) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    onUploadingChange(true);
    try {
      const url = await uploadImage(file, setProgress);
      onChange(url);
    } catch (error) {
      window.alert(`${failureMessage}${error instanceof Error && error.message ? `\n${error.message}` : ""}`);
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value ? <img src={value.replace(/-1200\.webp$/, "-480.webp")} alt="" width={96} height={64} className="h-16 w-24 rounded object-cover" /> : null}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onChange={(e) => {
            void onFile(e.currentTarget.files?.[0]);
            e.currentTarget.value = "";
          }}
          className="text-sm"
        />
      </div>
      {progress !== null && (
        <progress className="mt-2 h-2 w-full" max={100} value={Math.round(progress * 100)} aria-label={`Uploading ${label.toLowerCase()}`}>
          {Math.round(progress * 100)}%
        </progress>
      )}
      {value ? <p className="mt-1 break-all text-xs text-gray-700">{value}</p> : null}
    </div>
  );
}
