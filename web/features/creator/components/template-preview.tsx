import type { Template } from "@/features/templates";

/** The chosen template's pages, live, as a phone and a desktop screen show them (scaled down). */
export function TemplatePreview({ template }: { template: Template }) {
  return (
    <section aria-label={`Preview of ${template.name}`} className="grid gap-3">
      <p className="text-sm font-medium">Preview of {template.name}</p>
      <div className="flex flex-wrap items-start gap-4">
        <Frame title={`${template.name} on a phone`} url={template.preview_url} width={375} height={700} scale={0.6} />
        <div className="hidden md:block">
          <Frame
            title={`${template.name} on a desktop`}
            url={template.preview_url}
            width={1280}
            height={800}
            scale={0.42}
          />
        </div>
      </div>
    </section>
  );
}

function Frame({
  title,
  url,
  width,
  height,
  scale,
}: {
  title: string;
  url: string;
  width: number;
  height: number;
  scale: number;
}) {
  return (
    <div
      className="overflow-hidden rounded-lg border bg-white shadow-sm"
      style={{ width: width * scale, height: height * scale }}
    >
      <iframe
        title={title}
        src={url}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin"
        style={{ width, height, transform: `scale(${scale})`, transformOrigin: "0 0" }}
        className="border-0"
      />
    </div>
  );
}
