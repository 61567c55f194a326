import type { Site } from "@common/schemas/sites";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { InboxIcon } from "lucide-react";
import { useMemo } from "react";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListStates } from "@/components/list-screen/list-states";
import { PageContainer } from "@/components/page-container";
import { usePermission } from "@/features/auth";
import { useMediaQuery } from "@/lib/use-media-query";
import { useSelection } from "@/lib/use-selection";
import { formsQueryOptions, type SubmissionFilter, submissionsQueryOptions } from "../api/forms-api";
import { useInboxFilters } from "../hooks/use-inbox-filters";
import { useInboxPlace } from "../hooks/use-inbox-place";
import { BulkBar } from "./bulk-bar";
import { InboxFilters } from "./inbox-filters";
import { InboxHeading } from "./inbox-heading";
import { InboxNav } from "./inbox-nav";
import { LoadingRows, NoForms } from "./inbox-states";
import { SubmissionList } from "./submission-list";
import { SubmissionPanel } from "./submission-panel";

/** The inbox of one site: its forms and folders, the submissions in view, and the one open. */
export function FormInbox({ site }: { site: Site }) {
  const { allowed: canWrite, reason } = usePermission("submission:write");
  const { place, open, close } = useInboxPlace();
  const filters = useInboxFilters();
  const { q, dates } = filters;
  const isWide = useMediaQuery("(min-width: 1024px)");
  const isVeryWide = useMediaQuery("(min-width: 1536px)");

  const filter = useMemo<SubmissionFilter>(
    () => ({
      folder: place.folder,
      ...(place.form ? { form: place.form } : {}),
      ...(q ? { q } : {}),
      ...(dates.from ? { from: dates.from } : {}),
      ...(dates.to ? { to: dates.to } : {}),
    }),
    [place.folder, place.form, q, dates.from, dates.to],
  );
  const forms = useQuery(formsQueryOptions(site.id));
  const list = useInfiniteQuery({
    ...submissionsQueryOptions(site.id, filter),
    enabled: (forms.data?.length ?? 0) > 0,
  });
  const submissions = useMemo(() => list.data?.pages.flatMap((page) => page.submissions) ?? [], [list.data]);
  const selection = useSelection(JSON.stringify(filter), submissions);

  const panel = place.submissionId && (
    <SubmissionPanel
      key={place.submissionId}
      site={site}
      submissionId={place.submissionId}
      fromList={submissions.find((submission) => submission.id === place.submissionId)}
      fullScreen={!isWide}
      onClose={close}
    />
  );

  // Folders and forms stand in a column beside the list on wide screens, unless an open submission needs
  // the room; otherwise they sit above the list.
  const navBeside = isWide && (!panel || isVeryWide);

  // Under 1024 px an open submission takes the whole screen, with its own way back.
  if (panel && !isWide) return <PageContainer className="max-w-3xl">{panel}</PageContainer>;

  return (
    <ListScreen
      title="Form inbox"
      icon={InboxIcon}
      className="max-w-7xl"
      description={
        canWrite
          ? `Messages visitors sent through the forms of ${site.name}.`
          : `Messages visitors sent through the forms of ${site.name}. ${reason}.`
      }
      back={{ to: `/admin/site/${site.id}`, label: "Back to the editor" }}
    >
      <ListStates query={forms} loading={<LoadingRows />} errorTitle="Error loading forms">
        {(all) =>
          all.length === 0 ? (
            <NoForms site={site} />
          ) : (
            <div className="flex items-start gap-6">
              {navBeside && <InboxNav forms={all} place={place} wide />}
              <div className="grid w-full min-w-0 flex-1 gap-4">
                {!navBeside && <InboxNav forms={all} place={place} wide={false} />}
                <InboxHeading site={site} forms={all} place={place} />
                <InboxFilters filters={filters} />
                {selection.ids.length > 0 && (
                  <BulkBar
                    site={site}
                    folder={place.folder}
                    ids={selection.ids}
                    onClear={selection.clear}
                    onDeleted={(deleted) => {
                      if (place.submissionId && deleted.includes(place.submissionId)) close();
                    }}
                  />
                )}
                <SubmissionList
                  list={list}
                  submissions={submissions}
                  forms={all}
                  place={place}
                  search={q}
                  isFiltered={filters.isFiltered}
                  selection={selection}
                  onOpen={open}
                  onClearFilters={filters.clear}
                />
              </div>
              {panel && <aside className="sticky top-20 w-96 shrink-0">{panel}</aside>}
            </div>
          )
        }
      </ListStates>
    </ListScreen>
  );
}
