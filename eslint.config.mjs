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

const config = [
  { ignores: [".next/**", ".next-*/**", "generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
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
