import { AudienceSection } from "./components/audience-section";
import { FeaturesSection } from "./components/features-section";
import { FinalCtaSection } from "./components/final-cta-section";
import { HeroSection } from "./components/hero-section";
import { HowItWorksSection } from "./components/how-it-works-section";

/**
 * / : what Webcraft is, for whom, how it works, and the way in. It describes only what ships today
 * (capabilities.tsx); a pricing section comes with billing.
 */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <AudienceSection />
      <FinalCtaSection />
    </>
  );
}
