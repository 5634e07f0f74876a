import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, formatMegabytes } from "@matv/shared/support";
import { X } from "lucide-react";
import { useState } from "react";
import { useT } from "../../i18n/texts";

interface AttachmentsFieldProps {
  files: File[];
  onChange: (files: File[]) => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
}

/** Optional, multiple; newly chosen files are added to those already chosen; 10 MB each (spec 001 §5). */
export function AttachmentsField({ files, onChange, inputRef }: AttachmentsFieldProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);

  function add(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    const tooBig = chosen.filter((f) => f.size > ATTACHMENT_MAX_BYTES);
    let next = [...files, ...chosen.filter((f) => f.size <= ATTACHMENT_MAX_BYTES)];
    const messages: string[] = [];
    if (tooBig.length) messages.push(`${tooBig.map((f) => f.name).join(", ")}: ${t("support.tooLarge")}`);
    if (next.length > ATTACHMENT_MAX_FILES) {
      next = next.slice(0, ATTACHMENT_MAX_FILES);
      messages.push(t("support.tooMany"));
    }
    setProblem(messages.length ? messages.join(" ") : null);
    onChange(next);
    // Lets the same file be chosen again after removing it.
    event.target.value = "";
  }

  function remove(index: number) {
    setProblem(null);
    onChange(files.filter((_, i) => i !== index));
  }

  return (
    <div>
      <label htmlFor="support-attachments" className="block text-sm font-semibold">
        {t("support.attachmentsLabel", { max: ATTACHMENT_MAX_FILES })}
      </label>
      <input
        ref={inputRef}
        id="support-attachments"
        name="attachments"
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        onChange={add}
        aria-describedby={problem ? "attachments-problem" : undefined}
        className="mt-2 block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-gray-200 file:px-3 file:py-2 file:font-semibold"
      />
      {problem && (
        <p id="attachments-problem" role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-3 divide-y divide-gray-200 rounded border border-gray-200" aria-label={t("support.chosen")}>
          {files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}-${i}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 truncate">
                {f.name} <span className="text-gray-700">{t("support.size", { size: formatMegabytes(f.size) })}</span>
              </span>
              <button
                type="button"
                onClick={() => remove(i)}
                className="inline-flex items-center gap-1 rounded px-2 py-1 font-semibold text-red-800 hover:bg-red-50"
                aria-label={t("support.removeFile", { name: f.name })}
              >
                <X size={16} aria-hidden="true" /> {t("support.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
