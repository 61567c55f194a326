import { SparklesIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EditorMockup } from "./editor-mockup";
import { GetStartedButton } from "./get-started-button";
import { PhoneMockup } from "./phone-mockup";

/** Headline, the two calls to action and an illustration of the editor. */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-[size:3rem_3rem] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)]"
      />
      <div
        aria-hidden
        className="absolute -top-40 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 md:pt-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-12 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground backdrop-blur">
            <SparklesIcon className="size-3.5 text-primary" aria-hidden />
            For small businesses and the agencies that serve them
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Build the website your business <span className="text-primary">deserves</span>.
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            Webcraft gives you real React pages in a code editor, an instant preview at every screen size, a version
            history for every file and one-click publishing to your own address — with your team in the same place.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <GetStartedButton />
            <Button asChild size="lg" variant="outline">
              <Link to="/signin">Sign in</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Free while in early access</p>
        </div>
        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <EditorMockup />
          <PhoneMockup className="absolute -right-4 -bottom-14 hidden rotate-[4deg] md:block xl:-right-10" />
        </div>
      </div>
    </section>
  );
}
