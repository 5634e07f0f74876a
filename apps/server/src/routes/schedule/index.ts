import { ukDayOf } from "@matv/shared";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { scheduleNowWireSchema, scheduleSlotWireSchema, scheduleWeekWireSchema } from "@matv/shared/contracts/programmes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { BadRequestError } from "../../rules/errors.ts";
import { ScheduleDayQuery, ScheduleWeekBody, ScheduleWeekQuery } from "./schema.ts";

/** The biggest XMLTV file staff may import (a month of a channel's programmes is well under it). */
const XMLTV_BODY_LIMIT = 2 * 1024 * 1024;

const weekAnswer = responses({ 200: okEnvelope(scheduleWeekWireSchema) });

/**
 * The programme schedule (ADR 054): public days and on now/next (cacheable), staff's week editor and
 * XMLTV import.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/schedule",
    {
      schema: {
        tags: ["schedule"],
        summary: "One UK day of programmes",
        querystring: ScheduleDayQuery,
        response: responses({ 200: okEnvelope(z.object({ date: z.string(), slots: z.array(scheduleSlotWireSchema) })) }),
      },
    },
    async (request) => {
      const date = request.query.date ?? ukDayOf(new Date());
      return { success: true, data: { date, slots: await app.services.schedule.day(date) } };
    },
  );

  app.get(
    "/schedule/now",
    { schema: { tags: ["schedule"], summary: "The programme on air now and the next one", response: responses({ 200: okEnvelope(scheduleNowWireSchema) }) } },
    async (_request, reply) => {
      // On now changes at a slot boundary: a CDN may keep it for 15 s only.
      reply.header("cache-control", "public, max-age=0, s-maxage=15, stale-while-revalidate=15");
      return { success: true, data: await app.services.schedule.nowAndNext() };
    },
  );

  app.get(
    "/admin/schedule",
    {
      schema: { tags: ["schedule"], summary: "A week of programmes (staff)", querystring: ScheduleWeekQuery, response: weekAnswer },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const weekStart = request.query.week ?? ukDayOf(new Date());
      reply.header("cache-control", "no-store");
      return { success: true, data: { weekStart, ...(await app.services.schedule.week(weekStart)) } };
    },
  );

  app.put(
    "/admin/schedule",
    {
      schema: { tags: ["schedule"], summary: "Replace a week of programmes (staff)", body: ScheduleWeekBody, response: weekAnswer },
      onRequest: requireStaff(),
    },
    async (request) => {
      const { weekStart, slots, version } = request.body;
      return { success: true, data: { weekStart, ...(await app.services.schedule.saveWeek(weekStart, slots, version, request.staff?.id ?? null)) } };
    },
  );

  await app.register(async (xmltv) => {
    for (const type of ["application/xml", "text/xml", "application/xmltv+xml"]) {
      xmltv.addContentTypeParser(type, { parseAs: "string", bodyLimit: XMLTV_BODY_LIMIT }, (_request, body, done) => done(null, body));
    }
    xmltv.post(
      "/admin/schedule/xmltv",
      {
        schema: {
          tags: ["schedule"],
          summary: "Import programmes from an XMLTV file (staff)",
          response: responses({ 200: okEnvelope(z.object({ imported: z.number(), from: z.string(), to: z.string() })) }),
        },
        onRequest: requireStaff(),
        bodyLimit: XMLTV_BODY_LIMIT,
      },
      async (request) => {
        if (typeof request.body !== "string" || !request.body.trim())
          throw new BadRequestError("Send the XMLTV file as the body (Content-Type: application/xml).", "file");
        return { success: true, data: await app.services.schedule.importXmltv(request.body, request.staff?.id ?? null) };
      },
    );
  });
};
