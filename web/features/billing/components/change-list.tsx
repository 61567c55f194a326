import { CheckIcon, MinusIcon } from "lucide-react";
import { useId } from "react";

type Props = { title: string; lines: string[]; kind: "gain" | "loss" };

/** What a change of plan brings or takes away, under its own heading; nothing when there is nothing. */
export function ChangeList({ title, lines, kind }: Props) {
  const headingId = useId();
  if (lines.length === 0) return null;
  const Icon = kind === "gain" ? CheckIcon : MinusIcon;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      <ul className="grid gap-1.5 text-sm">
        {lines.map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Icon
              className={kind === "gain" ? "mt-0.5 size-4 shrink-0 text-success" : "mt-0.5 size-4 shrink-0"}
              aria-hidden="true"
            />
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
}
