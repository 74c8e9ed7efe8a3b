/**
 * The scripts Lighthouse's simulated LCP counted in one run: on this host, which ones is a race
 * that decides most of a page's LCP from one run to the next
 * (docs/bench.md#why-the-home-pages-lcp-moves), so the bench names the bytes.
 */
import type { Artifacts } from "lighthouse/types/artifacts.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

type SimulatedNode = { type: string; request?: { resourceType?: string; transferSize?: number } };

/** Transfer bytes of the scripts in the simulated LCP's (optimistic) graph, recomputed from the run's trace and network log. */
export async function lcpScriptBytes(artifacts: Artifacts): Promise<number> {
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: artifacts.settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map(), settings: artifacts.settings },
  );
  const nodes = [...lcp.optimisticEstimate.nodeTimings.keys()] as SimulatedNode[];
  return nodes
    .filter((node) => node.type === "network" && node.request?.resourceType === "Script")
    .reduce((sum, node) => sum + (node.request?.transferSize ?? 0), 0);
}
