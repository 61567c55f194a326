import type { Variant } from "@common/schemas/products";
import { PlusIcon, Trash2Icon, WandSparklesIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { VariantProblems } from "../lib/variant-drafts";
import { generateVariants, MAX_OPTIONS, newDraftKey, type OptionDraft, type VariantDraft } from "../lib/variant-matrix";
import { VariantRow } from "./variant-row";

/** An option as typed: its name, and its values separated by commas ("S, M, L"). */
export type OptionText = { key: string; name: string; values: string };

export function optionDraftsOf(options: readonly OptionText[]): OptionDraft[] {
  return options.map((option) => ({ name: option.name, values: option.values.split(",") }));
}

export function optionTextsOf(options: readonly OptionDraft[]): OptionText[] {
  return options.map((option) => ({ key: newDraftKey(), name: option.name, values: option.values.join(", ") }));
}

type Props = {
  options: OptionText[];
  onOptions: (options: OptionText[]) => void;
  drafts: VariantDraft[];
  onDrafts: (drafts: VariantDraft[]) => void;
  saved: readonly Variant[];
  problems: Record<string, VariantProblems>;
  readOnly: boolean;
  /** The start of new variants' SKUs: the product's title, say. */
  skuBase: string;
  onAdjust: (variantId: string) => void;
};

/** Options (Size, Colour) with "Generate variants" making one variant per combination, and each variant's fields. */
export function VariantsEditor(props: Props) {
  const { options, onOptions, drafts, onDrafts, saved, problems, readOnly, skuBase, onAdjust } = props;
  const id = useId();
  const setOption = (key: string, change: Partial<OptionText>) =>
    onOptions(options.map((option) => (option.key === key ? { ...option, ...change } : option)));

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Options</legend>
        <p className="text-xs text-muted-foreground">
          Such as Size with the values S, M, L and Colour with Red, Blue: each combination becomes a variant with its
          own SKU, price and stock. Leave them out for a product that comes one way.
        </p>
        {options.map((option, index) => (
          <div key={option.key} className="grid items-end gap-2 sm:grid-cols-[10rem_1fr_auto]">
            <div className="grid gap-1">
              <label htmlFor={`${id}-${option.key}-name`} className="text-xs font-medium text-muted-foreground">
                Option {index + 1} name
              </label>
              <Input
                id={`${id}-${option.key}-name`}
                value={option.name}
                readOnly={readOnly}
                placeholder={index === 0 ? "Size" : "Colour"}
                onChange={(event) => setOption(option.key, { name: event.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-${option.key}-values`} className="text-xs font-medium text-muted-foreground">
                Option {index + 1} values, separated by commas
              </label>
              <Input
                id={`${id}-${option.key}-values`}
                value={option.values}
                readOnly={readOnly}
                placeholder={index === 0 ? "S, M, L" : "Red, Blue"}
                onChange={(event) => setOption(option.key, { values: event.target.value })}
              />
            </div>
            {!readOnly && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove option ${index + 1}`}
                title={`Remove option ${index + 1}`}
                onClick={() => onOptions(options.filter((each) => each.key !== option.key))}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={options.length >= MAX_OPTIONS}
              onClick={() => onOptions([...options, { key: newDraftKey(), name: "", values: "" }])}
            >
              <PlusIcon aria-hidden="true" />
              Add option
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => onDrafts(generateVariants(optionDraftsOf(options), drafts, skuBase))}
            >
              <WandSparklesIcon aria-hidden="true" />
              Generate variants
            </Button>
          </div>
        )}
      </fieldset>
      <ul aria-label="Variants" className="divide-y rounded-lg border">
        {drafts.map((draft) => (
          <VariantRow
            key={draft.key}
            draft={draft}
            saved={saved.find((variant) => variant.id === draft.id)}
            problems={problems[draft.key]}
            readOnly={readOnly}
            canRemove={drafts.length > 1}
            onChange={(next) => onDrafts(drafts.map((each) => (each.key === draft.key ? next : each)))}
            onRemove={() => onDrafts(drafts.filter((each) => each.key !== draft.key))}
            onAdjust={() => draft.id && onAdjust(draft.id)}
          />
        ))}
      </ul>
    </div>
  );
}
