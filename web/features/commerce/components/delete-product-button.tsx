import type { Product } from "@common/schemas/products";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { useDeleteProduct } from "../api/products-api";

/** Deletes the product after asking; orders keep the lines they copied from it. */
export function DeleteProductButton({ product }: { product: Product }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteProduct(product.store_id);
  const navigate = useNavigate();
  return (
    <>
      <RequiresPermission permission="product:write">
        <Button variant="outline" onClick={() => setAsking(true)}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </RequiresPermission>
      {asking && (
        <ConfirmDialog
          title={`Delete ${product.title}?`}
          description="It leaves the shop at once, with its variants and stock ledger. Orders already placed keep their lines. This cannot be undone."
          action="Delete product"
          busyAction="Deleting..."
          isBusy={remove.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            remove.mutate(product.id, {
              onSuccess: () => {
                toast({ title: "Product deleted", description: product.title });
                navigate(`/admin/commerce/products/${product.store_id}`, { replace: true });
              },
            })
          }
        />
      )}
    </>
  );
}
