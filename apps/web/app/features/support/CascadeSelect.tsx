import { useT } from "../../i18n/texts";

export interface CascadeOption {
  value: string;
  label: string;
}

interface CascadeSelectProps {
  label: string;
  name: string;
  value: string;
  options: readonly CascadeOption[];
  /** The empty choice's text ('Select a state'); 'Loading...' replaces it while the list loads. */
  placeholder: string;
  /** The choice above it is not made yet (spec 001 §4: disabled until then). */
  disabled?: boolean;
  loading?: boolean;
  onChange(value: string): void;
  className: string;
}

/** One required select of the country → state → city cascade: disabled until it can be used and while it loads. */
export function CascadeSelect({ label, name, value, options, placeholder, disabled = false, loading = false, onChange, className }: CascadeSelectProps) {
  const t = useT();
  return (
    <label className="block text-sm font-semibold">
      {label} <span aria-hidden="true">*</span>
      <select name={name} required className={className} value={value} disabled={disabled || loading} onChange={(e) => onChange(e.target.value)}>
        <option value="">{loading ? t("support.loading") : placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
