import "server-only";
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import Google from "next-auth/providers/google";
import { PrismaAdapter } from "@auth/prisma-adapter";
import { prisma } from "@/lib/db";
import { env, pointAuthAtSite } from "@/lib/env";
import { areaLogger } from "@/lib/log";
import { endSessions, findSessionUser } from "./accounts";
import { trustGoogleVerifiedEmail } from "./email-verification";
import { withHintFollowingSession } from "./responses";
import { authSecret, cookiesAreSecure } from "./secret";
import { newSessionId, SESSION_MAX_AGE_SECONDS, sessionOfToken } from "./session";

export function isGoogleConfigured(): boolean {
  return Boolean(env().AUTH_GOOGLE_ID && env().AUTH_GOOGLE_SECRET);
}

/**
 * Auth.js runs the Google sign-in (OAuth, account linking through the Prisma adapter). Email and
 * password sign-in is ours (app/api/auth/login) and writes the same session cookie.
 */
pointAuthAtSite();

const log = areaLogger("auth");

const nextAuth = NextAuth({
  adapter: PrismaAdapter(prisma),
  secret: authSecret(),
  // Every URL Auth.js makes starts at SITE_URL (AUTH_URL above), never at a forwarded host.
  trustHost: true,
  useSecureCookies: cookiesAreSecure(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  // Into the server's log as one line each, not Auth.js's stack traces on stderr: most are a
  // visitor's malformed or stale request, which Auth.js answers itself.
  logger: {
    error: (error) => log.warn({ kind: error.name, cause: error.cause instanceof Error ? error.cause.message : undefined }, error.message),
    warn: (code) => log.warn({ kind: code }, "Auth.js warning"),
    debug: () => {},
  },
  providers: isGoogleConfigured()
    ? [
        Google({
          clientId: env().AUTH_GOOGLE_ID,
          clientSecret: env().AUTH_GOOGLE_SECRET,
          profile: (profile) => ({
            id: profile.sub,
            email: profile.email,
            name: profile.name,
            image: profile.picture,
            firstName: profile.given_name ?? null,
            lastName: profile.family_name ?? null,
          }),
        }),
      ]
    : [],
  events: {
    signIn: trustGoogleVerifiedEmail,
    // Auth.js's own sign-out (/api/auth/signout) ends every session of the account, as our
    // log-out does, so a copied cookie stops working too, not only this browser's.
    async signOut(message) {
      const session = "token" in message && message.token ? sessionOfToken(message.token) : null;
      await endSessions(session && (await findSessionUser(session)));
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user?.id) {
        const account = await prisma.user.findUnique({ where: { id: user.id } });
        token.role = account?.role ?? "USER";
        token.firstName = account?.firstName ?? null;
        token.lastName = account?.lastName ?? null;
        token.ver = account?.sessionVersion ?? 0;
        token.since = Math.floor(Date.now() / 1000);
        token.sid = newSessionId();
        return token;
      }
      // Every later read (GET /api/auth/session renews the cookie): a revoked or expired session
      // stays ended instead of being handed a fresh token.
      const session = sessionOfToken(token);
      return session && (await findSessionUser(session)) ? token : null;
    },
  },
});

export const { signIn } = nextAuth;

/** Auth.js's routes (/api/auth/*), their sign-ins and sign-outs carrying the signed-in hint (lib/auth/responses.ts). */
export const handlers = {
  GET: async (request: NextRequest) => withHintFollowingSession(await nextAuth.handlers.GET(request)),
  POST: async (request: NextRequest) => withHintFollowingSession(await nextAuth.handlers.POST(request)),
};
