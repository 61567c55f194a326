import type { AnalyticsSpan } from "@common/schemas/analytics";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SettingsCard } from "@/components/settings-card";
import { siteAnalyticsQueryOptions } from "../api/analytics-api";
import { VisitorsPanel } from "./visitors-panel";

/** A site's visitor numbers, reached at #visitors of its settings. */
export function SiteVisitors({ site }: { site: Site }) {
  const [days, setDays] = useState<AnalyticsSpan>(30);
  const report = useQuery(siteAnalyticsQueryOptions(site.id, days));
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  // The page renders after the browser looked for the anchor: a link to #visitors scrolls here itself.
  useEffect(() => {
    if (hash === "#visitors") anchor.current?.scrollIntoView();
  }, [hash]);
  const address = site.url.replace(/^https?:\/\//, "").replace(/\/$/, "");
  return (
    <div id="visitors" ref={anchor} className="scroll-mt-20">
      <SettingsCard
        title="Visitors"
        description="Page views and visitors of the published site, counted without cookies; bots are left out."
      >
        <VisitorsPanel
          report={report}
          days={days}
          onDaysChange={setDays}
          empty={
            site.published_at ? (
              <>
                Share the address <span className="font-medium text-foreground">{address}</span> on WhatsApp, social
                media and your business profile; visits show here within seconds.
              </>
            ) : (
              "Publish the site from the editor, then share its address: visits show here within seconds."
            )
          }
        />
      </SettingsCard>
    </div>
  );
}
