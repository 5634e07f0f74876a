import type { LocationOption } from "@matv/shared/support";
import { useRef, useState } from "react";
import { type CascadeOption, CascadeSelect } from "./CascadeSelect";
import { useT } from "../../i18n/texts";
import { apiFetch } from "../../lib/api/reader";
import * as api from "../../lib/api/endpoints";
import type { ApiRequest, Enveloped } from "../../lib/api/endpoints";

export interface LocationValue {
  country: string;
  state: string;
  city: string;
}

export const EMPTY_LOCATION: LocationValue = { country: "", state: "", city: "" };

const toOption = (o: LocationOption): CascadeOption => ({ value: o.code, label: o.name });

async function getList<T>(request: ApiRequest<Enveloped<T[]>>): Promise<T[]> {
  const response = await apiFetch(request, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return (await response.json()).data;
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
  const t = useT();
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
      const list = await getList(api.locationStates(country));
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
      const list = await getList(api.locationCities(value.country, state));
      if (ticket === request.current) setCities(list);
    } catch (error) {
      console.error("Failed to load cities", error);
    } finally {
      if (ticket === request.current) setLoadingCities(false);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <CascadeSelect
        label={t("support.country")}
        name="country"
        value={value.country}
        options={countries.map(toOption)}
        placeholder={t("support.selectCountry")}
        onChange={chooseCountry}
        className={selectClassName}
      />
      <CascadeSelect
        label={t("support.state")}
        name="state"
        value={value.state}
        options={states.map(toOption)}
        placeholder={t("support.selectState")}
        disabled={!value.country}
        loading={loadingStates}
        onChange={chooseState}
        className={selectClassName}
      />
      <CascadeSelect
        label={t("support.city")}
        name="city"
        value={value.city}
        options={cities.map((c) => ({ value: c, label: c }))}
        placeholder={t("support.selectCity")}
        disabled={!value.state}
        loading={loadingCities}
        onChange={(city) => onChange({ ...value, city })}
        className={selectClassName}
      />
    </div>
  );
}
