import { editionPath } from "@matv/shared";
import { useEdition, useT } from "../../i18n/texts";

/**
 * "Error loading petition: {message}" with Retry, which loads the page again (spec 001 §9). The shell's catalogue
 * holds the spec's two English sentences (no petition, a failed read) and their words in the other editions.
 */
export function PetitionLoadError({ notFound }: { notFound: boolean }) {
  const t = useT();
  const edition = useEdition();
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      {/* The page's only heading in this state (a page without a level-one heading fails axe). */}
      <h1 className="text-lg font-semibold text-red-800">{t(notFound ? "shell.petitionNotFound" : "shell.petitionLoadFailed")}</h1>
      {/*
        A link to the page, drawn as the button: a whole page load with no script (the static page, ADR 085), and
        no router intercepts a plain link. A GET form did the same but left an empty "?" on the address.
      */}
      <a href={editionPath(edition, "/petition")} className="mt-4 inline-block rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
        {t("shell.petitionRetry")}
      </a>
    </div>
  );
}
