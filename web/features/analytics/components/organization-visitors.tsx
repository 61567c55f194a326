import type { AnalyticsSpan } from "@common/schemas/analytics";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth, usePermission } from "@/features/auth";
import { organizationAnalyticsQueryOptions } from "../api/analytics-api";
import { VisitorsPanel } from "./visitors-panel";

/** Home's visitor numbers: every site of the active organization together. */
export function OrganizationVisitors() {
  const { activeOrganization } = useAuth();
  const { allowed } = usePermission("analytics:read");
  const [days, setDays] = useState<AnalyticsSpan>(30);
  const organizationId = activeOrganization?.id ?? "";
  const report = useQuery({
    ...organizationAnalyticsQueryOptions(organizationId, days),
    enabled: Boolean(activeOrganization) && allowed,
  });
  if (!activeOrganization || !allowed) return null;
  return (
    <section aria-labelledby="visitors-heading">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id="visitors-heading" className="text-lg font-semibold tracking-tight">
              Visitors
            </h2>
          </CardTitle>
          <CardDescription>All your published sites together, counted without cookies.</CardDescription>
        </CardHeader>
        <CardContent>
          <VisitorsPanel
            report={report}
            days={days}
            onDaysChange={setDays}
            showSite
            empty="Publish a site from its editor, then share its address on WhatsApp, social media and your business profile: visits show here within seconds."
          />
        </CardContent>
      </Card>
    </section>
  );
}
