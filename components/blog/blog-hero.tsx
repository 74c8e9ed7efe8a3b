import { BLOG_TITLE } from "@/lib/blog/seo";

const TOPICS = ["Digital Marketing", "Website Design", "Lead Generation", "Business Growth"];

/**
 * The dark first band of /blog: title, one line on what the posts are for, and the four topics.
 * The loading skeleton gives its copy another titleId: both are in the HTML of a streamed page.
 */
export function BlogHero({ titleId = "blog-title" }: { titleId?: string }) {
  return (
    <section aria-labelledby={titleId} className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(48rem_24rem_at_85%_0%,rgba(29,78,216,0.45),transparent_70%)]" />
      <div className="relative container-page py-12 sm:py-16 lg:py-20">
        <p className="text-sm font-semibold tracking-widest text-highlight uppercase">Blog</p>
        <h1 id={titleId} className="mt-3 text-4xl font-bold text-white sm:text-5xl">
          {BLOG_TITLE}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-300">
          Straight talk on getting found, getting called and getting paid: what works for electricians, plumbers, HVAC techs, roofers and general contractors.
        </p>
        {/* Plain words, not pills: nothing here filters, so nothing should look pressable. Two by two
            below md, where one row would wrap at a different word in the fallback font than in Inter. */}
        <ul aria-label="Topics" className="mt-8 grid grid-cols-2 gap-x-3 gap-y-1 text-sm font-medium text-slate-300 md:flex md:flex-wrap md:items-center">
          {TOPICS.map((topic, index) => (
            <li key={topic} className="flex items-center gap-3">
              {index > 0 && <span aria-hidden className="hidden size-1 rounded-full bg-highlight md:block" />}
              {topic}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
