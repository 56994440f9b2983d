import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const appNeverImportsServer = {
  regex: "^(\\.\\./)+server(/|$)",
  message:
    "app/ runs in the build and the browser; it never imports server/ (the server imports app/).",
};
const uiTakesWords =
  "components/ui are shared building blocks: they take their words as props, never from content or i18n.";
const serverRendersNoReact =
  "server/ serves the built pages; it never imports React or components (React Router's build renders them).";

/** The server's capabilities: each folder's index.ts is its one door (issue 24). */
const capabilities = "(inquiries|bookings|mail|calendars|editor)";
const throughTheDoor =
  'Import another capability of the server from its index.ts (e.g. "../bookings"), never its files: the index says what others may use.';
const serverNoReact = {
  paths: ["react", "react-dom"].map((name) => ({ name, message: serverRendersNoReact })),
  patterns: [
    {
      regex: "^(react|react-dom)/|^~/components(/|$)|(^|/)app/components(/|$)|\\.tsx$",
      message: serverRendersNoReact,
    },
  ],
};
/** The server's rule, with the capability doors for a file `depth` folders below server/. */
function serverImports(depth) {
  const up = depth === 0 ? "\\./" : "(\\.\\./){" + depth + "}";
  return [
    "error",
    {
      ...serverNoReact,
      patterns: [
        ...serverNoReact.patterns,
        { regex: `^${up}${capabilities}/`, message: throughTheDoor },
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".builds/",
      ".asset-history/",
      ".react-router/",
      "node_modules/",
      "reports/",
      "test-results/",
      "playwright-report/",
      "**/*.tmp.*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      // Right-to-left is first-class: physical left/right utilities do not turn in Arabic.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            'JSXAttribute[name.name="className"] Literal[value=/(^|\\s)-?(ml|mr|pl|pr|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|scroll-m[lr]|text-left|text-right|float-left|float-right)(-|\\s|$)/]',
          message:
            "Use direction-neutral utilities (ms-/me-, ps-/pe-, inset-s-/inset-e-, text-start/text-end, rounded-s/-e, border-s/-e).",
        },
        {
          selector:
            'JSXAttribute[name.name="className"] TemplateElement[value.raw=/(^|\\s)-?(ml|mr|pl|pr|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|scroll-m[lr]|text-left|text-right|float-left|float-right)(-|\\s|$)/]',
          message:
            "Use direction-neutral utilities (ms-/me-, ps-/pe-, inset-s-/inset-e-, text-start/text-end, rounded-s/-e, border-s/-e).",
        },
      ],
    },
  },
  // Imports run one way: shared UI knows no words, the site knows no server, the server no React.
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [appNeverImportsServer] }] },
  },
  {
    files: ["app/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react-i18next", "i18next"].map((name) => ({ name, message: uiTakesWords })),
          patterns: [
            appNeverImportsServer,
            { regex: "^(~|\\.{1,2})/(.*/)?(content|i18n)(/|$)", message: uiTakesWords },
            { regex: "^(react-i18next|i18next)/", message: uiTakesWords },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**"],
    rules: { "no-restricted-imports": ["error", serverNoReact] },
  },
  // Outside tests, a capability is reached through its door. Tests may open a capability's files.
  {
    files: ["server/*.ts"],
    ignores: ["**/*.test.ts", "server/store.ts"],
    rules: { "no-restricted-imports": serverImports(0) },
  },
  {
    files: ["server/*/*.ts"],
    ignores: ["**/*.test.ts", "server/test/**"],
    rules: { "no-restricted-imports": serverImports(1) },
  },
  {
    files: ["server/*/*/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": serverImports(2) },
  },
  // server/store.ts puts each capability's own store file together: each capability's code reads
  // that Store, so importing their doors here would make a circle (scripts/import-cycles.test.ts).
  {
    // The one exception: mail templates are React Email components rendered to a string at send
    // time (docs/decisions/0010-mail-templates.md): the layout and its parts, server/mail/*.tsx.
    // Nothing else on the server renders React.
    files: ["server/mail/*.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
);
