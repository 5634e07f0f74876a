import { z } from "zod";

const countryCode = z
  .string({ message: "is required" })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: "must be a two-letter country code" });

export const StatesQuery = z.object({ country: countryCode });
export const CitiesQuery = z.object({
  country: countryCode,
  state: z
    .string({ message: "is required" })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,10}$/, { message: "must be a state code" }),
});
