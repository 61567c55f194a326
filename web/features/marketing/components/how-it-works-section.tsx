import { useSiteAddress } from "../use-site-address";
import { LandingSection } from "./landing-section";

/** Three steps from sign-up to a live site. */
export function HowItWorksSection() {
  const address = useSiteAddress("karoo-coffee");
  const steps = [
    {
      title: "Create your account",
      description:
        "Sign up free and create an organization for your business — or one for each client if you are an agency.",
    },
    {
      title: "Build your site",
      description:
        "Every new site starts with a home page, an about page, a contact page with a form and a shared layout that already work. Edit them in the browser and preview them on phone, tablet and desktop.",
    },
    {
      title: "Publish and invite your team",
      description: `One click puts your site live at its own address, like ${address}. Invite colleagues to keep it up to date with you.`,
    },
  ];

  return (
    <LandingSection
      id="how-it-works"
      eyebrow="How it works"
      title="From sign-up to live in three steps"
      description="Nothing to install and no server to set up: everything happens in your browser."
    >
      <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
        {steps.map((step, index) => (
          <li key={step.title} className="relative text-center md:text-left">
            <span className="mx-auto flex size-11 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground shadow-sm md:mx-0">
              {index + 1}
            </span>
            {index < steps.length - 1 ? (
              <span
                aria-hidden
                className="absolute top-5 left-14 hidden h-px w-[calc(100%-3.5rem)] bg-border md:block"
              />
            ) : null}
            <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
