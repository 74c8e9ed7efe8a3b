/**
 * The visitors of one crowd in a process of their own, as a load tool runs beside what it
 * measures (runVisitorsApart in visitors.ts forks it): by the load run the bench's own process
 * has run Lighthouse and autocannon for a quarter of an hour, and the visitors time their own
 * requests, so that process's heap and collector are not to be theirs.
 */
import { runVisitors, type Catalogue, type LoadOptions } from "./visitors";

type Order = { baseUrl: string; via: string; catalogue: Catalogue; options: LoadOptions };

process.once("message", (order: Order) => {
  void runVisitors(order.baseUrl, order.via, order.catalogue, order.options).then((result) => process.send!(result, () => process.exit(0)));
});
