import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const API_PATH_MESSAGE = "An /api path belongs in apps/web/app/lib/api/endpoints.ts: call it through that table.";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/build-*/**",
      "**/dist/**",
      "**/.react-router/**",
      "data/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "apps/server/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/web/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    // Every /api path of the web app is in one table (apps/web/app/lib/api/endpoints.ts); \x2F is "/", which
    // esquery's regular expressions cannot hold.
    files: ["apps/web/app/**/*.{ts,tsx}"],
    ignores: ["apps/web/app/lib/api/**", "apps/web/app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/^\\x2Fapi\\x2F/]", message: API_PATH_MESSAGE },
        { selector: "TemplateElement[value.raw=/^\\x2Fapi\\x2F/]", message: API_PATH_MESSAGE },
      ],
    },
  },
  {
    // Services hold rules and transactions, never a request or a reply (ADR 082): apps/server/src/http is for routes.
    files: ["apps/server/src/services/**/*.ts", "apps/server/src/db/**/*.ts", "apps/server/src/rules/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/http/*"], message: "Services, db and rules never touch HTTP (ADR 082)." }] }],
    },
  },
);
