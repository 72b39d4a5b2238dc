// `npm run check:regex` (part of `npm test`): ESLint runs for one purpose only, to refuse regular
// expressions whose matching time can grow faster than their input (ReDoS). Everything else is Biome's.
// Tests are left out: they read no outside input.
import tsParser from "@typescript-eslint/parser";
import regexp from "eslint-plugin-regexp";

export const REGEX_SAFETY_RULES = {
  // Two quantifiers that can trade characters between them (/\s*x?\s*$/): exponential or polynomial.
  "regexp/no-super-linear-backtracking": "error",
  // A pattern that, tried at each start position, scans to the end each time (/\/+$/): quadratic.
  "regexp/no-super-linear-move": "error",
};

export default [
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "host/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    languageOptions: { parser: tsParser },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { regexp },
    rules: REGEX_SAFETY_RULES,
  },
];
