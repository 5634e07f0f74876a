import { editionPath } from "@matv/shared";
import { useEdition, useT } from "../i18n/texts";

/**
 * A page's "not found" screen with a link back to its list, in the edition's words. It reads only the shell's texts
 * (the root's loader): a route's own are not loaded when its loader fails.
 */
export function NotFoundScreen({ heading, backTo, backLabel }: { heading: string; backTo: string; backLabel: string }) {
  const t = useT();
  const edition = useEdition();
  return (
    <section className="mx-auto max-w-2xl py-12 text-center">
      <h1 className="text-2xl font-bold">{t(heading)}</h1>
      <p className="mt-4">
        <a className="text-brand underline" href={editionPath(edition, backTo)}>
          {t(backLabel)}
        </a>
      </p>
    </section>
  );
}
