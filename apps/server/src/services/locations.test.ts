import { City } from "country-state-city";
import { describe, expect, it } from "vitest";
import { createLocationsService } from "./locations.ts";

describe("locations service: cities from the compact index", () => {
  const locations = createLocationsService();
  const fromPackage = (country: string, state: string) =>
    [...new Set(City.getCitiesOfState(country, state).map((c) => c.name))].sort((a, b) => a.localeCompare(b, "en"));

  it.each([
    ["IN", "KL"],
    ["IN", "MH"],
    ["US", "CA"],
    ["GB", "ENG"],
    ["AD", "02"],
  ])("lists the same city names as the package for %s-%s", async (country, state) => {
    const expected = fromPackage(country, state);
    expect(expected.length).toBeGreaterThan(0);
    expect(await locations.listCities(country, state)).toEqual(expected);
  });

  it("offers the state's own name where the dataset has no city, and nothing for an unknown state", async () => {
    const leics = locations.listStates("GB")!.find((s) => s.name === "Leicestershire")!;
    expect(fromPackage("GB", leics.code)).toEqual([]);
    expect(await locations.listCities("gb", leics.code)).toEqual(["Leicestershire"]);
    expect(await locations.listCities("IN", "QQ")).toBeNull();
  });

  it("resolves a city name whatever its case, or names the wrong field", async () => {
    expect(await locations.resolve("IN", "KL", " kollam ")).toEqual({ ok: true, country: "India", state: "Kerala", city: "Kollam" });
    expect(await locations.resolve("XX", "KL", "Kollam")).toEqual({ ok: false, field: "country" });
    expect(await locations.resolve("IN", "QQ", "Kollam")).toEqual({ ok: false, field: "state" });
    expect(await locations.resolve("IN", "KL", "Atlantis")).toEqual({ ok: false, field: "city" });
  });
});
