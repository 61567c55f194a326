import { CAPABILITIES } from "../capabilities";
import { useSiteAddress } from "../use-site-address";
import { LandingSection } from "./landing-section";

/** What Webcraft does today, as a grid of cards (one per capability). */
export function FeaturesSection() {
  const address = useSiteAddress("karoo-coffee");
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      title="Everything you need to build and run your website"
      description="The control of real code, with the hosting, history and team tools taken care of."
      className="bg-muted/30"
    >
      <ul className="mt-14 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {CAPABILITIES.map((capability) => (
          <li key={capability.title} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <capability.icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 font-semibold">{capability.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-xs [&_code]:text-foreground [&_code]:wrap-anywhere">
              {capability.description(address)}
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
