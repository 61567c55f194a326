import type { Store } from "@common/schemas/commerce";
import type { Product } from "@common/schemas/products";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { ApiError, issuesOf } from "@/lib/api-client";
import { productQueryOptions, useCreateProduct, useUpdateProduct } from "../api/products-api";
import type { Picture } from "../components/pictures-field";
import { type OptionText, optionTextsOf } from "../components/variants-editor";
import { draftsOf, type VariantProblems, variantInputs } from "../lib/variant-drafts";
import { newDraftKey, optionsOf, type VariantDraft } from "../lib/variant-matrix";

/** What the product form holds: texts as typed, amounts in rand. */
export type ProductDraft = {
  title: string;
  description: string;
  status: "draft" | "active";
  whatsapp: boolean;
  pictures: Picture[];
  options: OptionText[];
  drafts: VariantDraft[];
};

function pictureName(path: string): string {
  return path.split("/").pop() ?? path;
}

export function productDraftOf(product: Product | null): ProductDraft {
  if (!product) {
    const first = { key: newDraftKey(), options: {}, sku: "", price: "", compareAt: "", stock: "0", unlimited: false };
    return { title: "", description: "", status: "draft", whatsapp: false, pictures: [], options: [], drafts: [first] };
  }
  return {
    title: product.title,
    description: product.description,
    status: product.status,
    whatsapp: product.whatsapp_order,
    pictures: product.images.map((image) => ({ id: image.id, url: image.url, name: pictureName(image.path) })),
    options: optionTextsOf(optionsOf(product.variants)),
    drafts: draftsOf(product.variants),
  };
}

export type ProductProblems = { title?: string; variants: Record<string, VariantProblems>; form?: string };
const NONE: ProductProblems = { variants: {} };

/** SKUs typed twice within the product, by row. */
function repeatedSkus(drafts: readonly VariantDraft[]): Record<string, VariantProblems> {
  const found: Record<string, VariantProblems> = {};
  const seen = new Set<string>();
  for (const draft of drafts) {
    const sku = draft.sku.trim().toLowerCase();
    if (sku && seen.has(sku)) found[draft.key] = { sku: "Another variant has this SKU" };
    seen.add(sku);
  }
  return found;
}

/**
 * The product form's state and its save. Variants are rows of a matrix the options make, which a
 * single schema form does not hold well: the rows are checked here, and the server's refusals go under
 * the field they name.
 */
export function useProductForm(store: Store, product: Product | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateProduct(store.id);
  const update = useUpdateProduct(product?.id ?? "");
  const [draft, setDraft] = useState(() => productDraftOf(product));
  // The draft as last saved, to tell whether anything changed (its rows' keys are the draft's own).
  const [saved, setSaved] = useState(() => JSON.stringify(draft));
  const [problems, setProblems] = useState<ProductProblems>(NONE);

  const change = (next: Partial<ProductDraft>) => {
    setDraft((old) => ({ ...old, ...next }));
    setProblems(NONE);
  };

  async function save() {
    const title = draft.title.trim() ? undefined : "Enter the product's title";
    // What the server holds now: a counted stock is never sent from the form (see variantInputs).
    const fresh = product ? await queryClient.fetchQuery({ ...productQueryOptions(product.id), staleTime: 0 }) : null;
    const held = (row: VariantDraft) => fresh?.variants.find((variant) => variant.id === row.id)?.stock;
    const { inputs, problems: rows } = variantInputs(draft.drafts, held);
    const variants = { ...rows, ...repeatedSkus(draft.drafts) };
    if (title || Object.keys(variants).length > 0) {
      setProblems({ title, variants, form: "Correct the fields marked, then save again." });
      return;
    }
    const input = {
      title: draft.title.trim(),
      description: draft.description,
      status: draft.status,
      image_ids: draft.pictures.map((picture) => picture.id),
      whatsapp_order: draft.whatsapp,
      variants: inputs,
    };
    try {
      if (product) {
        const answer = await update.mutateAsync(input);
        const next = productDraftOf(answer);
        setDraft(next);
        setSaved(JSON.stringify(next));
        toast({ title: "Product saved", description: answer.title });
      } else {
        const answer = await create.mutateAsync(input);
        toast({ title: "Product added", description: answer.title });
        navigate(`/admin/commerce/product/${answer.id}`, { replace: true });
      }
    } catch (error) {
      setProblems(problemsOf(error, draft.drafts));
    }
  }

  return {
    draft,
    change,
    problems,
    save,
    isSaving: create.isPending || update.isPending,
    isChanged: JSON.stringify(draft) !== saved,
  };
}

/** A refusal under the field it names (`title`, `variants.2.sku`), else above the Save button. */
function problemsOf(error: unknown, drafts: readonly VariantDraft[]): ProductProblems {
  const message = error instanceof Error ? error.message : String(error);
  const [issue] = issuesOf(error);
  if (issue?.path === "title") return { title: issue.message, variants: {} };
  const row = /^variants\.(\d+)\.(sku|price_cents|compare_at_cents|stock)$/.exec(issue?.path ?? "");
  const key = row ? drafts[Number(row[1])]?.key : undefined;
  if (row && key) {
    const fields = { sku: "sku", price_cents: "price", compare_at_cents: "compareAt", stock: "stock" } as const;
    const field = fields[row[2] as keyof typeof fields];
    return { variants: { [key]: { [field]: issue?.message } }, form: "Correct the fields marked, then save again." };
  }
  const isRefusal = error instanceof ApiError && error.status < 500;
  return { variants: {}, form: isRefusal ? (issue?.message ?? message) : `The product was not saved: ${message}` };
}
