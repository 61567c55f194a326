import type { MailAuth } from "@common/schemas/mail";
import type { OpenedMessage } from "@common/schemas/mail-compose";
import { Badge } from "@/components/ui/badge";
import { formatFullTime } from "@/lib/dates";

type Person = { name: string; address: string };

function PersonList({ people }: { people: Person[] }) {
  const unique = people.filter((person, index) => people.findIndex((p) => p.address === person.address) === index);
  return (
    <>
      {unique.map((person, index) => (
        <span key={person.address}>
          {index > 0 && ", "}
          {person.name.trim() ? (
            <>
              {person.name} <span className="text-muted-foreground">&lt;{person.address}&gt;</span>
            </>
          ) : (
            person.address
          )}
        </span>
      ))}
    </>
  );
}

/** Who wrote the message, to whom, and when. */
export function MessageMeta({ message }: { message: OpenedMessage }) {
  const rows: [string, Person[]][] = [
    ["From", [message.from]],
    ["To", message.to],
    ["Cc", message.cc],
    ["Bcc", message.bcc],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      {rows
        .filter(([, people]) => people.length > 0)
        .map(([label, people]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">
              <PersonList people={people} />
            </dd>
          </div>
        ))}
      <dt className="text-muted-foreground">Date</dt>
      <dd>
        <time dateTime={message.date}>{formatFullTime(message.date)}</time>
      </dd>
    </dl>
  );
}

const CHECKS: { key: keyof MailAuth; label: string; about: string }[] = [
  { key: "spf", label: "SPF", about: "the server that sent it may send for the sender's domain" },
  { key: "dkim", label: "DKIM", about: "the sender's domain signed it and it was not changed on the way" },
  { key: "dmarc", label: "DMARC", about: "the sender's domain vouches for the address in From" },
];

/** The sender checks of a received message: pass in green, fail in red, anything else plain. */
export function AuthBadges({ auth }: { auth: MailAuth }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="text-xs text-muted-foreground">Sender checks</span>
      <ul aria-label="Sender checks" className="flex flex-wrap gap-1.5">
        {CHECKS.map(({ key, label, about }) => {
          const result = auth[key];
          const variant = result === "pass" ? "success" : result === "fail" ? "destructive" : "outline";
          return (
            <li key={key}>
              <Badge variant={variant} title={`${label} checks that ${about}.`}>
                {label} {result}
              </Badge>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
