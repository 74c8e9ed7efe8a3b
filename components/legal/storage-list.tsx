import type { StoredItem } from "@/lib/legal/documents";

/** Cookies and browser storage the site relies on, one card each (readable on a phone). */
export function StorageList({ items }: { items: StoredItem[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.name} className="rounded-lg border bg-card p-4 shadow-xs">
          <p className="font-semibold text-ink">{item.name}</p>
          <p className="mt-1">{item.purpose}</p>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <div>
              <dt className="inline font-semibold text-ink">Stored in: </dt>
              <dd className="inline">{item.where}</dd>
            </div>
            <div>
              <dt className="inline font-semibold text-ink">How long: </dt>
              <dd className="inline">{item.lasts}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
