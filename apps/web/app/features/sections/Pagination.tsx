import { Link } from "react-router";
import { useT } from "../../i18n/texts";

/** Previous / next page links (?page=N); plain links, so they work without JavaScript. */
export function Pagination({ page, totalPages, basePath, label }: { page: number; totalPages: number; basePath: string; label: string }) {
  const t = useT();
  if (totalPages <= 1) return null;
  const href = (p: number) => (p === 1 ? basePath : `${basePath}?page=${p}`);
  const linkClass = "rounded border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-50";
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-center gap-4">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          {t("common.previous")}
        </Link>
      )}
      <span className="text-sm text-gray-700">{t("common.pageOf", { page, total: totalPages })}</span>
      {page < totalPages && (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          {t("common.next")}
        </Link>
      )}
    </nav>
  );
}
