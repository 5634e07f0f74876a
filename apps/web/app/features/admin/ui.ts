/** Tailwind classes shared by the admin forms. */
export const inputClass = "mt-1 w-full rounded border border-gray-400 px-3 py-2";
export const labelClass = "block text-sm font-semibold";
export const primaryButton = "rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70";
export const secondaryButton = "rounded border border-gray-500 px-3 py-1.5 font-semibold hover:bg-gray-50 disabled:opacity-60";
export const dangerButton = "rounded border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60";
