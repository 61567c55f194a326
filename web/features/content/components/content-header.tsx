import { formatCalendarDate } from "@/lib/dates";

type ContentHeaderProps = {
  title: string;
  description?: string;
  date?: string | null;
  datePrefix?: string;
};

/** Title block of a doc, post or legal page. */
export function ContentHeader({ title, description, date, datePrefix }: ContentHeaderProps) {
  return (
    <header className="mb-8 border-b pb-6">
      {date ? (
        <p className="mb-2 text-sm text-muted-foreground">
          {datePrefix ? `${datePrefix} ` : ""}
          <time dateTime={date}>{formatCalendarDate(date)}</time>
        </p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 text-lg text-muted-foreground">{description}</p> : null}
    </header>
  );
}
