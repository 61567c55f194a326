import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";

export type MemberRow = { id: string; role: string; user: { id: string; name: string; email: string } };

type Props = { members: MemberRow[] | undefined; currentUserId: string | undefined };

/** Everyone in the organization: name, email, role. */
export function MembersList({ members, currentUserId }: Props) {
  if (!members) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading members">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  return (
    <ul className="divide-y rounded-lg border" aria-label="Members">
      {members.map((member) => (
        <li key={member.id} className="flex items-center gap-3 px-4 py-3">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold"
            aria-hidden="true"
          >
            {(member.user.name || member.user.email).charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">
              {member.user.name || member.user.email}
              {member.user.id === currentUserId && <span className="text-muted-foreground"> (you)</span>}
            </p>
            <p className="truncate text-sm text-muted-foreground">{member.user.email}</p>
          </div>
          <Badge variant={member.role === "owner" ? "default" : "secondary"} className="capitalize">
            {member.role}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
