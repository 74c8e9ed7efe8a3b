import { NextResponse } from "next/server";
import { requireSignedIn } from "@/lib/auth/accounts";
import { businessProfileOf, saveBusinessProfile } from "@/lib/business-profile/profile";
import { apiHandler, readJson } from "@/lib/http/api";
import { businessProfileSchema } from "@/lib/validation/business-profile";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** GET /api/account/business-profile: the signed-in customer's business ({ profile: null } while none), for the forms it fills in. */
export const GET = apiHandler(async (request) => {
  const user = await requireSignedIn(request);
  return NextResponse.json({ profile: await businessProfileOf(user.id) }, { headers: PRIVATE });
});

/** PUT /api/account/business-profile: the business as edited on /account (lib/business-profile/profile.ts). */
export const PUT = apiHandler(async (request) => {
  const user = await requireSignedIn(request);
  const update = await readJson(request, businessProfileSchema);
  return NextResponse.json({ profile: await saveBusinessProfile(user.id, update) }, { headers: PRIVATE });
});
