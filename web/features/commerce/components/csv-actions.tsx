import type { Store } from "@common/schemas/commerce";
import type { ProductImportError } from "@common/schemas/products";
import { AlertCircleIcon, DownloadIcon, UploadIcon, XIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { ApiError } from "@/lib/api-client";
import { showErrorToast } from "@/lib/error-toast";
import { productsCsvUrl, useImportProducts } from "../api/products-api";
import { productCount } from "../lib/product-words";

/** The rows a refused import names, `{ row, message }`, from the 400's details. */
function rowErrorsOf(error: unknown): ProductImportError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const errors = error.details?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((each: unknown) => {
    if (typeof each !== "object" || each === null) return [];
    const { row, message } = each as Record<string, unknown>;
    return typeof row === "number" && typeof message === "string" ? [{ row, message }] : [];
  });
}

function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "shop"
  );
}

/** Export CSV (one row per variant) and Import CSV; an import with mistakes lists them by row, and imports nothing. */
export function CsvActions({ store }: { store: Store }) {
  const picker = useRef<HTMLInputElement>(null);
  const importing = useImportProducts(store.id);
  const [refused, setRefused] = useState<{ file: string; errors: ProductImportError[] } | null>(null);

  function upload(file: File) {
    setRefused(null);
    importing.mutateAsync(file).then(
      ({ created, updated }) =>
        toast({ title: "Products imported", description: `${productCount(created)} added, ${updated} updated` }),
      (error: Error) => {
        const errors = rowErrorsOf(error);
        if (errors.length > 0) setRefused({ file: file.name, errors });
        else showErrorToast("Error importing products", error.message, error);
      },
    );
  }

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={productsCsvUrl(store.id)} download={`${slugOf(store.name)}-products.csv`}>
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </a>
        </Button>
        <RequiresPermission permission="product:write">
          <Button variant="outline" size="sm" disabled={importing.isPending} onClick={() => picker.current?.click()}>
            <UploadIcon aria-hidden="true" />
            {importing.isPending ? "Importing..." : "Import CSV"}
          </Button>
        </RequiresPermission>
        <input
          ref={picker}
          type="file"
          accept=".csv,text/csv"
          className="hidden"
          aria-label="CSV file to import"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) upload(file);
          }}
        />
      </div>
      {refused && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>Nothing was imported: {refused.file} has mistakes</AlertTitle>
          <AlertDescription>
            <p>Correct these rows and import the file again.</p>
            <ul aria-label="Rows with mistakes" className="grid list-disc gap-0.5 pl-5">
              {refused.errors.map((each) => (
                <li key={`${each.row} ${each.message}`}>
                  Row {each.row}: {each.message}
                </li>
              ))}
            </ul>
            <Button variant="ghost" size="sm" onClick={() => setRefused(null)}>
              <XIcon aria-hidden="true" />
              Dismiss
            </Button>
          </AlertDescription>
        </Alert>
      )}
    </>
  );
}
