import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type ErrorCode, limits } from "~/contact/fields";
import { useBookingWindow } from "./booking-window";

const controlClass =
  "mt-2 block w-full rounded-sm border bg-white px-4 py-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-navy-700 focus:ring-2 focus:ring-navy-700/20 focus:outline-none aria-[invalid=true]:border-red-700 border-slate-400";

/** What a field's control (input, select or textarea) spreads onto itself. */
export interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
}

/** The red star after a required field's label; the form's note says what it means. */
export function RequiredMark() {
  return (
    <span className="text-red-800" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

/** A field's limit, as its messages write it: digits kept left to right inside Arabic. */
export const isolatedLimit = (max: number) => `\u2066${max.toLocaleString("en-US")}\u2069`;

/** A field's error, under it, in the page's language; `max` is the field's length limit. */
export function FieldError({
  id,
  code,
  max,
}: {
  id: string;
  code: ErrorCode | undefined;
  max?: number | undefined;
}) {
  const { t } = useTranslation();
  const ahead = useBookingWindow();
  if (!code) return null;
  return (
    <p id={id} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-red-800">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {t(`contact.form.errors.${code === "required" ? "fieldRequired" : code}`, {
        ...ahead,
        max: max === undefined ? "" : isolatedLimit(max),
      })}
    </p>
  );
}

/**
 * One field of the contact form: its label, its control, an optional hint and its error, wired
 * together by ids (`contact-<name>`, `-hint`, `-error`) so a screen reader reads them as one.
 * The control itself is the caller's, since inputs, selects and textareas differ.
 */
export function ContactField({
  name,
  label,
  error,
  required = false,
  hint,
  describedBy: shared = "",
  invalid = false,
  liveError = false,
  note,
  className,
  children,
}: {
  name: string;
  label: ReactNode;
  error?: ErrorCode | undefined;
  required?: boolean;
  hint?: ReactNode;
  /** A hint or an error that this field shares with others, shown by the caller. */
  describedBy?: string;
  /** Marked invalid by a shared error rather than its own. */
  invalid?: boolean;
  /** Its error may come while the visitor types, so screen readers are told of it politely. */
  liveError?: boolean;
  /** A word on what the field holds, said with its error (politely, with `liveError`). */
  note?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = `contact-${name}`;
  const describedBy = [
    hint ? `${id}-hint` : "",
    note ? `${id}-note` : "",
    error ? `${id}-error` : "",
    shared,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        name,
        required: required || undefined,
        "aria-invalid": error || invalid ? true : undefined,
        "aria-describedby": describedBy || undefined,
        className: controlClass,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {liveError ? (
        <div aria-live="polite">
          {note ? (
            <p id={`${id}-note`} className="mt-2 text-sm font-medium text-red-800">
              {note}
            </p>
          ) : null}
          <FieldError id={`${id}-error`} code={error} max={limitOf(name)} />
        </div>
      ) : (
        <FieldError id={`${id}-error`} code={error} max={limitOf(name)} />
      )}
    </div>
  );
}

function limitOf(name: string): number | undefined {
  return name in limits ? limits[name as keyof typeof limits] : undefined;
}
