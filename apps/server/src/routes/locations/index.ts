import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { locationOptionSchema } from "@matv/shared/contracts/staffDesk";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../rules/errors.ts";
import { CitiesQuery, StatesQuery } from "./schema.ts";

/** The long-lived reference data may be cached by browsers and CDNs for a day. */
const CACHE = "public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800";

const optionsAnswer = responses({ 200: okEnvelope(z.array(locationOptionSchema)) });

/** Countries, states and cities for the support form (spec 001 §7 "Third-party calls", served by us). */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/locations/countries",
    { schema: { tags: ["locations"], summary: "Every country (code and name)", response: optionsAnswer } },
    async (_request, reply) => {
      reply.header("cache-control", CACHE);
      return { success: true, data: app.services.locations.listCountries() };
    },
  );

  app.get(
    "/locations/states",
    { schema: { tags: ["locations"], summary: "States of a country", querystring: StatesQuery, response: optionsAnswer } },
    async (request, reply) => {
      const states = app.services.locations.listStates(request.query.country);
      if (!states) throw new NotFoundError("Country not found");
      reply.header("cache-control", CACHE);
      return { success: true, data: states };
    },
  );

  app.get(
    "/locations/cities",
    {
      schema: {
        tags: ["locations"],
        summary: "City names of a state",
        querystring: CitiesQuery,
        response: responses({ 200: okEnvelope(z.array(z.string())) }),
      },
    },
    async (request, reply) => {
      const cities = await app.services.locations.listCities(request.query.country, request.query.state);
      if (!cities) throw new NotFoundError("State not found");
      reply.header("cache-control", CACHE);
      return { success: true, data: cities };
    },
  );
};
