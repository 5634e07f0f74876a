import { PETITION_TEXTS } from "@matv/shared/petition";

/** "Error loading petition: {message}" with Retry, which reloads the page (spec 001 §9). */
export function PetitionLoadError({ message, reload = () => window.location.reload() }: { message: string; reload?: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      {/* The page's only heading in this state (a page without a level-one heading fails axe). */}
      <h1 className="text-lg font-semibold text-red-800">{PETITION_TEXTS.loadError(message)}</h1>
      {/* A form asking for the page again: Retry works on the static page too, where no script answers the press (ADR 085). */}
      <form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          reload();
        }}
      >
        <button type="submit" className="mt-4 rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
          {PETITION_TEXTS.retry}
        </button>
      </form>
    </div>
  );
}
