/**
 * How much of a request's body Next's proxy (proxy.ts) is handed, where it runs: everywhere but
 * /api/ and the build's assets. Next holds a copy of the body for it until the body has ended
 * and cuts it past this (next.config.ts, experimental.proxyClientMaxBodySize). No page reads a
 * body (a form posted without JavaScript is a few fields its page shows again), so server.js
 * refuses a larger one, or one of unknown length, before Next sees it (front-door.ts).
 * No "server-only" and no path aliases: next.config.ts loads this file itself.
 */
export const PROXIED_BODY_LIMIT = 16 * 1024;
