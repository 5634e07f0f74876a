import { editionByCode, editionPath } from "@matv/shared";
import { isPetitionOpen, type PetitionPromoDto } from "@matv/shared/petition";
import { Link } from "react-router";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { useEdition, useT } from "../../i18n/texts";
import { apiFetch } from "../../lib/api/reader";
import * as api from "../../lib/api/endpoints";

/**
 * The home page's petition promo: the current petition, server-rendered, linking to the edition's /petition, in its
 * words; the petition's own words marked with their language where they are not the page's (ADR 083). Nothing
 * without one.
 */
export function PetitionPromo({ promo }: { promo: PetitionPromoDto | null | undefined }) {
  const t = useT();
  const edition = useEdition();
  if (!promo) return null;
  const closed = promo.status === "closed";
  const lang = promo.language && promo.language !== edition.code ? editionByCode(promo.language).lang : undefined;
  return (
    <section aria-labelledby="petition-promo-heading" className="overflow-hidden rounded-lg border-2 border-brand bg-red-50" data-testid="petition-promo">
      <div className="grid md:grid-cols-[280px_minmax(0,1fr)]">
        {promo.imageUrl && <ResponsiveImage src={promo.imageUrl} alt="" sizes="(min-width: 768px) 280px, 100vw" className="aspect-video h-full w-full" />}
        <div className="flex flex-col gap-3 p-5">
          <p className="text-xs font-bold uppercase tracking-widest text-brand-dark">{t(closed ? "petitionPromo.labelClosed" : "petitionPromo.label")}</p>
          <h2 id="petition-promo-heading" className="text-2xl font-extrabold leading-tight" lang={lang}>
            {promo.title}
          </h2>
          {promo.description && (
            <p className="line-clamp-3 text-gray-800" lang={lang}>
              {promo.description}
            </p>
          )}
          <p>
            <Link to={editionPath(edition, "/petition")} className="inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
              {t(closed ? "petitionPromo.see" : "petitionPromo.sign")}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

/** After a client-side navigation home: the promo from the public current-petition call; none when it fails. */
export async function fetchPetitionPromo(): Promise<PetitionPromoDto | null> {
  try {
    const res = await apiFetch(api.currentPetition(), { headers: { Accept: "application/json" } });
    if (!res.ok) return null;
    const body = await res.json();
    const p = body.success ? body.data : undefined;
    if (!p) return null;
    return { _id: p._id, title: p.title, description: p.description, imageUrl: p.imageUrl, status: isPetitionOpen(p) ? "open" : "closed" };
  } catch {
    return null;
  }
}
