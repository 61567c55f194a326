import { AudienceSection } from "./components/audience-section";
import { FeaturesSection } from "./components/features-section";
import { FinalCtaSection } from "./components/final-cta-section";
import { HeroSection } from "./components/hero-section";
import { HowItWorksSection } from "./components/how-it-works-section";
import { PricingTeaserSection } from "./components/pricing-teaser-section";

/** / : what Webcraft is, for whom, how it works, and the way in. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <AudienceSection />
      <PricingTeaserSection />
      <FinalCtaSection />
    </>
  );
}
