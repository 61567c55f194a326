import { cn } from "@/lib/utils";

/** A phone showing the published page at 375px: the preview a visitor would see. Decorative. */
export function PhoneMockup({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn("w-40 rounded-[1.75rem] border-4 border-foreground/80 bg-background p-2 shadow-2xl", className)}
    >
      <div className="mx-auto mb-2 h-1.5 w-10 rounded-full bg-foreground/20" />
      <div className="overflow-hidden rounded-xl border">
        <div className="flex items-center justify-between bg-amber-100 px-2 py-1.5 dark:bg-amber-950">
          <span className="h-1.5 w-10 rounded-full bg-amber-900/60 dark:bg-amber-200/60" />
          <span className="h-1.5 w-4 rounded-full bg-amber-900/30 dark:bg-amber-200/30" />
        </div>
        <div className="space-y-1.5 bg-amber-50 px-2 pt-4 pb-3 dark:bg-amber-900/40">
          <div className="h-2.5 w-24 rounded-full bg-amber-950/80 dark:bg-amber-100/80" />
          <div className="h-2.5 w-16 rounded-full bg-amber-950/80 dark:bg-amber-100/80" />
          <div className="h-1.5 w-28 rounded-full bg-amber-950/25 dark:bg-amber-100/25" />
          <div className="h-1.5 w-20 rounded-full bg-amber-950/25 dark:bg-amber-100/25" />
          <div className="mt-2 h-4 w-16 rounded-md bg-amber-700" />
        </div>
        <div className="grid grid-cols-2 gap-1.5 p-2">
          <div className="aspect-square rounded-md bg-muted" />
          <div className="aspect-square rounded-md bg-muted" />
          <div className="h-1.5 rounded-full bg-muted" />
          <div className="h-1.5 rounded-full bg-muted" />
        </div>
      </div>
    </div>
  );
}
