import { type LocationOption, SUPPORT_TEXTS } from "@matv/shared/support";
import { useRef, useState } from "react";

export interface LocationValue {
  country: string;
  state: string;
  city: string;
}

export const EMPTY_LOCATION: LocationValue = { country: "", state: "", city: "" };

async function getList<T>(url: string): Promise<T[]> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return ((await response.json()) as { data: T[] }).data;
}

interface LocationSelectsProps {
  countries: LocationOption[];
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  selectClassName: string;
}

/**
 * Country → state → city from our own API (spec 001 §4): a country change clears state and city and
 * loads the states; a state change clears the city and loads the cities. Load failures are logged and
 * leave the list empty.
 */
export function LocationSelects({ countries, value, onChange, selectClassName }: LocationSelectsProps) {
  const [states, setStates] = useState<LocationOption[]>([]);
  const [cities, setCities] = useState<string[]>([]);
  const [loadingStates, setLoadingStates] = useState(false);
  const [loadingCities, setLoadingCities] = useState(false);
  // Answers to an older choice are ignored.
  const request = useRef(0);

  async function chooseCountry(country: string) {
    onChange({ country, state: "", city: "" });
    setStates([]);
    setCities([]);
    if (!country) return;
    const ticket = ++request.current;
    setLoadingStates(true);
    try {
      const list = await getList<LocationOption>(`/api/locations/states?country=${encodeURIComponent(country)}`);
      if (ticket === request.current) setStates(list);
    } catch (error) {
      console.error("Failed to load states", error);
    } finally {
      if (ticket === request.current) setLoadingStates(false);
    }
  }

  async function chooseState(state: string) {
    onChange({ ...value, state, city: "" });
    setCities([]);
    if (!state) return;
    const ticket = ++request.current;
    setLoadingCities(true);
    try {
      const list = await getList<string>(`/api/locations/cities?country=${encodeURIComponent(value.country)}&state=${encodeURIComponent(state)}`);
      if (ticket === request.current) setCities(list);
    } catch (error) {
      console.error("Failed to load cities", error);
    } finally {
      if (ticket === request.current) setLoadingCities(false);
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <label className="block text-sm font-semibold">
        Country <span aria-hidden="true">*</span>
        <select name="country" required className={selectClassName} value={value.country} onChange={(e) => chooseCountry(e.target.value)}>
          <option value="">Select a country</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold">
        State <span aria-hidden="true">*</span>
        <select
          name="state"
          required
          className={selectClassName}
          value={value.state}
          disabled={!value.country || loadingStates}
          onChange={(e) => chooseState(e.target.value)}
        >
          <option value="">{loadingStates ? SUPPORT_TEXTS.loading : "Select a state"}</option>
          {states.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold">
        City <span aria-hidden="true">*</span>
        <select
          name="city"
          required
          className={selectClassName}
          value={value.city}
          disabled={!value.state || loadingCities}
          onChange={(e) => onChange({ ...value, city: e.target.value })}
        >
          <option value="">{loadingCities ? SUPPORT_TEXTS.loading : "Select a city"}</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

