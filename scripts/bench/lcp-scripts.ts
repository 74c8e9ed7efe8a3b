/**
 * The scripts Lighthouse's simulated LCP counted in one run: what decides most of a page's LCP
 * from one run to the next (docs/bench.md#why-the-home-pages-lcp-moves). Lantern, Lighthouse's
 * simulation, replays every request that finished before the first frame Chrome presented, and
 * lets a script out only when its first evaluation was a task of 10 ms or more that began after
 * that frame. Which scripts those are is a race on this host, so the bench names the bytes.
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
