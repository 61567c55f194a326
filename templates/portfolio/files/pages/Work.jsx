import Layout from "../components/Layout.jsx";
import WorkTile from "../components/WorkTile.jsx";
import site from "../data/site.json";

const work = site.work ?? [];

export const meta = {
  title: `Work · ${site.name}`,
  description: `Projects by ${site.name}: ${work.map((project) => project.title).join(", ")}.`,
};

export default function Work() {
  return (
    <Layout>
      <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-8 sm:pt-16">
        <h1 className="text-5xl font-bold tracking-tight sm:text-7xl">Work</h1>
        <p className="mt-4 max-w-2xl text-lg text-neutral-700 dark:text-neutral-300">
          A few of the projects we are proudest of. Ask us for the full case studies.
        </p>
        <ol className="mt-14 space-y-20">
          {work.map((project, index) => (
            <li key={project.title} className="grid gap-8 md:grid-cols-[auto_1fr]">
              <span aria-hidden="true" className="font-mono-label text-sm text-neutral-600 dark:text-neutral-400">
                {String(index + 1).padStart(2, "0")}
              </span>
              <WorkTile project={project} index={index} large Heading="h2" />
            </li>
          ))}
        </ol>
      </div>
    </Layout>
  );
}
