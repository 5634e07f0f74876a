import { NEWSLETTER_TEXTS, newsletterTokenSchema } from "@matv/shared";
import { data } from "react-router";

/** The token of the emailed link, for the page's form (nothing happens on GET). */
export function tokenFromUrl(request: Request): { token: string | null } {
  return { token: new URL(request.url).searchParams.get("token") };
}

/** The reader pressed the page's button: only now does `act` run, with the posted token. */
export async function tokenAction(request: Request, act: (token: string) => Promise<unknown>, done: string) {
  const parsed = newsletterTokenSchema.safeParse({ token: (await request.formData()).get("token") });
  if (!parsed.success) return data({ ok: false, message: NEWSLETTER_TEXTS.invalidLink }, { status: 400 });
  try {
    await act(parsed.data.token);
    return data({ ok: true, message: done });
  } catch {
    return data({ ok: false, message: NEWSLETTER_TEXTS.invalidLink }, { status: 400 });
  }
}
