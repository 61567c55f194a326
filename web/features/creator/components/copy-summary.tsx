import type { SiteCopy } from "@common/schemas/site-data";

/** The AI's words as the site will show them, for a look before Create. */
export function CopySummary({ copy }: { copy: SiteCopy }) {
  return (
    <div className="grid gap-2 rounded-lg border p-4 text-sm">
      <p className="text-lg font-semibold">{copy.headline}</p>
      <p>{copy.intro}</p>
      {copy.about && <p className="whitespace-pre-line text-muted-foreground">{copy.about}</p>}
      {copy.services.length > 0 && (
        <ul className="list-disc pl-5">
          {copy.services.map((service) => (
            <li key={service.name}>
              <span className="font-medium">{service.name}</span>
              {service.price && ` (${service.price})`}: {service.description}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
