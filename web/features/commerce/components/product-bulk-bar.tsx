import { EyeOffIcon, StoreIcon } from "lucide-react";
import { type BulkAction, BulkActionBar } from "@/components/list-screen/bulk-action-bar";
import { RequiresPermission } from "@/features/auth";
import { useBulkStatus } from "../api/products-api";
import { productCount } from "../lib/product-words";

type Props = { storeId: string; ids: string[]; onClear: () => void };

/** What can be done to the chosen products at once: put them on sale or take them off. */
export function ProductBulkBar({ storeId, ids, onClear }: Props) {
  const bulk = useBulkStatus(storeId);
  const action = (label: string, icon: BulkAction["icon"], status: "active" | "draft", done: string): BulkAction => ({
    label,
    icon,
    run: () => bulk.mutateAsync({ product_ids: ids, status }).then((updated) => `${productCount(updated)} ${done}`),
  });
  return (
    <BulkActionBar
      label="Selected products"
      count={productCount(ids.length)}
      isBusy={bulk.isPending}
      guard={(button) => <RequiresPermission permission="product:write">{button}</RequiresPermission>}
      onClear={onClear}
      actions={[
        action("Put on sale", StoreIcon, "active", "put on sale"),
        action("Take off sale", EyeOffIcon, "draft", "taken off sale"),
      ]}
    />
  );
}
