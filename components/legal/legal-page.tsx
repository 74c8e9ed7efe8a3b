import type { ReactNode } from "react";
import { CalendarDays } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { LegalBlock, LegalDocument } from "@/lib/legal/documents";
import { LegalContact } from "./legal-contact";
import { StorageList } from "./storage-list";

/** Links in the rendered text, drawn as LegalLink draws its own (legal-link.tsx). */
const proseLinks =
  "[&_a]:rounded-sm [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:decoration-primary/40 [&_a]:underline-offset-4 [&_a]:transition-colors [&_a]:hover:decoration-primary [&_a]:focus-visible:ring-2 [&_a]:focus-visible:ring-ring [&_a]:focus-visible:ring-offset-2 [&_a]:focus-visible:outline-none";

/** Readable legal prose: ~70ch lines, spaced paragraphs and lists, quiet subheadings. */
const prose = `space-y-4 [&_h3]:pt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:pl-1 [&_li::marker]:text-slate-400 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 ${proseLinks}`;

const tocLink =
  "flex gap-2 rounded-md px-2 py-1.5 text-sm text-slate-600 transition-colors hover:bg-white hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "html":
      // Rendered from our own content file by the blog's renderer, through its allow-list.
      return <div className={prose} dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "contact":
      return <LegalContact />;
    case "storage":
      return <StorageList items={block.items} />;
  }
}

/**
 * A legal page (docs/product.md#legal-pages): a title band with the effective date, a table of
 * contents linking to every section, and numbered sections (h2 with ids) in a readable column.
 */
export function LegalPage({ document, icon }: { document: LegalDocument; icon: ReactNode }) {
  const { title, effective, introHtml, summaryHtml, sections } = document;
  return (
    <>
      <section className="bg-gradient-to-b from-ink to-[#16294a] text-white">
        <div className="container-page py-12 sm:py-20">
          <div className="mx-auto max-w-5xl">
            <div className="mb-6 hidden size-12 items-center justify-center rounded-lg bg-white/10 text-highlight sm:flex [&_svg]:size-6" aria-hidden>
              {icon}
            </div>
            <p className="mb-3 text-sm font-semibold tracking-widest text-highlight uppercase">Legal</p>
            <h1 className="text-4xl font-bold text-white sm:text-5xl">{title}</h1>
            <p className="mt-4 flex items-center gap-2 text-sm font-medium text-slate-300">
              <Icon icon={CalendarDays} className="size-4 shrink-0" aria-hidden />
              <span>
                Effective <time dateTime={effective.iso}>{effective.label}</time>
              </span>
            </p>
            <div className="mt-6 max-w-2xl text-lg text-slate-200" dangerouslySetInnerHTML={{ __html: introHtml }} />
          </div>
        </div>
      </section>

      <div className="container-page py-12 sm:py-16 lg:py-20">
        <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto">
            <nav aria-labelledby="legal-toc-label" className="rounded-lg border bg-surface p-4 sm:p-5">
              <p id="legal-toc-label" className="mb-2 px-2 text-xs font-semibold tracking-widest text-ink uppercase">
                On this page
              </p>
              <ol className="grid gap-0.5 sm:grid-cols-2 sm:gap-x-4 lg:grid-cols-1">
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={tocLink}>
                      <span className="w-5 shrink-0 text-right font-semibold text-primary tabular-nums">{index + 1}.</span> <span>{section.title}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          </aside>

          <article className="max-w-[70ch] min-w-0">
            {summaryHtml.length > 0 && (
              <div className="mb-12 rounded-lg border border-primary/20 bg-accent p-5 sm:p-6">
                <p className="font-semibold text-ink">The short version</p>
                <ul className={`mt-3 list-disc space-y-2 pl-5 text-accent-foreground marker:text-primary ${proseLinks}`}>
                  {summaryHtml.map((point, index) => (
                    <li key={index} className="pl-1" dangerouslySetInnerHTML={{ __html: point }} />
                  ))}
                </ul>
              </div>
            )}
            <div className="divide-y divide-border">
              {sections.map((section, index) => (
                <section key={section.id} id={section.id} className="py-10 first:pt-0 last:pb-0">
                  <h2 className="text-2xl font-bold sm:text-[1.75rem]">
                    <span className="text-primary tabular-nums">{index + 1}.</span> {section.title}
                  </h2>
                  <div className="mt-5 space-y-4 text-slate-700">
                    {section.blocks.map((block, blockIndex) => (
                      <Block key={blockIndex} block={block} />
                    ))}
                  </div>
                </section>
              ))}
            </div>
          </article>
        </div>
      </div>
    </>
  );
}
