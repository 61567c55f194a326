import { COPY_SECTIONS } from "@common/schemas/ai-copy";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useAppConfig } from "@/lib/app-config";
import { streamAiCopy } from "../api/ai-copy";
import { CopySummary } from "./copy-summary";
import { ExampleFields } from "./example-fields";
import type { StepProps } from "./step-props";

type Writing =
  | { state: "idle" }
  | { state: "writing"; characters: number; sections: string[] }
  | { state: "failed"; message: string };

/**
 * The site's words: the template's examples as fields to make one's own, each marked until changed or
 * kept; where AI copy is on, the AI can write them all from a few sentences instead.
 */
export function CopyStep(props: StepProps) {
  const { draft, update } = props;
  const config = useAppConfig();
  const descriptionId = useId();
  const [writing, setWriting] = useState<Writing>({ state: "idle" });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  if (!config.data?.aiCopy) {
    return (
      <div className="grid max-w-2xl gap-4">
        <p className="text-sm text-muted-foreground">
          AI copy is off on this server. These are the template's example words, written for a business that is not
          yours: change them to your own, or keep them on purpose. You can change them later in the editor too
          (data/site.json).
        </p>
        <ExampleFields {...props} />
      </div>
    );
  }

  async function write() {
    const controller = new AbortController();
    running.current = controller;
    setWriting({ state: "writing", characters: 0, sections: [] });
    try {
      const input = { description: draft.description, name: draft.name, category: draft.category };
      await streamAiCopy(input, controller.signal, (event) => {
        if (event.type === "progress") setWriting({ state: "writing", ...event });
        else if (event.type === "copy") {
          update({ copy: event.copy });
          setWriting({ state: "idle" });
        } else
          setWriting({ state: "failed", message: `${event.message}. Your site will use the template's own words.` });
      });
    } catch (error) {
      if (controller.signal.aborted) setWriting({ state: "idle" });
      else
        setWriting({ state: "failed", message: error instanceof Error ? error.message : "The words were not written" });
    } finally {
      running.current = null;
    }
  }

  const isWriting = writing.state === "writing";
  return (
    <div className="grid max-w-2xl gap-4">
      <div className="grid gap-2">
        <label htmlFor={descriptionId} className="text-sm font-medium">
          Describe your business in a few sentences (optional)
        </label>
        <p id={`${descriptionId}-hint`} className="text-sm text-muted-foreground">
          What you offer, to whom, where, and what makes you different. The AI writes your headline, introduction, about
          text and services from it; skip this step to keep the template's words.
        </p>
        <Textarea
          id={descriptionId}
          rows={5}
          value={draft.description}
          maxLength={2000}
          aria-describedby={`${descriptionId}-hint`}
          onChange={(event) => update({ description: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={isWriting || draft.description.trim().length < 20} onClick={write}>
          {isWriting ? "Writing..." : draft.copy ? "Write again" : "Write my words"}
        </Button>
        {isWriting && (
          <Button type="button" variant="outline" onClick={() => running.current?.abort()}>
            Cancel
          </Button>
        )}
        {draft.copy && !isWriting && (
          <Button type="button" variant="ghost" onClick={() => update({ copy: null })}>
            Use the template's words instead
          </Button>
        )}
      </div>
      <div role="status" className="text-sm">
        {isWriting && (
          <div className="grid gap-2">
            <p>
              Writing… {writing.characters} characters received
              {writing.sections.length > 0 && ` (${writing.sections.join(", ")})`}
            </p>
            <progress
              className="h-2 w-full max-w-sm"
              max={COPY_SECTIONS.length}
              value={writing.sections.length}
              aria-label="Sections written"
            />
          </div>
        )}
      </div>
      {writing.state === "failed" && (
        <p role="alert" className="text-sm text-destructive">
          {writing.message}
        </p>
      )}
      {draft.copy && !isWriting && <CopySummary copy={draft.copy} />}
      {!draft.copy && !isWriting && (
        <section aria-labelledby="creator-own-words" className="grid gap-3 border-t pt-4">
          <h3 id="creator-own-words" className="font-medium">
            Or write them yourself
          </h3>
          <p className="text-sm text-muted-foreground">
            Without the AI, your site starts with the template's example words below: change them to your own, or keep
            them on purpose.
          </p>
          <ExampleFields {...props} />
        </section>
      )}
    </div>
  );
}
