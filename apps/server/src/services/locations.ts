import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { LocationOption } from "@matv/shared/support";
import type { ICountry, IState } from "country-state-city";

// The package's index loads its 8 MB city list with the countries; its per-dataset modules do not.
const require = createRequire(import.meta.url);
const Country = (
  require("country-state-city/lib/cjs/country.js") as { default: { getAllCountries(): ICountry[]; getCountryByCode(code: string): ICountry | undefined } }
).default;
const State = (require("country-state-city/lib/cjs/state.js") as { default: { getStatesOfCountry(countryCode: string): IState[] } }).default;
const CITY_FILE = require.resolve("country-state-city/lib/assets/city.json");

/**
 * City names by `{country}|{state}`, one newline-separated string per state. The dataset's rows
 * ([name, country, state, lat, long], about 150,000) are read on the first city lookup and dropped once
 * indexed: kept whole they were 42 MB of the server's heap, marked again by every full collection.
 */
async function loadCityIndex(): Promise<Map<string, string>> {
  const rows = JSON.parse(await readFile(CITY_FILE, "utf8")) as Array<[string, string, string, ...string[]]>;
  const byState = new Map<string, string[]>();
  for (const [name, country, state] of rows) {
    const key = `${country}|${state}`;
    const names = byState.get(key);
    if (names) names.push(name);
    else byState.set(key, [name]);
  }
  return new Map([...byState].map(([key, names]) => [key, names.join("\n")]));
}

/**
 * Countries, states and cities from the offline country-state-city dataset (server only: its city
 * list is several MB). Lists are sorted by name and kept once built.
 */
export function createLocationsService() {
  const byName = (a: LocationOption, b: LocationOption) => a.name.localeCompare(b.name, "en");
  let countries: LocationOption[] | null = null;
  const states = new Map<string, LocationOption[]>();
  const cities = new Map<string, string[]>();
  let cityIndex: Promise<Map<string, string>> | null = null;

  function listCountries(): LocationOption[] {
    countries ??= Country.getAllCountries()
      .map((c) => ({ code: c.isoCode, name: c.name }))
      .sort(byName);
    return countries;
  }

  function getCountry(code: string): LocationOption | null {
    const c = Country.getCountryByCode(code.toUpperCase());
    return c ? { code: c.isoCode, name: c.name } : null;
  }

  /** States of a country; null when the country is unknown. */
  function listStates(countryCode: string): LocationOption[] | null {
    const country = getCountry(countryCode);
    if (!country) return null;
    let list = states.get(country.code);
    if (!list) {
      list = State.getStatesOfCountry(country.code)
        .map((s) => ({ code: s.isoCode, name: s.name }))
        .sort(byName);
      states.set(country.code, list);
    }
    return list;
  }

  function getState(countryCode: string, stateCode: string): LocationOption | null {
    return listStates(countryCode)?.find((s) => s.code === stateCode) ?? null;
  }

  /**
   * City names of a state; null when the country or state is unknown. Where the dataset lists no
   * city for a state (most UK counties), the state's own name is the one choice (ADR).
   */
  async function listCities(countryCode: string, stateCode: string): Promise<string[] | null> {
    const state = getState(countryCode, stateCode);
    if (!state) return null;
    const key = `${countryCode.toUpperCase()}|${state.code}`;
    let list = cities.get(key);
    if (!list) {
      cityIndex ??= loadCityIndex().catch((error: unknown) => {
        cityIndex = null;
        throw error;
      });
      const joined = (await cityIndex).get(key);
      const names = joined ? [...new Set(joined.split("\n"))].sort((a, b) => a.localeCompare(b, "en")) : [];
      list = names.length ? names : [state.name];
      cities.set(key, list);
    }
    return list;
  }

  /** A country by ISO code or by name (any letter case). */
  function findCountry(codeOrName: string): LocationOption | null {
    const value = codeOrName.trim();
    if (/^[a-z]{2}$/i.test(value)) return getCountry(value);
    const name = value.toLowerCase();
    return listCountries().find((c) => c.name.toLowerCase() === name) ?? null;
  }

  /** A state of a country by ISO code (as listed) or by name (any letter case). */
  function findState(countryCode: string, codeOrName: string): LocationOption | null {
    const value = codeOrName.trim();
    const name = value.toLowerCase();
    const list = listStates(countryCode) ?? [];
    return list.find((s) => s.code === value) ?? list.find((s) => s.name.toLowerCase() === name) ?? null;
  }

  /**
   * Resolves a country and a state (each an ISO code or a name, spec 001 §9's client sends names) and a city name
   * to the names the data spells, or says which field is wrong.
   */
  async function resolve(
    countryCodeOrName: string,
    stateCodeOrName: string,
    city: string,
  ): Promise<{ ok: true; country: string; state: string; city: string } | { ok: false; field: "country" | "state" | "city" }> {
    const country = findCountry(countryCodeOrName);
    if (!country) return { ok: false, field: "country" };
    const state = findState(country.code, stateCodeOrName);
    if (!state) return { ok: false, field: "state" };
    const match = (await listCities(country.code, state.code))?.find((c) => c.toLowerCase() === city.trim().toLowerCase());
    if (!match) return { ok: false, field: "city" };
    return { ok: true, country: country.name, state: state.name, city: match };
  }

  return { listCountries, getCountry, listStates, listCities, resolve };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
