import { jsonEqual, mergeChanges } from "@common/merge-changes";
import type { FileVersion } from "@common/schemas/files";
import type { SiteDetails } from "@common/schemas/site-details";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { ConflictChoice } from "@/components/conflict-choices";
import type { ApiError } from "@/lib/api-client";
import { showErrorToast } from "@/lib/error-toast";
import { isDetailsConflict, siteDetailsQueryOptions, useSaveSiteDetails } from "../api/site-details-api";
import { type DataPath, setAt } from "../lib/data-paths";
import { type DetailsErrors, detailsErrorsOf, detailsSchemaFor, serverDetailsErrors } from "../lib/details-errors";

type Data = Record<string, unknown>;

/** Puts the focus on the first field marked wrong, once React has marked it. */
function focusFirstProblem() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  });
}

function problemsOf(details: SiteDetails): DetailsErrors {
  return Object.fromEntries(details.problems.map((problem) => [problem.path, problem.message]));
}

/**
 * The Business details form's state: the version it started from, the data as edited, its problems
 * (checked with the server's schema on Save, then as the person types), and a save's 409.
 */
export function useDetailsEditor(siteId: string, initial: SiteDetails) {
  const queryClient = useQueryClient();
  const saving = useSaveSiteDetails(siteId);
  const [opened, setOpened] = useState(initial);
  const [data, setData] = useState<Data>(initial.data);
  const [errors, setErrors] = useState<DetailsErrors>(() => problemsOf(initial));
  const [isChecking, setIsChecking] = useState(initial.problems.length > 0);
  const [conflict, setConflict] = useState<{ theirs: FileVersion | null } | null>(null);
  const [savedVersionId, setSavedVersionId] = useState<string | null>(null);
  const schema = useMemo(() => detailsSchemaFor(opened), [opened]);

  function update(path: DataPath, value: unknown) {
    const next = setAt(data, path, value);
    setData(next);
    if (isChecking) setErrors(detailsErrorsOf(schema, next));
    setSavedVersionId(null);
  }

  function accept(details: SiteDetails) {
    setOpened(details);
    setData(details.data);
    setErrors(problemsOf(details));
    setIsChecking(details.problems.length > 0);
  }

  async function submit(base: SiteDetails, toSave: Data) {
    try {
      const details = await saving.mutateAsync({ data: toSave, base_version_id: base.version_id });
      accept(details);
      setSavedVersionId(details.version_id);
    } catch (error) {
      const refused = serverDetailsErrors(error);
      if (refused) {
        setErrors(refused);
        setIsChecking(true);
        focusFirstProblem();
      } else if (isDetailsConflict(error)) {
        const current = (error as ApiError).details?.current_version as FileVersion | null | undefined;
        setConflict({ theirs: current ?? null });
      }
      // Anything else: the query client has shown the server's words.
    }
  }

  /** Checks the form with the server's schema, then saves it as a new version. */
  function save() {
    const found = detailsErrorsOf(schema, data);
    setIsChecking(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstProblem();
      return;
    }
    void submit(opened, data);
  }

  async function resolveConflict(choice: ConflictChoice) {
    setConflict(null);
    if (choice === "cancel") return;
    let fresh: SiteDetails;
    try {
      fresh = await queryClient.fetchQuery({ ...siteDetailsQueryOptions(siteId), staleTime: 0 });
    } catch (error) {
      showErrorToast("Error loading business details", error instanceof Error ? error.message : undefined);
      return;
    }
    if (choice === "theirs") {
      accept(fresh);
      return;
    }
    // Mine: the fields changed here, laid over their version; their changes to other fields stay.
    const merged = mergeChanges(fresh.data, opened.data, data) as Data;
    setOpened(fresh);
    setData(merged);
    await submit(fresh, merged);
  }

  return {
    opened,
    data,
    errors,
    update,
    save,
    isSaving: saving.isPending,
    isDirty: !jsonEqual(data, opened.data),
    savedVersionId,
    conflict,
    resolveConflict,
  };
}
