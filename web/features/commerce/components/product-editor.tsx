import type { Store } from "@common/schemas/commerce";
import type { Product } from "@common/schemas/products";
import { PackageIcon } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { BackLink } from "@/components/back-link";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { SettingsCard } from "@/components/settings-card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SaveButton, usePermission } from "@/features/auth";
import { cn } from "@/lib/utils";
import { useProductForm } from "../hooks/use-product-form";
import { useSiteOrigin } from "../lib/site-origin";
import { DeleteProductButton } from "./delete-product-button";
import { DescriptionEditor } from "./description-editor";
import { PicturesField } from "./pictures-field";
import { ProductPreview } from "./product-preview";
import { ProductStatus } from "./product-table";
import { StockDialog } from "./stock-dialog";
import { StockLedger } from "./stock-ledger";
import { VariantsEditor } from "./variants-editor";

type Props = { store: Store; product: Product | null };

/** A product's form: details, pictures, variants with their stock, the ledger, and a live preview of its card. */
export function ProductEditor({ store, product }: Props) {
  const id = useId();
  const { allowed, reason } = usePermission("product:write");
  const readOnly = !allowed;
  const form = useProductForm(store, product);
  const origin = useSiteOrigin(store.site_id);
  const { draft, change, problems } = form;
  const [adjusting, setAdjusting] = useState<string | null>(null);
  const available = useMemo(
    () => new Map((product?.variants ?? []).map((variant) => [variant.id, variant.available])),
    [product],
  );
  const back = `/admin/commerce/products/${store.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!readOnly) void form.save();
  }

  return (
    <PageContainer className="max-w-6xl">
      <PageHeader
        title={product ? product.title : "New product"}
        icon={PackageIcon}
        description={readOnly ? `In ${store.name}. ${reason}.` : `In ${store.name}. Prices in rand, VAT included.`}
        actions={
          <>
            <BackLink to={back}>
              <span className="max-sm:sr-only">Back to Products</span>
            </BackLink>
            {product && <DeleteProductButton product={product} />}
          </>
        }
      />
      <form
        noValidate
        onSubmit={submit}
        className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
      >
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
          <SettingsCard title="Details" description="What buyers read about the product.">
            <div className="grid gap-4">
              <FormField id={`${id}-title`} label="Title" error={problems.title}>
                <Input
                  id={`${id}-title`}
                  value={draft.title}
                  readOnly={readOnly}
                  maxLength={200}
                  aria-invalid={problems.title ? true : undefined}
                  aria-describedby={problems.title ? fieldErrorId(`${id}-title`) : undefined}
                  onChange={(event) => change({ title: event.target.value })}
                />
              </FormField>
              <div className="grid gap-2">
                <span id={`${id}-description`} className="text-sm font-medium">
                  Description
                </span>
                <DescriptionEditor
                  html={draft.description}
                  readOnly={readOnly}
                  labelId={`${id}-description`}
                  onChange={(description) => change({ description })}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id={`${id}-status`} label="Status">
                  <NativeSelect
                    id={`${id}-status`}
                    value={draft.status}
                    disabled={readOnly}
                    onChange={(event) => change({ status: event.target.value === "active" ? "active" : "draft" })}
                  >
                    <option value="draft">Draft: only your team sees it</option>
                    <option value="active">On sale</option>
                  </NativeSelect>
                </FormField>
                <label className="flex items-center gap-2 self-end text-sm font-medium pointer-coarse:min-h-11 sm:h-9">
                  <Checkbox
                    checked={draft.whatsapp}
                    disabled={readOnly}
                    onChange={(event) => change({ whatsapp: event.target.checked })}
                  />
                  Order on WhatsApp
                </label>
              </div>
            </div>
          </SettingsCard>
          <SettingsCard
            title="Pictures"
            description="From the site's media library. Drag them, or use the arrows, to change their order."
          >
            <PicturesField
              siteId={store.site_id}
              origin={origin}
              pictures={draft.pictures}
              readOnly={readOnly}
              onChange={(pictures) => change({ pictures })}
            />
          </SettingsCard>
          <SettingsCard
            title="Variants and stock"
            description="Each variant's SKU, price in rand and how many are in stock."
          >
            <VariantsEditor
              options={draft.options}
              onOptions={(options) => change({ options })}
              drafts={draft.drafts}
              onDrafts={(drafts) => change({ drafts })}
              saved={product?.variants ?? []}
              problems={problems.variants}
              readOnly={readOnly}
              skuBase={draft.title}
              onAdjust={setAdjusting}
            />
          </SettingsCard>
          {product && (
            <SettingsCard title="Stock ledger" description="Every change to the stock, newest first, with its reason.">
              <StockLedger product={product} />
            </SettingsCard>
          )}
        </div>
        <aside className="grid gap-4 lg:sticky lg:top-20">
          <ProductPreview
            title={draft.title}
            picture={draft.pictures[0]}
            origin={origin}
            drafts={draft.drafts}
            available={available}
          />
          <SaveBlock form={form} product={product} className="max-lg:hidden" />
        </aside>
        {/* Phones and tablets: the same at the foot of the screen, while the form is in view. */}
        <SaveBlock
          form={form}
          product={product}
          className="sticky bottom-0 z-10 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
        />
      </form>
      {product && adjusting && (
        <StockDialog product={product} variantId={adjusting} onClose={() => setAdjusting(null)} />
      )}
    </PageContainer>
  );
}

type SaveBlockProps = { form: ReturnType<typeof useProductForm>; product: Product | null; className: string };

/** Whether the product is saved, the form's refusal, and Save. */
function SaveBlock({ form, product, className }: SaveBlockProps) {
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex flex-wrap items-center gap-2">
        {product && <ProductStatus status={product.status} />}
        <span className="text-xs text-muted-foreground">
          {form.isChanged ? "Unsaved changes" : product ? "All changes saved" : "Not added yet"}
        </span>
      </div>
      {form.problems.form && (
        <p role="alert" className="text-sm text-destructive">
          {form.problems.form}
        </p>
      )}
      <SaveButton permission="product:write" changed={form.isChanged || !product} saving={form.isSaving}>
        {product ? "Save product" : "Add product"}
      </SaveButton>
    </div>
  );
}
