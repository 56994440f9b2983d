import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
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
);
