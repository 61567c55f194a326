import type { PaymentStatus } from "@common/schemas/billing";
import { CircleCheckIcon, CircleXIcon, Loader2Icon, type LucideIcon, UndoIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { PERIOD_WORDS, rand } from "../lib/plan-words";
import { invoicePdfPath } from "./invoice-status";

type OutcomeProps = { icon: LucideIcon; iconClassName?: string; title: string; children: ReactNode };

/** One state of the return page: an icon, a heading, what it means and what to do. */
export function Outcome({ icon: Icon, iconClassName, title, children }: OutcomeProps) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <Icon className={cn("size-10", iconClassName)} aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        <div className="grid max-w-md justify-items-center gap-3 text-sm text-muted-foreground">{children}</div>
      </CardContent>
    </Card>
  );
}

export const planPath = (payment: PaymentStatus) => `/admin/billing/${payment.plan}?period=${payment.period}`;

function BackToBilling({ variant = "outline" }: { variant?: "outline" | "default" }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/admin/billing">Back to Billing</Link>
    </Button>
  );
}

export function Confirming() {
  return (
    <Outcome icon={Loader2Icon} iconClassName="animate-spin text-primary" title="Confirming your payment…">
      <p>PayFast is telling us how the payment went. This usually takes a few seconds; keep this page open.</p>
    </Outcome>
  );
}

export function StillWaiting({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <Outcome icon={Loader2Icon} iconClassName="text-muted-foreground" title="Still waiting for PayFast">
      <p>
        PayFast has not confirmed the payment yet. If you paid, your plan starts as soon as it does and we email you;
        nothing is charged twice. Check again in a minute, or look at Billing later.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onCheckAgain}>Check again</Button>
        <BackToBilling />
      </div>
    </Outcome>
  );
}

export function Paid({ payment }: { payment: PaymentStatus }) {
  return (
    <Outcome icon={CircleCheckIcon} iconClassName="text-success" title={`You're on ${payment.plan_name}`}>
      <p>
        We received {rand(payment.amount_cents)}, VAT included. {payment.plan_name} is billed{" "}
        {PERIOD_WORDS[payment.period].name.toLowerCase()} from now on.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <BackToBilling variant="default" />
        {payment.invoice_id && (
          <Button asChild variant="outline">
            <a href={invoicePdfPath(payment.invoice_id)} target="_blank" rel="noopener">
              Invoice PDF<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        )}
      </div>
    </Outcome>
  );
}

export function Failed({ payment }: { payment: PaymentStatus }) {
  return (
    <Outcome icon={CircleXIcon} iconClassName="text-destructive" title="The payment did not go through">
      {/* The server's reason is a clause without its full stop. */}
      <p>{`${(payment.failure ?? "PayFast refused the payment").replace(/\.?$/, ".")} Nothing was charged, and your plan is as it was.`}</p>
      <p>Try again with another card, or pay by EFT from the plan's page.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={planPath(payment)}>Try again</Link>
        </Button>
        <BackToBilling />
      </div>
    </Outcome>
  );
}

export function Cancelled({ payment }: { payment: PaymentStatus }) {
  return (
    <Outcome icon={UndoIcon} iconClassName="text-muted-foreground" title="Payment cancelled — nothing was charged">
      <p>You left PayFast before paying, so your plan is as it was.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={planPath(payment)}>Back to {payment.plan_name}</Link>
        </Button>
        <BackToBilling />
      </div>
    </Outcome>
  );
}
