// The band at the top of every inner page: a small eyebrow, the page's one h1 and a line under it.
export default function PageHeader({ eyebrow, title, children }) {
  return (
    <div className="border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-[var(--primary)] dark:text-stone-300">
          {eyebrow}
        </p>
        <h1 className="font-display mt-2 text-4xl font-semibold text-stone-900 sm:text-5xl dark:text-white">{title}</h1>
        {children && <p className="mt-4 max-w-2xl text-lg text-stone-600 dark:text-stone-300">{children}</p>}
        <div className="mt-6 h-1 w-16 rounded bg-[var(--accent)]" />
      </div>
    </div>
  );
}
