import { fields } from "@keystatic/core";
import { TextArea, TextField } from "@keystar/ui/text-field";
import { useState } from "react";

/** What an empty side of a pair is told, in a sentence of the editor's own language. */
export const emptyMessage = (language: "en" | "ar") =>
  `The ${language === "en" ? "English" : "Arabic"} text must not be empty`;

/**
 * One language's side of an `{ en, ar }` pair: Keystatic's text field with its label ("English",
 * "العربية", which ./direction.ts reads), but refusing an empty box in a sentence that names the
 * language in English ("The Arabic text must not be empty"), where Keystatic would put the label.
 */
export function languageField({
  language,
  label,
  description,
  multiline,
  isRequired,
}: {
  language: "en" | "ar";
  label: string;
  description?: string;
  multiline: boolean;
  isRequired: boolean;
}) {
  const base = fields.text({ label, description, multiline, validation: { isRequired } });
  const empty = emptyMessage(language);
  return {
    ...base,
    validate(value: string, args: Parameters<typeof base.validate>[1]) {
      // Keystatic's own error (its class is what the form looks for), with the message reworded.
      try {
        return base.validate(value, args);
      } catch (error) {
        if (error instanceof Error && error.message.endsWith(" must not be empty"))
          error.message = empty;
        throw error;
      }
    },
    Input(props: Parameters<typeof base.Input>[0]) {
      const [blurred, setBlurred] = useState(false);
      const Box = multiline ? TextArea : TextField;
      return (
        <Box
          label={label}
          description={description}
          autoFocus={props.autoFocus}
          value={props.value}
          onChange={props.onChange}
          onBlur={() => setBlurred(true)}
          isRequired={isRequired}
          errorMessage={
            (props.forceValidation || blurred) && isRequired && props.value === ""
              ? empty
              : undefined
          }
        />
      );
    },
  };
}
