import { ANALYTICS_SPANS, type AnalyticsReport, type AnalyticsSpan } from "@common/schemas/analytics";
import type { UseQueryResult } from "@tanstack/react-query";
import { AlertCircleIcon, BarChart3Icon } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

const VisitorsChart = lazy(() => import("./visitors-chart").then((m) => ({ default: m.VisitorsChart })));

const DEVICE_LABELS = { desktop: "Desktop", mobile: "Phone", tablet: "Tablet" } as const;
const NUMBER = new Intl.NumberFormat();

type Props = {
  report: UseQueryResult<AnalyticsReport>;
  days: AnalyticsSpan;
  onDaysChange: (days: AnalyticsSpan) => void;
  /** What to do to get visitors, shown while there are none. */
  empty: ReactNode;
  /** Whether top pages name their site (an organization's numbers). */
  showSite?: boolean;
};

/** Views and visitors over 7, 30 or 90 days, then top pages, referrers and devices. */
export function VisitorsPanel({ report, days, onDaysChange, empty, showSite = false }: Props) {
  return (
    <div className="grid gap-4">
      <SpanPicker days={days} onChange={onDaysChange} />
      {report.isPending ? (
        <Skeleton className="h-60 w-full" />
      ) : report.error ? (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>Error loading visitor numbers</AlertTitle>
          <AlertDescription>{report.error.message}</AlertDescription>
        </Alert>
      ) : report.data.totals.views === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center">
          <BarChart3Icon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No visitors in the last {days} days</p>
          <div className="max-w-prose text-sm text-muted-foreground">{empty}</div>
        </div>
      ) : (
        <Numbers report={report.data} showSite={showSite} />
      )}
    </div>
  );
}

function SpanPicker({ days, onChange }: { days: AnalyticsSpan; onChange: (days: AnalyticsSpan) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Period</legend>
      {ANALYTICS_SPANS.map((span) => (
        <button
          key={span}
          type="button"
          aria-pressed={span === days}
          onClick={() => onChange(span)}
          className={cn(
            "h-8 rounded-md border px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
            span === days ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
          )}
        >
          {span} days
        </button>
      ))}
    </fieldset>
  );
}

function Numbers({ report, showSite }: { report: AnalyticsReport; showSite: boolean }) {
  const { totals, clicks } = report;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Page views" value={totals.views} />
        <Figure label="Visitors" value={totals.visitors} />
        <Figure label="WhatsApp clicks" value={clicks.whatsapp} />
        <Figure label="Badge clicks" value={clicks.webcraft} />
      </dl>
      <figure
        className="min-w-0"
        aria-label={`Page views and visitors per day from ${report.from} to ${report.to}: ${totals.views} views, ${totals.visitors} visitors`}
      >
        <Suspense fallback={<Skeleton className="h-60 w-full" />}>
          <VisitorsChart daily={report.daily} />
        </Suspense>
      </figure>
      <div className="grid gap-4 md:grid-cols-3">
        <Ranking
          title="Top pages"
          rows={report.topPages.map((page) => ({
            label: showSite ? `${page.siteName} ${page.path}` : page.path,
            value: page.views,
          }))}
          none="No pages viewed yet."
        />
        <Ranking
          title="Top referrers"
          rows={report.topReferrers.map((referrer) => ({ label: referrer.host, value: referrer.views }))}
          none="Everyone came directly: nobody followed a link from another site yet."
        />
        <Ranking
          title="Devices"
          rows={report.devices.map((device) => ({ label: DEVICE_LABELS[device.device], value: device.views }))}
          none="No devices yet."
        />
      </div>
    </>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{NUMBER.format(value)}</dd>
    </div>
  );
}

/** A titled list of labels with their views, each with a bar as long as its share of the largest. */
function Ranking({ title, rows, none }: { title: string; rows: { label: string; value: number }[]; none: string }) {
  const largest = Math.max(1, ...rows.map((row) => row.value));
  return (
    <section className="grid content-start gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{none}</p>
      ) : (
        <ol className="grid gap-1.5">
          {rows.map((row) => (
            <li key={row.label} className="relative overflow-hidden rounded-md px-2 py-1 text-sm">
              <span
                className="absolute inset-y-0 left-0 bg-primary/10"
                style={{ width: `${(row.value / largest) * 100}%` }}
                aria-hidden="true"
              />
              <span className="relative flex justify-between gap-2">
                <span className="truncate">{row.label}</span>
                <span className="tabular-nums text-muted-foreground">{NUMBER.format(row.value)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
