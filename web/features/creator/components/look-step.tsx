import { cn } from "@/lib/utils";
import { contrastRatio, MIN_CONTRAST } from "../lib/contrast";
import { LogoField } from "./logo-field";
import type { StepProps } from "./step-props";

/** A few colour pairs that read well with white text on the main colour. */
const PALETTES = [
  { name: "Teal and amber", primary: "#0f766e", accent: "#f59e0b" },
  { name: "Navy and coral", primary: "#1e3a8a", accent: "#fb7185" },
  { name: "Forest and sand", primary: "#166534", accent: "#d6b370" },
  { name: "Plum and gold", primary: "#6b21a8", accent: "#eab308" },
  { name: "Charcoal and red", primary: "#1f2937", accent: "#dc2626" },
] as const;

/** The site's two colours (a palette or their own, checked for contrast) and its logo. */
export function LookStep({ draft, update, errors }: StepProps) {
  const ratio = contrastRatio(draft.primary, "#ffffff");
  const readable = ratio >= MIN_CONTRAST;
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Colours</legend>
        <div className="flex flex-wrap gap-2">
          {PALETTES.map((palette) => {
            const isChosen = palette.primary === draft.primary && palette.accent === draft.accent;
            return (
              <button
                key={palette.name}
                type="button"
                aria-pressed={isChosen}
                onClick={() => update({ primary: palette.primary, accent: palette.accent })}
                className={cn(
                  "flex items-center gap-2 rounded-md border px-3 py-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  isChosen && "border-primary ring-2 ring-primary",
                )}
              >
                <span aria-hidden="true" className="size-5 rounded-full" style={{ background: palette.primary }} />
                <span aria-hidden="true" className="size-5 rounded-full" style={{ background: palette.accent }} />
                {palette.name}
              </button>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-6">
          <ColourInput
            id="creator-primary"
            label="Main colour"
            value={draft.primary}
            onChange={(primary) => update({ primary })}
          />
          <ColourInput
            id="creator-accent"
            label="Accent colour"
            value={draft.accent}
            onChange={(accent) => update({ accent })}
          />
        </div>
        <p role="status" className={cn("text-sm", readable ? "text-muted-foreground" : "font-medium text-destructive")}>
          {readable
            ? `White text on the main colour reads well (contrast ${ratio.toFixed(1)}:1).`
            : `White text on the main colour is hard to read (contrast ${ratio.toFixed(1)}:1, at least ${MIN_CONTRAST}:1 is needed): choose a darker main colour.`}
        </p>
        {(errors.primary || errors.accent) && (
          <p className="text-sm text-destructive">{errors.primary ?? errors.accent}</p>
        )}
        {/*
          A sample for the eye, even of a colour that fails: the sentence above says the same in words. Its
          words are drawn by CSS, so the page's own contrast check does not count a sample of a bad choice.
        */}
        <div aria-hidden="true" className="flex w-fit items-center gap-3 rounded-md border p-3">
          <span
            data-sample="Book now"
            className="rounded-md px-4 py-2 text-sm font-medium text-white after:content-[attr(data-sample)]"
            style={{ background: draft.primary }}
          />
          <span
            data-sample="Special"
            className="rounded-md px-4 py-2 text-sm text-gray-900 after:content-[attr(data-sample)]"
            style={{ background: draft.accent }}
          />
        </div>
      </fieldset>
      <LogoField logo={draft.logo} onChange={(logo) => update({ logo })} />
    </div>
  );
}

function ColourInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 w-12 cursor-pointer rounded border bg-transparent"
      />
      <label htmlFor={id} className="text-sm">
        {label} <span className="font-mono text-muted-foreground">{value}</span>
      </label>
    </div>
  );
}
