import { NextResponse, type NextRequest } from "next/server";

/**
 * Next 16's request proxy (formerly middleware). It guards the admin area: the role and PIN
 * checks arrive with the accounts work; until then nobody reaches /admin at all.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/admin")) {
    return NextResponse.json({ error: "Sign in as the admin to use this endpoint." }, { status: 401 });
  }
  return NextResponse.rewrite(new URL("/404-not-found", request.url), { status: 404 });
}

export const config = { matcher: ["/admin/:path*", "/api/admin/:path*"] };
