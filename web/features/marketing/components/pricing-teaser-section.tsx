import { BanknoteIcon, GiftIcon, TrendingUpIcon } from "lucide-react";
import { GetStartedButton } from "./get-started-button";
import { LandingSection } from "./landing-section";

const POINTS = [
  { icon: GiftIcon, title: "Free to start", description: "Create your account and build your first site for free." },
  { icon: BanknoteIcon, title: "Priced in rand", description: "Every plan is priced and billed in ZAR." },
  { icon: TrendingUpIcon, title: "Grow when ready", description: "Change your plan from Billing in the dashboard." },
];

/** Pricing without plan details: free to start, billed in ZAR. */
export function PricingTeaserSection() {
  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Simple pricing, in rand"
      description="Start for free. When your business needs more, choose a plan that fits — billed in South African rand."
    >
      <div className="mx-auto mt-12 max-w-4xl rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10">
        <ul className="grid gap-8 sm:grid-cols-3">
          {POINTS.map((point) => (
            <li key={point.title} className="text-center">
              <span className="mx-auto flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
                <point.icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{point.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{point.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <GetStartedButton />
        </div>
      </div>
    </LandingSection>
  );
}
