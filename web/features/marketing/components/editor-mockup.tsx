import {
  FileCode2Icon,
  FileJsonIcon,
  FolderIcon,
  GlobeIcon,
  MonitorIcon,
  SmartphoneIcon,
  TabletIcon,
} from "lucide-react";
import { cn } from "@/lib/utils";
import { useSiteAddress } from "../use-site-address";

const FILES = [
  { name: "components/", icon: FolderIcon, depth: 0 },
  { name: "Hero.jsx", icon: FileCode2Icon, depth: 1 },
  { name: "pages/", icon: FolderIcon, depth: 0 },
  { name: "Index.jsx", icon: FileCode2Icon, depth: 1, active: true },
  { name: "About.jsx", icon: FileCode2Icon, depth: 1 },
  { name: "styles.css", icon: FileCode2Icon, depth: 0 },
  { name: "site.json", icon: FileJsonIcon, depth: 0 },
];

// Status tokens rather than palette shades: each passes 4.5:1 on the card in light and dark.
const keyword = "text-primary";
const text = "text-success";
const component = "text-warning";

/** An illustration of the site editor: file tree, JSX source and the publish bar. Decorative. */
export function EditorMockup({ className }: { className?: string }) {
  const address = useSiteAddress("karoo-coffee");
  return (
    <div aria-hidden className={cn("overflow-hidden rounded-xl border bg-card text-left shadow-2xl", className)}>
      <div className="flex items-center gap-2 border-b bg-muted/60 px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-muted-foreground/30" />
        <span className="size-2.5 rounded-full bg-muted-foreground/30" />
        <span className="size-2.5 rounded-full bg-muted-foreground/30" />
        <span className="ml-2 truncate text-xs text-muted-foreground">Karoo Coffee · pages/Index.jsx</span>
        <span className="ml-auto rounded-md bg-success px-2 py-0.5 text-xs font-medium text-success-foreground">
          Publish
        </span>
      </div>
      <div className="grid sm:grid-cols-[9.5rem_minmax(0,1fr)]">
        <ul className="hidden border-r py-3 text-xs sm:block">
          {FILES.map((file) => (
            <li
              key={file.name}
              className={cn(
                "flex items-center gap-1.5 py-1 pr-2 text-muted-foreground",
                file.depth ? "pl-7" : "pl-3",
                file.active && "bg-accent font-medium text-accent-foreground",
              )}
            >
              <file.icon className="size-3.5 shrink-0" />
              {file.name}
            </li>
          ))}
        </ul>
        <pre className="overflow-hidden p-4 font-mono text-[11px] leading-5 sm:text-xs sm:leading-6">
          <code>
            <span className={keyword}>import</span> {"{ "}
            <span className={component}>Hero</span>
            {" }"} <span className={keyword}>from</span> <span className={text}>"../components/Hero.jsx"</span>;{"\n"}
            <span className={keyword}>import</span> <span className={text}>"../styles.css"</span>;{"\n\n"}
            <span className={keyword}>export default function</span> <span className={component}>Index</span>() {"{\n"}
            {"  "}
            <span className={keyword}>return</span> ({"\n"}
            {"    <"}
            <span className={component}>Hero</span>
            {"\n      "}title=<span className={text}>"Karoo Coffee Roasters"</span>
            {"\n      "}cta=<span className={text}>"Order fresh beans"</span>
            {"\n    />\n  );\n}"}
          </code>
        </pre>
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t bg-muted/40 px-4 py-2.5 text-xs text-muted-foreground">
        <span className="flex items-center gap-1 rounded-md border bg-background p-1">
          <SmartphoneIcon className="size-3.5 text-primary" />
          <TabletIcon className="size-3.5" />
          <MonitorIcon className="size-3.5" />
        </span>
        <span className="flex min-w-0 items-center gap-1.5">
          <GlobeIcon className="size-3.5 shrink-0 text-success" />
          <span className="truncate">{address}</span>
        </span>
        <span className="hidden rounded-full bg-success px-2 py-0.5 font-medium text-success-foreground sm:inline">
          Live
        </span>
      </div>
    </div>
  );
}
