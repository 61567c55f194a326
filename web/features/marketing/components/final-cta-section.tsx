import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { GetStartedButton } from "./get-started-button";

/** The closing call to action. */
export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta-title" className="px-4 pb-20 sm:px-6 md:pb-24">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-primary px-6 py-16 text-center text-primary-foreground shadow-lg sm:px-12">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-primary-foreground/10 blur-2xl"
        />
        <div
          aria-hidden
          className="absolute -bottom-24 -left-24 -z-10 size-72 rounded-full bg-primary-foreground/10 blur-2xl"
        />
        <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Your next website starts here
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty opacity-90">
          Create your account, make the starter site your own and publish — then keep improving it with your team. Free
          while in early access.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <GetStartedButton variant="secondary" />
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <Link to="/docs/getting-started">Read the guide</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
