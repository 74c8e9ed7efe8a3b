import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const zodImport = { name: "zod", message: "Import z from @/lib/validation/zod (types may come from zod).", allowTypeImports: true };
// A session cookie's signature says only that we issued it once: the account may be gone or the
// session revoked or past its lifetime. Outside lib/auth, sessions are read checked.
const uncheckedSession = {
  name: "@/lib/auth/session",
  importNames: ["decodeSession", "sessionFromRequest"],
  message: "Use userOfRequest, signedInSession or requireSignedIn (lib/auth/accounts.ts), or signedInUser for pages: they check the session still counts.",
};

// Cents become dollars in one place, lib/money.ts, so no page, email or file rounds them its own
// way. `* 100` is left alone: here it makes percentages (a discount saved, a churn rate).
const MONEY_TEXT = "Money becomes text only in lib/money.ts: formatCents for people, toDecimalString for CSV files, providers and schema.org.";
const moneyText = [
  { selector: "BinaryExpression[operator='/'][right.value=100]", message: `${MONEY_TEXT} (For a percentage of an amount, percentOf.)` },
  { selector: "CallExpression[callee.property.name='toFixed'][arguments.0.value=2]", message: MONEY_TEXT },
  { selector: "NewExpression[callee.property.name='NumberFormat'] Property[key.name='style'][value.value='currency']", message: MONEY_TEXT },
  { selector: "CallExpression[callee.property.name='toLocaleString'] Property[key.name='style'][value.value='currency']", message: MONEY_TEXT },
  // "$" written before an amount: `$${total}` in a template, <p>${total}</p> in JSX.
  { selector: "TemplateElement[tail=false][value.raw=/\\$$/]", message: MONEY_TEXT },
  { selector: "JSXText[value=/\\$$/] + JSXExpressionContainer", message: MONEY_TEXT },
];

const config = [
  { ignores: [".next/**", ".next-*/**", "generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "bench/.empty-app/**"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Schemas are built with lib/validation/zod.ts, which sets zod up for our Content-Security-Policy.
    ignores: ["lib/validation/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodImport] }],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**", "*.ts"],
    ignores: ["lib/auth/**", "lib/validation/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodImport, uncheckedSession] }],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["lib/money.ts"],
    rules: { "no-restricted-syntax": ["error", ...moneyText] },
  },
  {
    // Public pages prefetch a link's page on intent, not when it scrolls into view (components/ui/link.tsx).
    // The admin keeps next/link: its tabs prefetch up to their loading skeletons, so a switch shows one at once.
    ignores: ["components/ui/link.tsx", "components/admin/**", "app/admin/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Import { Link } from @/components/ui/link: public pages prefetch on intent." }] },
      ],
    },
  },
];

export default config;
