import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { useT } from "../../i18n/texts";

function cameFromThisSite(): boolean {
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Back: the previous page when there is one, else `fallback` (a plain link without JavaScript); 'Back' in the edition's words. */
export function BackButton({ fallback, label }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <a
      href={fallback}
      onClick={(event) => {
        event.preventDefault();
        // React Router numbers its history entries: idx > 0 means there is a page of ours to go back to.
        if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
        // Listings ship no React runtime (ADR 021), so coming from one is a full page load: our own
        // page in the referrer with history behind us means back is still one of ours (page 2, scroll).
        else if (window.history.length > 1 && cameFromThisSite()) window.history.back();
        else navigate(fallback);
      }}
      className="inline-flex items-center gap-2 rounded border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {label ?? t("common.back")}
    </a>
  );
}
