import type { Product } from "@common/schemas/products";
import { useId, useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { useChangeStock } from "../api/products-api";

type Props = { product: Product; variantId: string; onClose: () => void };

const REASONS = ["Delivery received", "Stock count", "Damaged", "Returned by a buyer", "Given away"];

/** Adds to or takes from one variant's stock, with the reason the ledger keeps. */
export function StockDialog({ product, variantId, onClose }: Props) {
  const id = useId();
  const change = useChangeStock(product.id);
  const counted = product.variants.filter((variant) => variant.stock !== null);
  const [chosen, setChosen] = useState(variantId);
  const [direction, setDirection] = useState<"add" | "take">("add");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<{ field: "amount" | "reason"; message: string } | null>(null);
  const variant = counted.find((each) => each.id === chosen);

  function submit() {
    const count = Number(amount.trim());
    if (!/^\d+$/.test(amount.trim()) || count === 0) {
      setProblem({ field: "amount", message: "Enter how many, a whole number above 0" });
      return;
    }
    if (!reason.trim()) {
      setProblem({ field: "reason", message: "Say why the stock changes" });
      return;
    }
    const signed = direction === "add" ? count : -count;
    change.mutateAsync({ variant_id: chosen, change: signed, reason: reason.trim() }).then(
      (saved) => {
        const now = saved.variants.find((each) => each.id === chosen)?.stock;
        toast({ title: "Stock changed", description: `${variant?.title ?? product.title}: ${now} in stock` });
        onClose();
      },
      (error: Error) => setProblem({ field: "amount", message: error.message }),
    );
  }

  const error = (field: "amount" | "reason") => (problem?.field === field ? problem.message : null);
  const described = (field: "amount" | "reason") =>
    problem?.field === field
      ? { "aria-invalid": true as const, "aria-describedby": fieldErrorId(`${id}-${field}`) }
      : {};

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Adjust stock"
      description={`${product.title}: the change and its reason go into the stock ledger. Stock never falls below what unpaid orders hold.`}
      submitLabel="Change stock"
      busyLabel="Changing..."
      busy={change.isPending}
      onSubmit={submit}
    >
      {counted.length > 1 && (
        <FormField id={`${id}-variant`} label="Variant">
          <NativeSelect id={`${id}-variant`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {counted.map((each) => (
              <option key={each.id} value={each.id}>
                {each.title} ({each.stock} in stock)
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      {variant && (
        <p className="text-sm">
          Now {variant.stock} in stock
          {variant.reserved > 0 ? `, ${variant.reserved} held by unpaid orders` : ""}.
        </p>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Change</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(["add", "take"] as const).map((each) => (
            <label key={each} className="flex items-center gap-2 pointer-coarse:min-h-11">
              <input
                type="radio"
                name={`${id}-direction`}
                className="accent-primary"
                checked={direction === each}
                onChange={() => setDirection(each)}
              />
              {each === "add" ? "Add to stock" : "Take from stock"}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id={`${id}-amount`} label="How many" error={error("amount")}>
        <Input
          id={`${id}-amount`}
          inputMode="numeric"
          value={amount}
          autoFocus
          {...described("amount")}
          onChange={(event) => {
            setAmount(event.target.value);
            setProblem(null);
          }}
        />
      </FormField>
      <FormField id={`${id}-reason`} label="Reason" error={error("reason")}>
        <Input
          id={`${id}-reason`}
          list={`${id}-reasons`}
          value={reason}
          maxLength={200}
          {...described("reason")}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
        />
      </FormField>
      <datalist id={`${id}-reasons`}>
        {REASONS.map((each) => (
          <option key={each} value={each} />
        ))}
      </datalist>
    </FormDialog>
  );
}
