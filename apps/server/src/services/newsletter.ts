import type { Db } from "../db/client.ts";
import { newsletterSubscribers } from "../db/schema.ts";
import { newObjectId } from "../lib/ids.ts";

export function createNewsletterService(db: Db) {
  /** Subscribes an email; a repeat is not an error to the reader (returns `created: false`). */
  async function subscribe(email: string): Promise<{ created: boolean }> {
    const inserted = await db
      .insert(newsletterSubscribers)
      .values({ id: newObjectId(), email: email.trim() })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    return { created: inserted.length > 0 };
  }
  return { subscribe };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
