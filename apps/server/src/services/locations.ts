import type { LocationOption } from "@matv/shared/support";
import { City, Country, State } from "country-state-city";

/**
 * Countries, states and cities from the offline country-state-city dataset (server only: its city
 * list is several MB). Lists are sorted by name and kept once built.
 */
export function createLocationsService() {
  const byName = (a: LocationOption, b: LocationOption) => a.name.localeCompare(b.name, "en");
  let countries: LocationOption[] | null = null;
  const states = new Map<string, LocationOption[]>();
  const cities = new Map<string, string[]>();

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
  function listCities(countryCode: string, stateCode: string): string[] | null {
    const state = getState(countryCode, stateCode);
    if (!state) return null;
    const key = `${countryCode.toUpperCase()}|${state.code}`;
    let list = cities.get(key);
    if (!list) {
      const names = [...new Set(City.getCitiesOfState(countryCode.toUpperCase(), state.code).map((c) => c.name))].sort((a, b) => a.localeCompare(b, "en"));
      list = names.length ? names : [state.name];
      cities.set(key, list);
    }
    return list;
  }

  /** Resolves codes and a city name to names, or says which field is wrong. */
  function resolve(countryCode: string, stateCode: string, city: string): { ok: true; country: string; state: string; city: string } | { ok: false; field: "country" | "state" | "city" } {
    const country = getCountry(countryCode);
    if (!country) return { ok: false, field: "country" };
    const state = getState(country.code, stateCode);
    if (!state) return { ok: false, field: "state" };
    const match = listCities(country.code, state.code)?.find((c) => c.toLowerCase() === city.trim().toLowerCase());
    if (!match) return { ok: false, field: "city" };
    return { ok: true, country: country.name, state: state.name, city: match };
  }

  return { listCountries, getCountry, listStates, listCities, resolve };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
