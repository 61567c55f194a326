import { useParams } from "react-router";
import { type SiteGuard, SiteRoutePage } from "@/features/site-list";
import { FormInbox } from "./form-inbox";

/** /admin/submissions/:siteId — the site's form inbox: what visitors sent through its forms. */
export function FormInboxPage({ guard }: { guard: SiteGuard }) {
  const { siteId = "" } = useParams();
  return (
    <SiteRoutePage siteId={siteId} title="Form inbox" guard={guard}>
      {(site) => <FormInbox site={site} />}
    </SiteRoutePage>
  );
}
