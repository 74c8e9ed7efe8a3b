/**
 * How the production server starts (server.ts through tsx), for `npm start` and for every test
 * and bench that runs the build: one command, so they all measure what production runs.
 */
export const PRODUCTION_SERVER = ["--import", "tsx", "server.ts"];

/** The arguments after `node` for the server on host:port. */
export function productionServerArgs(host: string, port: number): string[] {
  return [...PRODUCTION_SERVER, "--hostname", host, "--port", String(port)];
}
