import { fields } from "@keystatic/core";
import { Checkbox, CheckboxGroup } from "@keystar/ui/checkbox";
import { Item, Picker } from "@keystar/ui/picker";
import { useEffect, useState } from "react";

/** A collection's entries as the firm knows them: the id the file holds, the English name shown. */
interface Entry {
  id: string;
  name: string;
}

/** Where each collection keeps the name the firm calls its entries by. */
const nameOf: Record<string, (data: Record<string, { en?: string } | undefined>) => unknown> = {
  attorneys: (data) => data.name?.en,
  services: (data) => data.title?.en,
};

/**
 * The entries of a collection with their English names, read from the files as saved (Keystatic's
 * own tree and blob routes, content/ being its folder), sorted by name. Keystatic's relationship
 * field lists ids only ("2", "debtCollection"); an entry whose file cannot be read keeps its id.
 */
export function useEntries(collection: string): Entry[] {
  const [entries, setEntries] = useState<Entry[]>([]);
  useEffect(() => {
    let stopped = false;
    const headers = { "no-cors": "1" };
    const read = async () => {
      const response = await fetch("/api/keystatic/tree", { headers });
      const tree = (await response.json()) as { path: string; sha: string }[];
      const files = tree.filter(({ path }) =>
        new RegExp(`^${collection}/[^/]+\\.json$`).test(path),
      );
      const named = await Promise.all(
        files.map(async ({ path, sha }) => {
          const id = path.slice(collection.length + 1, -".json".length);
          const data = await fetch(`/api/keystatic/blob/${sha}/${path}`, { headers })
            .then((file) => file.json() as Promise<Record<string, { en?: string }>>)
            .catch(() => ({}));
          const name = nameOf[collection]?.(data);
          return { id, name: typeof name === "string" && name ? name : id };
        }),
      );
      if (!stopped) setEntries(named.sort((a, b) => a.name.localeCompare(b.name, "en")));
    };
    void read().catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [collection]);
  return entries;
}

interface PickerOptions {
  label: string;
  description?: string;
  collection: "attorneys" | "services";
}

/** One entry of a collection (an article's author), chosen by its name; the file keeps its id. */
export function entryPicker({ label, description, collection }: PickerOptions) {
  const base = fields.relationship({
    label,
    description,
    collection,
    validation: { isRequired: true },
  });
  return {
    ...base,
    Input(props: Parameters<typeof base.Input>[0]) {
      const entries = useEntries(collection);
      return (
        <Picker
          label={label}
          description={description}
          isRequired
          autoFocus={props.autoFocus}
          items={entries}
          selectedKey={props.value}
          onSelectionChange={(key) => props.onChange(key === null ? null : String(key))}
          errorMessage={
            props.forceValidation && props.value === null
              ? `Choose the ${label.toLowerCase()}`
              : undefined
          }
        >
          {(entry) => <Item key={entry.id}>{entry.name}</Item>}
        </Picker>
      );
    },
  };
}

/** Entries of a collection (an article's practice areas), ticked by their names. */
export function entryChecklist({ min, ...options }: PickerOptions & { min: number }) {
  const { label, description, collection } = options;
  const base = fields.multiRelationship({
    label,
    description,
    collection,
    validation: { length: { min } },
  });
  return {
    ...base,
    Input(props: Parameters<typeof base.Input>[0]) {
      const entries = useEntries(collection);
      return (
        <CheckboxGroup
          label={label}
          description={description}
          isRequired={min > 0}
          value={[...props.value]}
          onChange={(value) => props.onChange(value)}
          errorMessage={
            props.forceValidation && props.value.length < min
              ? `Tick at least ${min === 1 ? "one" : min}`
              : undefined
          }
        >
          {entries.map((entry) => (
            <Checkbox key={entry.id} value={entry.id}>
              {entry.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
    },
  };
}
