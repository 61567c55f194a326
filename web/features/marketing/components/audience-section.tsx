import { BriefcaseIcon, CheckIcon, StoreIcon } from "lucide-react";

const AUDIENCES = [
  {
    icon: StoreIcon,
    title: "For small businesses",
    points: [
      "A fast, modern website whose code is yours to change",
      "See every page on a phone, a tablet and a desktop before anyone else does",
      "Invite the agency or freelancer who helps you into your organization",
    ],
  },
  {
    icon: BriefcaseIcon,
    title: "For agencies",
    points: [
      "One organization per client keeps sites and teams apart",
      "Write real React, not drag-and-drop — with previews your clients can trust",
      "Every publish is kept, so a mistake is one rollback away",
    ],
  },
];

/** Who Webcraft is for: the business and the agency that builds for it. */
export function AudienceSection() {
  return (
    <section aria-label="Who Webcraft is for" className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-20 sm:px-6 md:grid-cols-2 md:py-24">
        {AUDIENCES.map((audience) => (
          <div key={audience.title} className="rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
            <audience.icon className="size-7 text-primary" aria-hidden />
            <h2 className="mt-4 text-2xl font-bold tracking-tight">{audience.title}</h2>
            <ul className="mt-5 grid gap-3">
              {audience.points.map((point) => (
                <li key={point} className="flex gap-3 text-muted-foreground">
                  <CheckIcon className="mt-1 size-4 shrink-0 text-success" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
