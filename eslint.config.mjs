import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  { ignores: [".next/**", ".next-*/**", "generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Schemas are built with lib/validation/zod.ts, which sets zod up for our Content-Security-Policy.
    ignores: ["lib/validation/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import z from @/lib/validation/zod (types may come from zod).", allowTypeImports: true }] },
      ],
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
