import type { Page } from "@/lib/admin/list-query";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils/cn";
import type { AdminTab, ListState } from "./admin-url";
import { Pagination, SortableHead } from "./list-parts";

/**
 * Where a column's value goes on a phone, where each row is a card instead of a line of a table:
 * - title: the card's heading (top left), what the row is;
 * - status: its badge, top right beside the title;
 * - full, half, third, fifth: a labelled value across the card, or a share of it;
 * - bare: across the card with no label (a name and email under the title);
 * - action: the main action, across the bottom of the card;
 * - hidden: left out on a phone (the desktop's extra detail).
 */
export type PhoneSlot = "title" | "status" | "full" | "half" | "third" | "fifth" | "bare" | "action" | "hidden";

/** One column of an admin list: its header, its value, and where the value goes on a phone. */
export type ListColumn<Row> = {
  header: string;
  /** A header only screen readers read (the actions column). */
  hideHeader?: boolean;
  cell: (row: Row) => React.ReactNode;
  phone: PhoneSlot;
  /** false: a phone's card only (a status badge where a wide screen shows the status's dropdown). */
  wide?: false;
  /** The list's ?sort value for this column; the header becomes a link that sorts by it. */
  sort?: string;
  /** Dates and amounts: newest or largest first on the first click. */
  descendingFirst?: boolean;
  align?: "right";
  /** Classes of the header on a wide screen (a width). */
  headClassName?: string;
  /** Classes of each cell on a wide screen (wrapping, a width, a colour). */
  className?: string;
};

// A card is 30 tracks wide, with no gap between them (29 gaps would not fit a phone): a title
// beside its status, values across it or in halves, thirds or fifths, each kept apart by its own padding.
const SLOT_CLASSES: Record<PhoneSlot, string> = {
  title: "max-md:col-span-20 max-md:row-start-1 max-md:pr-3",
  status: "max-md:col-span-10 max-md:col-start-21 max-md:row-start-1 max-md:justify-self-end",
  full: "max-md:col-span-30",
  bare: "max-md:col-span-30 max-md:-mt-1",
  half: "max-md:col-span-15 max-md:pr-3",
  third: "max-md:col-span-10 max-md:pr-3",
  fifth: "max-md:col-span-6 max-md:pr-2",
  action: "max-md:col-span-30 max-md:mt-1 max-md:border-t max-md:border-border max-md:pt-3",
  hidden: "max-md:hidden",
};

const LABELLED: readonly PhoneSlot[] = ["full", "half", "third", "fifth"];

type Sorting = { tab: AdminTab; state: ListState; defaultSort: string };

/**
 * An admin list: a table on a wide screen (its headers sort through the URL), a stack of cards on
 * a phone, where nothing scrolls sideways and each value carries its header as a label. The
 * columns say what is shown where; `empty` is shown when there is nothing to list.
 */
export function AdminList<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  sorting,
  empty,
  paging,
  valign,
  className,
}: {
  /** Names the table for screen readers ("Orders table"). */
  label: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTestId?: (row: Row) => string;
  sorting?: Sorting;
  empty: React.ReactNode;
  /** Server-side paging: the page of rows, and the name of its Previous/Next navigation. */
  paging?: { tab: AdminTab; state: ListState; page: Page<unknown>; label: string };
  /** Cells aligned to the top of their row, for rows of several lines. */
  valign?: "top";
  /** Classes of the table on a wide screen (a minimum width, fixed columns). */
  className?: string;
}) {
  const total = paging ? paging.page.total : rows.length;
  const hasStatus = columns.some((column) => column.phone === "status");
  return (
    <>
      {total === 0 ? (
        empty
      ) : rows.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground">Nothing on this page.</p>
      ) : (
        <Table label={label} className={cn("max-md:block", className)}>
          <TableHeader className="max-md:hidden">
            <TableRow className="hover:bg-transparent">
              {columns.map((column, index) => (
                <Head key={index} column={column} sorting={sorting} />
              ))}
            </TableRow>
          </TableHeader>
          <TableBody className="max-md:block">
            {rows.map((row) => (
              <TableRow
                key={rowKey(row)}
                data-testid={rowTestId?.(row)}
                className="max-md:grid max-md:grid-flow-row-dense max-md:grid-cols-30 max-md:gap-x-0 max-md:gap-y-3 max-md:px-4 max-md:py-4 max-md:hover:bg-transparent"
              >
                {columns.map((column, index) => (
                  <TableCell
                    key={index}
                    className={cn(
                      "max-md:block max-md:min-w-0 max-md:px-0 max-md:py-0",
                      SLOT_CLASSES[column.phone],
                      column.phone === "title" && !hasStatus && "max-md:col-span-30",
                      column.align === "right" && "md:text-right",
                      valign === "top" && "align-top",
                      column.wide === false && "md:hidden",
                      column.className,
                    )}
                  >
                    {LABELLED.includes(column.phone) && (
                      <span className="mb-0.5 block text-xs font-semibold tracking-wide text-muted-foreground uppercase md:hidden">{column.header}</span>
                    )}
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {paging && (
        <Pagination
          tab={paging.tab}
          state={paging.state}
          page={paging.page.page}
          total={paging.page.total}
          pageSize={paging.page.pageSize}
          label={paging.label}
        />
      )}
    </>
  );
}

function Head<Row>({ column, sorting }: { column: ListColumn<Row>; sorting?: Sorting }) {
  const className = cn(column.align === "right" && "text-right", column.wide === false && "md:hidden", column.headClassName);
  if (column.sort && sorting) {
    return (
      <SortableHead
        tab={sorting.tab}
        state={sorting.state}
        column={column.sort}
        defaultSort={sorting.defaultSort}
        descendingFirst={column.descendingFirst}
        className={className}
      >
        {column.header}
      </SortableHead>
    );
  }
  return (
    <TableHead scope="col" className={className}>
      {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
    </TableHead>
  );
}
