import { createContext, useContext } from "react";
import type { DataPath } from "../lib/data-paths";
import type { DetailsErrors } from "../lib/details-errors";

/** What every field of the Business details form reads and changes: the data, its problems, the site. */
export type DetailsFormState = {
  data: Record<string, unknown>;
  errors: DetailsErrors;
  update: (path: DataPath, value: unknown) => void;
  /** The role may not change the site's words: the fields show the details without taking changes. */
  readOnly: boolean;
  siteId: string;
  /** Where the site's /media/ paths are served, for the photos' previews. */
  siteOrigin: string;
};

export const DetailsFormContext = createContext<DetailsFormState | null>(null);

export function useDetailsForm(): DetailsFormState {
  const state = useContext(DetailsFormContext);
  if (!state) throw new Error("useDetailsForm outside the Business details form");
  return state;
}
