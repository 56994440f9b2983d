import { fields } from "@keystatic/core";
import { NumberField } from "@keystar/ui/number-field";

/**
 * A year, as Keystatic's whole-number field with its own input: the same value, checks and file
 * format, shown "2009" rather than "2,009" (the number field groups thousands by default).
 */
export function yearField({ label, description }: { label: string; description?: string }) {
  const base = fields.integer({ label, description, validation: { isRequired: true } });
  return {
    ...base,
    Input(props: Parameters<typeof base.Input>[0]) {
      return (
        <NumberField
          label={label}
          description={description}
          isRequired
          autoFocus={props.autoFocus}
          value={props.value ?? undefined}
          onChange={(value) => props.onChange(Number.isNaN(value) ? null : value)}
          formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
          errorMessage={
            props.forceValidation && props.value === null ? `${label} is required` : undefined
          }
        />
      );
    },
  };
}
