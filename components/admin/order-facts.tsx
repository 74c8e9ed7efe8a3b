/** One labelled fact of an order, in a <dl>: a small uppercase label over its value. */
export function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

/** Who placed the order and how to reach them: the name, the email and (when given) the phone, each a link. */
export function CustomerFacts({
  nameLabel,
  order,
}: {
  nameLabel: string;
  order: { customerName: string; customerEmail: string; customerPhone: string | null };
}) {
  return (
    <>
      <Fact label={nameLabel}>{order.customerName}</Fact>
      <Fact label="Email">
        <a
          href={`mailto:${order.customerEmail}`}
          className="break-all text-primary underline-offset-4 hover:underline max-md:inline-flex max-md:min-h-11 max-md:items-center"
        >
          {order.customerEmail}
        </a>
      </Fact>
      {order.customerPhone && (
        <Fact label="Phone">
          <a
            href={`tel:${order.customerPhone}`}
            className="text-primary underline-offset-4 hover:underline max-md:inline-flex max-md:min-h-11 max-md:items-center"
          >
            {order.customerPhone}
          </a>
        </Fact>
      )}
    </>
  );
}
