import type { Store } from "@common/schemas/commerce";
import { PackageOpenIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ListEmpty } from "@/components/list-screen/list-empty";

/** A shop with no product: how to add the first, or many at once. */
export function NoProducts({ store, newProduct }: { store: Store; newProduct: ReactNode }) {
  return (
    <ListEmpty
      icon={PackageOpenIcon}
      title="No products yet"
      isHeading
      description={`Add the first product of ${store.name} with New product: its title, pictures, price in rand and stock. Or import many at once from a CSV file, one row per variant (Export CSV gives the columns). A product starts as a draft; put it on sale when it is ready.`}
    >
      {newProduct}
    </ListEmpty>
  );
}
