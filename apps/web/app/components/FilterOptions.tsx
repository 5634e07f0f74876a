/** The options of a filter's select: first the empty value, which means any (`anyLabel`), then one per choice. */
export function FilterOptions({ anyLabel, options }: { anyLabel: string; options: Array<{ value: string; label: string }> }) {
  return (
    <>
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
