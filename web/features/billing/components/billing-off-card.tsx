import { SettingsCard } from "@/components/settings-card";

/** Where this installation does not bill (BILLING unset or off): nobody pays, no plan limits hold. */
export function BillingOffCard() {
  return (
    <SettingsCard
      title="Billing is off on this server"
      description="Every organization here has the Self-hosted plan: nothing to pay, and no plan limits."
    >
      <div className="grid gap-2 text-sm">
        <p>Only the bounds this installation sets to keep its machine healthy still apply.</p>
        <p className="text-muted-foreground">
          The server's operator turns billing on with{" "}
          <code className="rounded bg-muted px-1 font-mono text-foreground">BILLING=on</code>; organizations then choose
          a plan and pay for it in rand.
        </p>
      </div>
    </SettingsCard>
  );
}
