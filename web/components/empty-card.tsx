import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

/** The dashed, centred card that stands where content is not (yet) there: an icon, a few lines, an action. */
export function EmptyCard({ children }: { children: ReactNode }) {
  return (
    <Card className="border-dashed shadow-none">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">{children}</CardContent>
    </Card>
  );
}
