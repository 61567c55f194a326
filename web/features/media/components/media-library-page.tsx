import { useParams } from "react-router";
import { type SiteGuard, SiteRoutePage } from "@/features/site-list";
import { MediaLibrary } from "./media-library";

/** /admin/media/:id — a site's media library: upload, organise and look after its files. */
export function MediaLibraryPage({ guard }: { guard: SiteGuard }) {
  const { id = "" } = useParams();
  return (
    <SiteRoutePage siteId={id} title="Media library" guard={guard}>
      {(site) => <MediaLibrary site={site} />}
    </SiteRoutePage>
  );
}
