/** A calendar file's answer: text/calendar, cacheable for a few minutes (subscribers ask every few hours). */
export function calendarResponse(text: string, filename: string): Response {
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${filename.replace(/[^\w.-]/g, "")}"`,
      "Cache-Control": "public, max-age=300, s-maxage=300, stale-while-revalidate=600",
    },
  });
}
