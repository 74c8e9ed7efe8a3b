import path from "node:path";

/**
 * How the production server starts, for every test and bench that runs a build: the standalone
 * output's server.js with plain Node, as `npm start` and the container run it.
 */
export function productionServer(host: string, port: number, distDir = process.env.NEXT_DIST_DIR ?? ".next"): { args: string[]; env: Record<string, string> } {
  return { args: [path.join(distDir, "standalone", "server.js")], env: { HOSTNAME: host, PORT: String(port) } };
}
