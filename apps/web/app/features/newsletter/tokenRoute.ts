import { newsletterTokenSchema } from "@matv/shared";
import { data } from "react-router";
import { loaderTranslator, pageTexts } from "../../i18n/texts.server";

/** The token of the emailed link, for the page's form (nothing happens on GET), and the page's texts. */
export function tokenFromUrl(request: Request) {
  return { token: new URL(request.url).searchParams.get("token"), texts: pageTexts(request.url, ["newsletterPage"]) };
}

/**
 * The reader pressed the page's button: only now does `act` run, with the posted token. The answer is in the
 * page's edition (`done` is a `newsletterPage.*` key; `values` its placeholders).
 */
export async function tokenAction(request: Request, act: (token: string, form: FormData) => Promise<unknown>, done: string, values?: Record<string, string>) {
  const { t } = loaderTranslator(request.url);
  const form = await request.formData();
  const parsed = newsletterTokenSchema.safeParse({ token: form.get("token") });
  if (!parsed.success) return data({ ok: false, message: t("newsletterPage.invalidLink") }, { status: 400 });
  try {
    await act(parsed.data.token, form);
    return data({ ok: true, message: t(done, values) });
  } catch {
    return data({ ok: false, message: t("newsletterPage.invalidLink") }, { status: 400 });
  }
}
